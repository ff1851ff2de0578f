/**
 * A payment serves only its own booking and purpose (issue 23), over random sequences that reuse
 * payment keys across bookings, purposes and kinds: flight checkout keys sent to date changes and to
 * hotels, hotel keys sent to other stays and to date changes, change keys sent to other changes, and
 * the return pages given any payment at all (another stay's, the ticket's, another change's). Wallets
 * are approved late or never, cards go through, jobs run. On PostgreSQL each batch runs concurrently.
 *
 * After each sequence:
 * - every payment names its purpose, and every booking is served only by payments made for it (a
 *   flight's "paid" and "reissued" records, a hotel's kept payment);
 * - every refund comes from a payment made for the booking it was given back for, and none comes from
 *   a payment its booking keeps (a confirmed stay's payment, a ticket's checkout payment);
 * - money taken − money refunded = what the traveller owes, for every hotel booking and every flight family.
 */
import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePurposeKey } from "../../contracts/payments.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { isHotelError } from "../../core/hotels/supplier.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { flightBooking, flightPtrRequest, hotelBooking, payment, paymentRefund } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { CARD, GCASH, hotelCheckoutFixture } from "./hotel-payments.fixture.ts";
import { bookingMoney, moneyBreaches } from "./money-invariant.ts";
import { adult, bookingFamilies, card, ptrSuite } from "./post-ticketing.fixture.ts";

const START = new Date("2026-12-01T02:00:00Z");

type Op =
  | { t: "hotel"; h: number; key: number; wallet: boolean }
  | { t: "change"; b: number; key: number; wallet: boolean }
  | { t: "approve"; i: number }
  | { t: "hotelReturn"; h: number; i: number }
  | { t: "changeReturn"; b: number; i: number }
  | { t: "refund"; b: number }
  | { t: "cancelHotel"; h: number }
  | { t: "jobs" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant("hotel" as const), h: fc.nat(1), key: fc.nat(20), wallet: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant("change" as const), b: fc.nat(1), key: fc.nat(20), wallet: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("approve" as const), i: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("hotelReturn" as const), h: fc.nat(1), i: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("changeReturn" as const), b: fc.nat(1), i: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("refund" as const), b: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("cancelHotel" as const), h: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.constant({ t: "jobs" as const }) },
);
const sequenceArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 6 });

