/** A date change of the whole booking: new flights, seats and tickets in one transaction, applied once per request. */
import { and, eq, sql } from "drizzle-orm";
import { PTR_MESSAGES } from "../../../contracts/post-ticketing.ts";
import { EXTRAS_PRICED } from "../../../core/flights/booking-money.ts";
import { FlightError } from "../../../core/flights/errors.ts";
import type { FlightStore, InventoryHold } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { flightBooking, flightBookingEvent, flightSeatAssignment, flightTicket } from "../../schema.ts";
import { changeApplied, requireRequestInProcess } from "../post-ticketing.ts";
import { assignSeats, lockInventory, returnSeats, SOLD_OUT_NEW_FLIGHT, takeSeats } from "./inventory.ts";
import type { BookingReader } from "./load.ts";
import { insertTickets } from "./rows.ts";

const moneySum = (parts: readonly { amount: { amount: number } }[]) => parts.reduce((s, p) => s + p.amount.amount, 0);

export function reissueStore(db: Db, { load, byReference }: BookingReader): Pick<FlightStore, "reissueBooking"> {
  return {
    async reissueBooking(reference, change, now) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.select().from(flightBooking).where(eq(flightBooking.reference, reference)).for("update");
        if (!row) throw new FlightError("NOT_FOUND", "We could not find that booking.");
        // Applied already for this request (its job ran twice at once, or again after a crash): nothing more.
        const requestId = change.detail.requestId;
        if (typeof requestId === "string" && (await changeApplied(tx, row.id, requestId))) return;
        await requireRequestInProcess(tx, requestId);
        if (row.status !== "ticketed") throw new FlightError("INVALID_STATE", PTR_MESSAGES.notTicketed);
        await lockInventory(tx, change.inventory, row.inventory as InventoryHold[], now);
        await returnSeats(tx, row.inventory as InventoryHold[], now);
        await takeSeats(tx, change.inventory, now, SOLD_OUT_NEW_FLIGHT);
        await tx.delete(flightSeatAssignment).where(eq(flightSeatAssignment.bookingId, row.id));
        await assignSeats(tx, row.id, change.addOns.seats, now);
        const old = await tx
          .update(flightTicket)
          .set({ status: "exchanged", updatedAt: now })
          .where(and(eq(flightTicket.bookingId, row.id), eq(flightTicket.status, "issued")))
          .returning({ number: flightTicket.number });
        await insertTickets(tx, row.id, change.tickets, now);
        await tx
          .update(flightBooking)
          .set({
            fareSourceCode: change.fareSourceCode,
            itinerary: change.itinerary,
            inventory: change.inventory,
            fareAmount: change.fareTotal.amount,
            // The seats that could not move come back: they are no longer part of what this booking paid.
            totalAmount: sql`${flightBooking.totalAmount} + ${change.collected.amount - moneySum(change.addOns.refunds)}`,
            extras: change.addOns.extras,
            extrasAmount: change.addOns.total.amount,
            updatedAt: now,
          })
          .where(eq(flightBooking.id, row.id));
        await tx.insert(flightBookingEvent).values([
          {
            bookingId: row.id,
            type: "reissued",
            detail: {
              ...change.detail,
              collected: change.collected,
              refunds: change.addOns.refunds,
              exchanged: old.map((o) => o.number),
              tickets: change.tickets.map((tk) => tk.number),
            },
            at: now,
          },
          { bookingId: row.id, type: EXTRAS_PRICED, detail: { lines: change.addOns.lines }, at: now },
        ]);
      });
      return (await load(await byReference(reference)))!;
    },
  };
}
