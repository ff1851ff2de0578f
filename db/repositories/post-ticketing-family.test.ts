/**
 * Issue 17, after the first booking, with a family of three (two adults and a child of 7) and paid
 * add-ons, on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 * - a date change carries the bags and meals to the new flights, a seat when the same seat is free
 *   (else its price comes back), as its quote said; the new booking's baggage shows the bag;
 * - after a split each booking holds only its own travellers and its part of what was paid: the two
 *   totals add up to what the gateway took; refunds of both draw only on their own shares;
 * - one refund rule per fare family, the same in the quote, the execution and the mail;
 * - a change leaving a child without an adult is refused with the reason.
 */
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ExtraServicesData, ExtrasSelection, SeatService } from "../../contracts/flight-extras.ts";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { ownTravellerCount } from "../../contracts/flight-checkout.ts";
import { formatMoney } from "../../contracts/money.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import { toBookingRecord } from "../../core/flights/checkout/flight-adapter.ts";
import { travellerBaggage } from "../../core/flights/checkout/traveller-baggage.ts";
import { ownTravellers } from "../../core/flights/booking-money.ts";
import { REFUND_AGENCY_FEE } from "../../core/flights/refund-rules.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { flightBooking, flightInventory, flightSeatAssignment, paymentRefund } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { adult, card, expectFlightError, ptrSuite } from "./post-ticketing.fixture.ts";

const START = new Date("2026-12-01T02:00:00Z");
const child = (): PassengerInput => ({ ...adult("Dela Cruz", "Ana"), type: "CHD", title: "MISS", gender: "F", dateOfBirth: "2019-06-01" });
const family = () => [adult(), adult("Dela Cruz", "Maria"), child()];

/** A 20 kg bag and a seat for the child, a meal and a seat for Maria, a seat for Juan (seats free on `free` too). */
function familyAddOns(free: ReadonlySet<string>) {
  return (offer: ExtraServicesData): ExtrasSelection => {
    const bag = offer.DynamicBaggage[0].Services[0].find((s) => s.ServiceId === "BAG-L0-20")!;
    const meal = offer.DynamicMeal[0].Services[0][0];
    const seats = offer.DynamicSeat[0].rows
      .flatMap((r) => r.seats)
      .filter((s) => s.AvailablityType === "Available" && !s.ExitRow && s.Fare.amount > 0 && free.has(s.SeatCode));
    const seat = (passengerIndex: number, s: SeatService) => ({ flightIndex: 0, passengerIndex, seat: s });
    return {
      baggage: [
        {
          serviceId: bag.ServiceId,
          segmentIndex: 0,
          legIndex: 0,
          passengerQuantities: { 2: 1 },
          behavior: offer.DynamicBaggage[0].Behavior,
        },
      ],
      meals: [
        { serviceId: meal.ServiceId, segmentIndex: 0, legIndex: 0, passengerQuantities: { 1: 1 }, behavior: offer.DynamicMeal[0].Behavior },
      ],
      seats: [seat(0, seats[0]), seat(1, seats[1]), seat(2, seats[2])],
    };
  };
}

