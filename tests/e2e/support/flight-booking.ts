/**
 * Journeys that need a ticketed flight booking first (post-ticketing, split date changes): book the
 * cheapest non-stop MNL–CEB flight through the real pages and pay by card, then run a booking's
 * post-ticketing requests now through the E2E-only hook (the same database job any instance runs).
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A date `daysAhead` days from today in Philippine time, as the date fields take it. */
export function travelDate(daysAhead: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Fills the sandbox gateway's card form with a good test card and presses `button`. */
export async function payCard(page: Page, button: RegExp, nameOnCard = "Andres Reyes") {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill(nameOnCard);
  await page.getByRole("button", { name: button }).click();
}

export type Traveller = {
  title: "Mr" | "Ms" | "Miss" | "Mstr";
  gender: "M" | "F";
  given: string;
  surname: string;
  born: string;
  /** A child (2–11): listed after the adults, as the form lists them. */
  child?: boolean;
};

/**
 * Books and pays for these travellers, `days` from today: answers the booking reference. `addOns`
 * runs on the add-ons page before going on (to buy a bag …).
 */
export async function ticketedTrip(
  page: Page,
  email: string,
  days: number,
  travellers: Traveller[],
  addOns?: (page: Page) => Promise<void>,
): Promise<string> {
  const children = travellers.filter((t) => t.child).length;
  const party = `adults=${travellers.length - children}${children ? `&children=${children}` : ""}`;
  await page.goto(`/flights/results?origin=MNL&destination=CEB&departureDate=${travelDate(days)}&${party}&stops=0`);
  await page
    .getByRole("button", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
  for (const [i, p] of travellers.entries()) {
    await page.locator(`[name="p${i}.title"]`).selectOption(p.title);
    await page.locator(`[name="p${i}.gender"]`).selectOption(p.gender);
    await page.locator(`[name="p${i}.givenName"]`).fill(p.given);
    await page.locator(`[name="p${i}.surname"]`).fill(p.surname);
    await page.locator(`[name="p${i}.dateOfBirth"]`).fill(p.born);
  }
  await page.locator('[name="contact.email"]').fill(email);
  await page.locator('[name="contact.phone"]').fill("0917 123 4567");
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  if (addOns) {
    await expect(page).toHaveURL(/\/flights\/add-ons/);
    await addOns(page);
  }
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("checkbox", { name: /names match/ }).check();
  await page.getByRole("button", { name: /^Book and pay/ }).click();
  await expect(page).toHaveURL(/\/flights\/payment\?ref=/);
  const reference = new URL(page.url()).searchParams.get("ref") ?? "";
  await payCard(page, /^Pay ₱/, `${travellers[0].given} ${travellers[0].surname}`);
  await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
  await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
  return reference;
}

/** Runs the booking's post-ticketing requests now (E2E-only hook). */
export async function runRequestsNow(page: Page, reference: string) {
  const res = await page.request.post("/api/__test/flights/requests/run-now", {
    data: { reference },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
}

/**
 * Runs the booking's requests now and reloads `on` (a page showing the request; by default `page`)
 * until it says `completed`, e.g. "Completed: voided".
 */
export async function completeRequestsNow(page: Page, reference: string, completed: string, on: Page = page) {
  await runRequestsNow(page, reference);
  await expect(async () => {
    await on.reload();
    await expect(on.getByText(completed)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
