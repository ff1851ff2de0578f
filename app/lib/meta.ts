/** Page titles are `{Page} - Lakbay` (spec §1; the product name is APP_NAME). */
export const APP_NAME_DEFAULT = "Lakbay";

export function pageTitle(page: string, appName: string = APP_NAME_DEFAULT): string {
  return `${page} - ${appName}`;
}

/** `meta` helper for route modules: title plus an optional description. */
export function titleMeta(page: string, description?: string, appName?: string) {
  return [{ title: pageTitle(page, appName) }, ...(description ? [{ name: "description", content: description }] : [])];
}
