import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { ContactInput, FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import type { CheckoutRecord, CheckoutStore } from "../../core/checkout/flight-checkout.ts";
import type { Db } from "../client.ts";
import { flightCheckout } from "../schema.ts";

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
