/**
 * The stay-informed pages in Filipino (issue 27), in a real browser at a desktop's and a phone's width:
 * weather, tides (for a place and a date, through the page's form), transportation with the trip planner
 * used once, travel news and a news item, safety and security, and the local map. Each page hydrates
 * without an error, keeps /fil, passes axe with lang="fil", scrolls no wider than the screen, and leaves
 * a screenshot in /tmp/fil-stay-informed-*.png to look at.
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

const PAGES = [
  ["weather", "/fil/stay-informed/weather?place=siargao", "Panahon"],
  ["tide", "/fil/stay-informed/tide", "Taog at kati"],
  ["transportation", "/fil/stay-informed/transportation", "Transportasyon"],
  ["news", "/fil/stay-informed/travel-news", "Balitang pambiyahe"],
  ["safety", "/fil/stay-informed/safety-security", "Kaligtasan at seguridad"],
  ["map", "/fil/stay-informed/local-map", "Mapa ng paligid"],
] as const;

for (const size of WIDTHS) {
  test(`the stay-informed pages in Filipino on a ${size.name}: axe, no overflow, screenshots`, async ({ page }) => {
    test.setTimeout(360_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fil");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expectNoSeriousA11yViolations(page, `${path} (${size.name})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} (${size.name})`).toBeLessThanOrEqual(size.width);
      // The transportation page is very long (every table): its first screens are enough to look at.
      await page.screenshot({ path: `/tmp/fil-stay-informed-${name}-${size.name}.png`, fullPage: name !== "transportation" });
    }
    // A news item, from the list.
    await page.goto("/fil/stay-informed/travel-news");
    await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/fil\/stay-informed\/travel-news\/[a-z0-9-]+$/);
    await expect(page.getByText("Nakasulat sa English ang mga balita.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, `news item (${size.name})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `/tmp/fil-stay-informed-news-item-${size.name}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test("the trip planner in Filipino: Manila to Boracay, its legs and times in Filipino, the page kept under /fil", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fil/stay-informed/transportation");
  await page.getByLabel("Mula", { exact: true }).selectOption("manila");
  await page.getByLabel("Papunta", { exact: true }).selectOption("boracay");
  await page.getByRole("button", { name: "Maghanap ng ruta" }).click();
  await expect(page).toHaveURL(/\/fil\/stay-informed\/transportation\?from=manila&to=boracay/);
  await expect(page.getByTestId("plan-total")).toContainText(/^Mga \d+ oras( \d+ min)? mula pinto hanggang pinto$/);
  const legs = page.getByRole("list", { name: "Mga bahagi ng biyahe" });
  await expect(legs).toContainText("Flight:");
  await expect(legs).toContainText("Magsimula rito");
  await expectNoSeriousA11yViolations(page, "trip planner's answer (phone)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId("plan-total").evaluate((el) => el.scrollIntoView());
  await page.screenshot({ path: "/tmp/fil-stay-informed-planner-phone.png" });
  expect(errors).toEqual([]);
});

test("the tides in Filipino for a place and a date, through the page's form", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await page.goto("/fil/stay-informed/tide");
  await page.getByLabel("O pumili ng destinasyon").selectOption("coron-palawan");
  await page.getByLabel("Mula", { exact: true }).fill("2027-01-04");
  await page.getByRole("button", { name: "Ipakita ang tide" }).click();
  await expect(page).toHaveURL(/\/fil\/stay-informed\/tide\?place=coron-palawan&from=2027-01-04/);
  await expect(page.getByRole("heading", { level: 2, name: "Tide station ng Lubang" })).toBeVisible();
  await expect(page.getByTestId("station-fit")).toContainText("Nasa ibang dagat ito kaysa sa Coron");
  await expect(page.getByRole("row").nth(1)).toContainText("Lunes, Enero 4");
  await expectNoSeriousA11yViolations(page, "tides for Coron from 4 January");
  await page.screenshot({ path: "/tmp/fil-stay-informed-tide-coron-desktop.png", fullPage: true });
  expect(errors).toEqual([]);
});
