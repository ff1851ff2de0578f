/**
 * Refusals in Filipino (issue 27), in a real browser: on /fil/login the browser's own check of the form
 * leaves to the server what it has no Filipino words for, and the server answers in Filipino (an
 * address it cannot take, then a wrong password); on /login the same form is refused in English by the
 * browser, as before. On a phone and on a desktop, axe-clean; screenshots in /tmp/fil-refusals-*.png.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

async function send(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form:has(input[name="email"]) button[type="submit"]').click();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`a sign-in refused in Filipino on /fil/login, in English on /login (${size})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);

    await page.goto("/fil/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");
    await send(page, "juan@example", "isang-password-lang");
    await expect(page.getByText("Maglagay po ng tamang e-mail address, gaya ng juan@example.com.")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address, like juan@example.com.")).toHaveCount(0);

    await send(page, "walang-ganitong-account@example.com", "mali-ang-password-na-ito");
    await expect(page.getByText("Mali po ang e-mail address o password.")).toBeVisible();
    await expect(page).toHaveURL(/\/fil\/login/);
    await expectNoSeriousA11yViolations(page, `/fil/login refused (${size})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/fil-refusals-login-${viewport.width}.png`, fullPage: true });

    await page.goto("/login");
    await send(page, "juan@example", "isang-password-lang");
    await expect(page.getByText("Enter a valid e-mail address, like juan@example.com.")).toBeVisible();
    await send(page, "walang-ganitong-account@example.com", "mali-ang-password-na-ito");
    await expect(page.getByText("The e-mail address or password is incorrect.")).toBeVisible();
    await expect(page.getByText("Mali po")).toHaveCount(0);
    // The refusals themselves answer 400 and 401, which the browser logs; nothing else may go wrong.
    expect(errors.filter((e) => !/status of 40[01] /.test(e))).toEqual([]);
  });
}
