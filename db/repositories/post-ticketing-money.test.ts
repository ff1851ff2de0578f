/**
 * Money after the ticket (issue 16), on PGlite and on PostgreSQL under real concurrency (parallel
 * calls through the pool): a date change is paid only by a payment made for its own quote, for its
 * amount, while the quote is live; a late or surplus payment is refunded, never another; one request
 * per traveller is open at a time, whatever is sent together; a change is applied once however many
 * runs of its job meet.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PTR_MESSAGES, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { NOT_THIS_CHANGE, PTR_EXECUTE_JOB } from "../../core/flights/post-ticketing.ts";
import { flightPtrRequest, job } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { adult, card, ptrSuite } from "./post-ticketing.fixture.ts";

/** 10:00 in Manila on 2 December 2026, the day after a booking made by `ticketed` below. */
const START = new Date("2026-12-01T02:00:00Z");
const DAY_AFTER = new Date("2026-12-02T02:00:00Z");

describe(`post-ticketing money (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const suite = ptrSuite(now, "m", {
    eachTest: () => {
      clock = START;
    },
  });

  const refunded = async (id: string) => (await suite.world.payments.get(id))?.amountRefunded.amount;
  const executeJobs = async () => suite.database.db.select().from(job).where(eq(job.name, PTR_EXECUTE_JOB));
  const openRequests = async (reference: string) =>
    suite.database.db
      .select()
      .from(flightPtrRequest)
      .where(and(eq(flightPtrRequest.reference, reference), eq(flightPtrRequest.status, "in_process")));

  /** A ticketed booking and a quote to change it to 20 December, with something to pay. */
  async function changeQuote(passengers = [adult()], chosen?: number[]) {
    const a = await suite.world.ticketed("economy-classic", passengers);
    clock = DAY_AFTER;
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], chosen);
    const option = quote.quote!.options![0];
    expect(option.amountDue.amount).toBeGreaterThan(0);
    return { ...a, quote, option };
  }

  /** Starts paying the change with GCash (waiting for the wallet): the payment made for this quote. */
  async function walletPayment(reference: string, requestId: string, optionId: string, key: string) {
    const outcome = await suite.world.ptr.executeReissue(reference, requestId, {
      optionId,
      idempotencyKey: key,
      method: { type: "gcash" },
    });
    expect(outcome.kind).toBe("redirect");
    return (await suite.world.payments.findByIdempotencyKey(key))!;
  }

  it("a date change is not paid by the booking's own payment, another change's payment or a made-up one: nothing changes", async () => {
    const a = await changeQuote();
    const other = await changeQuote([adult("Santos", "Maria")]);
    const othersPayment = await walletPayment(other.booking.reference, other.quote.id, other.option.id, "other-change-1");
    await suite.world.payments.approveWallet(othersPayment.id);

    for (const paymentId of [a.payment.id, othersPayment.id, "00000000-0000-4000-8000-000000000000", "not-a-payment"]) {
      const outcome = await suite.world.ptr.completeReissuePayment(a.booking.reference, a.quote.id, paymentId);
      expect(outcome).toMatchObject({ kind: "failed", reason: "not_ours", message: NOT_THIS_CHANGE });
    }
    expect(await suite.world.ptr.request(a.booking.reference, a.quote.id)).toMatchObject({
      status: "completed",
      resolution: "quote_ready",
    });
    expect(await executeJobs()).toEqual([]);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.total).toEqual(a.booking.total);
    expect(await refunded(a.payment.id)).toBe(0);
    expect(await refunded(othersPayment.id)).toBe(0);
  });

  it("the option and amount come from the payment's own record: a made-up option (page or collect job) refunds nothing", async () => {
    const a = await changeQuote();
    const payment = await walletPayment(a.booking.reference, a.quote.id, a.option.id, "change-own-1");
    expect(payment.amount).toEqual(a.option.amountDue);
    await suite.world.payments.approveWallet(payment.id);
    // The collect job's payload names another option: ignored, the recorded one is used.
    const payload = { requestId: a.quote.id, optionId: "zz", idempotencyKey: "change-own-1" };
    await suite.world.ptr.collectJob(payload);
    const outcome = await suite.world.ptr.completeReissuePayment(a.booking.reference, a.quote.id, payment.id);
    expect(outcome.kind).toBe("accepted");
    expect(outcome.request).toMatchObject({ status: "in_process", optionId: a.option.id });

    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    expect((await suite.world.ptr.request(a.booking.reference, a.quote.id))?.resolution).toBe("reissued");
    expect((await suite.world.flights.getBooking(a.booking.reference))?.total.amount).toBe(
      a.booking.total.amount + a.option.amountDue.amount,
    );
    expect(await refunded(a.payment.id)).toBe(0);
    expect(await refunded(payment.id)).toBe(0);
  });

  it("a change's payment that succeeds after its quote expired is refunded in full (once); the ticket payment is untouched", async () => {
    const a = await changeQuote();
    clock = new Date(clock.getTime() + 25 * 60_000);
    const payment = await walletPayment(a.booking.reference, a.quote.id, a.option.id, "change-late-1");
    clock = new Date(clock.getTime() + 6 * 60_000); // the quote (30 minutes) has expired; the wallet page has not
    await suite.world.payments.approveWallet(payment.id);
    for (let i = 0; i < 2; i++) {
      const outcome = await suite.world.ptr.completeReissuePayment(a.booking.reference, a.quote.id, payment.id);
      expect(outcome).toMatchObject({ kind: "failed", reason: "returned" });
      expect(outcome.kind === "failed" && outcome.message).toMatch(/^The quote expired before your payment went through.*was refunded\.$/);
    }
    await suite.world.ptr.collectJob({ requestId: a.quote.id, idempotencyKey: "change-late-1" });
    expect(await refunded(payment.id)).toBe(payment.amount.amount);
    expect(await refunded(a.payment.id)).toBe(0);
    expect((await suite.world.ptr.request(a.booking.reference, a.quote.id))?.status).toBe("completed");
    expect(await executeJobs()).toEqual([]);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.total).toEqual(a.booking.total);
  });

  it("a wallet approved after its page was closed and after the first look: the collect job looks again and the change goes ahead", async () => {
    const a = await changeQuote();
    const payment = await walletPayment(a.booking.reference, a.quote.id, a.option.id, "change-wallet-later");
    clock = new Date(clock.getTime() + 3 * 60_000);
    await suite.world.jobs.runDue(); // still waiting at the gateway
    await suite.world.payments.approveWallet(payment.id);
    clock = new Date(clock.getTime() + 3 * 60_000);
    await suite.world.jobs.runDue();
    expect(await suite.world.ptr.request(a.booking.reference, a.quote.id)).toMatchObject({ status: "in_process", optionId: a.option.id });
    expect(await refunded(payment.id)).toBe(0);
  });

  it("two payments for one change, each page loaded twice at once: one pays it, the other is refunded in full", async () => {
    const a = await changeQuote();
    const first = await walletPayment(a.booking.reference, a.quote.id, a.option.id, "change-two-1");
    const second = await walletPayment(a.booking.reference, a.quote.id, a.option.id, "change-two-2");
    await Promise.all([suite.world.payments.approveWallet(first.id), suite.world.payments.approveWallet(second.id)]);
    const outcomes = await Promise.all(
      [first, second, first, second].map((p) => suite.world.ptr.completeReissuePayment(a.booking.reference, a.quote.id, p.id)),
    );
    const request = (await suite.world.ptr.request(a.booking.reference, a.quote.id))!;
    expect(request.status).toBe("in_process");
    const winner =
      request.optionId && [first, second].find((p) => outcomes.some((o) => o.kind === "accepted" && o.request.id === request.id));
    expect(winner).toBeTruthy();
    const refunds = [await refunded(first.id), await refunded(second.id)].sort((x, y) => x! - y!);
    expect(refunds).toEqual([0, a.option.amountDue.amount]);
    expect(await refunded(a.payment.id)).toBe(0);
    expect(await executeJobs()).toHaveLength(1);
  });

  /** Sends two acceptances at once; exactly one must win and the other must say why. */
  async function race(accepts: (() => Promise<unknown>)[]) {
    const settled = await Promise.allSettled(accepts.map((f) => f()));
    return settled.map((s) => (s.status === "fulfilled" ? s.value : s.reason)) as unknown[];
  }

  it("a void and a refund for the same traveller sent together: one accepted, the other told why (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      clock = START;
      const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
      const voidQuote = await suite.world.ptr.quoteVoid(a.booking.reference, [0]);
      const refundQuote = await suite.world.ptr.quoteRefund(a.booking.reference, [0, 1]);
      const [v, r] = await race([
        () => suite.world.ptr.execute(a.booking.reference, "void", voidQuote.id),
        () => suite.world.ptr.execute(a.booking.reference, "refund", refundQuote.id),
      ]);
      const won = [v, r].filter((x) => !isFlightError(x) && (x as PtrRequestView).status === "in_process");
      expect(won, `round ${round}`).toHaveLength(1);
      const lost = [v, r].find((x) => isFlightError(x)) as Error;
      const winner = won[0] as PtrRequestView;
      expect(lost.message).toBe(PTR_MESSAGES.travellersBusy(winner.type));
      expect(await openRequests(a.booking.reference)).toHaveLength(1);
    }
  });

  it("a date change and a refund for the same traveller sent together: one accepted; a paid change that lost is refunded (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      clock = START;
      const a = await changeQuote([adult(), adult("Santos", "Maria")], [1]);
      const refundQuote = await suite.world.ptr.quoteRefund(a.booking.reference, [1]);
      const key = `change-race-${round}`;
      const [change, refund] = await race([
        () =>
          suite.world.ptr.executeReissue(a.booking.reference, a.quote.id, {
            optionId: a.option.id,
            idempotencyKey: key,
            method: { type: "card", card },
          }),
        () => suite.world.ptr.execute(a.booking.reference, "refund", refundQuote.id),
      ]);
      const open = await openRequests(a.booking.reference);
      expect(open, `round ${round}`).toHaveLength(1);
      const paid = await suite.world.payments.findByIdempotencyKey(key);
      if (open[0].type === "reissue") {
        expect((change as { kind: string }).kind).toBe("accepted");
        expect((refund as Error).message).toBe(PTR_MESSAGES.travellersBusy("reissue"));
        expect(paid?.amountRefunded.amount).toBe(0);
      } else {
        expect((refund as PtrRequestView).status).toBe("in_process");
        const message = isFlightError(change) ? change.message : (change as { message?: string }).message;
        expect(message).toMatch(/^A refund request for these travellers is already in process\. Wait until it completes\./);
        // Charged before it lost: given back in full.
        if (paid) expect(paid.amountRefunded.amount).toBe(paid.status === "succeeded" ? paid.amount.amount : 0);
      }
      expect(await refunded(a.payment.id)).toBe(0);
    }
  });

  it("the execute job run three times at once changes the booking once and charges once", async () => {
    const a = await changeQuote();
    const outcome = await suite.world.ptr.executeReissue(a.booking.reference, a.quote.id, {
      optionId: a.option.id,
      idempotencyKey: "change-jobs-1",
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    clock = new Date(clock.getTime() + 15 * 60_000);
    await Promise.all([1, 2, 3].map(() => suite.world.ptr.runExecute(a.quote.id)));
    const booking = (await suite.world.flights.getBooking(a.booking.reference))!;
    expect(booking.total.amount).toBe(a.booking.total.amount + a.option.amountDue.amount);
    expect(booking.tickets.map((t) => t.status)).toEqual(["exchanged", "issued"]);
    expect(booking.events.filter((e) => e.type === "reissued")).toHaveLength(1);
    expect((await suite.world.ptr.request(a.booking.reference, a.quote.id))?.resolution).toBe("reissued");
    expect(await refunded((await suite.world.payments.findByIdempotencyKey("change-jobs-1"))!.id)).toBe(0);
  });
});
