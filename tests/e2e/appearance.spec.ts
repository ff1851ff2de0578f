import { expect, test } from "./support/fixtures.ts";
import { registerAndVerify, toastMessage } from "./support/accounts.ts";

test("dark appearance is applied at once, kept for a year and rendered by the server with no flash", async ({ page, context }) => {
  await registerAndVerify(page);
  await page.goto("/settings/appearance");
  await expect(page).toHaveTitle("Appearance settings - Lakbay");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();

  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(toastMessage(page, "Appearance saved.")).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === "appearance");
  expect(cookie?.value).toBe("dark");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  expect(await page.evaluate(() => localStorage.getItem("appearance"))).toBe("dark");

  // The server's HTML already carries the dark class: nothing light is ever painted.
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);

  // Before any script runs, the first paint is dark.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
  await page.unroute("**/assets/*.js");

  await page.goto("/settings/appearance");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.getByRole("radio", { name: "Light" }).check();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("system appearance follows the device", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  await context.addCookies([{ name: "appearance", value: "system", url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await context.close();
});

test("a guest with no preference gets the light theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.locator("html")).toHaveAttribute("data-appearance", "light");
});
