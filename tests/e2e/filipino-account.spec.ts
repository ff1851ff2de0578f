/**
 * An account in Filipino (issue 27), in a real browser: a traveller who chose Filipino registers,
 * verifies the address from the mail (the tests' SMTP sink), signs in, books a stay, edits the profile
 * and reads the dashboard, every page in Filipino; a forgotten password is asked for in Filipino too.
 * Each page passes axe and leaves no English outside what is marked as English, on a phone and on a
 * desktop; screenshots go to /tmp/fil-account-*.png for a look by eye.
 */
import type { Page } from "@playwright/test";
import { englishLeft } from "../support/english-left.ts";
import { newAccount } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { travelDate } from "./support/flight-booking.ts";
import { waitForMail } from "./support/mail.ts";
import { collectErrors } from "./support/page-errors.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A toast on screen, in Filipino. */
const toast = (page: Page, text: string | RegExp) => page.getByRole("list", { name: "Mga abiso" }).getByText(text);

/** Books and pays a two-night stay through the hotel API, as this signed-in browser. */
async function bookStay(page: Page, code: string, days: number): Promise<string> {
  const headers = { Origin: new URL(page.url()).origin };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/booking/hotel/${path}`, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const stay = { checkin: travelDate(days), checkout: travelDate(days + 2), occupancy: [{ room_no: 1, adult: 2, child: 0 }] };
  const found = await post("hotel-search-by-code", { ...stay, hotelCodes: [code] });
  const rates = await post("room-rates", { hotelId: code, sessionId: found.sessionId });
  const room = rates.roomRates.perBookingRates.find((r: { available: boolean }) => r.available);
  const guest = { firstName: "Ligaya", lastName: "Santos", email: "ligaya.santos@example.com", phone: "+63 917 555 0127" };
  const booked = await post("book", { hotelId: code, sessionId: found.sessionId, roomId: room.roomId, guest });
  const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Ligaya Santos" };
  const paid = await post("payment", { reference: booked.reference, idempotencyKey: `fil-${booked.reference}`, ...card });
  expect(paid.status).toBe("confirmed");
  return booked.reference;
}

/** The page as it is now: in Filipino, axe-clean, no English left, nothing wider than the window; a screenshot. */
async function check(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expectNoSeriousA11yViolations(page, `${name} in Filipino`);
  expect(
    englishLeft(await page.content()).map((p) => `${p.where}: ${p.text}`),
    `English on ${name}`,
  ).toEqual([]);
  const { width } = page.viewportSize() ?? DESKTOP;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} wider than the window`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `/tmp/fil-account-${name}-${width}.png`, fullPage: true });
}

test("registers, verifies, signs in, edits the settings and reads the dashboard in Filipino", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const account = { ...newAccount("filipino"), name: "Ligaya Santos" };

  // The traveller chooses Filipino, which the site remembers (the mailed link opens in it too).
  await page.goto("/register");
  await page.getByRole("banner").getByRole("button", { name: "Basahin sa Filipino" }).click();
  await expect(page).toHaveURL(/\/fil\/register$/);
  await page.setViewportSize(PHONE);
  await check(page, "register");
  await page.setViewportSize(DESKTOP);
  await check(page, "register");

  const main = page.getByRole("main");
  await main.getByLabel("Buong pangalan").fill(account.name);
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await expect(main.getByText(/^Lakas: /)).toBeVisible();
  await main.getByLabel("Kumpirmahin ang password").fill(account.password);
  await main.getByRole("button", { name: "Gumawa ng account" }).click();
  // Hashing the password takes a while on a busy machine.
  await expect(page.getByRole("heading", { name: "Tingnan ang email mo" })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(`Nagpadala kami ng link para sa pag-verify sa ${account.email}.`)).toBeVisible();
  await check(page, "register-sent");

  const mail = await waitForMail({ to: account.email });
  const link = mail.links.find((l) => l.includes("/verify-email/"));
  expect(link, "verification mail has a /verify-email/ link").toBeTruthy();
  // The remembered choice opens the mailed link under /fil.
  await page.goto(new URL(link as string).pathname);
  await expect(page).toHaveURL(/\/fil\/verify-email\//);
  await expect(page.getByRole("heading", { name: "Kumpirmahin ang email mo" })).toBeVisible();
  await check(page, "verify-link");
  await page.getByRole("button", { name: "I-verify ang email ko" }).click();
  await expect(page).toHaveURL(/\/fil\/login$/);
  await expect(toast(page, "Na-verify na ang email mo. Mag-log in para magpatuloy.")).toBeVisible();
  await check(page, "login");

  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Mag-log in" }).click();
  await expect(page).toHaveURL(/\/fil\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Mabuhay, Ligaya!" })).toBeVisible();

  const reference = await bookStay(page, "CEB001", 20);
  await page.reload();
  const upcoming = page.getByRole("list", { name: "Mga paparating na biyahe" });
  await expect(upcoming).toContainText(reference);
  await expect(upcoming).toContainText("kumpirmado");
  await expect(upcoming).toContainText(/(Lin|Lun|Mar|Miy|Huw|Biy|Sab), (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d+/);
  await check(page, "dashboard");
  await page.setViewportSize(PHONE);
  await check(page, "dashboard");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/fil\/settings\/profile$/);
  await check(page, "profile");
  await main.getByLabel("Numero ng telepono").fill("917 123 4567");
  await main.getByRole("button", { name: "I-save ang profile" }).click();
  await expect(toast(page, "Na-save ang profile.")).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await check(page, "profile");

  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Password" }).click();
  await expect(page).toHaveURL(/\/fil\/settings\/password$/);
  await expect(page.getByRole("heading", { name: "Palitan ang password" })).toBeVisible();
  await check(page, "password");
  await page.setViewportSize(PHONE);
  await check(page, "password");
  expect(errors).toEqual([]);
});

test("asks for a password reset in Filipino, on a phone and on a desktop", async ({ page }) => {
  await page.goto("/fil/login");
  await page.getByRole("link", { name: "Nakalimutan ang password mo?" }).click();
  await expect(page).toHaveURL(/\/fil\/forgot-password$/);
  await check(page, "forgot");
  await page.getByRole("main").getByLabel("Email").fill("walang-ganitong-account@example.com");
  await page.getByRole("main").getByRole("button", { name: "Ipadala ang link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Kung may account na gumagamit ng email na iyan");
  await page.setViewportSize(PHONE);
  await check(page, "forgot-sent");
  await page.setViewportSize(DESKTOP);
  await page.goto("/fil/login");
  await check(page, "login");
  await page.setViewportSize(PHONE);
  await check(page, "login");
});
