/**
 * /stay-informed/safety-security: a server-rendered page that needs no JavaScript, with dialable
 * emergency numbers, the five wind signals and the Coast Guard rule, current advisories, and no
 * serious accessibility problem (desktop and phone, light and dark).
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { clientHeaders, expect, test } from "./support/fixtures.ts";

test("renders everything without JavaScript, with tel: links and the signal table", async ({ browser, clientIp, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const page = await context.newPage();
  const res = await page.goto("/stay-informed/safety-security");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("Safety and security - Lakbay");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /typhoon signals/);
  await expect(page.getByRole("heading", { level: 1, name: "Safety and security" })).toBeVisible();
  for (const name of ["Emergency numbers", "Advisories", "Typhoon readiness", "Health", "Common scams", "Respecting local rules"]) {
    const section = page.getByRole("region", { name });
    await expect(section).toBeVisible();
    await expect(section.getByText(/^Last reviewed \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  }
  await expect(page.locator('a[href="tel:911"]')).toHaveText("911");
  await expect(page.locator('a[href="tel:1518687"]')).toContainText("151-TOUR");
  await expect(page.locator('a[href="tel:+639958355155"]')).toContainText("+63 995 835 5155");
  await expect(page.locator('a[href="tel:+639177243682"]')).toBeVisible();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText("39–61 km/h");
  await expect(rows.nth(4)).toContainText("185 km/h or more");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Wind signals" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("table")).toBeHidden();
  await expect(page.getByTestId("ferry-rule")).toContainText("no vessel of any size may sail: big ships stay in port too");
  await expect(page.getByRole("list", { name: "Current advisories" }).getByRole("listitem").first()).toContainText("Mayon");
  expect(await page.locator("img").count()).toBe(0);
  await context.close();
});

test("no serious accessibility problem, on desktop and phone, light and dark", async ({ page }) => {
  await page.goto("/stay-informed/safety-security");
  await expectNoSeriousA11yViolations(page, "safety (desktop, light)");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.context().addCookies([{ name: "appearance", value: "dark", url: page.url() }]);
  await page.reload();
  await expectNoSeriousA11yViolations(page, "safety (desktop, dark)");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "safety (phone, dark)");
});
