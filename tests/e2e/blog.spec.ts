/**
 * Blog, travel news, site search and SEO files, end to end (docs/decisions/016-blog-news-search.md):
 * listings and orderings, a staff member writing and publishing a post that then shows on /blog and
 * in the RSS feed, a scheduled post staying hidden, search finding a guide and a post, pages without
 * JavaScript, and axe scans of each page.
 */
import type { Page } from "@playwright/test";
import { DEMO, logIn, STAFF, toastMessage } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const POST = "/blog/typhoon-signals-and-ferry-suspensions";

async function postTitles(page: Page): Promise<string[]> {
  return page.locator("main article h3").allTextContents();
}

test("the blog lists posts latest first, by category, and in each order", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle("Blog - Lakbay");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  const latest = await postTitles(page);
  expect(latest.length).toBe(10);
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 2");

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  expect((await postTitles(page)).length).toBeGreaterThanOrEqual(2);

  await page.goto("/blog/category/money");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Money & fees");
  await expect(page.getByRole("link", { name: "Travel tax and eTravel, explained" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Getting to Siargao" })).toHaveCount(0);

  await page.goto("/blog/ordered-by/oldest");
  const oldest = await postTitles(page);
  expect(oldest[0]).toBe("Planning a trip in the rainy season");

  await page.goto("/blog/ordered-by/title");
  const byTitle = await postTitles(page);
  expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));

  await page.goto("/blog/ordered-by/popular");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Most read posts");
  expect((await postTitles(page)).length).toBe(10);

  for (const bad of ["/blog/ordered-by/random", "/blog/category/gossip", "/blog/no-such-post", "/blog?page=99"]) {
    const response = await page.goto(bad);
    expect(response?.status(), bad).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  }
});

// Playwright's headless Chromium says "HeadlessChrome", which isbot rightly takes for a robot: this
// visitor presents an ordinary browser's User-Agent so its view counts.
test.describe("a visitor's browser", () => {
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });

  test("a post shows its date, author, reading time, related posts and structured data, and counts the view", async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Typhoon signals and ferry suspensions, in plain words");
    await expect(page.locator("main")).toContainText("September 18, 2026");
    await expect(page.locator("main")).toContainText("by Lakbay editors");
    await expect(page.locator("main")).toContainText(/\d+ min read/);
    await expect(page.getByRole("heading", { name: "Related posts" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${POST}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((j) => JSON.parse(j)["@type"])).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    // The browser's beacon counted this visit: the next render (past the 10 s page cache, signed in) shows it.
    // An unknown cookie sends the request past the 10-second anonymous page cache.
    await expect
      .poll(async () => (await page.request.get(POST, { headers: { Cookie: "e2e-no-cache=1" } })).text())
      .toMatch(/Read [1-9]\d* times?/);
  });
});

test("staff write, preview and publish a post; it shows on /blog and in the feed; a scheduled one stays hidden", async ({ page }) => {
  const id = Date.now().toString(36);
  const title = `Night ferries & bunks ${id}`;
  const slug = `night-ferries-${id}`;
  await logIn(page, STAFF.email, STAFF.password);
  await page.goto("/dashboard/posts");
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Summary").fill("What an overnight ferry cabin is like.");
  await page.getByLabel("Category").selectOption("islands");
  await page
    .getByLabel("Body (Markdown)")
    .fill("## Bunks\n\nBring a **jacket**: the air-con is cold.\n\n<script>window.hacked = 1</script>");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview (not saved)" })).toBeVisible();
  await expect(page.locator("section").getByRole("heading", { name: "Bunks" })).toBeVisible();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toastMessage(page, "Post published.")).toBeVisible();
  await expect(page.getByText("Status: Published")).toBeVisible();

  // Signed out, as a visitor: on /blog (first page), the post page and the feed.
  const visitor = await page.context().browser()!.newContext();
  const anon = await visitor.newPage();
  await expect
    .poll(async () => {
      await anon.goto("/blog");
      return anon.getByRole("link", { name: title }).count();
    })
    .toBe(1);
  await anon.getByRole("link", { name: title }).click();
  await expect(anon.getByRole("heading", { name: "Bunks", exact: true })).toBeVisible();
  expect(await anon.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  const feed = await anon.request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain(`<title>Night ferries &amp; bunks ${id}</title>`);

  // A post scheduled for tomorrow: saved, listed for staff as scheduled, invisible to visitors.
  const later = `later-${id}`;
  await page.goto("/dashboard/posts/new");
  await page.getByLabel("Title").fill(`Scheduled ${id}`);
  await page.getByLabel("Slug").fill(later);
  await page.getByLabel("Summary").fill("Not yet.");
  await page.getByLabel("Body (Markdown)").fill("Soon.");
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel("Publish at (Philippine time)").fill(tomorrow);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(toastMessage(page, "Post scheduled.")).toBeVisible();
  await expect(page.getByText("Status: Scheduled")).toBeVisible();
  expect((await anon.goto(`/blog/${later}`))?.status()).toBe(404);
  expect(await (await anon.request.get("/blog/rss.xml")).text()).not.toContain(later);
  await anon.goto(`/search?q=Scheduled+${id}`);
  await expect(anon.getByRole("link", { name: `Scheduled ${id}` })).toHaveCount(0);
  await visitor.close();

  // Bad input: a clear message, nothing saved.
  await page.goto("/dashboard/posts/new");
  await page.getByLabel("Title").fill("x");
  await page.getByLabel("Slug").fill("Not a slug");
  await page.getByLabel("Summary").fill("s");
  await page.getByLabel("Body (Markdown)").fill("b");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("The slug may hold lower-case letters")).toBeVisible();
});

