/**
 * The travel itinerary planner in Chromium: build a plan from destinations and days, reorder its days,
 * save it to an account, reopen it, share it by a read-only link (and revoke that link), print it;
 * nobody else opens a saved plan; the builder works without JavaScript.
 */
import type { Page } from "@playwright/test";
import { newAccount, registerAndVerify } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

async function buildPalawanPlan(page: Page) {
  await page.goto("/travel-itinerary");
  await expect(page).toHaveTitle("Travel itinerary planner - Lakbay");
  await page.getByLabel("Starting from").selectOption({ label: "Manila" });
  await page.getByLabel("El Nido", { exact: true }).selectOption("3");
  await page.getByLabel("Coron", { exact: true }).selectOption("2");
  await page.getByLabel("First day (optional)").fill("2026-12-28");
  await page.getByRole("button", { name: "Build my plan" }).click();
  await expect(page).toHaveURL(/stops=el-nido-palawan%3A3%2Ccoron-palawan%3A2/);
}

const days = (page: Page) =>
  page
    .getByRole("region", { name: /days from/ })
    .locator("ol > li")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

test("build a plan, reorder its days, save it, reopen it and share it read-only", async ({ page, browser }) => {
  await registerAndVerify(page, newAccount("planner"));
  await buildPalawanPlan(page);

  const plan = page.getByRole("region", { name: /5 days from Manila: El Nido, Coron/ });
  await expect(plan).toBeVisible();
  await expect(days(page)).toHaveCount(5);
  await expect(days(page).nth(0)).toContainText("Day 1 · Mon, Dec 28 · El Nido");
  await expect(days(page).nth(0)).toContainText("Travel: Manila → El Nido");
  await expect(days(page).nth(3)).toContainText("Travel: El Nido → Coron");
  await expect(plan).toContainText("Home: Coron → Manila");
  await expectNoSeriousA11yViolations(page, "itinerary planner with a plan");

  // Day 3 (the last El Nido day) moves after the first Coron day: two more legs appear.
  await page.getByRole("link", { name: "Move day 3 later" }).click();
  await expect(page).toHaveURL(/order=0\.1\.3\.2\.4/);
  await expect(days(page).nth(2)).toContainText("Coron");
  await expect(days(page).nth(2)).toContainText("Travel: El Nido → Coron");
  await expect(days(page).nth(3)).toContainText("Travel: Coron → El Nido");

  // Save it under a name.
  await page.getByLabel("Name this plan").fill("Palawan over New Year");
  await page.getByRole("button", { name: "Save to my plans" }).click();
  await expect(page).toHaveURL(/\/travel-itinerary\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Palawan over New Year" })).toBeVisible();
  await expect(days(page).nth(3)).toContainText("Travel: Coron → El Nido");
  const savedUrl = page.url();

  // Reorder the saved plan back: the change is stored.
  await page.getByRole("button", { name: "Move day 4 earlier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Day 4 moved earlier." })).toBeVisible();
  await expect(days(page).nth(2)).toContainText("El Nido");
  await page.reload();
  await expect(days(page).nth(2)).toContainText("El Nido");
  await expect(days(page).nth(3)).toContainText("Travel: El Nido → Coron");
  await expectNoSeriousA11yViolations(page, "saved itinerary");

  // Reopen it from the planner's list.
  await page.goto("/travel-itinerary");
  await page.getByRole("link", { name: "Palawan over New Year" }).click();
  await expect(page).toHaveURL(savedUrl);

  // Share: someone without an account opens the read-only link.
  const shareUrl = new URL(await page.getByLabel("Read-only link for friends and family").inputValue());
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(shareUrl.pathname);
  await expect(guestPage.getByRole("heading", { level: 1, name: "Palawan over New Year" })).toBeVisible();
  await expect(days(guestPage)).toHaveCount(5);
  await expect(guestPage.getByRole("button", { name: /Move day/ })).toHaveCount(0);
  await expect(guestPage.getByRole("link", { name: /Move day/ })).toHaveCount(0);
  // The saved plan itself stays private.
  const direct = await guestPage.goto(new URL(savedUrl).pathname);
  expect(new URL(guestPage.url()).pathname).toBe("/login");
  expect(direct?.status()).toBe(200);

  // Replacing the link revokes the old one.
  await page.getByRole("button", { name: "Replace the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The old link no longer opens this plan." })).toBeVisible();
  const old = await guestPage.goto(shareUrl.pathname);
  expect(old?.status()).toBe(404);
  const fresh = new URL(await page.getByLabel("Read-only link for friends and family").inputValue());
  expect(fresh.pathname).not.toBe(shareUrl.pathname);
  expect((await guestPage.goto(fresh.pathname))?.status()).toBe(200);
  await guest.close();

  // Printing shows the plan without the site's chrome or the controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.sticky")).toBeHidden();
  await expect(page.getByRole("button", { name: "Move day 2 later" })).toBeHidden();
  await expect(days(page).first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Delete it.
  await page.getByRole("button", { name: "Delete this plan" }).click();
  await expect(page).toHaveURL(/\/travel-itinerary$/);
  await expect(page.getByRole("link", { name: "Palawan over New Year" })).toHaveCount(0);
});

