import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { ContactInput, FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import type { CheckoutRecord, CheckoutStore } from "../../core/flights/checkout/flight-checkout.ts";
import { PAYABLE, type PaymentClaimStore } from "../../core/flights/checkout/payment-claims.ts";
import type { Db } from "../client.ts";
import { flightBooking, flightBookingEvent, flightCheckout } from "../schema.ts";

type Row = typeof flightCheckout.$inferSelect;

const toRecord = (r: Row): CheckoutRecord => ({
  sessionId: r.sessionId,
  fareSourceCode: r.fareSourceCode,
  fare: r.fare as FareItinerary,
  searchUrl: r.searchUrl,
  expiresAt: r.expiresAt,
  passengers: (r.passengers as PassengerInput[] | null) ?? null,
  contact: (r.contact as ContactInput | null) ?? null,
  extras: r.extras as ExtrasSelection,
  bookingReference: r.bookingReference,
});

export function createCheckoutStore(db: Db): CheckoutStore {
  return {
    async create(record, now) {
      await db
        .insert(flightCheckout)
        .values({ ...record, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    },
    async get(sessionId) {
      const [row] = await db.select().from(flightCheckout).where(eq(flightCheckout.sessionId, sessionId)).limit(1);
      return row ? toRecord(row) : null;
    },
    async update(sessionId, patch, now) {
      await db
        .update(flightCheckout)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(flightCheckout.sessionId, sessionId), isNull(flightCheckout.bookingReference)));
    },
    async claimBooking(sessionId, now, staleBefore) {
      const claimed = await db
        .update(flightCheckout)
        .set({ bookingClaimedAt: now })
        .where(
          and(
            eq(flightCheckout.sessionId, sessionId),
            isNull(flightCheckout.bookingReference),
            or(isNull(flightCheckout.bookingClaimedAt), lt(flightCheckout.bookingClaimedAt, staleBefore)),
          ),
        )
        .returning({ sessionId: flightCheckout.sessionId });
      return claimed.length === 1;
    },
    async setBookingReference(sessionId, reference, now) {
      await db.update(flightCheckout).set({ bookingReference: reference, updatedAt: now }).where(eq(flightCheckout.sessionId, sessionId));
    },
    async setExpiry(sessionId, expiresAt) {
      await db.update(flightCheckout).set({ expiresAt }).where(eq(flightCheckout.sessionId, sessionId));
    },
    async releaseClaim(sessionId) {
      await db
        .update(flightCheckout)
        .set({ bookingClaimedAt: sql`null` })
        .where(and(eq(flightCheckout.sessionId, sessionId), isNull(flightCheckout.bookingReference)));
    },
  };
}

/** A held booking whose hold has not run out at `now`. */
const payable = (now: Date) =>
  and(inArray(flightBooking.status, PAYABLE), or(isNull(flightBooking.holdExpiresAt), gt(flightBooking.holdExpiresAt, now)));

/** Claims on flight bookings for one payment each (core/flights/checkout/payment-claims.ts): conditional updates only. */
export function createPaymentClaimStore(db: Db): PaymentClaimStore {
  async function paidPaymentId(reference: string): Promise<string | null> {
    const [row] = await db.select({ paid: flightBooking.paidPaymentId }).from(flightBooking).where(eq(flightBooking.reference, reference));
    return row?.paid ?? null;
  }

  return {
    async claim(reference, key, now, replacing) {
      const holders = [key, ...(replacing ? [replacing] : [])];
      const claimed = await db
        .update(flightBooking)
        .set({ paymentClaimKey: key, paymentClaimedAt: now, updatedAt: now })
        .where(
          and(
            eq(flightBooking.reference, reference),
            payable(now),
            isNull(flightBooking.paidPaymentId),
            or(isNull(flightBooking.paymentClaimKey), inArray(flightBooking.paymentClaimKey, holders)),
          ),
        )
        .returning({ id: flightBooking.id });
      if (claimed.length === 1) return { ok: true };
      const [row] = await db
        .select({
          status: flightBooking.status,
          holder: flightBooking.paymentClaimKey,
          claimedAt: flightBooking.paymentClaimedAt,
          holdExpiresAt: flightBooking.holdExpiresAt,
          paidPaymentId: flightBooking.paidPaymentId,
        })
        .from(flightBooking)
        .where(eq(flightBooking.reference, reference));
      if (!row) return { ok: false, status: "missing", holder: null, claimedAt: null, holdEnded: false, paidPaymentId: null };
      return {
        ok: false,
        status: row.status,
        holder: row.holder,
        claimedAt: row.claimedAt,
        holdEnded: Boolean(row.holdExpiresAt && row.holdExpiresAt.getTime() <= now.getTime() && PAYABLE.includes(row.status)),
        paidPaymentId: row.paidPaymentId,
      };
    },

    async release(reference, key) {
      await db
        .update(flightBooking)
        .set({ paymentClaimKey: null, paymentClaimedAt: null })
        .where(and(eq(flightBooking.reference, reference), eq(flightBooking.paymentClaimKey, key), isNull(flightBooking.paidPaymentId)));
    },

    async markPaid(reference, payment, now) {
      const marked = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(flightBooking)
          .set({ paidPaymentId: payment.paymentId, updatedAt: now })
          .where(
            and(
              eq(flightBooking.reference, reference),
              payable(now),
              eq(flightBooking.paymentClaimKey, payment.key),
              isNull(flightBooking.paidPaymentId),
            ),
          )
          .returning({ id: flightBooking.id });
        if (!row) return false;
        await tx
          .insert(flightBookingEvent)
          .values({ bookingId: row.id, type: "paid", detail: { paymentId: payment.paymentId, paidWith: payment.paidWith }, at: now });
        return true;
      });
      return marked || (await paidPaymentId(reference)) === payment.paymentId;
    },

    paidPaymentId,
  };
}
