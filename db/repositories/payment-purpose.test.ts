/**
 * A payment pays only for what it was made for (issue 23), on PGlite and PostgreSQL: the three ways an
 * attacker got a trip without paying, each tried as it was reported, and each refused before anything
 * is written — a date change "paid" with the booking's checkout key, a rejected change refunding the
 * ticket's payment, and a hotel stay paid with another booking's key (another stay's or a flight's).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PtrQuote } from "../../contracts/post-ticketing.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { flightPtrPayment, flightPtrRequest, job, paymentKey } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { CARD, GCASH, hotelCheckoutFixture } from "./hotel-payments.fixture.ts";
import { adult, card, ptrSuite } from "./post-ticketing.fixture.ts";

const START = new Date("2026-12-01T02:00:00Z");
const DAY_AFTER = new Date("2026-12-02T02:00:00Z");

/** The refusal a reused key meets: a 409 with the form's message, and a code the pages map. */
async function refusedAsConflict(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isPaymentRequestError(error), String(error)).toBe(true);
  expect((error as { code: string }).code).toBe("idempotency_conflict");
}

describe(`a payment serves only its own booking and purpose (${testDatabaseKind})`, () => {
  let clock = START;
  const now = () => clock;
  const suite = ptrSuite(now, "purpose", {
    eachTest: () => {
      clock = START;
    },
  });
  let hotels: ReturnType<typeof hotelCheckoutFixture>;
  beforeAll(() => {
    hotels = hotelCheckoutFixture(suite.database.db);
  });

  const refunded = async (id: string) => (await suite.world.payments.get(id))?.amountRefunded.amount;

  /** A ticketed booking and a quote to move it to 20 December, whose only option costs exactly what the ticket did. */
  async function changeCostingTheTicket() {
    const a = await suite.world.ticketed("economy-classic", [adult()]);
    clock = DAY_AFTER;
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"]);
    const option = quote.quote!.options![0];
    // The attacker's best case: amounts are easy to match on a ₱11.20 grid, so make them match.
    const [row] = await suite.database.db.select().from(flightPtrRequest).where(eq(flightPtrRequest.id, quote.id));
    const q = row.quote as PtrQuote;
    q.options = q.options!.map((o, i) => (i === 0 ? { ...o, amountDue: a.payment.amount } : o));
    await suite.database.db.update(flightPtrRequest).set({ quote: q }).where(eq(flightPtrRequest.id, quote.id));
    return { ...a, quote, option: { ...option, amountDue: a.payment.amount } };
  }

  it("a date change sent with the booking's checkout key is refused before any record; no job later pays it with the ticket", async () => {
    const a = await changeCostingTheTicket();
    const key = a.payment.idempotencyKey;
    for (const method of [{ type: "card" as const, card }, GCASH]) {
      await refusedAsConflict(
        suite.world.ptr.executeReissue(a.booking.reference, a.quote.id, { optionId: a.option.id, idempotencyKey: key, method }),
      );
    }
    expect(await suite.database.db.select().from(flightPtrPayment).where(eq(flightPtrPayment.idempotencyKey, key))).toEqual([]);
    // Three minutes later the collect job is asked about that key anyway (a payload an attacker could not
    // have queued, but the strongest case): it finds no payment made for this change.
    clock = new Date(clock.getTime() + 3 * 60_000);
    await suite.world.ptr.collectJob({ requestId: a.quote.id, idempotencyKey: key });
    await suite.world.jobs.runDue();
    expect(await suite.world.ptr.request(a.booking.reference, a.quote.id)).toMatchObject({
      status: "completed",
      resolution: "quote_ready",
    });
    expect((await suite.world.flights.getBooking(a.booking.reference))?.total).toEqual(a.booking.total);
    expect(await refunded(a.payment.id)).toBe(0);
    // The key stays the checkout's.
    const [owner] = await suite.database.db.select().from(paymentKey).where(eq(paymentKey.idempotencyKey, key));
    expect(owner.purpose).toBe(`flight-checkout:${a.booking.reference}`);
  });

  it("an attempt recorded under the checkout key before this fix is never accepted, and its rejection refunds nothing", async () => {
    const a = await changeCostingTheTicket();
    const key = a.payment.idempotencyKey;
    // What the old code left behind: the attempt, written before the gateway answered 409.
    await suite.database.db.insert(flightPtrPayment).values({
      idempotencyKey: key,
      requestId: a.quote.id,
      optionId: a.option.id,
      amount: a.payment.amount.amount,
      currency: a.payment.amount.currency,
      createdAt: clock,
      updatedAt: clock,
    });
    await suite.world.ptr.collectJob({ requestId: a.quote.id, idempotencyKey: key });
    const outcome = await suite.world.ptr.completeReissuePayment(a.booking.reference, a.quote.id, a.payment.id);
    expect(outcome).toMatchObject({ kind: "failed", reason: "not_ours" });
    expect((await suite.world.ptr.request(a.booking.reference, a.quote.id))?.resolution).toBe("quote_ready");

    // And the worst old state: that attempt accepted, then the change rejected at execution.
    await suite.database.db
      .update(flightPtrPayment)
      .set({ paymentId: a.payment.id, state: "accepted" })
      .where(eq(flightPtrPayment.idempotencyKey, key));
    await suite.database.db
      .update(flightPtrRequest)
      .set({ status: "completed", resolution: "rejected", execution: { optionId: a.option.id, paymentId: a.payment.id } })
      .where(eq(flightPtrRequest.id, a.quote.id));
    await suite.world.ptr.runExecute(a.quote.id);
    expect(await refunded(a.payment.id)).toBe(0);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.tickets.every((t) => t.status === "issued")).toBe(true);
  });

  it("a change's key cannot pay another change, nor its payment another change's page", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult()]);
    const b = await suite.world.ticketed("economy-classic", [adult("Santos", "Maria")]);
    clock = DAY_AFTER;
    const qa = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"]);
    const qb = await suite.world.ptr.quoteReissue(b.booking.reference, ["2026-12-20"]);
    const oa = qa.quote!.options![0];
    const ob = qb.quote!.options![0];
    const started = await suite.world.ptr.executeReissue(a.booking.reference, qa.id, {
      optionId: oa.id,
      idempotencyKey: "change-a-1",
      method: GCASH,
    });
    expect(started.kind).toBe("redirect");
    await refusedAsConflict(
      suite.world.ptr.executeReissue(b.booking.reference, qb.id, { optionId: ob.id, idempotencyKey: "change-a-1", method: GCASH }),
    );
    const paid = (await suite.world.payments.findByIdempotencyKey("change-a-1"))!;
    expect(paid.purpose).toEqual({ type: "flight-change", reference: a.booking.reference, requestId: qa.id });
    await suite.world.payments.approveWallet(paid.id);
    expect(await suite.world.ptr.completeReissuePayment(b.booking.reference, qb.id, paid.id)).toMatchObject({ reason: "not_ours" });
    expect(await suite.world.ptr.completeReissuePayment(a.booking.reference, qa.id, paid.id)).toMatchObject({ kind: "accepted" });
    expect((await suite.world.ptr.request(b.booking.reference, qb.id))?.resolution).toBe("quote_ready");
  });

  it("a hotel stay paid with another stay's key is refused and its claim untouched; that stay keeps its payment", async () => {
    const h1 = await hotels.newBooking();
    expect((await hotels.pay(h1.reference, "stay-one-key", CARD)).status).toBe("confirmed");
    const h2 = await hotels.newBooking();
    await refusedAsConflict(hotels.pay(h2.reference, "stay-one-key", CARD));
    expect(await hotels.store.get(h2.reference)).toMatchObject({ status: "pending_payment", paymentClaimKey: null, paymentId: null });
    // The next attempt, with a key of its own, pays H2 with its own money; H1 is untouched.
    expect((await hotels.pay(h2.reference, "stay-two-key", CARD)).status).toBe("confirmed");
    const [one, two] = [await hotels.store.get(h1.reference), await hotels.store.get(h2.reference)];
    expect(one).toMatchObject({ status: "confirmed" });
    expect(two?.paymentId).not.toBe(one?.paymentId);
    expect(await hotels.ledger(h1.reference)).toMatchObject({ taken: h1.total.amount, refunded: 0 });
    expect(await hotels.ledger(h2.reference)).toMatchObject({ taken: h2.total.amount, refunded: 0 });
    // H1's payment on H2's return page changes nothing and refunds nothing.
    await expect(hotels.checkout.complete(h2.reference, one!.paymentId!)).rejects.toMatchObject({ code: "not_payable" });
    expect(await hotels.ledger(h1.reference)).toMatchObject({ refunded: 0 });
  });

  it("a hotel stay paid with the traveller's flight checkout key is refused; the flight's payment is never refunded", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult()]);
    const h = await hotels.newBooking();
    for (const method of [CARD, GCASH]) await refusedAsConflict(hotels.pay(h.reference, a.payment.idempotencyKey, method));
    expect(await hotels.store.get(h.reference)).toMatchObject({ status: "pending_payment", paymentClaimKey: null });
    await hotels.runSettleJobs(h.reference);
    await expect(hotels.checkout.complete(h.reference, a.payment.id)).rejects.toMatchObject({ code: "not_payable" });
    expect(await refunded(a.payment.id)).toBe(0);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.tickets.every((t) => t.status === "issued")).toBe(true);
    expect(await suite.database.db.select().from(job).where(eq(job.name, "hotels.refund-mail"))).toEqual([]);
  });

  it("a change paid after a refund of the same traveller was accepted: refunded in full, and the traveller is told what happened to the money", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult()]);
    clock = DAY_AFTER;
    const change = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"]);
    const option = change.quote!.options![0];
    const key = "lost-race-change-0001";
    const started = await suite.world.ptr.executeReissue(a.booking.reference, change.id, {
      optionId: option.id,
      idempotencyKey: key,
      method: GCASH,
    });
    expect(started.kind).toBe("redirect");
    // Meanwhile, in another tab, the refund is accepted.
    const refund = await suite.world.ptr.quoteRefund(a.booking.reference, [0]);
    expect((await suite.world.ptr.execute(a.booking.reference, "refund", refund.id)).status).toBe("in_process");
    const paid = (await suite.world.payments.findByIdempotencyKey(key))!;
    await suite.world.payments.approveWallet(paid.id);
    const outcome = await suite.world.ptr.completeReissuePayment(a.booking.reference, change.id, paid.id);
    expect(outcome).toMatchObject({ kind: "failed", reason: "returned" });
    const message = outcome.kind === "failed" ? outcome.message : "";
    expect(message).toMatch(/already in process/);
    expect(message).toMatch(/The flights were not changed\. What you paid for it \(₱[\d,]+\.\d\d\) was refunded\.$/);
    expect(await refunded(paid.id)).toBe(paid.amount.amount);
  });

  it("a refund is refused before the gateway when the payment was made for another booking", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult()]);
    const b = await suite.world.ticketed("economy-classic", [adult("Santos", "Maria")]);
    const attempt = suite.world.payments.refund({
      idempotencyKey: "cross-refund-1",
      paymentId: a.payment.id,
      reason: "Not this one",
      owner: { type: "flight-checkout", reference: b.booking.reference },
    });
    await expect(attempt).rejects.toMatchObject({ code: "wrong_purpose" });
    await expect(
      suite.world.payments.refund({
        idempotencyKey: "cross-refund-2",
        paymentId: a.payment.id,
        reason: "Not a hotel",
        owner: { type: "hotel-stay", reference: a.booking.reference },
      }),
    ).rejects.toMatchObject({ code: "wrong_purpose" });
    expect(await refunded(a.payment.id)).toBe(0);
  });
});