test("another account cannot open a saved plan, not even through a data request", async ({ page, browser }) => {
  await registerAndVerify(page, newAccount("owner"));
  await buildPalawanPlan(page);
  await page.getByRole("button", { name: "Save to my plans" }).click();
  await expect(page).toHaveURL(/\/travel-itinerary\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerAndVerify(otherPage, newAccount("stranger"));
  const response = await otherPage.goto(path);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByRole("region", { name: /days from/ })).toHaveCount(0);
  await expect(otherPage.getByText("5 days: El Nido, Coron")).toHaveCount(0);
  const data = await otherPage.request.get(`${path}.data?_routes=${encodeURIComponent("routes/travel-itinerary/saved")}`);
  expect(await data.text()).not.toContain("El Nido");
  const post = await otherPage.request.post(`${path}.data?_routes=${encodeURIComponent("routes/travel-itinerary/saved")}`, {
    form: { intent: "delete" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(404);
  // Still there for its owner.
  expect((await page.goto(path))?.status()).toBe(200);
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the builder makes a plan and a broken link gets a clear message", async ({ page }) => {
    await buildPalawanPlan(page);
    await expect(days(page)).toHaveCount(5);
    await expect(page.getByText("Log in to save this plan")).toBeVisible();

    const broken = await page.goto("/travel-itinerary?from=manila&stops=atlantis:2");
    expect(broken?.status()).toBe(200);
    await expect(page.getByText("One of the destinations is not one of our guides.")).toBeVisible();
    const tooLong = await page.goto("/travel-itinerary?from=manila&stops=bohol:9");
    expect(tooLong?.status()).toBe(200);
    await expect(page.getByText("Stay between 1 and 7 days at each destination.")).toBeVisible();
  });
});

test("a guide opens the planner with its destination and suggested days", async ({ page }) => {
  await page.goto("/travel-circuits/coron-palawan");
  await page.getByRole("link", { name: "Plan a trip with Coron" }).click();
  await expect(page).toHaveURL(/\/travel-itinerary\?from=manila&stops=coron-palawan%3A\d/);
  await expect(page.getByRole("region", { name: /days from Manila: Coron/ })).toBeVisible();
  await expect(days(page).first()).toContainText("Travel: Manila → Coron");
  await expect(page.getByLabel("Coron", { exact: true })).not.toHaveValue("0");
});

test("no day out on a day of travel: El Nido then Coron keeps the wreck dives off the day home, and says so when moved there", async ({
  page,
}) => {
  await page.goto("/travel-itinerary?from=manila&stops=el-nido-palawan%3A2%2Ccoron-palawan%3A3");
  const plan = page.getByRole("region", { name: /5 days from Manila: El Nido, Coron/ });
  await expect(plan).toContainText("Home: Coron → Manila");
  // The last day, the one the trip home follows, is Coron's day for leaving; the dives are not in the plan's days of travel.
  await expect(days(page).last()).toContainText("On to El Nido or home");
  await expect(days(page).last()).not.toContainText("wreck dives");
  await expect(days(page).nth(2)).toContainText("Travel: El Nido → Coron");
  await expect(days(page).nth(2)).not.toContainText("wreck dives");
  await expect(page.getByText(/full day out/)).toHaveCount(0);

  // Moving Coron's full day onto the last day: the page says it is a day out before the trip home.
  await page.getByRole("link", { name: "Move day 4 later" }).click();
  await expect(days(page).last()).toContainText("Coron Island");
  await expect(days(page).last()).toContainText("This is a full day out, and the trip home follows it: move it to a day without travel.");
});
