/** axe on the pages and states this release added or changed, in light and dark. */
import { DEMO, logIn, toastMessage } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const PAGES = [
  "/",
  "/privacy",
  "/terms",
  "/travel-circuits",
  "/travel-circuits/bohol",
  "/hotels",
  "/stay-informed/local-map",
  "/no-such-page",
  "/login",
];

for (const scheme of ["light", "dark"] as const) {
  test(`new and changed pages pass axe (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    for (const path of PAGES) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page, `${path} (${scheme})`);
    }
  });

  test(`the open phone menu, a toast and the show-password toggle pass axe (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `phone menu open (${scheme})`);

    await logIn(page, DEMO.email, DEMO.password);
    await page.goto("/settings/appearance");
    await page.getByRole("radio", { name: "System" }).check();
    await expect(toastMessage(page, "Appearance saved.")).toBeVisible();
    await page.getByRole("radio", { name: scheme === "dark" ? "Dark" : "Light" }).check();
    await expectNoSeriousA11yViolations(page, `appearance with a toast (${scheme})`);

    await page.goto("/settings/password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expectNoSeriousA11yViolations(page, `password shown (${scheme})`);
  });
}
