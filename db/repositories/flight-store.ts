/**
 * The flight engine's persistence (core/flights/store.ts). Selling seats is one conditional UPDATE
 * per flight cabin (`sold + n <= capacity`) inside the booking's transaction, in key order so two
 * bookings never wait on each other in a cycle; seat assignments are guarded by a UNIQUE constraint.
 */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { BookingStatus, ContactInput, FareItinerary, PassengerInput, PassengerType } from "../../contracts/flights.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import { FlightError } from "../../core/flights/errors.ts";
import type { InventoryRow } from "../../core/flights/fares.ts";
import type {
  BookingEvent,
  FlightBooking,
  FlightStore,
  FlightTicket,
  InventoryHold,
  PtrStore,
  SeatHold,
  TicketStatus,
} from "../../core/flights/store.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { changeApplied, createPtrStore, requireRequestInProcess } from "./post-ticketing.ts";
import { EXTRAS_PRICED } from "../../core/flights/booking-money.ts";
import {
  flightBooking,
  flightBookingEvent,
  flightBookingPassenger,
  flightInventory,
  flightSeatAssignment,
  flightSelectionSession,
  flightTicket,
} from "../schema.ts";

type BookingRow = typeof flightBooking.$inferSelect;

const byKey = (x: InventoryHold, y: InventoryHold) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);

const SOLD_OUT_THIS_FARE = "Sorry, this flight has just sold out at this fare. Please choose another flight.";
const SOLD_OUT_NEW_FLIGHT = "Sorry, the new flight has just sold out. Please choose another date or flight.";

/**
 * Inside a transaction: takes `count` seats on each flight cabin of `holds` (rows made on first
 * use), in key order so that two bookings never wait on each other. The conditional update can never
 * sell past capacity; when one has too few, SOLD_OUT with `soldOut` and the transaction keeps nothing.
 */
