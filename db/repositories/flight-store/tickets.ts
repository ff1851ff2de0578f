/** Tickets: issued when a hold is paid, closed (voided or refunded) for some or all travellers. */
import { and, eq, inArray } from "drizzle-orm";
import type { FlightStore } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { flightBooking, flightBookingEvent, flightBookingPassenger, flightTicket } from "../../schema.ts";
import { releaseTravellers } from "./inventory.ts";
import type { BookingReader } from "./load.ts";
import { insertTickets } from "./rows.ts";

export function ticketStore(db: Db, { load, byReference }: BookingReader): Pick<FlightStore, "ticketBooking" | "closeTickets"> {
  return {
    async ticketBooking(reference, tickets, now) {
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(flightBooking)
          .set({ status: "ticketed", holdExpiresAt: null, updatedAt: now })
          .where(and(eq(flightBooking.reference, reference), inArray(flightBooking.status, ["held", "pending"])))
          .returning({ id: flightBooking.id });
        if (!row) return null;
        await insertTickets(tx, row.id, tickets, now);
        await tx
          .insert(flightBookingEvent)
          .values({ bookingId: row.id, type: "ticketed", detail: { tickets: tickets.map((tk) => tk.number) }, at: now });
        return row.id;
      });
      if (!id) return null;
      return load(await byReference(reference));
    },

    async closeTickets(reference, passengerIndexes, status, now, detail) {
      const done = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.select().from(flightBooking).where(eq(flightBooking.reference, reference)).for("update");
        if (!row) return false;
        if (passengerIndexes.length === 0) return true;
        const closed = await tx
          .update(flightTicket)
          .set({ status, updatedAt: now })
          .where(
            and(
              eq(flightTicket.bookingId, row.id),
              eq(flightTicket.status, "issued"),
              inArray(flightTicket.passengerIndex, [...passengerIndexes]),
            ),
          )
          .returning({ passengerIndex: flightTicket.passengerIndex, number: flightTicket.number });
        if (closed.length === 0) return true;
        const indexes = closed.map((c) => c.passengerIndex);
        const passengers = await tx
          .select({ type: flightBookingPassenger.type })
          .from(flightBookingPassenger)
          .where(and(eq(flightBookingPassenger.bookingId, row.id), inArray(flightBookingPassenger.passengerIndex, indexes)));
        await releaseTravellers(tx, row, indexes, passengers.filter((p) => p.type !== "INF").length, now);
        await tx
          .insert(flightBookingEvent)
          .values({ bookingId: row.id, type: status, detail: { ...detail, tickets: closed.map((c) => c.number) }, at: now });
        return true;
      });
      return done ? load(await byReference(reference)) : null;
    },
  };
}
