/**
 * The shell's static parts come from strings the server rendered once (decision 022) and its links are
 * plain anchors. In a real browser: the page hydrates without a single error, the links still move
 * within the app without reloading it, and the section being shown is marked.
 */
import { DEMO, logIn } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { collectErrors, markDocument, sameDocument } from "./support/page-errors.ts";

test("the signed-in dashboard hydrates without errors, and its shell links navigate inside the app", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  const errors = collectErrors(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Mabuhay/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toBeVisible();
  expect(errors).toEqual([]);

  await markDocument(page);
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Flights" })).not.toHaveAttribute("aria-current", "page");
  await main.getByRole("link", { name: "Flights" }).click();
  await expect(page).toHaveURL(/\/flights$/);
  await expect(main.getByRole("link", { name: "Flights" })).toHaveAttribute("aria-current", "page");
  expect(await sameDocument(page)).toBe(true);

  await page.goto("/settings/password");
  const settings = page.getByRole("navigation", { name: "Settings" });
  await expect(settings.getByRole("link", { name: "Password" })).toHaveAttribute("aria-current", "page");
  await expect(settings.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", "page");
  await markDocument(page);
  await settings.getByRole("link", { name: "Profile" }).click();
  await expect(settings.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole("contentinfo").getByRole("link", { name: "Tide" }).click();
  await expect(page).toHaveURL(/\/stay-informed\/tide$/);
  await expect(main.getByRole("link", { name: "Flights" })).not.toHaveAttribute("aria-current", "page");
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("on a phone, the menu's prerendered links work and the menu closes after the move", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  await page.goto("/about");
  await markDocument(page);
  await page.getByLabel("Menu", { exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.getByRole("link", { name: "Travel circuits" }).click();
  await expect(page).toHaveURL(/\/travel-circuits$/);
  await expect(menu).toBeHidden();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});
