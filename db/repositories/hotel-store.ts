/**
 * Hotel bookings and per-night room availability (core/hotels/hotel-store.ts) on PGlite and
 * PostgreSQL. Overbooking is impossible by construction: a confirmation locks its nights in date
 * order (FOR UPDATE), takes rooms only where `booked + rooms <= units`, and rolls back unless every
 * night had room; a CHECK constraint backs it up.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { CancellationPolicy, HotelBookingStatus, Occupancy } from "../../contracts/hotels.ts";
import type { ConfirmResult, HotelBookingRecord, HotelStore } from "../../core/hotels/hotel-store.ts";
import { currentRequestLanguage, storedLanguage } from "../../core/mail/render.ts";
import { stayNights } from "../../core/hotels/pricing.ts";
import type { Db } from "../client.ts";
import { hotelBooking, hotelRoomNight, user } from "../schema.ts";
import { readMarketCatalog } from "./hotel-market.ts";

type Row = typeof hotelBooking.$inferSelect;

const toRecord = (r: Row): HotelBookingRecord => ({
  id: r.id,
  reference: r.reference,
  userId: r.userId,
  status: r.status as HotelBookingStatus,
  hotelId: r.hotelId,
  roomId: r.roomId,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  rooms: r.rooms,
  occupancy: r.occupancy as Occupancy[],
  guest: {
    firstName: r.guestFirstName,
    lastName: r.guestLastName,
    email: r.guestEmail,
    phone: r.guestPhone,
    specialRequests: r.specialRequests,
  },
  total: { amount: r.total, currency: r.currency },
  policy: r.policy as CancellationPolicy,
  paymentId: r.paymentId,
  paymentClaimKey: r.paymentClaimKey,
  paymentClaimedAt: r.paymentClaimedAt,
  confirmationNumber: r.confirmationNumber,
  refunded: r.refunded,
  failureReason: r.failureReason,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  cancelledAt: r.cancelledAt,
  // Only when one was stored: a record without it is English, as before migration 0021.
  ...languageOf(r.language),
});

const languageOf = (value: unknown) => {
  const language = storedLanguage(value);
  return language ? { language } : {};
};

class SoldOut extends Error {}

export function createHotelStore(db: Db): HotelStore {
  /** With the language its mails go out in: the booker's account's choice, else the booking's own (migration 0021). */
  async function get(reference: string) {
    const [found] = await db
      .select({ row: hotelBooking, accountLanguage: user.language })
      .from(hotelBooking)
      .leftJoin(user, eq(user.id, hotelBooking.userId))
      .where(eq(hotelBooking.reference, reference));
    if (!found) return null;
    const record = toRecord(found.row);
    return { ...record, ...languageOf(found.accountLanguage ?? found.row.language) };
  }

  return {
    // Issue 26: the market-size dataset when this database holds it (read once by the supplier).
    marketCatalog: () => readMarketCatalog(db),

    async bookedCounts(hotelId, nights) {
      const out = new Map<string, Map<string, number>>();
      if (!nights.length) return out;
      const rows = await db
        .select({ roomId: hotelRoomNight.roomId, night: hotelRoomNight.night, booked: hotelRoomNight.booked })
        .from(hotelRoomNight)
        .where(and(eq(hotelRoomNight.hotelId, hotelId), inArray(hotelRoomNight.night, [...nights])));
      for (const r of rows) {
        let m = out.get(r.roomId);
        if (!m) out.set(r.roomId, (m = new Map()));
        m.set(r.night, r.booked);
      }
      return out;
    },

    async createPending(b, now) {
      const [row] = await db
        .insert(hotelBooking)
        .values({
          id: b.id,
          reference: b.reference,
          userId: b.userId,
          status: "pending_payment",
          hotelId: b.hotelId,
          roomId: b.roomId,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          rooms: b.rooms,
          occupancy: b.occupancy,
          guestFirstName: b.guest.firstName,
          guestLastName: b.guest.lastName,
          guestEmail: b.guest.email,
          guestPhone: b.guest.phone,
          specialRequests: b.guest.specialRequests,
          total: b.total.amount,
          currency: b.total.currency,
          policy: b.policy,
          // The language of the page it is booked on (server/middleware/language.ts); none outside a request.
          language: currentRequestLanguage(),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: hotelBooking.reference })
        .returning();
      return row ? toRecord(row) : null;
    },

    get,

    async listForUser(userId) {
      const rows = await db
        .select()
        .from(hotelBooking)
        .where(eq(hotelBooking.userId, userId))
        .orderBy(desc(hotelBooking.createdAt))
        .limit(50);
      return rows.map(toRecord);
    },

    async heldStays(q) {
      const who = [
        q.userId ? eq(hotelBooking.userId, q.userId) : undefined,
        q.email ? sql`lower(${hotelBooking.guestEmail}) = ${q.email.trim().toLowerCase()}` : undefined,
        q.references.length ? inArray(hotelBooking.reference, [...q.references]) : undefined,
      ].filter((c) => c !== undefined);
      if (!who.length) return [];
      const rows = await db
        .select()
        .from(hotelBooking)
        .where(
          and(
            eq(hotelBooking.hotelId, q.hotelId),
            lt(hotelBooking.checkIn, q.checkOut),
            gt(hotelBooking.checkOut, q.checkIn),
            or(
              eq(hotelBooking.status, "confirmed"),
              and(eq(hotelBooking.status, "pending_payment"), isNotNull(hotelBooking.paymentClaimKey)),
            ),
            or(...who),
          ),
        )
        .orderBy(asc(hotelBooking.checkIn), asc(hotelBooking.createdAt))
        .limit(20);
      return rows.map(toRecord);
    },

    async claimPayment(reference, key, replacing, now) {
      const rows = await db
        .update(hotelBooking)
        .set({ paymentClaimKey: key, paymentClaimedAt: now, paymentId: null, updatedAt: now })
        .where(
          and(
            eq(hotelBooking.reference, reference),
            eq(hotelBooking.status, "pending_payment"),
            replacing === null ? isNull(hotelBooking.paymentClaimKey) : eq(hotelBooking.paymentClaimKey, replacing),
          ),
        )
        .returning({ id: hotelBooking.id });
      return rows.length === 1;
    },

    async setPayment(reference, key, paymentId, now) {
      await db
        .update(hotelBooking)
        .set({ paymentId, updatedAt: now })
        .where(
          and(eq(hotelBooking.reference, reference), eq(hotelBooking.status, "pending_payment"), eq(hotelBooking.paymentClaimKey, key)),
        );
    },

    async releaseClaim(reference, key, now) {
      await db
        .update(hotelBooking)
        .set({ paymentClaimKey: null, paymentClaimedAt: null, paymentId: null, updatedAt: now })
        .where(
          and(eq(hotelBooking.reference, reference), eq(hotelBooking.status, "pending_payment"), eq(hotelBooking.paymentClaimKey, key)),
        );
    },

    async expirePending(before, now) {
      const rows = await db
        .update(hotelBooking)
        .set({ status: "failed", failureReason: "expired", updatedAt: now })
        .where(and(eq(hotelBooking.status, "pending_payment"), lt(hotelBooking.createdAt, before)))
        .returning({ reference: hotelBooking.reference });
      return rows.map((r) => r.reference);
    },

    async confirm(reference, input, now): Promise<ConfirmResult> {
      try {
        return await db.transaction(async (tx) => {
          // The booking row first: two confirmations of one booking run one after the other.
          const [b] = await tx.select().from(hotelBooking).where(eq(hotelBooking.reference, reference)).for("update");
          if (!b) return { ok: false, reason: "not_found", booking: null } as const;
          if (b.status === "confirmed") {
            // Paid already: a retry with the same payment answers the booking; any other payment is not kept.
            return b.paymentId === input.paymentId
              ? ({ ok: true, booking: toRecord(b), created: false } as const)
              : ({ ok: false, reason: "paid_by_other", booking: toRecord(b) } as const);
          }
          if (b.status !== "pending_payment") return { ok: false, reason: "not_pending", booking: toRecord(b) } as const;
          const nights = stayNights(b.checkIn, b.checkOut);
          await tx
            .insert(hotelRoomNight)
            .values(nights.map((night) => ({ hotelId: b.hotelId, roomId: b.roomId, night, units: input.units, booked: 0 })))
            .onConflictDoNothing();
          const nightRange = and(
            eq(hotelRoomNight.hotelId, b.hotelId),
            eq(hotelRoomNight.roomId, b.roomId),
            gte(hotelRoomNight.night, b.checkIn),
            lt(hotelRoomNight.night, b.checkOut),
          );
          // Lock the nights in date order, so concurrent bookings of overlapping stays cannot deadlock.
          await tx
            .select({ night: hotelRoomNight.night })
            .from(hotelRoomNight)
            .where(nightRange)
            .orderBy(asc(hotelRoomNight.night))
            .for("update");
          const taken = await tx
            .update(hotelRoomNight)
            .set({ booked: sql`${hotelRoomNight.booked} + ${b.rooms}` })
            .where(and(nightRange, sql`${hotelRoomNight.booked} + ${b.rooms} <= ${hotelRoomNight.units}`))
            .returning({ night: hotelRoomNight.night });
          if (taken.length !== nights.length) throw new SoldOut();
          const [row] = await tx
            .update(hotelBooking)
            .set({ status: "confirmed", paymentId: input.paymentId, confirmationNumber: input.confirmationNumber, updatedAt: now })
            .where(eq(hotelBooking.id, b.id))
            .returning();
          return { ok: true, booking: toRecord(row), created: true } as const;
        });
      } catch (error) {
        if (error instanceof SoldOut) return { ok: false, reason: "sold_out", booking: await get(reference) };
        throw error;
      }
    },

    async markFailed(reference, reason, now) {
      const [row] = await db
        .update(hotelBooking)
        .set({ status: "failed", failureReason: reason, updatedAt: now })
        .where(and(eq(hotelBooking.reference, reference), eq(hotelBooking.status, "pending_payment")))
        .returning();
      return row ? toRecord(row) : null;
    },

    async cancel(reference, refunded, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(hotelBooking)
          .set({ status: "cancelled", refunded, cancelledAt: now, updatedAt: now })
          .where(and(eq(hotelBooking.reference, reference), eq(hotelBooking.status, "confirmed")))
          .returning();
        if (!row) return null;
        await tx
          .update(hotelRoomNight)
          .set({ booked: sql`greatest(${hotelRoomNight.booked} - ${row.rooms}, 0)` })
          .where(
            and(
              eq(hotelRoomNight.hotelId, row.hotelId),
              eq(hotelRoomNight.roomId, row.roomId),
              gte(hotelRoomNight.night, row.checkIn),
              lt(hotelRoomNight.night, row.checkOut),
            ),
          );
        return toRecord(row);
      });
    },

    async setRefunded(reference, refunded, now) {
      await db
        .update(hotelBooking)
        .set({ refunded: sql`greatest(${hotelBooking.refunded}, ${refunded})`, updatedAt: now })
        .where(eq(hotelBooking.reference, reference));
    },
  };
}
