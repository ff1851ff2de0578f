/**
 * Every internal link a person can reach answers 200: crawled from the server's HTML (so the closed
 * header menus, the phone menu and the footer count too) from the home page, the 404 page and, signed
 * in, the dashboard and settings pages.
 */
import type { APIRequestContext } from "@playwright/test";
import { DEMO, logIn } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";

/** Paths linked from a page's HTML on our own origin, without fragments; logout and mailed-token links left out. */
function internalLinks(html: string, base: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"), base);
    if (url.origin !== new URL(base).origin) continue;
    if (/^\/(logout|verify-email\/|reset-password\/)/.test(url.pathname)) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

/** Breadth-first from the start pages; returns every reached path with its status after redirects. */
async function crawl(request: APIRequestContext, baseURL: string, start: string[], limit = 200) {
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>();
  const queue = [...start];
  while (queue.length > 0 && statuses.size < limit) {
    const path = queue.shift()!;
    if (statuses.has(path)) continue;
    const response = await request.get(path);
    statuses.set(path, response.status());
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const link of internalLinks(await response.text(), baseURL)) {
      if (!statuses.has(link) && !queue.includes(link)) {
        queue.push(link);
        linkedFrom.set(link, path);
      }
    }
  }
  return { statuses, linkedFrom };
}

function deadEnds({ statuses, linkedFrom }: Awaited<ReturnType<typeof crawl>>, except: string[] = []) {
  return [...statuses]
    .filter(([path, status]) => status !== 200 && !except.includes(path))
    .map(([path, status]) => `${path} → ${status} (linked from ${linkedFrom.get(path) ?? "start"})`);
}

test("every link reachable from the home page and the 404 page answers 200", async ({ request, baseURL }) => {
  const result = await crawl(request, baseURL!, ["/", "/no-such-page"]);
  expect(result.statuses.get("/no-such-page")).toBe(404);
  expect(deadEnds(result, ["/no-such-page"])).toEqual([]);
  // The crawl really went everywhere: the destination cards, the footer's legal pages, the menus.
  for (const path of [
    "/travel-circuits/bohol",
    "/travel-circuits/underground-river-palawan",
    "/privacy",
    "/terms",
    "/stay-informed/tide",
    "/register",
  ]) {
    expect(result.statuses.get(path), path).toBe(200);
  }
});

test("every link reachable from the signed-in dashboard and settings answers 200", async ({ page, baseURL }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const start = ["/dashboard", "/dashboard/chatbot", "/settings/profile", "/settings/password", "/settings/appearance"];
  const result = await crawl(page.request, baseURL!, start);
  expect(deadEnds(result)).toEqual([]);
  for (const path of start) expect(result.statuses.get(path), path).toBe(200);
});

test("the 404 page keeps its promise: a way home and destinations to pick", async ({ page }) => {
  await page.goto("/no-such-page");
  // The site search it offers is real: the header's box finds the destination.
  const search = page.getByRole("search").filter({ visible: true }).first();
  await search.getByRole("searchbox").fill("Siargao");
  await search.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Siargao/);
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Siargao/ })
      .first(),
  ).toBeVisible();
  await page.goto("/no-such-page");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: /Siargao/ }).click();
  await expect(page).toHaveURL(/\/travel-circuits\/siargao$/);
  await expect(page).toHaveTitle("Siargao - Lakbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siargao");
});

test("an unknown travel circuit is still a 404", async ({ request }) => {
  expect((await request.get("/travel-circuits/atlantis")).status()).toBe(404);
});

test("the home page's destination cards and search are honest and valid", async ({ page }) => {
  await page.goto("/");
  // The flight search is the real one (it leads to results), with no loading bars that never load.
  const search = page.getByRole("region", { name: "Search flights" });
  await expect(search.getByRole("button", { name: "Search flights" })).toBeVisible();
  // The hotel quick search leads to real results.
  const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  await search.getByLabel("Destination").fill("Boracay");
  await search.getByLabel("Check-in").fill(day(20));
  await search.getByLabel("Check-out").fill(day(22));
  await search.getByRole("button", { name: "Search hotels" }).click();
  await expect(page).toHaveTitle("Hotels in Boracay - Lakbay");
  await page.goto("/");
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  // No links pretending to be list items.
  await expect(page.locator("a[role]")).toHaveCount(0);
  await page.getByRole("link", { name: /^Boracay/ }).click();
  await expect(page).toHaveURL(/\/travel-circuits\/boracay-aklan$/);
  await expect(page.getByText("Getting there")).toBeVisible();
});
