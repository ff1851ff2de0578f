/**
 * The suite's `test` and `expect`. Import them from here, not from @playwright/test:
 *
 *   import { expect, test } from "./support/fixtures.ts";
 *
 * Every test is its own client: its browser context and its `request` fixture send
 * `X-Forwarded-For: <clientIp>` (the e2e server trusts it), so the per-address rate limits of one
 * test never spill into another, even across workers and retries. To make two tests share an
 * address, or to pin one: `test.use({ clientIp: "198.51.100.7" })`. A context made by hand with
 * `browser.newContext()` does not get the header; pass `clientHeaders(ip)` as `extraHTTPHeaders`.
 */
import { test as base, expect, type Page, type Response, type TestInfo } from "@playwright/test";

export { expect };

let issued = 0;

/**
 * A client address unique within the run: TEST-NET-3 style `203.0.113.x` is too small for a whole
 * suite, so addresses come from the 198.18.0.0/15 benchmarking range (131,072 of them), numbered by
 * worker and by test.
 */
export function nextClientIp(testInfo?: Pick<TestInfo, "parallelIndex" | "workerIndex">): string {
  const worker = testInfo?.workerIndex ?? 0;
  const n = ((worker * 2048 + ++issued) % 131_070) + 1;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Headers that make a hand-made browser or request context a given client. */
export function clientHeaders(ip: string): Record<string, string> {
  return { "X-Forwarded-For": ip };
}

/** A fresh address at a test domain: `${prefix}-<time><random>@example.com`. */
export function uniqueEmail(prefix = "traveller"): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type Fixtures = {
  /** The address this test's requests come from (X-Forwarded-For). Override with test.use. */
  clientIp: string;
};

/**
 * Pages draw before their JavaScript arrives (decision 021), so a test could click or type before
 * React has hydrated, which a person on a slow line might do too; the pages work without JavaScript,
 * but widgets that need it (comboboxes, countdowns, live hints) only answer after hydration. So
 * `page.goto` and `page.reload` wait for the root's `data-hydrated` mark on HTML pages (not with
 * JavaScript off, and not for a PDF or JSON answer); the journeys without JavaScript test the rest.
 */
async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (response && !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 10_000 }).catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await untilHydrated(page, response);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await untilHydrated(page, response);
        return response;
      };
    }
    await use(page);
  },
  clientIp: [
    async ({}, use, testInfo) => {
      await use(nextClientIp(testInfo));
    },
    { option: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, ...clientHeaders(clientIp) });
  },
});
