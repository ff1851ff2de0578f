/**
 * A date change of some travellers: they leave the booking (their old seats back to stock) for a new
 * booking of their own on the new flights, with their part of what was paid, in one transaction.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PTR_MESSAGES } from "../../../contracts/post-ticketing.ts";
import { EXTRAS_PRICED } from "../../../core/flights/booking-money.ts";
import { FlightError } from "../../../core/flights/errors.ts";
import type { FlightStore, InventoryHold } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { isUniqueViolation } from "../../errors.ts";
import { flightBooking, flightBookingEvent, flightBookingPassenger, flightTicket } from "../../schema.ts";
import { requireRequestInProcess } from "../post-ticketing.ts";
import { assignSeats, lockInventory, releaseTravellers, SOLD_OUT_NEW_FLIGHT, takeSeats } from "./inventory.ts";
import type { BookingReader } from "./load.ts";
import { insertPassengers, insertTickets } from "./rows.ts";

export function splitStore(db: Db, { load, byReference }: BookingReader): Pick<FlightStore, "splitReissue"> {
  return {
    async splitReissue(reference, split, now) {
      let childId: string;
      try {
        childId = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const [row] = await tx.select().from(flightBooking).where(eq(flightBooking.reference, reference)).for("update");
          if (!row) throw new FlightError("NOT_FOUND", "We could not find that booking.");
          // Done before for this request (a job run again after a crash): answer the child made then.
          const [before] = await tx
            .select({ detail: flightBookingEvent.detail })
            .from(flightBookingEvent)
            .where(
              and(
                eq(flightBookingEvent.bookingId, row.id),
                eq(flightBookingEvent.type, "split"),
                sql`${flightBookingEvent.detail}->>'requestId' = ${split.requestId}`,
              ),
            )
            .limit(1);
          if (before) {
            const [child] = await tx
              .select({ id: flightBooking.id })
              .from(flightBooking)
              .where(eq(flightBooking.reference, String((before.detail as { toReference?: unknown }).toReference)));
            if (child) return child.id;
          }
          await requireRequestInProcess(tx, split.requestId);
          if (row.status !== "ticketed") throw new FlightError("INVALID_STATE", PTR_MESSAGES.notTicketed);
          const moving = [...new Set(split.passengers)];
          if (moving.length === 0 || split.child.tickets.length !== moving.length) {
            throw new FlightError("VALIDATION", PTR_MESSAGES.choosePassengers);
          }
          const people = await tx
            .select()
            .from(flightBookingPassenger)
            .where(and(eq(flightBookingPassenger.bookingId, row.id), inArray(flightBookingPassenger.passengerIndex, moving)));
          // The chosen travellers' issued tickets are exchanged; one already closed refuses the whole change.
          const exchanged = await tx
            .update(flightTicket)
            .set({ status: "exchanged", updatedAt: now })
            .where(and(eq(flightTicket.bookingId, row.id), eq(flightTicket.status, "issued"), inArray(flightTicket.passengerIndex, moving)))
            .returning({ passengerIndex: flightTicket.passengerIndex, number: flightTicket.number });
          if (people.length !== moving.length || exchanged.length !== moving.length) {
            throw new FlightError("INVALID_STATE", "Some of these travellers no longer hold an issued ticket.");
          }
          // Every flight cabin involved is locked in one key order first (no deadlock with another change).
          await lockInventory(tx, split.child.inventory, row.inventory as InventoryHold[], now);
          // The new flights first: SOLD_OUT rolls everything back.
          await takeSeats(tx, split.child.inventory, now, SOLD_OUT_NEW_FLIGHT);
          // The old flights: their seats go back, as for a partial void or refund.
          await releaseTravellers(tx, row, moving, people.filter((p) => p.type !== "INF").length, now);

          const c = split.child;
          const moved = split.parent;
          await tx
            .update(flightBooking)
            .set({
              fareAmount: sql`${flightBooking.fareAmount} - ${moved.fareMoved.amount}`,
              totalAmount: sql`${flightBooking.totalAmount} - ${moved.fareMoved.amount + moved.addOnsMoved.amount + (moved.changesMoved?.amount ?? 0)}`,
              extras: moved.extras,
              extrasAmount: moved.extrasTotal.amount,
              updatedAt: now,
            })
            .where(eq(flightBooking.id, row.id));
          const [child] = await tx
            .insert(flightBooking)
            .values({
              reference: c.reference,
              supplierBookingId: c.supplierBookingId,
              airlinePnr: c.airlinePnr,
              status: "ticketed",
              fareSourceCode: c.fareSourceCode,
              itinerary: c.itinerary,
              contact: row.contact,
              extras: c.addOns.extras,
              inventory: c.inventory,
              fareAmount: c.fareTotal.amount,
              extrasAmount: c.addOns.total.amount,
              totalAmount: c.total.amount,
              currency: c.total.currency,
              userId: row.userId,
              language: row.language,
              holdExpiresAt: null,
              ticketTimeLimit: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: flightBooking.id });
          const order = new Map(moving.map((index, k) => [index, k]));
          await insertPassengers(tx, child.id, people, (p) => order.get(p.passengerIndex)!);
          await insertTickets(tx, child.id, c.tickets, now);
          await assignSeats(tx, child.id, c.addOns.seats, now);
          // The parts of the parent's payments that paid for the moving travellers: the child's own
          // shares (its refunds go back to them, never above), taken off the parent's (its split event).
          const paid = await tx
            .select({ detail: flightBookingEvent.detail })
            .from(flightBookingEvent)
            .where(and(eq(flightBookingEvent.bookingId, row.id), eq(flightBookingEvent.type, "paid")))
            .orderBy(asc(flightBookingEvent.at));
          const paidWith = paid.map((e) => (e.detail as { paidWith?: unknown }).paidWith).find((w) => typeof w === "string");
          const at = (ms: number) => new Date(now.getTime() + ms);
          await tx.insert(flightBookingEvent).values([
            { bookingId: child.id, type: "split", detail: { fromReference: row.reference, requestId: split.requestId }, at: at(0) },
            // A millisecond apart, so the child refunds the payments in the parent's order.
            ...c.shares.map((share, i) => ({
              bookingId: child.id,
              type: "paid",
              detail: { paymentId: share.paymentId, amount: share.amount, ...(paidWith ? { paidWith } : {}), copiedFrom: row.reference },
              at: at(1 + i),
            })),
            { bookingId: child.id, type: EXTRAS_PRICED, detail: { lines: c.addOns.lines }, at: at(1 + c.shares.length) },
            {
              bookingId: child.id,
              type: "reissued",
              detail: {
                requestId: split.requestId,
                ...(split.paymentId ? { paymentId: split.paymentId, collected: split.collected } : {}),
                exchanged: exchanged.map((x) => x.number),
                tickets: c.tickets.map((tk) => tk.number),
              },
              at: at(2 + c.shares.length),
            },
            { bookingId: row.id, type: EXTRAS_PRICED, detail: { lines: moved.lines }, at: now },
            {
              bookingId: row.id,
              type: "split",
              detail: {
                toReference: c.reference,
                passengers: moving,
                requestId: split.requestId,
                exchanged: exchanged.map((x) => x.number),
                shares: c.shares,
                refunds: c.addOns.refunds,
              },
              at: now,
            },
          ]);
          return child.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new FlightError("INVALID_STATE", "duplicate reference");
        throw error;
      }
      const [childRow] = await db.select().from(flightBooking).where(eq(flightBooking.id, childId));
      return { parent: (await load(await byReference(reference)))!, child: (await load(childRow))! };
    },
  };
}
