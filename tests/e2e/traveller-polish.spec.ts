/** What a traveller notices: the shell's details on a phone and in the dark, checked in Chromium. */
import { DEMO, logIn, toastMessage } from "./support/accounts.ts";
import { backgroundBehind, contrast } from "./support/contrast.ts";
import { clientHeaders, expect, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

test("the phone menu sits flush under the header, dims the page, holds it still and closes with ✕ or a tap outside", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.mouse.wheel(0, 0);
  const toggle = page.getByLabel("Menu", { exact: true });
  await toggle.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();

  // No gap between the header and the panel.
  const header = await page.getByRole("banner").boundingBox();
  const panel = await nav.locator("xpath=..").boundingBox();
  expect(Math.abs(panel!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);

  // Every row is a comfortable touch target.
  const rows = nav.locator("a, button");
  const count = await rows.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const box = await rows.nth(i).boundingBox();
    expect(box!.height, await rows.nth(i).innerText()).toBeGreaterThanOrEqual(44);
  }

  // A backdrop dims the page; the page does not scroll behind the menu.
  const backdrop = page.getByTestId("menu-backdrop");
  await expect(backdrop).toBeVisible();
  await page.mouse.move(195, 800);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The toggle shows ✕ while open and closes the menu.
  await expect(page.getByTestId("menu-close-icon")).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A tap on the dimmed page closes it too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.mouse.click(195, 820);
  await expect(nav).toBeHidden();
});

test("toasts appear below the header and identical ones do not stack", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto("/settings/appearance");
  await page.getByRole("radio", { name: "Dark" }).check();
  await page.getByRole("radio", { name: "Light" }).check();
  await page.getByRole("radio", { name: "Dark" }).check();
  const saved = toastMessage(page, "Appearance saved.");
  await expect(saved).toHaveCount(1);
  const header = await page.getByRole("banner").boundingBox();
  const toast = await page.getByRole("list", { name: "Notifications" }).getByRole("listitem").boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

for (const scheme of ["light", "dark"] as const) {
  test(`focus rings, the logo and the progress bar stand out (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    await page.goto("/login");
    const email = page.getByLabel("E-mail address");
    await email.focus();
    const outline = await email.evaluate((el) => getComputedStyle(el).outlineColor);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // Against the field, the card around it and the page.
    for (const behind of [
      await email.evaluate((el) => getComputedStyle(el).backgroundColor),
      await backgroundBehind(email.locator("xpath=..")),
      pageBackground,
    ]) {
      expect(await contrast(page, outline, behind), `focus ring ${outline} on ${behind}`).toBeGreaterThanOrEqual(3);
    }

    // The logo's disc (or its ring on the dark theme) against the header.
    const disc = page.getByRole("link", { name: "Lakbay home" }).locator("circle").first();
    const { fill, stroke } = await disc.evaluate((el) => ({ fill: getComputedStyle(el).fill, stroke: getComputedStyle(el).stroke }));
    const headerBackground = await backgroundBehind(page.getByRole("banner"));
    const logo = Math.max(
      await contrast(page, fill, headerBackground),
      stroke.startsWith("rgb(") && !stroke.includes("0, 0, 0, 0") ? await contrast(page, stroke, headerBackground) : 1,
    );
    expect(logo, `logo ${fill}/${stroke} on ${headerBackground}`).toBeGreaterThanOrEqual(3);

    const bar = page.getByTestId("progress-bar").locator("div");
    const barColor = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await contrast(page, barColor, headerBackground), `progress bar ${barColor}`).toBeGreaterThanOrEqual(3);
    if (scheme === "light") expect(barColor).toBe("rgb(3, 37, 98)"); // the spec's #032562
  });

  test(`the auth pages meet the footer without a seam (${scheme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "appearance", value: scheme, url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 1400 }); // card and footer both in view
    await page.goto("/login");
    const card = (await page.getByRole("main").locator(".rounded-xl").first().boundingBox())!;
    const footerTop = (await page.locator("footer").boundingBox())!.y;
    // Every point between the card and the footer shows the page's own background.
    const painted = await page.evaluate(
      ([from, to]) => {
        const paint = (el: Element | null) => {
          for (let node = el; node; node = node.parentElement) {
            const bg = getComputedStyle(node).backgroundColor;
            if (bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent") return bg;
          }
          return getComputedStyle(document.body).backgroundColor;
        };
        const seen = new Set<string>();
        for (let y = from; y < to; y += 8) seen.add(paint(document.elementFromPoint(640, y)));
        return [...seen];
      },
      [card.y + card.height + 2, footerTop - 1],
    );
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(painted).toEqual([body]);
  });
}

test("in dark mode the chosen appearance is the one that looks chosen", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "appearance", value: "dark", url: baseURL! }]);
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto("/settings/appearance");
  const dark = page.locator("label", { has: page.getByRole("radio", { name: "Dark" }) });
  const light = page.locator("label", { has: page.getByRole("radio", { name: "Light" }) });
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(dark.getByText("In use")).toBeVisible();
  await expect(light.getByText("In use")).toHaveCount(0);
  // The checked radio's dot is light on the dark card, not navy on navy.
  const accent = await page.getByRole("radio", { name: "Dark" }).evaluate((el) => getComputedStyle(el).accentColor);
  const card = await backgroundBehind(dark.locator("xpath=.."));
  expect(await contrast(page, accent, card), `radio accent ${accent}`).toBeGreaterThanOrEqual(3);
  const border = (l: typeof dark) => l.evaluate((el) => getComputedStyle(el).borderTopColor);
  const chosen = await contrast(page, await border(dark), card);
  const other = await contrast(page, await border(light), card);
  expect(chosen).toBeGreaterThanOrEqual(3);
  expect(chosen).toBeGreaterThan(other * 2);
  // The selected card is brighter than the others, not darker ("backwards").
  const fill = (l: typeof dark) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await contrast(page, await fill(dark), card)).toBeGreaterThan(await contrast(page, await fill(light), card));
});

test("the dashboard and settings link to each other", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("one wording for making an account: Create account", async ({ page }) => {
  const other = /sign up|register|create an account/i;
  for (const path of ["/", "/no-such-page", "/flights", "/travel-circuits/cebu", "/privacy", "/about"]) {
    await page.goto(path);
    const links = page.locator('a[href="/register"]');
    for (const text of await links.allInnerTexts()) {
      expect(text.trim(), `${path}: a link to /register`).toBe("Create account");
    }
    await expect(page.getByRole("link", { name: other }), path).toHaveCount(0);
    await expect(page.getByRole("button", { name: other }), path).toHaveCount(0);
  }
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.getByLabel("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Create account" })).toBeVisible();
  // The header on the account pages too (their cards are edited elsewhere).
  await page.goto("/login");
  await expect(page.getByRole("banner").getByRole("link", { name: other })).toHaveCount(0);
});

test("every password field can be shown, by mouse or keyboard, and the form still logs in", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill(DEMO.password);
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await password.focus();
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/password");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(3);
});

test("without JavaScript a password field is a plain field that submits", async ({ browser, clientIp, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
