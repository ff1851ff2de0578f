/**
 * Post-ticketing requests on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * with a clock the test moves: the void window at its edges, requests that move from in process to
 * completed when their time comes (run by database jobs, picked up by a second runner when the first
 * one stops), refunds through the sandbox gateway that never pay twice, reissues that give the old
 * seats back, and every refusal of the "must withstand" list changing nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import { PTR_EXECUTE_JOB, REFUND_AGENCY_FEE, VOID_FEE } from "../../core/flights/post-ticketing.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { openDatabase, type Database } from "../client.ts";
import { flightBooking, flightInventory, job, user } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { createJobStore } from "./job-store.ts";
import { adult, card, contact, expectFlightError, ptrSuite } from "./post-ticketing.fixture.ts";

/** 10:00 in Manila on 1 December 2026. */
const START = new Date("2026-12-01T02:00:00Z");

describe(`post-ticketing requests (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const mails: MailMessage[] = [];
  const suite = ptrSuite(now, "a", mails);
  const build = suite.harness.build;
  let second: Database | undefined;
  beforeAll(async () => {
    if (suite.database.url) second = await openDatabase({ url: suite.database.url });
  });
  afterAll(() => second?.close());
  beforeEach(async () => {
    clock = START;
    await suite.clear();
  });

  const pick = (family: string, date?: string, adults?: number, infants?: number): Promise<FareItinerary> =>
    suite.world.pick(family, date, adults, infants);
  const ticketed = (family?: string, passengers?: PassengerInput[]) => suite.world.ticketed(family, passengers);

  const soldOf = async (key: string) =>
    (await suite.database.db.select().from(flightInventory).where(eq(flightInventory.key, key)))[0]?.sold;
  const keyOf = (it: FareItinerary) => {
    const s = it.legs[0].segments[0];
    return `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime.slice(0, 10)}/Y`;
  };

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
    const key = keyOf(a.fare);
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
    const oldKey = keyOf(a.fare);
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
    expect(await soldOf(keyOf(option.itinerary))).toBeGreaterThan(0);
  });

  it("refuses a reissue to a flight that sold out after the quote, charging nothing", async () => {
    const a = await ticketed("economy-classic");
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-21"]);
    const option = quote.quote!.options![0];
    const key = keyOf(option.itinerary);
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

  it("cancels an unticketed hold, giving the seats back; a ticketed booking cannot be cancelled", async () => {
    const fare = await pick("economy-classic");
    const booking = await suite.world.flights.book({
      fareSourceCode: fare.fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
    });
    const held = await soldOf(keyOf(fare));
    const request = await suite.world.ptr.cancelHold(booking.reference);
    expect(request).toMatchObject({ type: "cancel", status: "completed", resolution: "cancelled" });
    expect(await soldOf(keyOf(fare))).toBe((held ?? 1) - 1);
    const a = await ticketed();
    await expectFlightError(suite.world.ptr.cancelHold(a.booking.reference), /ticketed/);
    expect((await suite.world.ptr.requests(booking.reference, "completed")).length).toBe(1);
    expect(await suite.world.ptr.requests(booking.reference, "in_process")).toEqual([]);
  });
  describe("a date change for some travellers splits the booking", () => {
    const infant = (): PassengerInput => ({ ...adult("Dela Cruz", "Baby"), type: "INF", title: "MSTR", dateOfBirth: "2026-03-01" });

    /** Quotes a change of `chosen` to 20 December and accepts the cheapest option, paying by card. */
    async function acceptSplit(reference: string, chosen: number[], key: string) {
      const quote = await suite.world.ptr.quoteReissue(reference, ["2026-12-20"], chosen);
      const option = quote.quote!.options![0];
      const outcome = await suite.world.ptr.executeReissue(reference, quote.id, {
        optionId: option.id,
        idempotencyKey: key,
        method: { type: "card", card },
      });
      expect(outcome.kind).toBe("accepted");
      return { quote, option };
    }

    it("moves 1 of 2 adults to a new booking: seats, tickets, money and the mail follow them; the other stays", async () => {
      const owner = `user-split-${Date.now()}`;
      await suite.database.db
        .insert(user)
        .values({ id: owner, name: "Juan Dela Cruz", email: `${owner}@example.test`, emailVerified: true });
      const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
      await suite.database.db.update(flightBooking).set({ userId: owner }).where(eq(flightBooking.reference, a.booking.reference));
      const oldKey = keyOf(a.fare);
      const soldOld = (await soldOf(oldKey))!;
      const perAdult = a.booking.itinerary.perPassenger[0].totalFare.amount;
      clock = new Date("2026-12-02T02:00:00Z");

      const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1]);
      expect(quote.passengers).toEqual([1]);
      expect(quote.quote?.split).toBe(true);
      expect(quote.quote?.paid.amount).toBe(perAdult);
      expect(quote.quote?.notes[0]).toBe(
        `Maria Santos will get a new booking reference for the new flights; the others keep booking ${a.booking.reference} and their flights.`,
      );
      const option = quote.quote!.options![0];
      // Priced for the one traveller who moves: her new fare against what was paid for her, one change fee.
      expect(option.itinerary.perPassenger).toEqual([expect.objectContaining({ type: "ADT", quantity: 1 })]);
      expect(option.fareDifference.amount).toBe(Math.max(0, option.itinerary.totalFare.amount - perAdult));
      expect(option.changeFee.amount).toBe(1000_00);
      // The new flight's stock, known before the change.
      await suite.database.db
        .insert(flightInventory)
        .values({ key: keyOf(option.itinerary), capacity: 150, sold: 40 })
        .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 40, capacity: 150 } });

      const outcome = await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
        optionId: option.id,
        idempotencyKey: "split-key-1",
        method: { type: "card", card },
      });
      expect(outcome.kind).toBe("accepted");
      clock = new Date(clock.getTime() + 15 * 60_000);
      await suite.world.jobs.runDue();
      await suite.world.jobs.runDue(); // the mail job

      const done = await suite.world.ptr.request(a.booking.reference, quote.id);
      expect(done?.resolution).toBe("reissued");
      const childRef = done!.newReference!;
      expect(childRef).toMatch(/^[A-Z2-9]{6}$/);
      expect(childRef).not.toBe(a.booking.reference);
      expect(done?.message).toContain(`new booking, ${childRef}`);

      const parent = (await suite.world.flights.getBooking(a.booking.reference))!;
      expect(parent.status).toBe("ticketed");
      expect(parent.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
      expect(parent.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-18");
      expect(parent.events.find((e) => e.type === "split")?.detail).toMatchObject({
        toReference: childRef,
        passengers: [1],
        requestId: quote.id,
      });

      const child = (await suite.world.flights.getBooking(childRef))!;
      expect(child.status).toBe("ticketed");
      expect(child.passengers.map((p) => `${p.givenName} ${p.surname}`)).toEqual(["Maria Santos"]);
      expect(child.tickets).toEqual([expect.objectContaining({ passengerIndex: 0, status: "issued" })]);
      expect(child.tickets[0].number).not.toBe(parent.tickets[1].number);
      expect(child.airlinePnr).not.toBe(parent.airlinePnr);
      expect(child.supplierBookingId).not.toBe(parent.supplierBookingId);
      expect(child.contact).toEqual(parent.contact);
      expect(child.userId).toBe(owner);
      expect(child.extras).toEqual(EMPTY_EXTRAS);
      expect(child.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-20");
      expect(child.fareTotal.amount).toBe(option.itinerary.totalFare.amount);
      expect(child.total.amount).toBe(perAdult + option.amountDue.amount);
      expect(child.events.find((e) => e.type === "split")?.detail).toMatchObject({
        fromReference: a.booking.reference,
        requestId: quote.id,
      });
      expect(child.events.filter((e) => e.type === "paid").map((e) => e.detail.paymentId)).toEqual([a.payment.id]);
      // "My trips" lists both.
      expect((await suite.world.flights.bookingsForUser(owner)).map((b) => b.reference).sort()).toEqual(
        [a.booking.reference, childRef].sort(),
      );

      // One seat back on the old flight, one taken on the new one.
      expect(await soldOf(oldKey)).toBe(soldOld - 1);
      expect(await soldOf(keyOf(option.itinerary))).toBe(41);

      const mail = mails.find((m) => m.subject.includes("reissued"))!;
      expect(mail.text).toContain(`New booking reference: ${childRef}`);
      expect(mail.attachments?.map((x) => x.filename)).toEqual([`e-ticket-${childRef}.pdf`]);

      // The moved traveller cannot be changed or refunded on the parent any more; the other one can.
      await expectFlightError(suite.world.ptr.quoteRefund(a.booking.reference, [1]), `Maria Santos has moved to booking ${childRef}.`);
      expect((await suite.world.ptr.quoteRefund(a.booking.reference, [0])).passengers).toEqual([0]);
    });

    it("keeps an infant with an adult: neither left behind nor moved alone", async () => {
      const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria"), infant()]);
      clock = new Date("2026-12-02T02:00:00Z");
      await expectFlightError(
        suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [2]),
        "An infant travels on an adult's lap: choose the adult with the infant.",
      );
      await expectFlightError(
        suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0, 1]),
        "An infant travels on an adult's lap: include the infant with the adult.",
      );
      await expectFlightError(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [5]), PTR_MESSAGES.choosePassengers);
      const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1, 2]);
      expect(quote.quote?.split).toBe(true);
      // One seat-taking traveller pays the change fee; the infant is searched for as an infant.
      expect(quote.quote?.options?.[0].changeFee.amount).toBe(1000_00);
      expect(quote.quote?.options?.[0].itinerary.perPassenger.map((p) => p.type)).toEqual(["ADT", "INF"]);
      // Everyone chosen: no split, the booking itself moves.
      expect((await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"])).quote?.split).toBe(false);
    });

    it("a job run again after the split (a crash before completing) makes no second booking", async () => {
      const none = { amount: 0, currency: "PHP" };
      const noAddOns = { extras: EMPTY_EXTRAS, lines: [], total: none, refunds: [] };
      const stays = { fareMoved: none, addOnsMoved: none, extras: EMPTY_EXTRAS, lines: [], extrasTotal: none };
      const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
      const { quote, option } = await acceptSplit(a.booking.reference, [0], "split-key-2");
      // The supplier's change went through, then the runner died before completing the request.
      const first = await suite.world.supplier.splitReissue(
        a.booking.reference,
        [0],
        option.itinerary,
        { total: a.booking.total, paymentId: null, collected: { amount: 0, currency: "PHP" }, shares: [], addOns: noAddOns, parent: stays },
        quote.id,
      );
      const soldNew = await soldOf(keyOf(option.itinerary));
      const soldOld = await soldOf(keyOf(a.fare));
      const again = await suite.world.supplier.splitReissue(
        a.booking.reference,
        [0],
        option.itinerary,
        { total: a.booking.total, paymentId: null, collected: { amount: 0, currency: "PHP" }, shares: [], addOns: noAddOns, parent: stays },
        quote.id,
      );
      expect(again.child.reference).toBe(first.child.reference);
      clock = new Date(clock.getTime() + 15 * 60_000);
      await suite.world.jobs.runDue();
      const done = await suite.world.ptr.request(a.booking.reference, quote.id);
      expect(done).toMatchObject({ resolution: "reissued", newReference: first.child.reference });
      await suite.world.ptr.runExecute(quote.id); // completed already: nothing to do
      expect(await suite.database.db.select().from(flightBooking)).toHaveLength(2);
      expect(await soldOf(keyOf(option.itinerary))).toBe(soldNew);
      expect(await soldOf(keyOf(a.fare))).toBe(soldOld);
      expect((await suite.world.flights.getBooking(a.booking.reference))?.events.filter((e) => e.type === "split")).toHaveLength(1);
    });

    it("a new flight sold out since the quote: rejected, the difference refunded, the parent unchanged", async () => {
      const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
      const { quote, option } = await acceptSplit(a.booking.reference, [1], "split-key-3");
      const soldOld = await soldOf(keyOf(a.fare));
      await suite.database.db
        .insert(flightInventory)
        .values({ key: keyOf(option.itinerary), capacity: 10, sold: 10 })
        .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 10, capacity: 10 } });
      clock = new Date(clock.getTime() + 15 * 60_000);
      await suite.world.jobs.runDue();
      const done = await suite.world.ptr.request(a.booking.reference, quote.id);
      expect(done?.resolution).toBe("rejected");
      expect(done?.message).toMatch(/sold out.*What you paid for the change was refunded\.$/);
      expect(done?.newReference).toBeNull();
      const paid = await suite.world.payments.findByIdempotencyKey("split-key-3");
      expect(paid?.amountRefunded.amount).toBe(option.amountDue.amount);
      const parent = (await suite.world.flights.getBooking(a.booking.reference))!;
      expect(parent.tickets.map((t) => t.status)).toEqual(["issued", "issued"]);
      expect(parent.events.some((e) => e.type === "split")).toBe(false);
      expect(await soldOf(keyOf(a.fare))).toBe(soldOld);
      expect(await soldOf(keyOf(option.itinerary))).toBe(10);
      expect(await suite.database.db.select().from(flightBooking)).toHaveLength(1);
    });

    it("a refund of the new booking goes back to the original payment, never above what it has left", async () => {
      const a = await ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
      const { quote, option } = await acceptSplit(a.booking.reference, [1], "split-key-4");
      clock = new Date(clock.getTime() + 15 * 60_000);
      await suite.world.jobs.runDue();
      const childRef = (await suite.world.ptr.request(a.booking.reference, quote.id))!.newReference!;
      const change = (await suite.world.payments.findByIdempotencyKey("split-key-4"))!;
      expect(change.amount.amount).toBe(option.amountDue.amount);

      clock = new Date("2026-12-05T02:00:00Z");
      const refund = await suite.world.ptr.quoteRefund(childRef, [0]);
      const back = refund.quote!.amountBack.amount;
      expect(back).toBeGreaterThan(0);
      // Most of the original payment went back already (e.g. the other traveller's refund): leave it less than `back`.
      const room = back - Math.floor(change.amount.amount / 2);
      expect(room).toBeGreaterThan(0);
      await suite.world.payments.refund({
        idempotencyKey: "earlier-refund",
        paymentId: a.payment.id,
        amount: { amount: a.payment.amount.amount - room, currency: "PHP" },
        reason: "Earlier refund",
      });
      const accepted = await suite.world.ptr.execute(childRef, "refund", refund.id);
      expect(accepted.status).toBe("in_process");
      clock = new Date(clock.getTime() + 30 * 60_000);
      await suite.world.jobs.runDue();
      expect((await suite.world.ptr.request(childRef, refund.id))?.resolution).toBe("refunded");
      expect((await suite.world.flights.getBooking(childRef))?.status).toBe("refunded");
      // The original payment gives back exactly what it had left; the rest comes from the change's payment.
      expect((await suite.world.payments.get(a.payment.id))?.amountRefunded.amount).toBe(a.payment.amount.amount);
      expect((await suite.world.payments.get(change.id))?.amountRefunded.amount).toBe(back - room);
      // The parent's remaining traveller is untouched.
      expect((await suite.world.flights.getBooking(a.booking.reference))?.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
    });
  });
});
