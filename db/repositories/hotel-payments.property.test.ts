/**
 * The money invariant of hotel bookings over random sequences (issue 16), on PGlite and, under
 * `npm test`, on PostgreSQL with each step's actions run concurrently through the real pool: card
 * payments from several tabs, declined cards, GCash payments approved, cancelled or approved late,
 * payments the checkout never saw (a tab from before, a gateway that could not cancel), the return
 * page, the settle job, cancellation and expiry. After the settle jobs have run, for every booking:
 * money taken − money refunded = what the traveller owes, and every succeeded payment is the
 * booking's one kept payment or refunded in full.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOTEL_PAYMENT_WINDOW_MS } from "../../core/hotels/hotel-payments.ts";
import { isHotelError } from "../../core/hotels/supplier.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { testDatabaseKind, onTestDatabase } from "../test-database.ts";
import { CARD, DECLINED_CARD, GCASH, hotelCheckoutFixture, owed } from "./hotel-payments.fixture.ts";

const f = onTestDatabase((database) => hotelCheckoutFixture(database.db));

type Step =
  | { t: "card" | "declined" | "wallet" | "stray" | "settle" | "cancel" | "expire" }
  | { t: "approve" | "walletCancel" | "return"; i: number };

const simple = (t: "card" | "declined" | "wallet" | "stray" | "settle" | "cancel" | "expire") => fc.constant<Step>({ t });
const onWallet = (t: "approve" | "walletCancel" | "return") => fc.nat(5).map((i): Step => ({ t, i }));
// Weighted towards what makes money move twice: tabs paying, payments outside the claim, approvals.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: simple("card"), weight: 3 },
  { arbitrary: simple("stray"), weight: 3 },
  { arbitrary: onWallet("approve"), weight: 4 },
  { arbitrary: simple("wallet"), weight: 2 },
  { arbitrary: onWallet("return"), weight: 2 },
  { arbitrary: simple("declined"), weight: 1 },
  { arbitrary: onWallet("walletCancel"), weight: 1 },
  { arbitrary: simple("settle"), weight: 1 },
  { arbitrary: simple("cancel"), weight: 1 },
  { arbitrary: simple("expire"), weight: 1 },
);

/** Refusals a traveller may meet (in progress, not payable, not cancellable, not waiting): answers, not faults. */
function expected(error: unknown): boolean {
  return isHotelError(error) || isPaymentRequestError(error);
}

async function money(reference: string) {
  const b = (await f.store.get(reference))!;
  return { b, ledger: await f.ledger(reference) };
}

describe(`hotel payment invariant (${testDatabaseKind})`, () => {
  it("for every booking, after any interleaving: taken − refunded = owed, and no payment is left unaccounted", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        async (penalty, batches) => {
          const { reference } = await f.newBooking({ penalty });
          const wallets: string[] = [];
          const walletOf = (i: number) => (wallets.length ? wallets[i % wallets.length] : null);
          const run = async (s: Step): Promise<void> => {
            const key = `prop-${randomUUID()}`;
            switch (s.t) {
              case "card":
              case "declined":
                await f.pay(reference, key, s.t === "card" ? CARD : DECLINED_CARD);
                return;
              case "wallet": {
                const outcome = await f.pay(reference, key, GCASH);
                if (outcome.status === "requires_action") wallets.push((await f.payments.findByIdempotencyKey(key))!.id);
                return;
              }
              case "stray":
                wallets.push((await f.strayWallet(reference, key)).id);
                return;
              case "approve":
              case "walletCancel":
              case "return": {
                const id = walletOf(s.i);
                if (!id) return;
                if (s.t === "approve") await f.payments.approveWallet(id);
                else if (s.t === "walletCancel") await f.payments.cancel(id);
                else await f.checkout.complete(reference, id);
                return;
              }
              case "settle":
                await f.runSettleJobs(reference);
                return;
              case "cancel":
                await f.checkout.cancel(reference);
                return;
              case "expire":
                f.advance(HOTEL_PAYMENT_WINDOW_MS + 1);
                await f.checkout.expirePending();
                return;
            }
          };
          for (const batch of batches) {
            const results = await Promise.allSettled(batch.map(run));
            for (const r of results) if (r.status === "rejected" && !expected(r.reason)) throw r.reason;
            // Mid-way a payment may have taken money the return page or job has not refunded yet; never less than owed.
            const mid = await money(reference);
            expect(mid.ledger.taken - mid.ledger.refunded).toBeGreaterThanOrEqual(owed(mid.b));
          }
          // Whatever the tabs did, the settle jobs run (the gateway decides or expires waiting payments by then).
          f.advance(31 * 60_000);
          await f.runSettleJobs(reference);
          const { b, ledger } = await money(reference);
          expect(ledger.taken - ledger.refunded).toBe(owed(b));
          for (const p of ledger.succeeded) {
            const kept = p.id === b.paymentId && (b.status === "confirmed" || b.status === "cancelled");
            if (!kept) expect(p.refunded).toBe(p.amount);
          }
          if (b.status === "confirmed") expect(ledger.succeeded.some((p) => p.id === b.paymentId && p.refunded === 0)).toBe(true);
        },
      ),
      // PGlite runs one query at a time (slow, and no real races): fewer runs; PostgreSQL is where races happen.
      { numRuns: testDatabaseKind === "postgres" ? 40 : 12 },
    );
  }, 120_000);
});
