/**
 * Travel circuits, end to end in Chromium: the index of ten guides → a guide and its sections (also
 * with JavaScript off) → the pre-filled hotel and flight searches; an unknown guide is a 404 page;
 * axe on the index and a guide; a guide at phone width.
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { CIRCUITS } from "../../app/features/travel-circuits/circuits.ts";
import { clientHeaders, expect, nextClientIp, test } from "./support/fixtures.ts";

/** A date `days` from today (Manila), as the forms take it. */
function manilaDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const SECTION_HEADINGS = [
  "Overview",
  "Highlights",
  "Getting there",
  "When to go",
  /^Suggested \d days$/,
  "Rough costs",
  "Fees and permits",
  "Travel responsibly",
];

test("the index lists ten guides on a map, and a guide shows every section", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));

  await page.goto("/travel-circuits");
  await expect(page).toHaveTitle("Travel circuits - Lakbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel circuits");
  await expect(page.getByRole("heading", { name: "How to choose" })).toBeVisible();
  const cards = page.getByRole("region", { name: "The guides" }).getByRole("listitem");
  await expect(cards).toHaveCount(10);
  await expect(cards.filter({ hasText: "Siargao" })).toContainText("Best months: Mar–Oct");
  const map = page.getByRole("group", { name: "Map of the ten travel circuits" });
  await expect(map.getByRole("link")).toHaveCount(10);
  await expect(map.getByRole("link", { name: "Coron" })).toHaveAttribute("href", "/travel-circuits/coron-palawan");
  await expectNoSeriousA11yViolations(page, "travel circuits index");

  await cards.filter({ hasText: "Boracay" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/travel-circuits\/boracay-aklan$/);
  await expect(page).toHaveTitle("Boracay - Lakbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boracay");
  for (const name of SECTION_HEADINGS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("img", { name: /white-sand beach/ })).toBeVisible();
  await expect(page.getByText("Illustration: Lakbay")).toBeVisible();
  await expect(page.getByRole("img", { name: /Map of Boracay's highlights/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Puka Shell Beach" })).toBeVisible();
  await expect(page.getByText("Godofredo P. Ramos Airport (MPH)")).toBeVisible();
  const fee = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Boracay environmental fee/ }) });
  await expect(fee).toContainText("₱300");
  await expect(fee).toContainText(/Source: Manila Bulletin.*, dated 30 Jan 2025/);
  await expect(fee).not.toContainText("Checked");
  await expect(page.getByRole("row", { name: /Budget room/ })).toContainText("₱1,500–₱3,000");

  // Search engines: a TouristDestination and a Home › Travel circuits › Boracay breadcrumb.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((t) => JSON.parse(t)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["TouristDestination", "BreadcrumbList"]));
  const crumbs = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Travel circuits", "Boracay"]);

  await expectNoSeriousA11yViolations(page, "Boracay guide");
  expect(problems, "no console errors (CSP included)").toEqual([]);
});

test("a guide's sections are in the page with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: clientHeaders(nextClientIp()) });
  const page = await context.newPage();
  await page.goto("/travel-circuits/el-nido-palawan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("El Nido");
  for (const name of SECTION_HEADINGS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Big Lagoon, Miniloc Island" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /Day 2: Tour A/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Eco-Tourism Development Fee/ })).toContainText("₱200");
  await expect(page.getByText("Illustration: Lakbay")).toBeVisible();
  await expect(page.getByRole("link", { name: "Search flights to ENI" })).toHaveAttribute("href", /destination=ENI/);

  await page.goto("/travel-circuits");
  await expect(page.getByRole("region", { name: "The guides" }).getByRole("listitem")).toHaveCount(10);
  await context.close();
});

test("the hotel button opens the hotel search filled in for the destination", async ({ page }) => {
  await page.goto("/travel-circuits/coron-palawan");
  await page.getByRole("link", { name: "Find hotels in Coron" }).click();
  await expect(page).toHaveURL(/\/hotels\/results\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Coron");
  await expect(page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first()).toBeVisible();
  await page.getByText("change search").click();
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue("Coron, Philippines");
  await expect(page.getByLabel("Check-in").first()).toHaveValue(manilaDate(21));
  await expect(page.getByLabel("Check-out").first()).toHaveValue(manilaDate(24));
});

test("the flight button opens the flight search with the destination airport filled in", async ({ page }) => {
  await page.goto("/travel-circuits/mt-mayon-albay");
  await page.getByRole("link", { name: "Search flights to DRP" }).click();
  await expect(page).toHaveURL(/\/flights\?/);
  await expect(page).toHaveTitle("Flights - Lakbay");
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("DRP");
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("");
  await expect(page.getByLabel("Departure", { exact: true })).toHaveValue(manilaDate(21));
  // The traveller adds where from, and the search runs to Bicol International.
  await page.getByRole("combobox", { name: "From" }).fill("MNL");
  await page.getByRole("button", { name: "Search flights", exact: true }).click();
  await expect(page).toHaveURL(/\/flights\/results\?.*destination=DRP/);
});

test("an unknown guide is a 404 page, not an error", async ({ page }) => {
  const response = await page.goto("/travel-circuits/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found - Lakbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  const data = await page.request.get("/travel-circuits/atlantis.data");
  expect(data.status()).toBe(404);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a guide reads without sideways scrolling, buttons in reach", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    await page.goto("/travel-circuits/siargao");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siargao");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const button = page.getByRole("link", { name: "Search flights to IAO" });
    await expect(button).toBeInViewport();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole("link", { name: "How to get there" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Getting there" })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("siargao-phone.png"), fullPage: true });
    expect(problems, "no console errors (hydration included)").toEqual([]);
  });
});

test.describe("all ten guides at phone width", () => {
  // No isMobile: a phone's browser zooms out to fit a page that is too wide, which would hide the overflow.
  test.use({ viewport: { width: 390, height: 844 } });

  test("pass axe and never scroll sideways; the cost table scrolls in a labelled region with a cue", async ({ page }) => {
    test.setTimeout(120_000);
    for (const { slug } of CIRCUITS) {
      await page.goto(`/travel-circuits/${slug}`);
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
        `${slug} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `${slug} at 390 px`);
      const costs = page.getByRole("region", { name: "Rough costs table" });
      await expect(costs).toHaveAttribute("tabindex", "0");
      expect(await costs.evaluate((el) => el.scrollWidth > el.clientWidth), `${slug}: the table is wider than the phone`).toBe(true);
      await expect(page.locator('section[aria-label="Rough costs table"] + [data-testid="scroll-cue"]')).toHaveText(
        "Scroll sideways for more →",
      );
    }
  });
});
