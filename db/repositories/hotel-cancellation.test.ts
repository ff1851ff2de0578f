/**
 * Hotel cancellation quoted first (issue 17), on PGlite and PostgreSQL: the quote's numbers are what
 * the cancellation refunds and what the e-mail says; a quote that no longer holds (the free period
 * ended, a made-up token) cancels nothing and the new quote is what counts.
 */
import { describe, expect, it } from "vitest";
import { HOTEL_CANCEL_MESSAGES, refundSentence } from "../../contracts/hotel-cancellation.ts";
import { manilaToday } from "../../contracts/hotels.ts";
import { formatMoney } from "../../contracts/money.ts";
import { HOTEL_CANCELLATION_MAIL_JOB } from "../../core/hotels/hotel-mails.ts";
import { testDatabaseKind, onTestDatabase } from "../test-database.ts";
import { CARD, GCASH, hotelCheckoutFixture, TOTAL } from "./hotel-payments.fixture.ts";

const f = onTestDatabase((database) => hotelCheckoutFixture(database.db));

const half = { amount: TOTAL.amount / 2, currency: TOTAL.currency };

describe(`hotel cancellation quote (${testDatabaseKind})`, () => {
  it("refunds exactly the quote, to the card it names, and the e-mail says the same numbers", async () => {
    const b = await f.newBooking({ penalty: true });
    await f.pay(b.reference, `cq-card-${b.reference}`, CARD);
    const quote = (await f.checkout.cancelQuote(b.reference))!;
    expect(quote).toMatchObject({ total: TOTAL, penalty: half, refund: half, paidWith: "Visa ending 4242" });
    expect(quote.refundTiming).toMatch(/up to 30 days \(PayMongo\).*PayMongo Help Center/);
    expect(quote.reason).toMatch(/ended on Thu 1 Jan 2026: the policy keeps 50%/);
    // Asking again changes nothing: the same quote.
    expect((await f.checkout.cancelQuote(b.reference))!.quoteToken).toBe(quote.quoteToken);

    const { refund, terms } = await f.checkout.cancel(b.reference, { quoteToken: quote.quoteToken });
    expect(refund).toEqual(quote.refund);
    const { quoteToken: _t, quotedOn: _d, ...quoted } = quote;
    expect(terms).toEqual(quoted);
    expect(await f.checkout.cancellation(b.reference)).toEqual(quoted);
    const ledger = await f.ledger(b.reference);
    expect(ledger.refunded).toBe(quote.refund.amount);

    await f.runJob(HOTEL_CANCELLATION_MAIL_JOB, { reference: b.reference });
    const mail = f.mails.at(-1)!;
    expect(mail.subject).toBe(`Booking ${b.reference} cancelled`);
    expect(mail.text).toContain(`Kept under the policy: ${formatMoney(quote.penalty)}`);
    expect(mail.text).toContain(`Refunded: ${formatMoney(quote.refund)} to your Visa ending 4242`);
    expect(mail.text).toContain(refundSentence(quote, true));

    // A second click on the confirmation: the same answer, nothing refunded twice.
    expect((await f.checkout.cancel(b.reference, { quoteToken: quote.quoteToken })).refund).toEqual(quote.refund);
    expect((await f.ledger(b.reference)).refunded).toBe(quote.refund.amount);
  });

  it("a quote that stopped holding (the free period ended) cancels nothing; the new quote does", async () => {
    const b = await f.newBooking({ freeUntil: manilaToday(new Date()) });
    await f.pay(b.reference, `cq-gcash-${b.reference}`, GCASH).then(async (started) => {
      const id = (await f.payments.findByIdempotencyKey(`cq-gcash-${b.reference}`))!.id;
      await f.payments.approveWallet(id);
      expect(started.status).toBe("requires_action");
      expect((await f.checkout.complete(b.reference, id)).status).toBe("confirmed");
    });
    const free = (await f.checkout.cancelQuote(b.reference))!;
    expect(free).toMatchObject({ refund: TOTAL, penalty: { amount: 0 }, paidWith: "GCash" });
    expect(free.refundTiming).toMatch(/GCash: within 24 hours \(PayMongo\); 3 to 5 business days \(Maya\)/);

    f.advance(2 * 86_400_000);
    try {
      await expect(f.checkout.cancel(b.reference, { quoteToken: free.quoteToken })).rejects.toMatchObject({
        code: "quote_changed",
        message: HOTEL_CANCEL_MESSAGES.quoteChanged,
      });
      expect((await f.store.get(b.reference))!.status).toBe("confirmed");
      expect((await f.ledger(b.reference)).refunded).toBe(0);
      await expect(f.checkout.cancel(b.reference, { quoteToken: "made-up" })).rejects.toMatchObject({ code: "quote_changed" });

      const now = (await f.checkout.cancelQuote(b.reference))!;
      expect(now).toMatchObject({ refund: half, penalty: half });
      expect(now.quoteToken).not.toBe(free.quoteToken);
      expect((await f.checkout.cancel(b.reference, { quoteToken: now.quoteToken })).refund).toEqual(half);
      expect((await f.ledger(b.reference)).refunded).toBe(half.amount);
    } finally {
      f.advance(-2 * 86_400_000);
    }
  });

  it("nothing to quote for a booking that is not confirmed", async () => {
    const b = await f.newBooking();
    expect(await f.checkout.cancelQuote(b.reference)).toBeNull();
    await expect(f.checkout.cancel(b.reference, { quoteToken: "x" })).rejects.toMatchObject({ code: "not_cancellable" });
  });
});
