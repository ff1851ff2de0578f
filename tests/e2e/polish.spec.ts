/**
 * Small things a traveller notices: the focus ring of a dark button from the first moment, the weather
 * page's heading not hidden by a location toast on a phone, its buttons visible in dark mode, and the
 * settings tabs readable in full on a phone.
 */
import { DEMO, logIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { backgroundBehind, contrast } from "./support/contrast.ts";
import { expect, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

for (const scheme of ["light", "dark"] as const) {
  test(`a dark button's focus ring is strong from the first moment (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    await page.goto("/flights");
    const button = page.getByRole("button", { name: "Search flights", exact: true });
    // Keyboard focus (a ring only shows for it): from the field before the button, Tab.
    await page.getByLabel("Cabin").focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    // Read at once, not after a fade: the ring must not start as the button's white (or dark) text colour.
    const outline = await button.evaluate((el) => getComputedStyle(el).outlineColor);
    const pageBackground = await backgroundBehind(button.locator("xpath=.."));
    expect(await contrast(page, outline, pageBackground), `focus ring ${outline} on ${pageBackground}`).toBeGreaterThanOrEqual(3);
  });
}

test("on a phone the weather page's heading is not covered by a location toast", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/stay-informed/weather");
  // Location is not shared (Chromium denies it here): the panel says so in its own line.
  await expect(page.locator("[data-location-status=failed]")).toContainText("Location access denied by user");
  const heading = page.getByRole("heading", { level: 1, name: "Weather" });
  const covered = await heading.evaluate((h) => {
    const r = h.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
    return !(top && h.contains(top));
  });
  expect(covered, "something lies over the heading").toBe(false);
});

test("in dark mode the weather and tide buttons stand out from the page, and the pages pass axe", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "appearance", value: "dark", url: baseURL! }]);
  for (const [path, name] of [
    ["/stay-informed/weather", "Show weather"],
    ["/stay-informed/tide", "Show tides"],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole("button", { name });
    const fill = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const behind = await backgroundBehind(button.locator("xpath=.."));
    expect(await contrast(page, fill, behind), `${name}: ${fill} on ${behind}`).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page, `${path} (dark)`);
  }
});

test("on a phone the settings and dashboard tabs read in full", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, DEMO.email, DEMO.password);
  for (const [path, nav, names] of [
    ["/settings/profile", "Settings", ["Dashboard", "Profile", "Password", "Appearance"]],
    ["/dashboard", "Dashboard", ["Overview", "Conversations", "Settings"]],
  ] as const) {
    await page.goto(path);
    const list = page.getByRole("navigation", { name: nav }).getByRole("list");
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), `${nav} tabs are cut off`).toBeLessThanOrEqual(0);
    for (const name of names) {
      const box = await list
        .getByRole("link", { name: new RegExp(name) })
        .first()
        .boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name} is cut off`).toBeLessThanOrEqual(PHONE.width);
    }
  }
});
