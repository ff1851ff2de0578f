/** Page titles are `{Page} - Lakbay` (spec §1; the product name is APP_NAME). */
export const APP_NAME_DEFAULT = "Lakbay";

export function pageTitle(page: string, appName: string = APP_NAME_DEFAULT): string {
  return `${page} - ${appName}`;
}

/**
 * `meta` helper for route modules: title plus an optional description, and the same as Open Graph
 * (og:title, og:description, og:type; the root layout adds og:url, og:site_name and the canonical
 * link to every page). `type` is "article" for a blog post.
 */
export function titleMeta(page: string, description?: string, appName?: string, opts: { type?: "website" | "article" } = {}) {
  return [
    { title: pageTitle(page, appName) },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: page },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:type", content: opts.type ?? "website" },
  ];
}

/**
 * The canonical address of a page: the public origin (APP_URL) and the path, without a trailing
 * slash and without query parameters, except `page` (a listing's page 2 is its own page).
 */
export function canonicalUrl(origin: string, pathname: string, search = ""): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = new URLSearchParams(search).get("page");
  const keep = page && /^[1-9]\d{0,3}$/.test(page) && page !== "1" ? `?page=${page}` : "";
  return `${origin}${path || "/"}${keep}`;
}
