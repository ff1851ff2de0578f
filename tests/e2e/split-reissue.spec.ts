/**
 * A date change for some travellers only, in Chromium: two adults are booked and ticketed, one of
 * them moves to another date paying the difference. She gets a new booking (new reference, new
 * e-ticket number, mailed with its e-ticket); the trip she left says who moved where, and her new
 * trip says it was split off. Requests run after their expected handling time; the E2E-only hook
 * runs a booking's requests now, through the same database job any instance would run.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { extractPdfText } from "../support/pdf-text.ts";
import { completeRequestsNow, payCard, ticketedTrip, travelDate } from "./support/flight-booking.ts";
import { waitForMail } from "./support/mail.ts";

/** Diego and Gabriela, two adults on one booking. */
const ticketedPair = (page: Page, email: string, days: number) =>
  ticketedTrip(page, email, days, [
    { title: "Mr", gender: "M", given: "Diego", surname: "Silang", born: "1988-12-16" },
    { title: "Ms", gender: "F", given: "Gabriela", surname: "Cariño", born: "1991-03-19" },
  ]);

/** Pays the chosen change by card and runs it now: the link to the new trip, and its reference. */
async function paySplit(page: Page, reference: string) {
  await payCard(page, /^Change to this flight/);
  await expect(page.getByText("In process", { exact: true })).toBeVisible();
  await completeRequestsNow(page, reference, "Completed: reissued");
  const open = page.getByRole("link", { name: /^Open the new trip / });
  const child = ((await open.innerText()).match(/[A-Z0-9]{6}$/) ?? [""])[0];
  return { open, child };
}