test("a traveller gets 403 on the staff post pages, including their .data requests", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  expect((await page.goto("/dashboard/posts"))?.status()).toBe(403);
  expect((await page.request.get("/dashboard/posts.data?_routes=routes%2Fdashboard%2Fposts")).status()).toBe(403);
  expect((await page.request.get("/dashboard/posts/new.data")).status()).toBe(403);
});

test("site search finds a guide and a post, and says what to do with an empty or long query", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("search").getByLabel("Search Lakbay").first();
  await box.fill("Siargao");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Siargao$/);
  await expect(page.getByRole("link", { name: "Siargao", exact: true })).toHaveAttribute("href", "/travel-circuits/siargao");
  await expect(page.getByRole("link", { name: "Getting to Siargao" })).toHaveAttribute("href", "/blog/getting-to-siargao");
  await expect(page.locator("main mark").first()).toHaveText(/siargao/i);

  await page.goto("/search?q=");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Type what you are looking for");
  const long = await page.goto(`/search?q=${"a".repeat(201)}`);
  expect(long?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Keep your search under 200 characters.");
  await page.goto("/search?q=zzzzqqq");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Nothing matched your search.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("blog, news, a post and search all work", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: "Oldest" }).click();
    await expect(page).toHaveURL(/\/blog\/ordered-by\/oldest$/);
    await page.getByRole("link", { name: "Planning a trip in the rainy season" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planning a trip in the rainy season");
    await page.goto("/stay-informed/travel-news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel news");
    await page.getByRole("link", { name: /eTravel: the rules as we checked them/ }).click();
    await expect(page.locator("main")).toContainText("Checked on 5 November 2026");
    await page.goto("/search");
    await page.getByLabel("Search guides, blog and news").fill("travel tax");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "Travel tax and eTravel, explained" })).toBeVisible();
  });
});

test("sitemap and robots list what crawlers may see", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/travel-circuits/boracay-aklan",
    "/stay-informed/travel-news",
    "/blog/category/safety",
    POST,
    "/stay-informed/travel-news/etravel-checked-november-2026",
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toMatch(/\/dashboard|\/settings|\/flights\/payment|checkout|confirmation/);
  const robots = await (await request.get("/robots.txt")).text();
  for (const line of [
    "Disallow: /dashboard",
    "Disallow: /settings",
    "Disallow: /flights/payment",
    "Disallow: /hotels/checkout",
    "Disallow: /api/",
  ]) {
    expect(robots).toContain(line);
  }
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test("blog, post, news, search and the staff post list pass axe", async ({ page }) => {
  // Seven pages, each with a full axe run, and a sign-in: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  for (const path of [
    "/blog",
    POST,
    "/stay-informed/travel-news",
    "/stay-informed/travel-news/lakbay-blog-news-and-search",
    "/search?q=ferry",
  ]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
  await logIn(page, STAFF.email, STAFF.password);
  for (const path of ["/dashboard/posts", "/dashboard/posts/new"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
});
