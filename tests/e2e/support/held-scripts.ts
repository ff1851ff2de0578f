/** What a slow phone sees before a page is interactive: the page drawn, its scripts held back. */
import type { BrowserContext, Page } from "@playwright/test";

/** A page (not the suite's own, which waits for hydration on goto) whose scripts wait for `release()`. */
export async function pageWithHeldScripts(context: BrowserContext): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await context.newPage();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return {
    page,
    release: async () => {
      open();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
    },
  };
}