test.describe("a date change for one of two travellers", () => {
  test("she moves to a new booking with its own reference and e-ticket; the old trip says who moved where", async ({ page }) => {
    const email = uniqueEmail("split");
    const reference = await ticketedPair(page, email, 50);
    const ticketCells = page.getByRole("cell", { name: /^\d{13}$/ });
    await expect(ticketCells).toHaveCount(2);
    const oldTickets = (await ticketCells.allInnerTexts()).map((t) => t.trim());

    await page.getByRole("link", { name: "Change dates" }).click();
    await expect(page).toHaveTitle("Change dates - Lakbay");
    // Both travellers are ticked to start with; Diego stays.
    const diego = page.getByRole("checkbox", { name: /Diego Silang/i });
    const gabriela = page.getByRole("checkbox", { name: /Gabriela Cariño/i });
    await expect(diego).toBeChecked();
    await expect(gabriela).toBeChecked();
    await expectNoSeriousA11yViolations(page, "reissue quote with travellers");
    // Nobody chosen: said plainly, nothing asked of the supplier.
    await diego.uncheck();
    await gabriela.uncheck();
    await page.getByRole("button", { name: "See new flights" }).click();
    await expect(page.getByText("Choose at least one traveller.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Gabriela Cariño/i }).check();
    const newDate = travelDate(53);
    await page.getByLabel("New date, MNL to CEB").fill(newDate);
    await page.getByRole("button", { name: "See new flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue\\?request=`));
    await expect(page.getByText(/GABRIELA CARIÑO will get a new booking reference/i)).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeChecked();
    await expectNoSeriousA11yViolations(page, "split reissue options");
    const { open, child } = await paySplit(page, reference);
    expect(child).not.toBe(reference);
    await expect(page.getByText(new RegExp(`new booking, ${child}`))).toBeVisible();

    // Her new trip: its own reference, a new e-ticket number, the new date, and where it came from.
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${child}$`));
    await expect(page).toHaveTitle(`Trip ${child} - Lakbay`);
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    await expect(page.getByTestId("split-from")).toContainText(`Split from booking ${reference}`);
    await expect(page.getByRole("cell", { name: /Gabriela/i })).toBeVisible();
    await expect(page.getByRole("cell", { name: /Diego/i })).toHaveCount(0);
    const newTicket = (await page.getByRole("cell", { name: /^\d{13}$/ }).innerText()).trim();
    expect(oldTickets).not.toContain(newTicket);
    const [y, m, d] = newDate.split("-").map(Number);
    const day = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { day: "numeric", timeZone: "UTC" });
    expect(await page.locator("section[aria-labelledby=flights-heading]").innerText()).toContain(day);
    // Its price: today's fare, plus what the change added (the fee, and the fare paid before).
    await expect(page.getByText("Date changes (change fees, and fares paid before)")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "split-off trip");

    // The trip she left: Diego keeps his ticket, the note says where Gabriela went.
    await page.getByTestId("split-from").getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    const moved = page.getByRole("region", { name: "Moved to another booking" });
    await expect(moved).toContainText(`moved to booking ${child}`);
    await expect(moved).toContainText(`find it with reference ${child} and last name`);
    await expect(page.getByRole("cell", { name: `Moved to ${child}` })).toBeVisible();
    await expect(page.getByRole("cell", { name: /^\d{13}$/ })).toHaveText(oldTickets[0]);
    await expectNoSeriousA11yViolations(page, "trip after a split");

    const mail = await waitForMail({ to: email, subject: /reissue\) request .*reissued/ });
    expect(mail.text).toContain(`New booking reference: ${child}`);
    expect(readFileSync(mail.file, "utf8")).toContain(`e-ticket-${child}.pdf`);
  });
});

/** Pesos in a price text ("₱1,234.50" → 123450 centavos). */
const centavos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
const tripTotal = async (page: Page) =>
  centavos(
    await page
      .locator("section[aria-labelledby=price-heading] div")
      .filter({ hasText: /^Total/ })
      .locator("dd")
      .innerText(),
  );

test.describe("a family with a paid bag changes dates for two of three", () => {
  test("the child cannot go alone; the bag moves to the new e-ticket and trip; the two trips' totals add up to what was paid", async ({
    page,
  }) => {
    const email = uniqueEmail("family-change");
    const reference = await ticketedTrip(
      page,
      email,
      48,
      [
        { title: "Ms", gender: "F", given: "Gabriela", surname: "Silang", born: "1991-03-19" },
        { title: "Mr", gender: "M", given: "Diego", surname: "Silang", born: "1988-12-16" },
        { title: "Miss", gender: "F", given: "Tala", surname: "Silang", born: "2019-06-10", child: true },
      ],
      // A 20 kg bag for Gabriela, the first traveller.
      (p) =>
        p
          .getByRole("radio", { name: /Checked bag 20 kg/ })
          .first()
          .check(),
    );
    const bought = /(\+ 20 kg bought|20 kg checked \(bought)/;
    const paid = await tripTotal(page);

    await page.getByRole("link", { name: "Change dates" }).click();
    const gabriela = page.getByRole("checkbox", { name: /Gabriela Silang/i });
    const diego = page.getByRole("checkbox", { name: /Diego Silang/i });
    // The child alone: refused here, with the reason, before anything is asked.
    await gabriela.uncheck();
    await diego.uncheck();
    await expect(page.getByTestId("traveller-problem")).toHaveText(/^At least one adult travels with a child/);
    await page.getByRole("button", { name: "See new flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue-quote$`));
    await expectNoSeriousA11yViolations(page, "traveller picker refusing a child alone");
    // Gabriela with the child: fine; Diego stays.
    await gabriela.check();
    await expect(page.getByTestId("traveller-problem")).toBeHidden();
    await page.getByLabel("New date, MNL to CEB").fill(travelDate(51));
    await page.getByRole("button", { name: "See new flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue\\?request=`));
    // The chosen option says the bag moves with her.
    const option = page.getByRole("radio").first().locator("xpath=ancestor::label");
    await expect(option.getByTestId("option-add-ons")).toContainText("Checked bag 20 kg");
    const due = (await option.innerText()).match(/= (₱[\d,.]+) to pay/)?.[1];
    const { open, child } = await paySplit(page, reference);

    // The new trip: Gabriela's bag on top of her fare's allowance, on the page and the e-ticket.
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${child}$`));
    const baggage = page.getByRole("region", { name: /^Baggage MNL/ });
    await expect(baggage.getByRole("listitem").filter({ hasText: /GABRIELA SILANG/i })).toContainText(bought);
    await expect(baggage.getByRole("listitem").filter({ hasText: /TALA SILANG/i })).not.toContainText(bought);
    await expect(page.getByRole("cell", { name: /Diego/i })).toHaveCount(0);
    const pdf = extractPdfText(await (await page.request.get(`/flights/confirmation/${child}/e-ticket.pdf`)).body());
    expect(pdf).toMatch(/20 kg bought|\(bought, 1 bag\)/);
    const childTotal = await tripTotal(page);

    // The trip they left prices Diego only; together the two trips are what was paid.
    await page.goto(`/flights/confirmation/${reference}`);
    await expect(page.getByText(/^1 × adult fare/)).toBeVisible();
    await expect(page.getByText(/× child fare/)).toHaveCount(0);
    expect((await tripTotal(page)) + childTotal).toBe(paid + (due ? centavos(due) : 0));
    const mail = await waitForMail({ to: email, subject: /reissue\) request .*reissued/ });
    expect(mail.text).toContain("Checked bag 20 kg");
  });
});
