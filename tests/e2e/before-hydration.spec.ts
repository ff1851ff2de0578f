/**
 * Pages draw before their JavaScript arrives (decision 021). A traveller on a slow line can type,
 * pick and open menus in that moment; when the JavaScript takes over, nothing they did is undone.
 * Each test holds the page's scripts back, acts, then lets them through and waits for hydration.
 */
import { pageWithHeldScripts } from "./support/held-scripts.ts";
import { travelDate } from "./support/flight-booking.ts";
import { expect, test } from "./support/fixtures.ts";

test("a flight search typed before the JavaScript arrived keeps what was typed", async ({ context }) => {
  const { page, release } = await pageWithHeldScripts(context);
  await page.goto("/flights", { waitUntil: "domcontentloaded" });
  const date = travelDate(30);
  await page.getByRole("combobox", { name: "From" }).fill("MNL");
  await page.getByRole("combobox", { name: "To" }).fill("Cebu");
  await page.getByLabel("Departure").fill(date);
  await release();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("MNL");
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Cebu");
  await expect(page.getByLabel("Departure")).toHaveValue(date);
  await page.getByRole("button", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/origin=MNL/);
  await expect(page).toHaveURL(/destination=CEB/);
  await expect(page).toHaveURL(new RegExp(`departureDate=${date}`));
});

test("the phone menu opened before the JavaScript arrived stays open", async ({ context }) => {
  const { page, release } = await pageWithHeldScripts(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await release();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
});

test("a new password typed before the JavaScript arrived gets its strength hint", async ({ context }) => {
  const { page, release } = await pageWithHeldScripts(context);
  await page.goto("/register", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await release();
  await expect(page.getByText(/Strength: (Very weak|Weak)\./)).toBeVisible();
});
