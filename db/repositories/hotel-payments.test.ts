/**
 * Hotel payments on PGlite and PostgreSQL (issue 16): a booking is claimed for one payment before the
 * gateway charges, every payment it does not keep is refunded in full at once and the traveller told,
 * a failed or abandoned payment frees the booking, the settle job finishes what a closed tab left, and
 * cancellation refunds the one kept payment. On PostgreSQL the concurrent cases run through the real pool.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../contracts/money.ts";
import { HOTEL_PAYMENT_MESSAGES } from "../../contracts/hotels.ts";
import { HOTEL_CLAIM_STALE_MS, HOTEL_PAYMENT_WINDOW_MS, HOTEL_REFUND_MAIL_JOB } from "../../core/hotels/hotel-payments.ts";
import { testDatabaseKind, onTestDatabase } from "../test-database.ts";
import { CARD, DECLINED_CARD, GCASH, hotelCheckoutFixture, owed, TOTAL } from "./hotel-payments.fixture.ts";

const f = onTestDatabase((database) => hotelCheckoutFixture(database.db));

const ALREADY_PAID = HOTEL_PAYMENT_MESSAGES.alreadyPaidRefunded(formatMoney(TOTAL));

/** Money taken minus refunded equals what is owed, and every succeeded payment is the kept one or fully refunded. */
async function expectBalanced(reference: string) {
  const b = (await f.store.get(reference))!;
  const ledger = await f.ledger(reference);
  expect(ledger.taken - ledger.refunded).toBe(owed(b));
  for (const p of ledger.succeeded) if (p.id !== b.paymentId || b.status === "failed") expect(p.refunded).toBe(p.amount);
  return { booking: b, ledger };
}

