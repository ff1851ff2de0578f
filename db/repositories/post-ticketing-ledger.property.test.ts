/**
 * Issue 17's invariant over random sequences of booking (a family of three, with or without paid
 * bags, meals and seats), date changes of everyone or some (splits), voids, refunds and jobs, on
 * PGlite and PostgreSQL. After each sequence, for every booking and every family of bookings (one and
 * the ones split off it):
 * - what the bookings hold (`paidOn`) adds up to what the gateway took less what it refunded, and so
 *   do their totals less their voids' and refunds' money back (nothing counted twice after a split);
 * - each booking holds its own travellers only: over a family they count the family once (dashboard);
 * - every request completes, and gives back exactly what its quote said.
 */
import { inArray, like } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExtraServicesData, ExtrasSelection } from "../../contracts/flight-extras.ts";
import { ownTravellerCount } from "../../contracts/flight-checkout.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { toBookingRecord } from "../../core/flights/checkout/flight-adapter.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { flightBooking, flightPtrRequest, payment, paymentRefund } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { adult, bookingFamilies, card, ptrSuite } from "./post-ticketing.fixture.ts";

const START = new Date("2026-12-01T02:00:00Z");
const child = (): PassengerInput => ({ ...adult("Dela Cruz", "Ana"), type: "CHD", title: "MISS", gender: "F", dateOfBirth: "2019-06-01" });

type Op =
  | { kind: "book"; family: "economy-classic" | "tipid"; addOns: boolean }
  | { kind: "change"; booking: number; pax: number[]; date: string }
  | { kind: "void" | "refund"; booking: number; pax: number[] }
  | { kind: "jobs" };

const pax = fc.subarray([0, 1, 2], { minLength: 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      family: fc.constantFrom("economy-classic" as const, "tipid" as const),
      addOns: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("change" as const),
      booking: fc.nat(4),
      pax,
      date: fc.constantFrom("2026-12-20", "2026-12-21"),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom("void" as const, "refund" as const), booking: fc.nat(4), pax }), weight: 2 },
  { arbitrary: fc.constant({ kind: "jobs" as const }), weight: 1 },
);

/** A bag for the child, a meal for the second adult, seats for all three when the offer has them. */
function addOns(offer: ExtraServicesData): ExtrasSelection {
  const bag = offer.DynamicBaggage[0]?.Services[0]?.find((s) => s.ServiceId === "BAG-L0-20");
  const meal = offer.DynamicMeal[0]?.Services[0]?.[0];
  const free = (offer.DynamicSeat[0]?.rows ?? []).flatMap((r) => r.seats).filter((s) => s.AvailablityType === "Available" && !s.ExitRow);
  return {
    baggage: bag
      ? [
          {
            serviceId: bag.ServiceId,
            segmentIndex: 0,
            legIndex: 0,
            passengerQuantities: { 2: 1 },
            behavior: offer.DynamicBaggage[0].Behavior,
          },
        ]
      : [],
    meals: meal
      ? [
          {
            serviceId: meal.ServiceId,
            segmentIndex: 0,
            legIndex: 0,
            passengerQuantities: { 1: 1 },
            behavior: offer.DynamicMeal[0].Behavior,
          },
        ]
      : [],
    seats: free.length >= 3 ? [0, 1, 2].map((p) => ({ flightIndex: 0, passengerIndex: p, seat: free[p * 7] ?? free[p] })) : [],
  };
}

