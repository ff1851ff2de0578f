/**
 * Lakbay in Filipino (issue 27, decision 035), in a real browser: the switch opens the same page in
 * Filipino and remembers it; the Filipino pages hydrate without an error, their shell links and
 * React Router links keep /fil while moving inside the app; switching back opens English; axe finds
 * nothing serious with lang="fil", on a desktop and on a phone.
 */
import { registerAndVerify } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { collectErrors, markDocument, sameDocument } from "./support/page-errors.ts";

test("the switch opens the page in Filipino, links keep the language inside the app, and the choice is remembered", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/hotels");
  await page.getByRole("banner").getByRole("button", { name: "Basahin sa Filipino" }).click();
  await expect(page).toHaveURL(/\/fil\/hotels$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expect(page.getByRole("banner").getByRole("link", { name: "Mag-log in" })).toBeVisible();

  await markDocument(page);
  const main = page.getByRole("navigation", { name: "Pangunahin" });
  await main.getByRole("link", { name: "Flights" }).click();
  await expect(page).toHaveURL(/\/fil\/flights$/);
  await expect(main.getByRole("link", { name: "Flights" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("banner").getByRole("link", { name: "Mag-log in" }).click();
  await expect(page).toHaveURL(/\/fil\/login$/);
  expect(await sameDocument(page)).toBe(true);

  // Remembered: an address without /fil opens in Filipino.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/fil\/about$/);

  await page.getByRole("banner").getByRole("button", { name: "Read in English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveURL(/\/fil\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-PH");
  await page.goto("/flights");
  await expect(page).toHaveURL(/\/flights$/);
  expect(errors).toEqual([]);
});

test("Filipino pages pass axe with lang=fil, on a desktop and on a phone, and the phone menu is in Filipino", async ({ page }) => {
  for (const path of ["/fil", "/fil/hotels", "/fil/stay-informed/safety-security"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fil/flights");
  await page.getByLabel("Menu", { exact: true }).click();
  const phone = page.getByRole("navigation", { name: "Mobile" });
  await expect(phone.getByRole("link", { name: "Panahon", exact: true })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Read in English" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "phone menu in Filipino");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the language is also chosen in the appearance settings", async ({ page }) => {
  // An account of its own: the choice is now kept on the account, and the demo account's sign-ins must stay English.
  await registerAndVerify(page);
  await page.goto("/settings/appearance");
  const language = page.getByRole("group", { name: "Language · Wika" });
  await expect(language.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await language.getByRole("button", { name: "Filipino" }).click();
  await expect(page).toHaveURL(/\/fil\/settings\/appearance$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expect(page.getByRole("group", { name: "Language · Wika" }).getByRole("button", { name: "Filipino" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoSeriousA11yViolations(page, "appearance settings in Filipino");
});