describe(`hotel payments (${testDatabaseKind})`, () => {
  it("two tabs: a GCash payment left open is cancelled when the card in the other tab pays; approving it later takes nothing", async () => {
    const b = await f.newBooking();
    const wallet = await f.pay(b.reference, "two-tabs-gcash-1", GCASH);
    expect(wallet.status).toBe("requires_action");
    const card = await f.pay(b.reference, "two-tabs-card-1", CARD);
    expect(card.status).toBe("confirmed");
    const walletId = (await f.payments.findByIdempotencyKey("two-tabs-gcash-1"))!.id;
    const approved = await f.payments.approveWallet(walletId);
    expect(approved.payment.status).toBe("failed");
    expect((await f.checkout.complete(b.reference, walletId)).status).toBe("confirmed");
    const { ledger } = await expectBalanced(b.reference);
    expect(ledger.taken).toBe(TOTAL.amount);
  });

  it("a wallet payment approved after the booking was paid is refunded in full at once, and the traveller told", async () => {
    const b = await f.newBooking();
    const stray = await f.strayWallet(b.reference);
    expect((await f.pay(b.reference, "late-card-1", CARD)).status).toBe("confirmed");
    await f.payments.approveWallet(stray.id);
    const outcome = await f.checkout.complete(b.reference, stray.id);
    expect(outcome).toMatchObject({ status: "refunded", message: ALREADY_PAID, refund: TOTAL });
    // The return page may be reloaded: still one refund, the same answer.
    expect(await f.checkout.complete(b.reference, stray.id)).toMatchObject({ status: "refunded", message: ALREADY_PAID });
    expect((await f.payments.get(stray.id))!.amountRefunded.amount).toBe(TOTAL.amount);
    const mail = f.queued.find((j) => j.name === HOTEL_REFUND_MAIL_JOB && (j.payload as { paymentId: string }).paymentId === stray.id);
    expect(mail?.payload).toMatchObject({ reference: b.reference, message: ALREADY_PAID });
    await f.runJob(HOTEL_REFUND_MAIL_JOB, mail!.payload);
    expect(f.mails.at(-1)).toMatchObject({ to: "maria@example.com", text: expect.stringContaining(ALREADY_PAID) });
    expect((await expectBalanced(b.reference)).booking.status).toBe("confirmed");
  });

  it("payments completing after cancellation or expiry are refunded; cancelling refunds the one kept payment", async () => {
    const b = await f.newBooking({ penalty: true });
    const stray = await f.strayWallet(b.reference);
    await f.pay(b.reference, "cancel-card-1", CARD);
    const { refund } = await f.checkout.cancel(b.reference);
    expect(refund.amount).toBe(TOTAL.amount / 2);
    await f.payments.approveWallet(stray.id);
    expect(await f.checkout.complete(b.reference, stray.id)).toMatchObject({ status: "refunded", message: ALREADY_PAID });
    const cancelled = await expectBalanced(b.reference);
    expect(cancelled.ledger.taken - cancelled.ledger.refunded).toBe(TOTAL.amount / 2);

    const e = await f.newBooking();
    const late = await f.strayWallet(e.reference);
    f.advance(HOTEL_PAYMENT_WINDOW_MS + 1);
    try {
      expect(await f.checkout.expirePending()).toContain(e.reference);
      await expect(f.pay(e.reference, "expired-card-1", CARD)).rejects.toThrow(HOTEL_PAYMENT_MESSAGES.expired);
    } finally {
      f.advance(-(HOTEL_PAYMENT_WINDOW_MS + 1));
    }
    // A wallet payment approved after the booking expired is not kept.
    await f.payments.approveWallet(late.id);
    expect(await f.checkout.complete(e.reference, late.id)).toMatchObject({
      status: "refunded",
      message: HOTEL_PAYMENT_MESSAGES.notPayableRefunded(formatMoney(TOTAL)),
    });
    expect((await expectBalanced(e.reference)).ledger.taken).toBe(TOTAL.amount);
  });

  it("a declined payment frees the booking to be paid again; an attempt still being charged is 'in progress' until stale", async () => {
    const b = await f.newBooking();
    expect((await f.pay(b.reference, "declined-1", DECLINED_CARD)).status).toBe("failed");
    expect((await f.store.get(b.reference))!.paymentClaimKey).toBeNull();
    expect(await f.store.claimPayment(b.reference, "crashed-attempt-1", null, new Date())).toBe(true);
    await expect(f.pay(b.reference, "second-try-1", CARD)).rejects.toMatchObject({
      code: "payment_in_progress",
      message: HOTEL_PAYMENT_MESSAGES.inProgress,
    });
    f.advance(HOTEL_CLAIM_STALE_MS + 1);
    try {
      expect((await f.pay(b.reference, "second-try-2", CARD)).status).toBe("confirmed");
    } finally {
      f.advance(-(HOTEL_CLAIM_STALE_MS + 1));
    }
    // Paid: another tab's new attempt charges nothing.
    expect((await f.pay(b.reference, "third-tab-1", CARD)).status).toBe("confirmed");
    expect(await f.payments.findByIdempotencyKey("third-tab-1")).toBeNull();
    await expectBalanced(b.reference);
  });

  it("a payment of the wrong amount is refunded and does not hold the booking", async () => {
    const b = await f.newBooking();
    expect(await f.store.claimPayment(b.reference, "wrong-amount-1", null, new Date())).toBe(true);
    const wrong = await f.payments.create({
      idempotencyKey: "wrong-amount-1",
      amount: { amount: TOTAL.amount - 100, currency: TOTAL.currency },
      description: "Hotel stay",
      reference: b.reference,
      kind: "hotel",
      purpose: { type: "hotel-stay", reference: b.reference },
      method: CARD,
      returnUrl: `/hotels/checkout/return?reference=${b.reference}`,
    });
    await f.store.setPayment(b.reference, "wrong-amount-1", wrong.id, new Date());
    expect((await f.checkout.complete(b.reference, wrong.id)).status).toBe("refunded");
    expect((await f.pay(b.reference, "right-amount-1", CARD)).status).toBe("confirmed");
    await expectBalanced(b.reference);
  });

  it("the settle job confirms a wallet approved in a closed tab, and waits while the traveller has not decided", async () => {
    const b = await f.newBooking();
    expect((await f.pay(b.reference, "closed-tab-1", GCASH)).status).toBe("requires_action");
    const opened = (await f.payments.findByIdempotencyKey("closed-tab-1"))!;
    const id = opened.id;
    // What the wallet's approval page shows: the stay's nights as people write them, never machine dates.
    expect(opened.description).toMatch(
      /^Hotel .+, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4} to (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} /,
    );
    expect(opened.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expect(f.checkout.settleJob({ reference: b.reference, idempotencyKey: "closed-tab-1" })).rejects.toThrow(/waiting/);
    await f.payments.approveWallet(id);
    await f.runSettleJobs(b.reference);
    const { booking } = await expectBalanced(b.reference);
    expect(booking).toMatchObject({ status: "confirmed", paymentId: id });

    // Abandoned: once the gateway expires the payment, the job frees the booking.
    const a = await f.newBooking();
    await f.pay(a.reference, "abandoned-1", GCASH);
    f.advance(31 * 60_000);
    try {
      await f.checkout.settleJob({ reference: a.reference, idempotencyKey: "abandoned-1" });
    } finally {
      f.advance(-31 * 60_000);
    }
    expect((await f.store.get(a.reference))!.paymentClaimKey).toBeNull();
    expect((await f.pay(a.reference, "abandoned-2", CARD)).status).toBe("confirmed");
  });

  it("20 concurrent card payments with different keys: one charge, the others never charged", async () => {
    const b = await f.newBooking();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => f.pay(b.reference, `race-card-${b.reference}-${i}`, CARD)),
    );
    for (const r of results) {
      if (r.status === "fulfilled") expect(r.value.status).toBe("confirmed");
      else expect(r.reason).toMatchObject({ code: "payment_in_progress" });
    }
    const { ledger, booking } = await expectBalanced(b.reference);
    expect(ledger.succeeded).toHaveLength(1);
    expect(ledger.refunded).toBe(0);
    expect(booking.status).toBe("confirmed");
  }, 60_000);

  it("a double submit of one attempt (20 at once, one key) is one charge and every answer is the booking paid", async () => {
    const b = await f.newBooking();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => f.pay(b.reference, `double-${b.reference}`, CARD)));
    expect(outcomes.map((o) => o.status)).toEqual(Array(20).fill("confirmed"));
    const { ledger } = await expectBalanced(b.reference);
    expect(ledger.succeeded).toHaveLength(1);
  }, 60_000);

  it("20 GCash attempts at once leave at most one payment open; approving them all keeps one", async () => {
    const b = await f.newBooking();
    await Promise.allSettled(Array.from({ length: 20 }, (_, i) => f.pay(b.reference, `race-gcash-${b.reference}-${i}`, GCASH)));
    const ids = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => f.payments.findByIdempotencyKey(`race-gcash-${b.reference}-${i}`)))
    ).flatMap((p) => (p ? [p.id] : []));
    const open = (await Promise.all(ids.map((id) => f.payments.get(id)))).filter((p) => p?.status === "requires_action");
    expect(open.length).toBeLessThanOrEqual(1);
    await Promise.all(ids.map((id) => f.payments.approveWallet(id)));
    await Promise.all(ids.map((id) => f.checkout.complete(b.reference, id)));
    const { ledger, booking } = await expectBalanced(b.reference);
    expect(ledger.succeeded.length).toBe(open.length);
    expect(booking.status).toBe(open.length ? "confirmed" : "pending_payment");
  }, 60_000);

  it("20 wallet approvals for one booking: one kept, 19 refunded in full", async () => {
    const b = await f.newBooking();
    const strays = await Promise.all(Array.from({ length: 20 }, () => f.strayWallet(b.reference)));
    await Promise.all(strays.map((p) => f.payments.approveWallet(p.id)));
    const outcomes = await Promise.all(strays.map((p) => f.checkout.complete(b.reference, p.id)));
    expect(outcomes.filter((o) => o.status === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "refunded")).toHaveLength(19);
    const { ledger } = await expectBalanced(b.reference);
    expect(ledger.refunded).toBe(19 * TOTAL.amount);
  }, 60_000);
});
