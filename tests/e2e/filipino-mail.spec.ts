/**
 * The language that is stored (issue 27, decision 035 "Mails, documents and the stored choice"), in a
 * real browser at a phone's and a desktop's width:
 * - a signed-in traveller who switches to Filipino finds it again after signing out and in on a fresh
 *   browser (the account keeps the choice; signing in sets the `lang` cookie from it);
 * - a hotel booked on a /fil page is confirmed by a mail in Filipino (read from the SMTP sink), and its
 *   voucher is in Filipino.
 * Axe runs on the pages reached; screenshots go to /tmp/fil-mail-*.png.
 */
import { extractPdfText } from "../support/pdf-text.ts";
import { confirmLink, fillRegistration, logIn, newAccount, verificationLink } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { clientHeaders, expect, test, uniqueEmail } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import type { Page } from "@playwright/test";

const SIZES = [
  { name: "phone", width: 390, height: 844, days: 52 },
  { name: "desktop", width: 1280, height: 800, days: 58 },
] as const;

/** A date `days` from today (Manila), as the form and URLs take it. */
function stayDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function look(page: Page, name: string, size: (typeof SIZES)[number]) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expectNoSeriousA11yViolations(page, `${name} in Filipino`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits the ${size.name}`).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: `/tmp/fil-mail-${name}-${size.name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test(`Filipino chosen while signed in comes back on sign-in in a fresh browser (${size.name})`, async ({
    page,
    browser,
    clientIp,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = newAccount("fil-choice");
    await fillRegistration(page, account);
    await confirmLink(page, await verificationLink(account.email));
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/settings/appearance");
    await page.getByRole("group", { name: "Language · Wika" }).getByRole("button", { name: "Filipino" }).click();
    await expect(page).toHaveURL(/\/fil\/settings\/appearance$/);

    // Signed out here, and this browser forgets everything.
    await page
      .locator('form[action$="/logout"]')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page).not.toHaveURL(/\/settings\//);
    await page.context().clearCookies();

    // Another browser that never chose a language, reading English: signing in brings Filipino back.
    const fresh = await browser.newContext({
      baseURL,
      locale: "en-PH",
      extraHTTPHeaders: { ...clientHeaders(clientIp), "Accept-Language": "en-US,en;q=0.9" },
      viewport: { width: size.width, height: size.height },
    });
    const other = await fresh.newPage();
    await logIn(other, account.email, account.password);
    await expect(other).toHaveURL(/\/fil\/dashboard$/);
    expect((await fresh.cookies()).find((c) => c.name === "lang")?.value).toBe("fil");
    await other.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await look(other, "dashboard", size);
    // An address without /fil opens in Filipino too.
    await other.goto("/settings/appearance");
    await expect(other).toHaveURL(/\/fil\/settings\/appearance$/);
    await fresh.close();
  });

  test(`a hotel booked on a /fil page is confirmed by mail in Filipino, its voucher in Filipino (${size.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    // To a room's checkout (the English pages' words find the way), then the same checkout in Filipino.
    await page.goto(
      `/hotels/results?searchType=destination&destination=${encodeURIComponent("Boracay")}&checkInDate=${stayDate(size.days)}&checkOutDate=${stayDate(size.days + 2)}&rooms=1&adults=2`,
    );
    await page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first().getByRole("heading").getByRole("link").click();
    await page
      .getByRole("list", { name: "Room rates" })
      .getByRole("link", { name: /^Select / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotels\/checkout\?/);
    const checkout = new URL(page.url());
    await page.goto(`/fil${checkout.pathname}${checkout.search}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");

    const email = uniqueEmail("fil-mail");
    const form = page.locator("form", { has: page.locator('input[name="cardNumber"]') });
    await form.locator('input[name="firstName"]').fill("Ligaya");
    await form.locator('input[name="lastName"]').fill("Mercado");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill("+63 917 555 0101");
    await form.locator('input[name="cardNumber"]').fill("4242 4242 4242 4242");
    await form.locator('input[name="expiry"]').fill("12/30");
    await form.locator('input[name="cvc"]').fill("123");
    await form.locator('input[name="cardName"]').fill("Ligaya Mercado");
    const since = Date.now();
    await form.getByRole("button", { name: /^(Magbayad|Pay) / }).click();

    await expect(page).toHaveURL(/\/fil\/hotels\/confirmation\/H[A-Z0-9]{5}$/);
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    await look(page, "hotel-confirmation", size);

    const mail = await waitForMail({ to: email, since, timeoutMs: 30_000 });
    expect(mail.subject).toMatch(new RegExp(`^Kumpirmado na ang iyong pananatili sa .+ \\(${reference}\\)$`));
    expect(mail.text).toContain("Hi Ligaya,");
    expect(mail.text).toMatch(/Kabuuang binayaran: ₱[\d,]+\.\d{2}\./);
    expect(mail.text).toMatch(
      /Check-in (Lun|Mar|Miy|Huw|Biy|Sab|Lin) \d{1,2} (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{4} mula/,
    );
    expect(mail.text).not.toMatch(/Your booking|Total paid|Cancellation:/);

    // The voucher: Filipino asked for from the /fil page, and for a booking made in Filipino from any page.
    for (const path of [`/fil/hotels/confirmation/${reference}/voucher`, `/hotels/confirmation/${reference}/voucher`]) {
      const voucher = await page.request.get(path);
      expect(voucher.status(), path).toBe(200);
      const text = extractPdfText(await voucher.body());
      expect(text, path).toContain("Hotel voucher - ipakita sa check-in");
      expect(text, path).toContain("Patakaran sa pagkansela");
      expect(text, path).not.toContain("Lead guest");
    }
  });
}