describe(`post-ticketing for a family with add-ons (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const mails: MailMessage[] = [];
  const suite = ptrSuite(now, "f", {
    mails,
    eachTest: () => {
      clock = START;
    },
  });

  const flightKey = (it: FareItinerary) => {
    const s = it.legs[0].segments[0];
    return `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime.slice(0, 10)}`;
  };
  const refundsLike = async (pattern: string) =>
    (await suite.database.db.select().from(paymentRefund).where(like(paymentRefund.idempotencyKey, pattern))).reduce(
      (t, r) => t + r.amount,
      0,
    );
  const runJobs = async () => {
    clock = new Date(clock.getTime() + 31 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue();
  };

  /** The flight a change of Maria and the child to 20 December will offer first, and its seats free now. */
  async function nextFlight() {
    const it = await suite.world.pick("economy-classic", "2026-12-20", 1, 0, 1);
    const map = (await suite.world.flights.extraServices(it.fareSourceCode)).DynamicSeat[0];
    return {
      it,
      free: new Set(
        map.rows
          .flatMap((r) => r.seats)
          .filter((s) => s.AvailablityType === "Available")
          .map((s) => s.SeatCode),
      ),
    };
  }

  it("two of three change dates: the child's bag and Maria's meal and seat move, the child's seat taken on the new flight comes back; totals add up", async () => {
    const next = await nextFlight();
    const a = await suite.world.ticketed("economy-classic", family(), "2026-12-18", familyAddOns(next.free));
    const parentRef = a.booking.reference;
    const seats = a.booking.extras.seats;
    const childSeat = seats.find((s) => s.passengerIndex === 2)!.seat;
    // Someone else takes the child's seat on the new flight before the quote.
    const other = await suite.world.ticketed("economy-classic", [adult("Reyes", "Jose")], "2026-12-19");
    const [otherRow] = await suite.database.db.select().from(flightBooking).where(eq(flightBooking.reference, other.booking.reference));
    await suite.database.db
      .insert(flightSeatAssignment)
      .values({ flightKey: flightKey(next.it), seatCode: childSeat.SeatCode, bookingId: otherRow.id, passengerIndex: 0 });

    clock = new Date("2026-12-02T02:00:00Z");
    const quote = await suite.world.ptr.quoteReissue(parentRef, ["2026-12-20"], [1, 2]);
    const option = quote.quote!.options!.find((o) => flightKey(o.itinerary) === flightKey(next.it))!;
    expect(option, "the flight picked for the seats is offered").toBeDefined();
    const moved = option.addOns!.moved.map((l) => l.label).join(" | ");
    expect(moved).toContain("Checked bag 20 kg");
    expect(moved).toContain("Ana Dela Cruz");
    expect(moved).toContain(`Seat ${seats.find((s) => s.passengerIndex === 1)!.seat.SeatCode}`);
    expect(option.addOns!.back).toEqual([{ label: expect.stringContaining(`Seat ${childSeat.SeatCode}`), amount: childSeat.Fare }]);
    expect(option.addOns!.amountBack).toEqual(childSeat.Fare);
    expect(option.addOns!.notes.join(" ")).toMatch(/bags, meals and seats move to the new flights/);
    expect(quote.quote!.notes.join(" ")).not.toMatch(/do not move/);

    const outcome = await suite.world.ptr.executeReissue(parentRef, quote.id, {
      optionId: option.id,
      idempotencyKey: "family-change",
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    await runJobs();
    const done = (await suite.world.ptr.request(parentRef, quote.id))!;
    expect(done.resolution).toBe("reissued");
    const parent = (await suite.world.flights.getBooking(parentRef))!;
    const split = (await suite.world.flights.getBooking(done.newReference!))!;

    // The new booking: Maria and Ana, the bag on Ana's ticket, Maria's meal and seat; Ana's seat refunded.
    expect(split.passengers.map((p) => p.givenName)).toEqual(["Maria", "Ana"]);
    const baggage = travellerBaggage({ fare: split.itinerary, passengers: split.passengers, extras: split.extras });
    expect(baggage[0][1].boughtKg).toBe(20);
    expect(baggage[0][1].text).toContain("20 kg bought");
    expect(split.extras.meals.map((m) => m.passengerQuantities)).toEqual([{ 0: 1 }]);
    expect(split.extras.seats.map((s) => [s.passengerIndex, s.seat.SeatCode])).toEqual([[0, seats[1].seat.SeatCode]]);
    expect(split.seats.map((s) => s.seatCode)).toEqual([seats[1].seat.SeatCode]);
    const changePayment = (await suite.world.payments.findByIdempotencyKey("family-change"))!;
    expect(await refundsLike(`ptr-addons:${quote.id}:%`)).toBe(childSeat.Fare.amount);

    // The old booking: Juan only, with his seat; Ana's and Maria's add-ons are gone from it.
    expect(ownTravellers(parent)).toEqual([0]);
    expect(parent.extras.seats.map((s) => s.passengerIndex)).toEqual([0]);
    expect(parent.extras.baggage).toEqual([]);
    expect(parent.extrasTotal).toEqual(seats[0].seat.Fare);
    expect(ownTravellerCount(toBookingRecord(parent)) + ownTravellerCount(toBookingRecord(split))).toBe(3);

    // The two totals add up to what was paid, less the seat that came back; so does what each holds.
    const taken = a.payment.amount.amount + changePayment.amount.amount;
    expect(parent.total.amount + split.total.amount).toBe(taken - childSeat.Fare.amount);
    expect((await suite.world.ptr.paidOn(parentRef)).amount + (await suite.world.ptr.paidOn(split.reference)).amount).toBe(
      taken - childSeat.Fare.amount,
    );
    expect((await suite.world.ptr.paidOn(parentRef)).amount).toBe(parent.total.amount);

    // The mail says what moved and what came back.
    const mail = mails.find((m) => m.subject.includes(parentRef) && m.text.includes("Add-ons on your new flights"))!;
    expect(mail.text).toContain("Checked bag 20 kg");
    expect(mail.text).toContain(`Seats not free on the new flight: ₱${(childSeat.Fare.amount / 100).toFixed(2)}`);
  });

  it("refunds of the split-off booking and its original, accepted together, each draw on their own share only", async () => {
    const a = await suite.world.ticketed("economy-flex", [adult(), adult("Santos", "Maria")]);
    const ticket = a.payment;
    // The new flight nearly full: its fare is far above what was paid, so the moved traveller's refund
    // is more than her share of the ticket's payment.
    const offered = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1]);
    for (const o of offered.quote!.options!) {
      await suite.database.db
        .insert(flightInventory)
        .values({ key: `${flightKey(o.itinerary)}/Y`, capacity: 150, sold: 144 })
        .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 144, capacity: 150 } });
    }
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1]);
    const option = quote.quote!.options![0];
    const perAdult = a.booking.itinerary.perPassenger[0].totalFare.amount;
    expect(option.itinerary.totalFare.amount).toBeGreaterThan(perAdult + 2 * (500_00 + REFUND_AGENCY_FEE));
    await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
      optionId: option.id,
      idempotencyKey: "flex-change",
      method: { type: "card", card },
    });
    await runJobs();
    const childRef = (await suite.world.ptr.request(a.booking.reference, quote.id))!.newReference!;

    const refundChild = await suite.world.ptr.quoteRefund(childRef, [0]);
    const refundParent = await suite.world.ptr.quoteRefund(a.booking.reference, [0]);
    await suite.world.ptr.execute(childRef, "refund", refundChild.id);
    await suite.world.ptr.execute(a.booking.reference, "refund", refundParent.id);
    await runJobs();
    await runJobs();
    for (const [ref, q] of [
      [childRef, refundChild],
      [a.booking.reference, refundParent],
    ] as const) {
      const r = (await suite.world.ptr.request(ref, q.id))!;
      expect(r.resolution, `${ref}: ${r.message}`).toBe("refunded");
      expect(await refundsLike(`ptr:${q.id}:%`)).toBe(q.quote!.amountBack.amount);
    }
    // The split-off booking took no more of the ticket's payment than its traveller's fare.
    const [fromTicket] = await suite.database.db
      .select()
      .from(paymentRefund)
      .where(and(eq(paymentRefund.paymentId, ticket.id), like(paymentRefund.idempotencyKey, `ptr:${refundChild.id}:%`)));
    expect(fromTicket?.amount ?? 0).toBeLessThanOrEqual(perAdult);
  });

  describe("one refund rule per fare family", () => {
    it("a non-refundable fare gives back only the taxes: not the add-ons nor an earlier change fee, in the quote, the refund and the mail", async () => {
      const a = await suite.world.ticketed("tipid", [adult()], "2026-12-18", (offer) => ({
        baggage: [
          {
            serviceId: "BAG-L0-20",
            segmentIndex: 0,
            legIndex: 0,
            passengerQuantities: { 0: 1 },
            behavior: offer.DynamicBaggage[0].Behavior,
          },
        ],
        meals: [],
        seats: [],
      }));
      // A date change first (a change fee paid).
      const change = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-21"]);
      const option = change.quote!.options![0];
      await suite.world.ptr.executeReissue(a.booking.reference, change.id, {
        optionId: option.id,
        idempotencyKey: "tipid-change",
        method: { type: "card", card },
      });
      await runJobs();
      const b = (await suite.world.flights.getBooking(a.booking.reference))!;
      expect(b.extras.baggage).toHaveLength(1); // the bag moved

      const q = (await suite.world.ptr.quoteRefund(b.reference, [0])).quote!;
      const fare = b.itinerary.perPassenger[0];
      const taxes = fare.taxes.reduce((t, x) => t + x.amount.amount, 0);
      expect(q.amountBack.amount).toBe(Math.max(0, taxes - REFUND_AGENCY_FEE));
      expect(q.lines.map((l) => l.label)).toEqual(
        expect.arrayContaining([
          "Fare paid: Juan Dela Cruz",
          "Add-ons paid: Juan Dela Cruz",
          "Add-ons kept (non-refundable fare): Juan Dela Cruz",
          "Earlier date changes paid (change fees)",
          "Earlier change fees kept",
        ]),
      );
      expect(q.lines.reduce((t, l) => t + l.amount.amount, 0)).toBe(q.amountBack.amount);
      expect(q.notes[0]).toBe(
        "Tipid is non-refundable: only the taxes and fees come back; the base fare, the add-ons and earlier change fees do not. Less the agency refund fee of ₱300.00 per ticket (infants free).",
      );
      const refund = await suite.world.ptr.quoteRefund(b.reference, [0]);
      await suite.world.ptr.execute(b.reference, "refund", refund.id);
      await runJobs();
      expect(await refundsLike(`ptr:${refund.id}:%`)).toBe(q.amountBack.amount);
      const mail = mails.find((m) => m.text.includes(`Amount back: ₱`) && m.subject.includes("Refund"))!;
      expect(mail.text).toContain(q.notes[0]);
      expect(mail.text).toContain("Add-ons kept (non-refundable fare): Juan Dela Cruz");
    });

    it("a refundable fare gives back a traveller's own add-ons with their fare, less the penalty", async () => {
      const next = await nextFlight();
      const a = await suite.world.ticketed("economy-classic", family(), "2026-12-18", familyAddOns(next.free));
      const q = (await suite.world.ptr.quoteRefund(a.booking.reference, [1])).quote!;
      const maria = (await suite.world.flights.getBooking(a.booking.reference))!;
      const addOns = maria.events
        .filter((e) => e.type === "extras-priced")
        .flatMap((e) => e.detail.lines as { passengerIndex?: number; amount: { amount: number } }[])
        .filter((l) => l.passengerIndex === 1)
        .reduce((t, l) => t + l.amount.amount, 0);
      expect(addOns).toBeGreaterThan(0);
      expect(q.lines).toContainEqual({ label: "Add-ons paid: Maria Dela Cruz", amount: { amount: addOns, currency: "PHP" } });
      const perAdult = a.booking.itinerary.perPassenger.find((p) => p.type === "ADT")!.totalFare.amount;
      expect(q.amountBack.amount).toBe(perAdult + addOns - 2500_00 - REFUND_AGENCY_FEE);
      expect(q.notes[0]).toMatch(
        /^Economy Classic is refundable: the fare less ₱2,500\.00 per traveller, the taxes and fees and the add-ons/,
      );
    });
  });

  it("a date change of the child alone, or of both adults without the child, is refused with the reason", async () => {
    const a = await suite.world.ticketed("economy-classic", family());
    await expectFlightError(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [2]), PTR_MESSAGES.adultWithChild);
    await expectFlightError(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0, 1]), PTR_MESSAGES.adultStaysWithChild);
    expect(PTR_MESSAGES.adultWithChild).toMatch(/^At least one adult travels with a child/);
    // One adult with the child, or everyone: quoted.
    expect((await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1, 2])).quote?.split).toBe(true);
    expect((await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0, 1, 2])).quote?.split).toBe(false);
  });

  it("a change paid with another card: the trip lists both payments with their cards and amounts, the request and the mail say what the change cost", async () => {
    const a = await suite.world.ticketed("economy-classic", family());
    clock = new Date("2026-12-02T02:00:00Z");
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1, 2]);
    const option = quote.quote!.options!.find((o) => o.amountDue.amount > 0) ?? quote.quote!.options![0];
    const mastercard = { ...card, number: "5555555555554444" };
    const outcome = await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
      optionId: option.id,
      idempotencyKey: "family-mastercard-1",
      method: { type: "card", card: mastercard },
    });
    expect(outcome.kind).toBe("accepted");
    // While in process, the request already says what the change cost and with which card.
    expect(await suite.world.ptr.changePaid(a.booking.reference, quote.id)).toMatchObject({
      paidWith: "Mastercard •••• 4444",
      amount: option.amountDue,
    });
    await runJobs();
    const done = await suite.world.ptr.request(a.booking.reference, quote.id);
    const child = done!.newReference!;

    const parentPayments = await suite.world.ptr.payments(a.booking.reference);
    expect(parentPayments).toEqual([
      expect.objectContaining({
        what: "Tickets",
        paidWith: "Visa •••• 4242",
        amount: a.payment.amount,
        note: expect.stringContaining(`now pays for the travellers on booking ${child}`),
      }),
    ]);
    const childPayments = await suite.world.ptr.payments(child);
    expect(childPayments.map((x) => [x.what, x.paidWith])).toEqual([
      [`Your part of booking ${a.booking.reference}'s payment`, "Visa •••• 4242"],
      ["Date change", "Mastercard •••• 4444"],
    ]);
    expect(childPayments[1].amount).toEqual(option.amountDue);
    const mail = mails.find((m) => m.subject.includes("reissued") && m.text.includes(child))!;
    expect(mail.text).toContain(`Paid for this change: ${formatMoney(option.amountDue)} with Mastercard •••• 4444.`);
  });

  it("a change or refund that would leave the child with only a 12-year-old is refused, naming the airline's rule", async () => {
    // Juan (36), Bea (12: an "adult" fare, not a companion), Ana (7).
    const bea = { ...adult("Dela Cruz", "Bea"), title: "MS", gender: "F" as const, dateOfBirth: "2014-06-01" };
    const a = await suite.world.ticketed("economy-classic", [adult(), bea, child()]);
    const refusal = new RegExp(
      `rule: a child under 12 flies with a companion aged 18 or over.* No traveller left on booking ${a.booking.reference} is 18 or over on .* to fly with Ana Dela Cruz\\.$`,
    );
    // Juan changing dates alone, or refunded alone, would leave Ana with Bea only.
    await expect(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0])).rejects.toThrow(refusal);
    await expect(suite.world.ptr.quoteRefund(a.booking.reference, [0])).rejects.toThrow(refusal);
    // Bea and Ana moving together: the new booking would have no companion for Ana.
    await expect(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1, 2])).rejects.toThrow(
      /No traveller moving to the new booking is 18 or over .* to fly with Ana Dela Cruz\.$/,
    );
    // Juan with Ana, or Bea alone: quoted.
    expect((await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0, 2])).quote?.split).toBe(true);
    expect((await suite.world.ptr.quoteRefund(a.booking.reference, [1])).passengers).toEqual([1]);
  });
});
