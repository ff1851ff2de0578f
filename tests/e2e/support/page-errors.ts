import type { Page } from "@playwright/test";

/** Errors the page reports (React's hydration mismatches among them) from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** Marks the loaded document; a full page load forgets the mark, a client-side navigation keeps it. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { lakbayMark: true }));
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { lakbayMark?: boolean }).lakbayMark === true);
