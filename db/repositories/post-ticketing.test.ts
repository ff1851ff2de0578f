/**
 * Post-ticketing requests on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * with a clock the test moves: the void window at its edges, requests that move from in process to
 * completed when their time comes (run by database jobs, picked up by a second runner when the first
 * one stops), refunds through the sandbox gateway that never pay twice, reissues that give the old
 * seats back, and every refusal of the "must withstand" list changing nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import { PTR_EXECUTE_JOB, REFUND_AGENCY_FEE, VOID_FEE } from "../../core/flights/post-ticketing.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { openDatabase, type Database } from "../client.ts";
import { flightBooking, flightInventory, job } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { createJobStore } from "./job-store.ts";
import { adult, card, contact, expectFlightError, inventoryKey, ptrSuite, seatsSold } from "./post-ticketing.fixture.ts";

/** 10:00 in Manila on 1 December 2026. */
const START = new Date("2026-12-01T02:00:00Z");

describe(`post-ticketing requests (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const mails: MailMessage[] = [];
  const suite = ptrSuite(now, "a", {
    mails,
    eachTest: () => {
      clock = START;
    },
  });
  const build = suite.harness.build;
  let second: Database | undefined;
  beforeAll(async () => {
    if (suite.database.url) second = await openDatabase({ url: suite.database.url });
  });
  afterAll(() => second?.close());

  const pick = (family: string, date?: string, adults?: number, infants?: number): Promise<FareItinerary> =>
    suite.world.pick(family, date, adults, infants);
  const ticketed = (family?: string, passengers?: PassengerInput[]) => suite.world.ticketed(family, passengers);

  const soldOf = (key: string) => seatsSold(suite.database.db, key);

  it("voids on the day of ticketing until 23:59:59 Philippine time, and says so plainly at midnight", async () => {
    const a = await ticketed();
    clock = new Date("2026-12-01T15:59:59Z"); // 23:59:59 in Manila
    const quote = await suite.world.ptr.quoteVoid(a.booking.reference, [0]);
    expect(quote).toMatchObject({ type: "void", status: "completed", resolution: "quote_ready" });
    expect(quote.quote?.amountBack.amount).toBe(a.booking.total.amount - VOID_FEE);
    expect(quote.quote?.voidWindowEndsAt).toBe("2026-12-01T16:00:00.000Z");

    clock = new Date("2026-12-01T16:00:00Z"); // midnight: the window has closed
    await expectFlightError(suite.world.ptr.quoteVoid(a.booking.reference, [0]), PTR_MESSAGES.voidWindowExpired);
    // A quote made before midnight cannot be accepted after it either.
    await expectFlightError(suite.world.ptr.execute(a.booking.reference, "void", quote.id), PTR_MESSAGES.voidWindowExpired);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.tickets[0].status).toBe("issued");
  });

  it("a void moves from in process to completed when its job runs; seats and money go back once, however often it is accepted", async () => {
    const a = await ticketed();
    const key = inventoryKey(a.fare);
    const soldWithBooking = await soldOf(key);
    const quote = await suite.world.ptr.quoteVoid(a.booking.reference, [0]);
    // Two clicks and a retry: one acceptance, one job.
    const [x, y] = await Promise.all([
      suite.world.ptr.execute(a.booking.reference, "void", quote.id),
      suite.world.ptr.execute(a.booking.reference, "void", quote.id),
    ]);
    const z = await suite.world.ptr.execute(a.booking.reference, "void", quote.id);
    for (const r of [x, y, z]) expect(r).toMatchObject({ status: "in_process", expectedBy: "2026-12-01T02:05:00.000Z" });
    expect(await suite.database.db.select().from(job).where(eq(job.name, PTR_EXECUTE_JOB))).toHaveLength(1);
    // A second void while this one is in process is refused.
    await expectFlightError(suite.world.ptr.quoteVoid(a.booking.reference, [0]), PTR_MESSAGES.alreadyOpen("void"));

    expect(await suite.world.jobs.runDue()).toBe(0); // not due yet
    expect((await suite.world.ptr.request(a.booking.reference, quote.id))?.status).toBe("in_process");
    clock = new Date(START.getTime() + 5 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue(); // the mail job
    const done = await suite.world.ptr.request(a.booking.reference, quote.id);
    expect(done).toMatchObject({ status: "completed", resolution: "voided" });
    const booking = await suite.world.flights.getBooking(a.booking.reference);
    expect(booking?.status).toBe("voided");
    expect(booking?.tickets.map((t) => t.status)).toEqual(["voided"]);
    expect(await soldOf(key)).toBe((soldWithBooking ?? 0) - 1);
    const payment = await suite.world.payments.get(a.payment.id);
    expect(payment?.amountRefunded.amount).toBe(a.booking.total.amount - VOID_FEE);
    expect(mails.map((m) => m.subject)).toEqual([`Void request for booking ${a.booking.reference}: voided`]);
    // Executing again afterwards changes nothing.
    expect((await suite.world.ptr.execute(a.booking.reference, "void", quote.id)).resolution).toBe("voided");
    expect((await suite.world.payments.get(a.payment.id))?.amountRefunded.amount).toBe(a.booking.total.amount - VOID_FEE);
  });

  it("a job whose runner stopped is picked up by a second runner once its lease runs out", async () => {
    const a = await ticketed();
    const quote = await suite.world.ptr.quoteVoid(a.booking.reference, [0]);
    await suite.world.ptr.execute(a.booking.reference, "void", quote.id);
    clock = new Date(START.getTime() + 5 * 60_000);
    // Runner "a" claims the job and dies before finishing it.
    const claimed = await createJobStore(suite.database.db).claim({
      names: [PTR_EXECUTE_JOB],
      workerId: "a",
      now: clock,
      leaseUntil: new Date(clock.getTime() + 60_000),
      limit: 1,
    });
    expect(claimed).toHaveLength(1);
    await suite.world.jobs.stop();
    const other = build((second ?? suite.database).db, "b");
    expect(await other.jobs.runDue()).toBe(0); // still leased to "a"
    expect((await suite.world.ptr.request(a.booking.reference, quote.id))?.status).toBe("in_process");
    clock = new Date(clock.getTime() + 61_000);
    await other.jobs.runDue();
    expect(await other.ptr.request(a.booking.reference, quote.id)).toMatchObject({ status: "completed", resolution: "voided" });
    suite.world = build(suite.database.db, "a2");
  });

  it("refunds a refundable fare less the penalty and the agency fee; a second refund of the ticket is refused", async () => {
    const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
    const perAdult = a.booking.itinerary.perPassenger[0].totalFare.amount;
    const penalty = a.booking.itinerary.penalties.refund.fee?.amount ?? 0;
    expect(penalty).toBe(2500_00);
    clock = new Date("2026-12-03T02:00:00Z"); // two days later: outside the void window
    await expectFlightError(suite.world.ptr.quoteVoid(a.booking.reference, [0]), PTR_MESSAGES.voidWindowExpired);
    const quote = await suite.world.ptr.quoteRefund(a.booking.reference, [1]);
    expect(quote.quote?.amountBack.amount).toBe(perAdult - penalty - REFUND_AGENCY_FEE);
    const accepted = await suite.world.ptr.execute(a.booking.reference, "refund", quote.id);
    expect(accepted.expectedBy).toBe("2026-12-03T02:30:00.000Z");
    clock = new Date("2026-12-03T02:30:00Z");
    await suite.world.jobs.runDue();
    expect((await suite.world.ptr.request(a.booking.reference, quote.id))?.resolution).toBe("refunded");
    const booking = await suite.world.flights.getBooking(a.booking.reference);
    expect(booking?.status).toBe("ticketed"); // one traveller still flies
    expect(booking?.tickets.map((t) => t.status)).toEqual(["issued", "refunded"]);
    expect((await suite.world.payments.get(a.payment.id))?.amountRefunded.amount).toBe(perAdult - penalty - REFUND_AGENCY_FEE);
    await expectFlightError(suite.world.ptr.quoteRefund(a.booking.reference, [1]), "The ticket of Maria Santos has already been refunded.");
  });

  it("a non-refundable fare gives back the taxes only; an expired quote or none at all cannot be executed", async () => {
    const a = await ticketed("tipid");
    clock = new Date("2026-12-05T02:00:00Z");
    const taxes = a.booking.itinerary.perPassenger[0].taxes.reduce((s, t) => s + t.amount.amount, 0);
    const quote = await suite.world.ptr.quoteRefund(a.booking.reference, [0]);
    expect(quote.quote?.amountBack.amount).toBe(Math.max(0, taxes - REFUND_AGENCY_FEE));
    await expectFlightError(
      suite.world.ptr.execute(a.booking.reference, "refund", "00000000-0000-0000-0000-000000000000"),
      PTR_MESSAGES.noQuote,
    );
    await expectFlightError(suite.world.ptr.execute(a.booking.reference, "void", quote.id), PTR_MESSAGES.noQuote);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await expectFlightError(suite.world.ptr.execute(a.booking.reference, "refund", quote.id), PTR_MESSAGES.quoteExpired);
    expect(await suite.world.jobs.runDue()).toBe(0);
    expect((await suite.world.payments.get(a.payment.id))?.amountRefunded.amount).toBe(0);
  });

  it("reissues to another date paying the difference: new tickets, the old seats back to stock", async () => {
    const a = await ticketed("economy-classic");
    const oldKey = inventoryKey(a.fare);
    const soldBefore = await soldOf(oldKey);
    clock = new Date("2026-12-02T02:00:00Z");
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"]);
    const options = quote.quote?.options ?? [];
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(o.itinerary.fareFamily).toBe("economy-classic");
      expect(o.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-20");
      expect(o.amountDue.amount).toBe(o.fareDifference.amount + 1000_00);
    }
    const option = options[0];
    const outcome = await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
      optionId: option.id,
      idempotencyKey: "reissue-key-1",
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    expect(outcome.request.status).toBe("in_process");
    // The same form sent again: one payment, one request.
    const again = await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
      optionId: option.id,
      idempotencyKey: "reissue-key-1",
      method: { type: "card", card },
    });
    expect(again.kind).toBe("accepted");
    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    expect((await suite.world.ptr.request(a.booking.reference, quote.id))?.resolution).toBe("reissued");
    const booking = await suite.world.flights.getBooking(a.booking.reference);
    expect(booking?.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-20");
    expect(booking?.tickets.map((t) => t.status)).toEqual(["exchanged", "issued"]);
    expect(booking?.total.amount).toBe(a.booking.total.amount + option.amountDue.amount);
    expect(await soldOf(oldKey)).toBe((soldBefore ?? 1) - 1);
    expect(await soldOf(inventoryKey(option.itinerary))).toBeGreaterThan(0);
  });

  it("refuses a reissue to a flight that sold out after the quote, charging nothing", async () => {
    const a = await ticketed("economy-classic");
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-21"]);
    const option = quote.quote!.options![0];
    const key = inventoryKey(option.itinerary);
    await suite.database.db
      .insert(flightInventory)
      .values({ key, capacity: 10, sold: 10 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 10, capacity: 10 } });
    await expectFlightError(
      suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
        optionId: option.id,
        idempotencyKey: "reissue-key-2",
        method: { type: "card", card },
      }),
      /sold out/,
    );
    expect((await suite.world.ptr.request(a.booking.reference, quote.id))?.resolution).toBe("quote_ready");
    expect(await suite.world.payments.findByIdempotencyKey("reissue-key-2")).toBeNull();
  });

  /** A held (unpaid) booking for one adult on the cheapest "economy-classic" fare. */
  async function heldBooking() {
    const fare = await pick("economy-classic");
    const booking = await suite.world.flights.book({
      fareSourceCode: fare.fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
    });
    return { fare, booking };
  }

  it("cancels an unticketed hold, giving the seats back; a ticketed booking cannot be cancelled", async () => {
    const { fare, booking } = await heldBooking();
    const held = await soldOf(inventoryKey(fare));
    const request = await suite.world.ptr.cancelHold(booking.reference);
    expect(request).toMatchObject({ type: "cancel", status: "completed", resolution: "cancelled" });
    expect(await soldOf(inventoryKey(fare))).toBe((held ?? 1) - 1);
    const a = await ticketed();
    await expectFlightError(suite.world.ptr.cancelHold(a.booking.reference), /ticketed/);
    expect((await suite.world.ptr.requests(booking.reference, "completed")).length).toBe(1);
    expect(await suite.world.ptr.requests(booking.reference, "in_process")).toEqual([]);
    expect(request.message).toBe("The hold was cancelled and its seats released. Nothing was charged.");
  });

  it("a hold cancelled while a payment for it is going on says that payment is refunded if it completes, not that nothing was charged", async () => {
    const { booking } = await heldBooking();
    // A payment attempt claimed the booking (the payment page, a wallet tab still open).
    await suite.database.db
      .update(flightBooking)
      .set({ paymentClaimKey: "wallet-tab-open-0001", paymentClaimedAt: new Date() })
      .where(eq(flightBooking.reference, booking.reference));
    const request = await suite.world.ptr.cancelHold(booking.reference);
    expect(request.message).toMatch(
      /^The hold was cancelled and its seats released\. A payment for it was still going through: if it completes, it is refunded in full/,
    );
    expect(request.message).not.toMatch(/Nothing was charged/);
  });
});
