/**
 * Flights after the ticket, in Chromium: a void on the day of ticketing, a refund quote → refund
 * with the money back in the sandbox gateway's ledger, a date change paying the difference, the
 * requests page with its status filter (no JavaScript needed), and the airline list. Requests run
 * after their expected handling time (minutes); the E2E-only hook runs a booking's requests now,
 * through the same database job any instance would run.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { completeRequestsNow, payCard, ticketedTrip, travelDate } from "./support/flight-booking.ts";
import { waitForMail } from "./support/mail.ts";

/** One adult, Andres with the given surname. */
const ticketedAdult = (page: Page, email: string, days: number, surname = "Reyes") =>
  ticketedTrip(page, email, days, [{ title: "Mr", gender: "M", given: "Andres", surname, born: "1990-03-15" }]);

type LedgerRow = { status: string; amount: number; amountRefunded: number };
async function ledger(page: Page, reference: string): Promise<LedgerRow[]> {
  return ((await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: LedgerRow[] }).data;
}

const money = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

test.describe("flights after the ticket", () => {
  test("void on the day of ticketing: quote, accept once, in process, then voided and mailed", async ({ page }) => {
    const email = uniqueEmail("void");
    const reference = await ticketedAdult(page, email, 40);
    await page.getByRole("link", { name: "Void (day of ticketing)" }).click();
    await expect(page).toHaveTitle("Void quote - Lakbay");
    await expectNoSeriousA11yViolations(page, "void quote");
    await page.getByRole("button", { name: "Get a void quote" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/void\\?request=`));
    const back = money(await page.getByTestId("amount-back").innerText());
    expect(back).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Accept and void" }).click();
    await expect(page.getByText("In process", { exact: true })).toBeVisible();
    await expect(page.getByText(/Expected by/)).toBeVisible();

    await completeRequestsNow(page, reference, "Completed: voided");
    await waitForMail({ to: email, subject: /Void request .*voided/ });
    const rows = await ledger(page, reference);
    expect(rows.find((r) => r.status === "succeeded")?.amountRefunded).toBe(back);
    await page.goto(`/flights/confirmation/${reference}`);
    await expect(page.getByText("Voided", { exact: true })).toBeVisible();
    // The voided trip says what came back, and what is kept of the payment (the voiding fee).
    const prices = page.locator("section[aria-labelledby=price-heading] div");
    expect(
      money(
        await prices
          .filter({ hasText: /^Refunded/ })
          .locator("dd")
          .innerText(),
      ),
    ).toBe(back);
    const total = money(
      await prices
        .filter({ hasText: /^Total/ })
        .locator("dd")
        .innerText(),
    );
    expect(money(await page.getByTestId("paid-after-refunds").locator("dd").innerText())).toBe(total - back);
  });

  test("refund quote → refund, with the money back in the gateway's ledger; the requests page filters by status", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("refund");
    const reference = await ticketedAdult(page, email, 42, "Bonifacio");
    await page.getByRole("link", { name: "Refund", exact: true }).click();
    await expect(page).toHaveTitle("Refund quote - Lakbay");
    await page.getByRole("button", { name: "Get a refund quote" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/refund\\?request=`));
    const back = money(await page.getByTestId("amount-back").innerText());
    await expectNoSeriousA11yViolations(page, "refund quote");
    await page.getByRole("button", { name: "Accept and refund" }).click();
    await expect(page.getByText("In process", { exact: true })).toBeVisible();

    // Another browser, without JavaScript: the look-up by reference + last name, then the filter.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const other = await context.newPage();
    await other.goto("/flights/requests");
    await expect(other).toHaveTitle("Your requests - Lakbay");
    await other.getByLabel("Booking reference").fill(reference);
    await other.getByLabel("Last name").fill("bonifacio");
    await other.getByRole("button", { name: "Find requests" }).click();
    await expect(other.getByRole("heading", { name: new RegExp(`${reference}: 1 request`) })).toBeVisible();
    await other.getByLabel("Show").selectOption("completed");
    await other.getByRole("button", { name: "Filter" }).click();
    await expect(other).toHaveURL(/status=completed/);
    await expect(other.getByText("No requests with this status.")).toBeVisible();

    await completeRequestsNow(page, reference, "Completed: refunded", other);
    await other.getByLabel("Show").selectOption("in_process");
    await other.getByRole("button", { name: "Filter" }).click();
    await expect(other.getByText("No requests with this status.")).toBeVisible();
    await context.close();

    const rows = await ledger(page, reference);
    expect(rows.find((r) => r.status === "succeeded")?.amountRefunded).toBe(back);
    const mail = await waitForMail({ to: email, subject: /Refund request .*refunded/ });
    // The mail says what came back under the fare family's rule, as the quote did.
    expect(mail.text).toMatch(/Amount back: ₱/);
    expect(mail.text).toMatch(/come back/);
    // The trip: what came back, and what the booking still holds of what was paid.
    await page.goto(`/flights/confirmation/${reference}`);
    const total = money(
      await page
        .locator("section[aria-labelledby=price-heading] div")
        .filter({ hasText: /^Total/ })
        .locator("dd")
        .innerText(),
    );
    expect(money(await page.getByTestId("paid-after-refunds").locator("dd").innerText())).toBe(total - back);
    // The ticket is refunded: a second refund quote is refused in plain words.
    await page.goto(`/flights/bookings/${reference}/refund-quote`);
    await expect(page.getByText("Only a ticketed booking can be changed or refunded.")).toBeVisible();
  });

  test("reissue to another date paying the difference: new itinerary and new e-ticket numbers", async ({ page }) => {
    const email = uniqueEmail("reissue");
    const reference = await ticketedAdult(page, email, 44, "Mabini");
    const oldTicket = (await page.getByRole("cell", { name: /^\d{13}$/ }).innerText()).trim();
    await page.getByRole("link", { name: "Change dates" }).click();
    await expect(page).toHaveTitle("Change dates - Lakbay");
    const newDate = travelDate(47);
    await page.getByLabel("New date, MNL to CEB").fill(newDate);
    await page.getByRole("button", { name: "See new flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue\\?request=`));
    await expect(page.getByRole("radio").first()).toBeChecked();
    await expectNoSeriousA11yViolations(page, "reissue options");
    await payCard(page, /^Change to this flight/);
    await expect(page.getByText("In process", { exact: true })).toBeVisible();
    const rows = await ledger(page, reference);
    expect(rows.filter((r) => r.status === "succeeded").length).toBeGreaterThanOrEqual(1);

    await completeRequestsNow(page, reference, "Completed: reissued");
    await page.goto(`/flights/confirmation/${reference}`);
    const newTicket = (await page.getByRole("cell", { name: /^\d{13}$/ }).innerText()).trim();
    expect(newTicket).not.toBe(oldTicket);
    const [y, m, d] = newDate.split("-").map(Number);
    const label = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { day: "numeric", timeZone: "UTC" });
    await expect(page.getByRole("heading", { name: "Flights" })).toBeVisible();
    expect(await page.locator("section[aria-labelledby=flights-heading]").innerText()).toContain(label);
    await waitForMail({ to: email, subject: /reissue\) request .*reissued/ });
  });

  test("the airline list: every airline with code, type, hubs and baggage per fare", async ({ page }) => {
    await page.goto("/flights/airlines");
    await expect(page).toHaveTitle("Airlines - Lakbay");
    await expect(page.getByRole("heading", { name: "PR · Philippine Airlines" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "5J · Cebu Pacific" })).toBeVisible();
    const cebu = page.locator("section", { has: page.getByRole("heading", { name: "5J · Cebu Pacific" }) });
    await expect(cebu.getByText("Low-cost")).toBeVisible();
    await expect(cebu.getByRole("rowheader", { name: "Tipid" })).toBeVisible();
    expect(await page.getByRole("heading", { level: 2 }).count()).toBe(18);
    await expectNoSeriousA11yViolations(page, "airline list");
  });
});