describe(`post-ticketing ledger: every booking's share of the money (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const suite = ptrSuite(now, "l");

  const references = async () =>
    (await suite.database.db.select({ reference: flightBooking.reference, at: flightBooking.createdAt }).from(flightBooking))
      .sort((x, y) => x.at.getTime() - y.at.getTime() || x.reference.localeCompare(y.reference))
      .map((r) => r.reference);

  async function jobs() {
    clock = new Date(clock.getTime() + 31 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue();
  }

  /** Refusals with a message are answers; anything else is a fault. */
  async function tolerate(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      if (!isFlightError(error) && !isPaymentRequestError(error)) throw error;
    }
  }

  let runs = 0;
  async function run(op: Op, refs: string[], keys: { n: number; run: number }) {
    if (op.kind === "jobs") return jobs();
    if (op.kind === "book") {
      await suite.world.ticketed(op.family, [adult(), adult("Dela Cruz", "Maria"), child()], "2026-12-18", op.addOns ? addOns : undefined);
      return;
    }
    if (refs.length === 0) return;
    const ref = refs[op.booking % refs.length];
    const b = (await suite.world.flights.getBooking(ref))!;
    const chosen = op.pax.filter((i) => i < b.passengers.length);
    if (chosen.length === 0) return;
    await tolerate(async () => {
      if (op.kind === "change") {
        const quote = await suite.world.ptr.quoteReissue(ref, [op.date], chosen);
        await suite.world.ptr.executeReissue(ref, quote.id, {
          optionId: quote.quote!.options![0].id,
          idempotencyKey: `ledger-${keys.run}-${keys.n++}`,
          method: { type: "card", card },
        });
      } else {
        const quote = op.kind === "void" ? await suite.world.ptr.quoteVoid(ref, chosen) : await suite.world.ptr.quoteRefund(ref, chosen);
        await suite.world.ptr.execute(ref, op.kind, quote.id);
      }
    });
  }

  async function check(broken: string[]) {
    const { bookings, families } = await bookingFamilies(suite.world, await references());
    for (const [root, members] of families) {
      const payments = await suite.database.db.select().from(payment).where(inArray(payment.reference, members));
      const net = payments.filter((p) => p.status === "succeeded").reduce((t, p) => t + p.amount - p.amountRefunded, 0);
      let held = 0;
      let totals = 0;
      let travellers = 0;
      for (const ref of members) {
        const b = bookings.get(ref)!;
        const paid = (await suite.world.ptr.paidOn(ref)).amount;
        held += paid;
        let back = 0;
        for (const r of await suite.world.ptr.requests(ref, "completed")) {
          if (r.resolution !== "voided" && r.resolution !== "refunded") continue;
          const rows = await suite.database.db
            .select()
            .from(paymentRefund)
            .where(like(paymentRefund.idempotencyKey, `ptr:${r.id}:%`));
          const given = rows.reduce((t, x) => t + x.amount, 0);
          if (given !== r.quote!.amountBack.amount)
            broken.push(`${r.type} ${r.id} on ${ref}: gave back ${given}, quoted ${r.quote!.amountBack.amount}`);
          back += given;
        }
        totals += b.total.amount - back;
        if (b.total.amount - back !== paid) broken.push(`${ref}: total ${b.total.amount} − refunds ${back} ≠ held ${paid}`);
        travellers += ownTravellerCount(toBookingRecord(b));
      }
      if (held !== net) broken.push(`family ${root} (${members.join(", ")}): held ${held}, taken − refunded ${net}`);
      if (totals !== net) broken.push(`family ${root}: totals less refunds ${totals}, taken − refunded ${net}`);
      if (travellers !== 3) broken.push(`family ${root}: ${travellers} travellers on its bookings, 3 in the family`);
    }
  }

  it("per booking and per family: held = taken − refunded, totals agree, each traveller counted once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 10 }), fc.boolean(), async (ops, firstAddOns) => {
        clock = START;
        await suite.clear();
        await suite.world.ticketed(
          "economy-classic",
          [adult(), adult("Dela Cruz", "Maria"), child()],
          "2026-12-18",
          firstAddOns ? addOns : undefined,
        );
        const keys = { n: 0, run: ++runs };
        for (const op of ops) await run(op, await references(), keys);
        for (let i = 0; i < 3; i++) await jobs();
        const broken: string[] = [];
        const open = await suite.database.db
          .select()
          .from(flightPtrRequest)
          .where(inArray(flightPtrRequest.status, ["in_process"]));
        if (open.length) broken.push(`${open.length} requests still in process`);
        await check(broken);
        expect(broken).toEqual([]);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? (testDatabaseKind === "postgres" ? 6 : 5)), endOnFailure: true },
    );
  }, 120_000);
});