describe(`payments serve only their purpose, with keys reused across bookings and kinds (${testDatabaseKind})`, () => {
  let clock = START;
  const now = () => clock;
  const suite = ptrSuite(now, "pp");
  let hotels: ReturnType<typeof hotelCheckoutFixture>;
  beforeAll(() => {
    hotels = hotelCheckoutFixture(suite.database.db);
  });

  /** An answer the app gives a traveller (refused, in progress, not ours) is fine; anything else is a fault. */
  const refused = (error: unknown) => {
    if (isFlightError(error) || isHotelError(error) || isPaymentRequestError(error)) return null;
    throw error;
  };

  it("no booking is served by a payment made for another, no refund comes from a payment its booking keeps, and the money adds up", async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, fc.integer({ min: 1, max: 1_000_000 }), async (batches, salt) => {
        clock = START;
        await suite.clear();
        const flights = [
          await suite.world.ticketed("economy-classic", [adult()]),
          await suite.world.ticketed("economy-classic", [adult("Santos", "Maria")]),
        ];
        const stays = [await hotels.newBooking(), await hotels.newBooking()];
        // Every key anyone used, the tickets' own among them: the pool an attacker reuses from.
        const keys = flights.map((f) => f.payment.idempotencyKey);
        let fresh = 0;
        const keyOf = (n: number) => (n < keys.length ? keys[n] : `pp-${salt}-${++fresh}-${Math.random().toString(36).slice(2, 8)}`);
        const paymentIds = flights.map((f) => f.payment.id);
        const quotes = new Map<string, { id: string; optionId: string }>();

        async function quoteFor(reference: string) {
          const live = quotes.get(reference);
          if (live) return live;
          const q = await suite.world.ptr.quoteReissue(reference, ["2026-12-20"]).catch(refused);
          const option = q?.quote?.options?.[0];
          if (!q || !option) return null;
          const made = { id: q.id, optionId: option.id };
          quotes.set(reference, made);
          return made;
        }

        async function remember(key: string) {
          if (!keys.includes(key)) keys.push(key);
          const p = await suite.world.payments.findByIdempotencyKey(key);
          if (p && !paymentIds.includes(p.id)) paymentIds.push(p.id);
        }

        async function run(op: Op) {
          switch (op.t) {
            case "hotel": {
              const key = keyOf(op.key);
              await hotels.pay(stays[op.h].reference, key, op.wallet ? GCASH : CARD).catch(refused);
              return remember(key);
            }
            case "change": {
              const reference = flights[op.b].booking.reference;
              const q = await quoteFor(reference);
              if (!q) return;
              const key = keyOf(op.key);
              const method = op.wallet ? GCASH : { type: "card" as const, card };
              await suite.world.ptr.executeReissue(reference, q.id, { optionId: q.optionId, idempotencyKey: key, method }).catch(refused);
              return remember(key);
            }
            case "approve": {
              const id = paymentIds[op.i % paymentIds.length];
              await suite.world.payments.approveWallet(id).catch(refused);
              return;
            }
            case "hotelReturn":
              await hotels.checkout.complete(stays[op.h].reference, paymentIds[op.i % paymentIds.length]).catch(refused);
              return;
            case "changeReturn": {
              const reference = flights[op.b].booking.reference;
              const q = quotes.get(reference);
              if (q) await suite.world.ptr.completeReissuePayment(reference, q.id, paymentIds[op.i % paymentIds.length]).catch(refused);
              return;
            }
            case "refund": {
              const reference = flights[op.b].booking.reference;
              const q = await suite.world.ptr.quoteRefund(reference, [0]).catch(refused);
              if (q) await suite.world.ptr.execute(reference, "refund", q.id).catch(refused);
              return;
            }
            case "cancelHotel": {
              const quote = await hotels.checkout.cancelQuote(stays[op.h].reference).catch(refused);
              if (quote) await hotels.checkout.cancel(stays[op.h].reference, { quoteToken: quote.quoteToken }).catch(refused);
              return;
            }
            case "jobs":
              return jobs(16);
          }
        }

        async function jobs(minutes: number) {
          clock = new Date(clock.getTime() + minutes * 60_000);
          hotels.advance(minutes * 60_000);
          await suite.world.jobs.runDue();
          for (const s of stays) await hotels.runSettleJobs(s.reference);
        }

        for (const batch of batches) await Promise.all(batch.map(run));
        // Every wallet left open is approved at last (the worst case), then every job runs to the end.
        for (const id of paymentIds) await suite.world.payments.approveWallet(id).catch(refused);
        for (let i = 0; i < 6; i++) await jobs(31);

        const broken = await check(
          flights.map((f) => f.booking.reference),
          stays.map((s) => s.reference),
        );
        expect(broken).toEqual([]);
      }),
      {
        numRuns: testDatabaseKind === "postgres" ? 20 : 3,
        endOnFailure: true,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    );
  }, 180_000);

  /** Every breach of the invariants, in words. */
  async function check(flightRoots: string[], stayRefs: string[]): Promise<string[]> {
    const broken: string[] = [];
    const db = suite.database.db;
    const allFlightRefs = (await db.select({ r: flightBooking.reference }).from(flightBooking)).map((x) => x.r);
    const { bookings, families } = await bookingFamilies(suite.world, allFlightRefs);
    const familyOf = new Map<string, string[]>();
    for (const members of families.values()) for (const m of members) familyOf.set(m, members);
    const payments = await db
      .select()
      .from(payment)
      .where(inArray(payment.reference, [...allFlightRefs, ...stayRefs]));
    const byId = new Map(payments.map((p) => [p.id, p]));
    const purposeOf = (id: string) => parsePurposeKey(byId.get(id)?.purpose);

    for (const p of payments) if (!parsePurposeKey(p.purpose)) broken.push(`payment ${p.id} names no purpose (${p.purpose})`);

    // Served only by payments made for it.
    for (const [ref, b] of bookings) {
      const family = familyOf.get(ref) ?? [ref];
      for (const e of b.events) {
        const id = typeof e.detail.paymentId === "string" ? e.detail.paymentId : null;
        if (!id || (e.type !== "paid" && e.type !== "reissued")) continue;
        const purpose = purposeOf(id);
        const ok =
          e.type === "paid"
            ? purpose?.type === "flight-checkout" && purpose.reference === ref
            : purpose?.type === "flight-change" && family.includes(purpose.reference) && purpose.requestId === e.detail.requestId;
        if (!ok) broken.push(`${ref}: its ${e.type} record names payment ${id}, made for ${byId.get(id)?.purpose}`);
      }
    }
    const stayRows = await db.select().from(hotelBooking).where(inArray(hotelBooking.reference, stayRefs));
    for (const s of stayRows) {
      if (!s.paymentId) continue;
      const purpose = purposeOf(s.paymentId);
      if (purpose?.type !== "hotel-stay" || purpose.reference !== s.reference)
        broken.push(`stay ${s.reference} is paid by ${s.paymentId}, made for ${byId.get(s.paymentId)?.purpose}`);
    }

    // Refunds: from a payment made for the booking they went back for; never from one its booking keeps.
    const requests = await db.select().from(flightPtrRequest);
    const requestRef = new Map(requests.map((r) => [r.id, r.reference]));
    const refunds = payments.length
      ? await db
          .select()
          .from(paymentRefund)
          .where(
            inArray(
              paymentRefund.paymentId,
              payments.map((p) => p.id),
            ),
          )
      : [];
    for (const r of refunds) {
      const purpose = purposeOf(r.paymentId);
      const key = r.idempotencyKey;
      let forRef: string | null = null;
      let kind: "flight" | "hotel" = "flight";
      let m: RegExpExecArray | null;
      if ((m = /^hotel-cancel-(.+)$/.exec(key))) [forRef, kind] = [m[1], "hotel"];
      else if (key.startsWith("hotel-unkept-")) [forRef, kind] = [purpose?.reference ?? null, "hotel"];
      else if ((m = /^ptr(?:-addons)?:([0-9a-f-]{36}):/.exec(key))) forRef = requestRef.get(m[1]) ?? null;
      else if (key.startsWith("ptr-return:") || key.startsWith("refund:")) forRef = purpose?.reference ?? null;
      const fits =
        forRef !== null &&
        purpose !== null &&
        (kind === "hotel"
          ? purpose.type === "hotel-stay" && purpose.reference === forRef
          : purpose.type !== "hotel-stay" && (familyOf.get(forRef) ?? [forRef]).includes(purpose.reference));
      if (!fits) broken.push(`refund ${key} of ${r.amount} came from payment ${r.paymentId}, made for ${byId.get(r.paymentId)?.purpose}`);
    }
    for (const s of stayRows) {
      if (s.status !== "confirmed" || !s.paymentId) continue;
      const back = refunds.filter((r) => r.paymentId === s.paymentId).reduce((sum, r) => sum + r.amount, 0);
      if (back) broken.push(`stay ${s.reference} is confirmed but ${back} of its payment went back`);
    }
    for (const [ref, b] of bookings) {
      for (const e of b.events) {
        if (e.type !== "paid" || typeof e.detail.paymentId !== "string") continue;
        const dup = refunds.filter((r) => r.paymentId === e.detail.paymentId && r.idempotencyKey.startsWith("refund:"));
        if (dup.length) broken.push(`${ref}: its ticket's payment was refunded as not needed`);
      }
    }

    // Money, per stay and per flight family (db/repositories/money-invariant.ts).
    broken.push(...moneyBreaches(await bookingMoney(db, { hotels: stayRefs, flightRoots })));
    return broken;
  }
});
