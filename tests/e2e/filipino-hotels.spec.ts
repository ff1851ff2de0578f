/**
 * Hotels in Filipino (issue 27), end to end in Chromium, on a desktop and on a phone: a family (2 adults,
 * 2 children, 2 rooms) chooses Filipino with the switch, searches, opens a hotel and a room, books it,
 * pays by a 3-D Secure card on the sandbox bank's page, reads the confirmation and cancels. Every page
 * has lang="fil", passes axe, shows no English outside what is marked as written in English
 * (tests/support/english-left.ts) and no sideways scrolling; screenshots go to /tmp/fil-hotels-*.png.
 */
import type { Page } from "@playwright/test";
import { englishLeft } from "../support/english-left.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";

/** A date `days` from today (Manila), as the form takes it. */
function stayDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const SIZES = [
  { name: "desktop", width: 1280, height: 800, days: 70 },
  { name: "phone", width: 390, height: 844, days: 77 },
] as const;

/** The page as the traveller has it now: Filipino, no English left, axe clean, nothing wider than the screen; a screenshot. */
async function checkPage(page: Page, name: string, size: (typeof SIZES)[number]) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  // The shell's progress bar (app/components/layouts/progress-bar.tsx) is not a hotel page's own words.
  const left = englishLeft(await page.content(), ["Loading page"]).map((p) => `${p.where}: ${p.text}`);
  expect(left, `English left on ${name} (${size.name})`).toEqual([]);
  await expectNoSeriousA11yViolations(page, `${name} in Filipino (${size.name})`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits the ${size.name}`).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: `/tmp/fil-hotels-${name}-${size.name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test(`a family's hotel stay in Filipino on a ${size.name}: searched, booked, paid through the bank's check, confirmed and cancelled`, async ({
    page,
  }) => {
    // A whole booking with axe on nine pages: longer than a test's usual minute on a shared machine.
    test.setTimeout(360_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });

    // The switch: the hotel search in Filipino, and the choice remembered.
    await page.goto("/hotels");
    const language = page.getByRole("button", { name: "Basahin sa Filipino" });
    if (size.name === "phone") await page.getByLabel("Menu", { exact: true }).click();
    await language.first().click();
    await expect(page).toHaveURL(/\/fil\/hotels$/);
    await expect(page).toHaveTitle("Hotels - Lakbay");
    await checkPage(page, "search", size);

    // A family: 2 adults, 2 children, 2 rooms.
    const form = page.getByRole("form", { name: "Maghanap ng hotel" });
    await form.getByRole("combobox", { name: "Destinasyon" }).fill("Boracay, Philippines");
    await form.getByLabel("Check-in").fill(stayDate(size.days));
    await form.getByLabel("Check-out").fill(stayDate(size.days + 2));
    await form.getByLabel("Kuwarto", { exact: true }).selectOption("2");
    await form.getByLabel("Matanda", { exact: true }).selectOption("2");
    await form.getByLabel("Bata", { exact: true }).selectOption("2");
    await expect(form.getByLabel("Bata", { exact: true })).toHaveValue("2");
    await form.getByRole("button", { name: "Maghanap ng hotel" }).click();

    await expect(page).toHaveURL(/\/fil\/hotels\/results\?.*rooms=2&adults=2&children=2/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mga hotel sa Boracay");
    await expect(page).toHaveTitle("Mga hotel sa Boracay - Lakbay");
    await expect(page.getByText(/2 kuwarto · 2 matanda at 2 bata — baguhin ang paghahanap/)).toBeVisible();
    const hotels = page.getByRole("list", { name: "Mga hotel" }).locator(":scope > li");
    await expect(hotels.first()).toContainText(/kabuuan para sa 2 gabi, 2 kuwarto/);
    await checkPage(page, "results", size);

    // The hotel, then a room that fits the family.
    await hotels.first().getByRole("heading").getByRole("link").click();
    const rates = page.getByRole("list", { name: "Mga rate ng kuwarto" });
    await expect(rates).toBeVisible();
    await expect(page.getByText(/· 2 kuwarto · 2 matanda at 2 bata$/)).toBeVisible();
    await checkPage(page, "hotel", size);
    const bookable = rates
      .locator(":scope > li")
      .filter({ has: page.getByRole("link", { name: /^Piliin / }) })
      .first();
    await bookable.getByRole("link", { name: /^Detalye ng kuwarto/ }).click();
    await expect(page.getByRole("heading", { name: /^Ang pananatili mo: ₱/ })).toBeVisible();
    await checkPage(page, "room", size);
    await page.getByRole("link", { name: "I-book ang kuwartong ito" }).click();

    // The checkout: the lead guest and a card the bank asks to verify.
    await expect(page).toHaveTitle("Pag-book ng hotel - Lakbay");
    await expect(page.getByRole("complementary")).toContainText("2 matanda at 2 bata");
    await page.getByLabel("Pangalan", { exact: true }).fill("Ligaya");
    await page.getByLabel("Apelyido").fill("Mercado");
    await page.getByLabel("E-mail para sa kumpirmasyon").fill(uniqueEmail("fil-hotel"));
    await page.getByLabel("Numero ng mobile").fill("+63 917 555 0101");
    await page.getByLabel("Numero ng card").fill("4000 0000 0000 3220");
    await page.getByLabel("Petsa ng pag-expire (MM/YY)").fill("11/30");
    await page.getByLabel("Code sa likod ng card (CVC)").fill("123");
    await page.getByLabel("Pangalan sa card").fill("Ligaya Mercado");
    await checkPage(page, "checkout", size);
    await page.getByRole("button", { name: /^Magbayad ng ₱/ }).click();

    // The sandbox bank's page, in Filipino too.
    await expect(page).toHaveURL(/\/fil\/payments\/sandbox\/challenge\//, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I-verify ang bayad mo");
    await checkPage(page, "bank", size);
    const code = ((await page.getByTestId("sandbox-code").textContent()) ?? "").replace(/\s/g, "");
    await page.getByLabel("Isang-beses na code").fill(code);
    await page.getByRole("button", { name: "Aprubahan ang bayad" }).click();

    // The confirmation.
    await expect(page).toHaveURL(/\/fil\/hotels\/confirmation\/H[A-Z0-9]{5}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Naka-book na ang pananatili mo");
    await expect(page.getByText("Kumpirmado", { exact: true })).toBeVisible();
    await checkPage(page, "confirmation", size);

    // Cancelled under the policy: the quote first, then the confirmation.
    await page.getByRole("link", { name: "Tingnan ang kuwenta ng pagkansela" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ikansela ang pananatili mo?");
    await expect(page.getByTestId("cancel-terms")).toContainText("Visa na nagtatapos sa 3220");
    await checkPage(page, "cancel", size);
    await page.getByRole("button", { name: "Kumpirmahin ang pagkansela" }).click();
    await expect(page.getByText(/^Kinansela na ang booking\./)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Kinansela", { exact: true })).toBeVisible();
    await checkPage(page, "cancelled", size);
    expect(errors).toEqual([]);
  });
}