async function takeSeats(tx: Db, holds: readonly InventoryHold[], now: Date, soldOut: string): Promise<void> {
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
 * Inside a transaction, for travellers leaving a booking (a partial void or refund, or the ones a
 * split date change moves away): their `seats` on the booking's flights go back to stock, their seat
 * choices are freed, the booking's holds shrink, and the booking becomes voided or refunded when it
 * has no issued ticket left.
 */
async function releaseTravellers(
  tx: Db,
  row: typeof flightBooking.$inferSelect,
  passengerIndexes: number[],
  seats: number,
  now: Date,
): Promise<void> {
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

const moneySum = (parts: readonly { amount: { amount: number } }[]) => parts.reduce((s, p) => s + p.amount.amount, 0);

/**
 * Inside a transaction: seats carried to new flights by a date change. One taken meanwhile fails the
 * whole change with a plain error (not a FlightError), so the job tries again and then refunds it.
 */
async function assignSeats(tx: Db, bookingId: string, seats: readonly SeatHold[], now: Date): Promise<void> {
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

function constraintOf(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === "string") return e.constraint;
  }
  return undefined;
}

export function createFlightStore(db: Db): FlightStore & PtrStore {
  async function load(row: BookingRow | undefined, on: Db = db): Promise<FlightBooking | null> {
    if (!row) return null;
    const [passengers, tickets, seats, events] = await Promise.all([
      on
        .select()
        .from(flightBookingPassenger)
        .where(eq(flightBookingPassenger.bookingId, row.id))
        .orderBy(asc(flightBookingPassenger.passengerIndex)),
      on
        .select()
        .from(flightTicket)
        .where(eq(flightTicket.bookingId, row.id))
        .orderBy(asc(flightTicket.passengerIndex), asc(flightTicket.issuedAt)),
      on.select().from(flightSeatAssignment).where(eq(flightSeatAssignment.bookingId, row.id)),
      on.select().from(flightBookingEvent).where(eq(flightBookingEvent.bookingId, row.id)).orderBy(asc(flightBookingEvent.at)),
    ]);
    const currency = row.currency;
    return {
      reference: row.reference,
      supplierBookingId: row.supplierBookingId,
      airlinePnr: row.airlinePnr,
      status: row.status as BookingStatus,
      fareSourceCode: row.fareSourceCode,
      itinerary: row.itinerary as FareItinerary,
      passengers: passengers.map(
        (p): PassengerInput => ({
          type: p.type as PassengerType,
          title: p.title,
          givenName: p.givenName,
          surname: p.surname,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender as "M" | "F",
          nationality: p.nationality,
          ...(p.passportNumber ? { passportNumber: p.passportNumber } : {}),
          ...(p.passportExpiry ? { passportExpiry: p.passportExpiry } : {}),
          ...(p.passportCountry ? { passportCountry: p.passportCountry } : {}),
        }),
      ),
      contact: row.contact as ContactInput,
      extras: row.extras as ExtrasSelection,
      fareTotal: { amount: row.fareAmount, currency },
      extrasTotal: { amount: row.extrasAmount, currency },
      total: { amount: row.totalAmount, currency },
      userId: row.userId,
      holdExpiresAt: row.holdExpiresAt,
      ticketTimeLimit: row.ticketTimeLimit,
      tickets: tickets.map(
        (t): FlightTicket => ({
          passengerIndex: t.passengerIndex,
          number: t.number,
          status: t.status as TicketStatus,
          issuedAt: t.issuedAt,
        }),
      ),
      seats: seats.map((s) => ({ flightKey: s.flightKey, seatCode: s.seatCode, passengerIndex: s.passengerIndex })),
      inventory: row.inventory as InventoryHold[],
      events: events.map((e): BookingEvent => ({ type: e.type, at: e.at, detail: e.detail as Record<string, unknown> })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  const byReference = async (reference: string, on: Db = db) => {
    const [row] = await on.select().from(flightBooking).where(eq(flightBooking.reference, reference));
    return row;
  };

  return {
    ...createPtrStore(db),

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
              holdExpiresAt: b.holdExpiresAt,
              ticketTimeLimit: b.ticketTimeLimit,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: flightBooking.id });
          await tx.insert(flightBookingPassenger).values(
            b.passengers.map((p, i) => ({
              bookingId: row.id,
              passengerIndex: i,
              type: p.type,
              title: p.title,
              givenName: p.givenName,
              surname: p.surname,
              dateOfBirth: p.dateOfBirth,
              gender: p.gender,
              nationality: p.nationality,
              passportNumber: p.passportNumber ?? null,
              passportExpiry: p.passportExpiry ?? null,
              passportCountry: p.passportCountry ?? null,
            })),
          );
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

    async getBooking(reference) {
      return load(await byReference(reference));
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

    async ticketBooking(reference, tickets, now) {
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(flightBooking)
          .set({ status: "ticketed", holdExpiresAt: null, updatedAt: now })
          .where(and(eq(flightBooking.reference, reference), inArray(flightBooking.status, ["held", "pending"])))
          .returning({ id: flightBooking.id });
        if (!row) return null;
        await tx.insert(flightTicket).values(
          tickets.map((tk) => ({
            bookingId: row.id,
            passengerIndex: tk.passengerIndex,
            number: tk.number,
            status: "issued",
            issuedAt: tk.issuedAt,
            updatedAt: now,
          })),
        );
        await tx
          .insert(flightBookingEvent)
          .values({ bookingId: row.id, type: "ticketed", detail: { tickets: tickets.map((tk) => tk.number) }, at: now });
        return row.id;
      });
      if (!id) return null;
      return load(await byReference(reference));
    },

    async releaseBooking(reference, status, now, detail = {}) {
      const released = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(flightBooking)
          .set({ status, updatedAt: now })
          .where(and(eq(flightBooking.reference, reference), inArray(flightBooking.status, ["held", "pending"])))
          .returning({ id: flightBooking.id, inventory: flightBooking.inventory });
        if (!row) return false;
        const holds = [...(row.inventory as InventoryHold[])].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
        for (const hold of holds) {
          await tx
            .update(flightInventory)
            .set({ sold: sql`greatest(0, ${flightInventory.sold} - ${hold.count})`, updatedAt: now })
            .where(eq(flightInventory.key, hold.key));
        }
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
        for (const hold of [...(row.inventory as InventoryHold[])].sort(byKey)) {
          if (hold.count <= 0) continue;
          await tx
            .update(flightInventory)
            .set({ sold: sql`greatest(0, ${flightInventory.sold} - ${hold.count})`, updatedAt: now })
            .where(eq(flightInventory.key, hold.key));
        }
        await takeSeats(tx, change.inventory, now, SOLD_OUT_NEW_FLIGHT);
        await tx.delete(flightSeatAssignment).where(eq(flightSeatAssignment.bookingId, row.id));
        await assignSeats(tx, row.id, change.addOns.seats, now);
        const old = await tx
          .update(flightTicket)
          .set({ status: "exchanged", updatedAt: now })
          .where(and(eq(flightTicket.bookingId, row.id), eq(flightTicket.status, "issued")))
          .returning({ number: flightTicket.number });
        if (change.tickets.length) {
          await tx.insert(flightTicket).values(
            change.tickets.map((tk) => ({
              bookingId: row.id,
              passengerIndex: tk.passengerIndex,
              number: tk.number,
              status: "issued",
              issuedAt: tk.issuedAt,
              updatedAt: now,
            })),
          );
        }
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
              totalAmount: sql`${flightBooking.totalAmount} - ${moved.fareMoved.amount + moved.addOnsMoved.amount}`,
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
              holdExpiresAt: null,
              ticketTimeLimit: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: flightBooking.id });
          const order = new Map(moving.map((index, k) => [index, k]));
          await tx.insert(flightBookingPassenger).values(
            people.map((p) => ({
              bookingId: child.id,
              passengerIndex: order.get(p.passengerIndex)!,
              type: p.type,
              title: p.title,
              givenName: p.givenName,
              surname: p.surname,
              dateOfBirth: p.dateOfBirth,
              gender: p.gender,
              nationality: p.nationality,
              passportNumber: p.passportNumber,
              passportExpiry: p.passportExpiry,
              passportCountry: p.passportCountry,
            })),
          );
          await tx.insert(flightTicket).values(
            c.tickets.map((tk) => ({
              bookingId: child.id,
              passengerIndex: tk.passengerIndex,
              number: tk.number,
              status: "issued",
              issuedAt: tk.issuedAt,
              updatedAt: now,
            })),
          );
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

    async saveSelectionSession(s) {
      await db
        .insert(flightSelectionSession)
        .values({ id: s.id, fareSourceCode: s.fareSourceCode, expiresAt: s.expiresAt, createdAt: s.createdAt });
    },

    async getSelectionSession(id) {
      const [row] = await db.select().from(flightSelectionSession).where(eq(flightSelectionSession.id, id));
      return row ? { id: row.id, fareSourceCode: row.fareSourceCode, expiresAt: row.expiresAt, createdAt: row.createdAt } : null;
    },
  };
}
