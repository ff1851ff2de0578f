/**
 * A traveller on a phone (390 × 844, no zooming out): the add-ons page with two seat maps, the
 * transportation tables and the passenger form's errors; and the passenger form filled in from the
 * account for a signed-in traveller.
 */
import type { Page } from "@playwright/test";
import { DEMO, logIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { travelDate } from "./support/flight-booking.ts";
import { expect, test } from "./support/fixtures.ts";

// No isMobile: a phone's browser zooms out to fit a page that is too wide, which would hide the overflow.
test.use({ viewport: { width: 390, height: 844 } });

const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** The passengers step of the first flight found. */
async function passengersStep(page: Page, route: string, adults: number) {
  await page.goto(`/flights/results?${route}&departureDate=${travelDate(45)}&adults=${adults}`);
  await page
    .getByRole("button", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
}

async function fillPassengers(page: Page, names: [string, string][]) {
  for (const [i, [given, surname]] of names.entries()) {
    await page.locator(`[name="p${i}.title"]`).selectOption("Ms");
    await page.locator(`[name="p${i}.gender"]`).selectOption("F");
    await page.locator(`[name="p${i}.givenName"]`).fill(given);
    await page.locator(`[name="p${i}.surname"]`).fill(surname);
    await page.locator(`[name="p${i}.dateOfBirth"]`).fill(`198${i}-05-20`);
  }
  await page.locator('[name="contact.email"]').fill("ana@example.com");
  await page.locator('[name="contact.phone"]').fill("0917 123 4567");
}

test("add-ons with two seat maps fit the phone, the total bar is whole, and two prices in a row are explained", async ({ page }) => {
  // Siargao has turboprops from Cebu or Clark only: from Manila it is a jet, then a 2-2 turboprop.
  await passengersStep(page, "origin=MNL&destination=IAO", 2);
  await fillPassengers(page, [
    ["Ana", "Reyes"],
    ["Liza", "Reyes"],
  ]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page).toHaveURL(/\/flights\/add-ons\?/);
  await expect(page.getByRole("region", { name: /^Seat map, / })).toHaveCount(2);

  expect(await sideways(page), "the page scrolls sideways").toBeLessThanOrEqual(0);
  const total = await page.getByRole("region", { name: "Add-ons total" }).boundingBox();
  expect(total!.x).toBeGreaterThanOrEqual(0);
  expect(total!.x + total!.width).toBeLessThanOrEqual(390);

  // The turboprop's rows end in two prices ("₱450 / ₱400"): the note under its map says which is which.
  await expect(
    page.getByText(/where a row shows two prices, the first is for its window seats and the second for its aisle seats/),
  ).toBeVisible();
  await expect(page.getByText(/rows \d+–\d+ are at the front and cost more/).first()).toBeVisible();
});

test("the transportation page fits the phone; its tables scroll in labelled regions with a cue", async ({ page }) => {
  await page.goto("/stay-informed/transportation");
  expect(await sideways(page), "the page scrolls sideways").toBeLessThanOrEqual(0);
  const tables = page.getByRole("region", { name: / table$/ });
  expect(await tables.count()).toBeGreaterThanOrEqual(2);
  for (const region of await tables.all()) {
    await expect(region).toHaveAttribute("tabindex", "0");
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(region.locator('xpath=following-sibling::*[1][@data-testid="scroll-cue"]')).toBeVisible();
  }
  // The keyboard scrolls a table: focus it and press the right arrow.
  const first = tables.first();
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, "transportation at 390 px");
});

test("passenger errors take the focus to the first field to fix, with and without JavaScript", async ({ page, browser }) => {
  await passengersStep(page, "origin=MNL&destination=CEB", 1);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByText("Please check")).toBeVisible();
  const title = page.locator('[name="p0.title"]');
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();

  // Without JavaScript the server's page puts the focus there (autofocus).
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const noJs = await context.newPage();
  await noJs.goto(page.url());
  await noJs.locator('[name="p0.title"]').selectOption("Ms");
  await noJs.locator('[name="p0.gender"]').selectOption("F");
  await noJs.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(noJs.getByText("Please check")).toBeVisible();
  const given = noJs.locator('[name="p0.givenName"]');
  await expect(given).toBeFocused();
  await expect(given).toBeInViewport();
  await context.close();
});

test("a signed-in traveller finds the first adult and the contact e-mail filled in from the account", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await passengersStep(page, "origin=MNL&destination=CEB", 2);
  // The demo account is "Maria Santos".
  await expect(page.locator('[name="p0.givenName"]')).toHaveValue("Maria");
  await expect(page.locator('[name="p0.surname"]')).toHaveValue("Santos");
  await expect(page.locator('[name="p1.givenName"]')).toHaveValue("");
  await expect(page.locator('[name="contact.email"]')).toHaveValue(DEMO.email);
});
