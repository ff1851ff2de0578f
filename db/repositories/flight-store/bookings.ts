/** Bookings: made with their seats, found, listed, released when a hold ends, and their events. */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { FlightError } from "../../../core/flights/errors.ts";
import type { FlightBooking, FlightStore, InventoryHold } from "../../../core/flights/store.ts";
import { currentRequestLanguage, storedLanguage } from "../../../core/mail/render.ts";
import type { Db } from "../../client.ts";
import { isUniqueViolation } from "../../errors.ts";
import { flightBooking, flightBookingEvent, flightBookingPassenger, flightSeatAssignment, user } from "../../schema.ts";
import { returnSeats, SOLD_OUT_THIS_FARE, takeSeats } from "./inventory.ts";
import type { BookingReader } from "./load.ts";
import { insertPassengers } from "./rows.ts";

function constraintOf(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === "string") return e.constraint;
  }
  return undefined;
}

export function bookingStore(
  db: Db,
  { load, byReference }: BookingReader,
): Pick<FlightStore, "createBooking" | "getBooking" | "findBooking" | "bookingsForUser" | "releaseBooking" | "expiredHolds" | "addEvent"> {
  return {
    async createBooking(b, now) {
      try {
        const id = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await takeSeats(tx, b.inventory, now, SOLD_OUT_THIS_FARE);
          const [row] = await tx
            .insert(flightBooking)
            .values({
              reference: b.reference,
              supplierBookingId: b.supplierBookingId,
              airlinePnr: b.airlinePnr,
              status: b.status,
              fareSourceCode: b.fareSourceCode,
              itinerary: b.itinerary,
              contact: b.contact,
              extras: b.extras,
              inventory: b.inventory,
              fareAmount: b.fareTotal.amount,
              extrasAmount: b.extrasTotal.amount,
              totalAmount: b.total.amount,
              currency: b.total.currency,
              userId: b.userId,
              // The language of the page it is booked on (server/middleware/language.ts); none outside a request.
              language: currentRequestLanguage(),
              holdExpiresAt: b.holdExpiresAt,
              ticketTimeLimit: b.ticketTimeLimit,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: flightBooking.id });
          await insertPassengers(tx, row.id, b.passengers);
          if (b.seats.length) {
            await tx.insert(flightSeatAssignment).values(
              b.seats.map((s) => ({
                flightKey: s.flightKey,
                seatCode: s.seatCode,
                passengerIndex: s.passengerIndex,
                bookingId: row.id,
                createdAt: now,
              })),
            );
          }
          await tx.insert(flightBookingEvent).values({ bookingId: row.id, type: b.status, detail: { total: b.total }, at: now });
          return row.id;
        });
        const [row] = await db.select().from(flightBooking).where(eq(flightBooking.id, id));
        return (await load(row))!;
      } catch (error) {
        if (isUniqueViolation(error)) {
          if (constraintOf(error) === "flight_seat_assignment_seat") {
            throw new FlightError("SEAT_TAKEN", "Someone has just taken one of the seats you chose. Please choose another seat.");
          }
          throw new FlightError("INVALID_STATE", "duplicate reference");
        }
        throw error;
      }
    },

    /** With the language its mails go out in: the booker's account's choice, else the booking's own (migration 0021). */
    async getBooking(reference) {
      const booking = await load(await byReference(reference));
      if (!booking?.userId) return booking;
      const [account] = await db.select({ language: user.language }).from(user).where(eq(user.id, booking.userId));
      const language = storedLanguage(account?.language);
      return language ? { ...booking, language } : booking;
    },

    async findBooking(reference, surname) {
      const [row] = await db
        .select({ booking: flightBooking })
        .from(flightBooking)
        .innerJoin(flightBookingPassenger, eq(flightBookingPassenger.bookingId, flightBooking.id))
        .where(and(eq(flightBooking.reference, reference), sql`lower(${flightBookingPassenger.surname}) = lower(${surname.trim()})`))
        .limit(1);
      return load(row?.booking);
    },

    async bookingsForUser(userId) {
      const rows = await db
        .select()
        .from(flightBooking)
        .where(eq(flightBooking.userId, userId))
        .orderBy(desc(flightBooking.createdAt))
        .limit(200);
      return (await Promise.all(rows.map((r) => load(r)))).filter((b): b is FlightBooking => b !== null);
    },

    async releaseBooking(reference, status, now, detail = {}) {
      const released = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(flightBooking)
          .set({ status, updatedAt: now })
          .where(
            and(
              eq(flightBooking.reference, reference),
              inArray(flightBooking.status, ["held", "pending"]),
              // A traveller's cancel never takes a booking a payment has already paid (it is being ticketed).
              status === "cancelled" ? isNull(flightBooking.paidPaymentId) : undefined,
            ),
          )
          .returning({ id: flightBooking.id, inventory: flightBooking.inventory });
        if (!row) return false;
        await returnSeats(tx, row.inventory as InventoryHold[], now);
        await tx.delete(flightSeatAssignment).where(eq(flightSeatAssignment.bookingId, row.id));
        await tx.insert(flightBookingEvent).values({ bookingId: row.id, type: status, detail, at: now });
        return true;
      });
      return released ? load(await byReference(reference)) : null;
    },

    async expiredHolds(now, limit) {
      const rows = await db
        .select({ reference: flightBooking.reference })
        .from(flightBooking)
        .where(and(inArray(flightBooking.status, ["held", "pending"]), lt(flightBooking.holdExpiresAt, now)))
        .orderBy(asc(flightBooking.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.reference);
    },

    async addEvent(reference, event) {
      const row = await byReference(reference);
      if (!row) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      await db.insert(flightBookingEvent).values({ bookingId: row.id, type: event.type, detail: event.detail, at: event.at });
    },
  };
}
