/**
 * Seats in stock (inventory rows per flight cabin) and seat choices. Selling seats is one conditional
 * UPDATE per flight cabin (`sold + n <= capacity`) inside the booking's transaction, in key order so
 * two bookings never wait on each other in a cycle; seat assignments are guarded by a UNIQUE constraint.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { FlightError } from "../../../core/flights/errors.ts";
import type { InventoryRow } from "../../../core/flights/fares.ts";
import type { FlightStore, InventoryHold, SeatHold } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { flightBooking, flightInventory, flightSeatAssignment, flightTicket } from "../../schema.ts";
import type { BookingRow } from "./load.ts";

export const byKey = (x: InventoryHold, y: InventoryHold) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);

export const SOLD_OUT_THIS_FARE = "Sorry, this flight has just sold out at this fare. Please choose another flight.";
export const SOLD_OUT_NEW_FLIGHT = "Sorry, the new flight has just sold out. Please choose another date or flight.";

/**
 * Inside a transaction: takes `count` seats on each flight cabin of `holds` (rows made on first
 * use), in key order so that two bookings never wait on each other. The conditional update can never
 * sell past capacity; when one has too few, SOLD_OUT with `soldOut` and the transaction keeps nothing.
 */
export async function takeSeats(tx: Db, holds: readonly InventoryHold[], now: Date, soldOut: string): Promise<void> {
  for (const hold of [...holds].sort(byKey)) {
    await tx
      .insert(flightInventory)
      .values({ key: hold.key, capacity: hold.capacity, sold: Math.min(hold.baselineSold, hold.capacity), updatedAt: now })
      .onConflictDoNothing({ target: flightInventory.key });
    const taken = await tx
      .update(flightInventory)
      .set({ sold: sql`${flightInventory.sold} + ${hold.count}`, updatedAt: now })
      .where(and(eq(flightInventory.key, hold.key), sql`${flightInventory.sold} + ${hold.count} <= ${flightInventory.capacity}`))
      .returning({ key: flightInventory.key });
    if (taken.length === 0) throw new FlightError("SOLD_OUT", soldOut);
  }
}

/**
 * Inside a transaction that both returns seats (`giving`) and takes seats (`taking`), as a date change
 * does: makes every row there and locks all of them first, in one key order, so that two changes
 * moving between the same flights in opposite directions wait on each other in line instead of in
 * a cycle (PostgreSQL's deadlock). The updates that follow find their rows already locked.
 */
export async function lockInventory(tx: Db, taking: readonly InventoryHold[], giving: readonly InventoryHold[], now: Date): Promise<void> {
  const keys = [...new Set([...taking, ...giving].map((h) => h.key))].sort();
  if (keys.length === 0) return;
  for (const hold of [...taking].sort(byKey)) {
    await tx
      .insert(flightInventory)
      .values({ key: hold.key, capacity: hold.capacity, sold: Math.min(hold.baselineSold, hold.capacity), updatedAt: now })
      .onConflictDoNothing({ target: flightInventory.key });
  }
  await tx
    .select({ key: flightInventory.key })
    .from(flightInventory)
    .where(inArray(flightInventory.key, keys))
    .orderBy(flightInventory.key)
    .for("update");
}

/** Inside a transaction: the seats of `holds` go back to stock (a released hold, a booking moved to new flights). */
export async function returnSeats(tx: Db, holds: readonly InventoryHold[], now: Date): Promise<void> {
  for (const hold of [...holds].sort(byKey)) {
    if (hold.count <= 0) continue;
    await tx
      .update(flightInventory)
      .set({ sold: sql`greatest(0, ${flightInventory.sold} - ${hold.count})`, updatedAt: now })
      .where(eq(flightInventory.key, hold.key));
  }
}

/**
 * Inside a transaction, for travellers leaving a booking (a partial void or refund, or the ones a
 * split date change moves away): their `seats` on the booking's flights go back to stock, their seat
 * choices are freed, the booking's holds shrink, and the booking becomes voided or refunded when it
 * has no issued ticket left.
 */
export async function releaseTravellers(tx: Db, row: BookingRow, passengerIndexes: number[], seats: number, now: Date): Promise<void> {
  const holds = [...(row.inventory as InventoryHold[])].sort(byKey);
  if (seats > 0) {
    for (const hold of holds) {
      await tx
        .update(flightInventory)
        .set({ sold: sql`greatest(0, ${flightInventory.sold} - ${Math.min(seats, hold.count)})`, updatedAt: now })
        .where(eq(flightInventory.key, hold.key));
    }
  }
  await tx
    .delete(flightSeatAssignment)
    .where(and(eq(flightSeatAssignment.bookingId, row.id), inArray(flightSeatAssignment.passengerIndex, passengerIndexes)));
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(flightTicket)
    .where(and(eq(flightTicket.bookingId, row.id), eq(flightTicket.status, "issued")));
  const anyRefunded = await tx
    .select({ id: flightTicket.id })
    .from(flightTicket)
    .where(and(eq(flightTicket.bookingId, row.id), eq(flightTicket.status, "refunded")))
    .limit(1);
  await tx
    .update(flightBooking)
    .set({
      inventory: holds.map((h) => ({ ...h, count: Math.max(0, h.count - seats) })),
      ...(left.n === 0 ? { status: anyRefunded.length ? "refunded" : "voided" } : {}),
      updatedAt: now,
    })
    .where(eq(flightBooking.id, row.id));
}

/**
 * Inside a transaction: seats carried to new flights by a date change. One taken meanwhile fails the
 * whole change with a plain error (not a FlightError), so the job tries again and then refunds it.
 */
export async function assignSeats(tx: Db, bookingId: string, seats: readonly SeatHold[], now: Date): Promise<void> {
  if (seats.length === 0) return;
  const placed = await tx
    .insert(flightSeatAssignment)
    .values(
      seats.map((s) => ({ flightKey: s.flightKey, seatCode: s.seatCode, bookingId, passengerIndex: s.passengerIndex, createdAt: now })),
    )
    .onConflictDoNothing()
    .returning({ seatCode: flightSeatAssignment.seatCode });
  if (placed.length !== seats.length) throw new Error("A seat carried to the new flight was taken meanwhile; trying again.");
}

export function inventoryStore(db: Db): Pick<FlightStore, "loadInventory" | "takenSeats"> {
  return {
    async loadInventory(keys) {
      const out = new Map<string, InventoryRow>();
      if (keys.length === 0) return out;
      const rows = await db
        .select({ key: flightInventory.key, capacity: flightInventory.capacity, sold: flightInventory.sold })
        .from(flightInventory)
        .where(inArray(flightInventory.key, [...keys]));
      for (const r of rows) out.set(r.key, { capacity: r.capacity, sold: r.sold });
      return out;
    },

    async takenSeats(flightKeys) {
      const out = new Map<string, Set<string>>();
      if (flightKeys.length === 0) return out;
      const rows = await db
        .select({ flightKey: flightSeatAssignment.flightKey, seatCode: flightSeatAssignment.seatCode })
        .from(flightSeatAssignment)
        .where(inArray(flightSeatAssignment.flightKey, [...flightKeys]));
      for (const r of rows) {
        const set = out.get(r.flightKey) ?? new Set<string>();
        set.add(r.seatCode);
        out.set(r.flightKey, set);
      }
      return out;
    },
  };
}
