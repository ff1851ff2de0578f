/**
 * The flight checkout's pages as a traveller fills them (tests/e2e/flights*.spec.ts): a traveller's
 * details, the contact, one adult booked from the results to the payment page, a card paid, and
 * prices read back as centavos.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export type CheckoutTraveller = { title: string; gender: "F" | "M"; given: string; surname: string; dob: string };

export async function fillTraveller(page: Page, i: number, t: CheckoutTraveller, passport?: { number: string; expiry: string }) {
  await page.locator(`[name="p${i}.title"]`).selectOption(t.title);
  await page.locator(`[name="p${i}.gender"]`).selectOption(t.gender);
  await page.locator(`[name="p${i}.givenName"]`).fill(t.given);
  await page.locator(`[name="p${i}.surname"]`).fill(t.surname);
  await page.locator(`[name="p${i}.dateOfBirth"]`).fill(t.dob);
  if (passport) {
    await page.locator(`[name="p${i}.passportNumber"]`).fill(passport.number);
    await page.locator(`[name="p${i}.passportExpiry"]`).fill(passport.expiry);
  }
}

export async function fillContact(page: Page, email: string) {
  await page.locator('[name="contact.email"]').fill(email);
  await page.locator('[name="contact.phone"]').fill("0917 123 4567");
}

/** From the results page: the first flight, through passengers (one adult) and add-ons (none), to payment. */
export async function bookOneAdult(page: Page, email: string, surname = "Reyes"): Promise<string> {
  await page
    .getByRole("button", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
  await fillTraveller(page, 0, { title: "Mr", gender: "M", given: "Andres", surname, dob: "1990-03-15" });
  await fillContact(page, email);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page).toHaveURL(/\/flights\/add-ons/);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flights\/review/);
  await page.getByRole("checkbox", { name: /names match/ }).check();
  await page.getByRole("button", { name: /^Book and pay/ }).click();
  await expect(page).toHaveURL(/\/flights\/payment\?ref=/);
  return new URL(page.url()).searchParams.get("ref") ?? "";
}

/** Pays on the payment page with this card number (the sandbox's test cards decide the outcome). */
export async function payByCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Andres Reyes");
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
}

/** Centavos from a price as the pages print it ("₱1,234.50"). */
export function money(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}
