import { expect, test } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { DEMO, STAFF, fillRegistration, logIn, newAccount } from "./support/accounts.ts";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password/not-a-real-token",
  "/verify-email/not-a-real-token",
  "/flights",
  `/flights/results?origin=MNL&destination=CEB&departureDate=${new Date(Date.now() + 8 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10)}&adults=2&children=1`,
  "/flights/manage",
  "/flights/requests",
  "/flights/airlines",
  "/hotels",
  "/stay-informed/weather",
  "/no-such-page",
  "/__test/error",
];

for (const scheme of ["light", "dark"] as const) {
  // One test per page: each scan stays well inside the test timeout on a busy machine.
  for (const path of PUBLIC_PAGES) {
    test(`public page ${path.split("?")[0]} passes axe (${scheme})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
      await page.goto(path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test(`signed-in pages pass axe (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of [
      "/dashboard",
      "/dashboard/chatbot",
      "/settings/profile",
      "/settings/password",
      "/settings/appearance",
      "/confirm-password",
      "/dashboard/inbox",
    ]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page, path);
    }
    // Menus and dialogs open
    await page.goto("/settings/profile");
    await page.locator("summary", { hasText: "Account menu for" }).click();
    await expectNoSeriousA11yViolations(page, "account menu open");
  });
}

test("staff pages and the verification notice pass axe", async ({ page }) => {
  await logIn(page, STAFF.email, STAFF.password);
  for (const path of ["/dashboard/inbox", "/dashboard/outbox"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
  await page.context().clearCookies();
  const account = newAccount("a11y");
  await fillRegistration(page, account);
  await expectNoSeriousA11yViolations(page, "register: check your e-mail");
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expectNoSeriousA11yViolations(page, "/verify-email");
});

test("the header works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const stay = page.locator("summary", { hasText: "Stay informed" });
  await stay.focus();
  await page.keyboard.press("Enter");
  const tide = page.getByRole("banner").getByRole("link", { name: /^Tide/ });
  await expect(tide).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tide).toBeHidden();
  await expect(stay).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stay-informed\/weather$/);
  await expect(page).toHaveTitle("Weather - Lakbay");
});

test("on a phone the menu opens and reaches every area", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByLabel("Menu", { exact: true }).click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  for (const name of [
    "Flights",
    "Hotels",
    "Travel circuits",
    "Weather",
    "Tide",
    "Transportation",
    "Travel news",
    "Safety & security",
    "Local map",
    "Blog",
    "Contact",
    "About",
  ]) {
    await expect(mobile.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await mobile.getByRole("link", { name: "Hotels", exact: true }).click();
  await expect(page).toHaveURL(/\/hotels$/);
  await expect(page).toHaveTitle("Hotels - Lakbay");
  await expect(mobile).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("the navigation progress bar uses the brand colour", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByTestId("progress-bar").locator("div");
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(3, 37, 98)");
});
