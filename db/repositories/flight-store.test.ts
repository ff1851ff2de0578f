/**
 * Flight bookings on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): holds
 * that expire and give seats back, cancellation, seats that cannot be sold twice, and many concurrent
 * bookings for the last seats of a flight — exactly as many succeed as there are seats.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FareItinerary } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS, type ExtrasSelection } from "../../contracts/flight-extras.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { flightBooking, flightInventory, flightSeatAssignment } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { flightStoreSuite } from "./flight-store.fixture.ts";
import { adult, contact, inventoryKey } from "./post-ticketing.fixture.ts";

const suite = flightStoreSuite();

describe(`flight bookings (${testDatabaseKind})`, () => {
  async function pick(
    opts: { date?: string; origin?: string; destination?: string; adults?: number; family?: string } = {},
  ): Promise<FareItinerary> {
    const res = await suite.service.search({
      search: {
        tripType: "oneway",
        legs: [{ origin: opts.origin ?? "MNL", destination: opts.destination ?? "CEB", date: opts.date ?? "2026-12-18" }],
        passengers: { adults: opts.adults ?? 1, children: 0, infants: 0 },
        cabin: "economy",
      },
      filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false, maxStops: 0 },
      sort: "cheapest",
    });
    const it = res.fareItineraries.find((i) => !opts.family || i.fareFamily === opts.family);
    if (!it) throw new Error("no itinerary");
    return it;
  }

  const inventoryOf = async (key: string) =>
    (await suite.database.db.select().from(flightInventory).where(eq(flightInventory.key, key)))[0];

  it("holds seats, ticketing issues 13-digit numbers, and the booking is found by surname in any case", async () => {
    const it = await pick();
    const booking = await suite.service.book({
      fareSourceCode: it.fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: undefined,
    });
    expect(booking.status).toBe("held");
    expect(booking.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(booking.total).toEqual(it.totalFare);
    const row = await inventoryOf(inventoryKey(it));
    expect(row.sold).toBeGreaterThan(0);
    const before = row.sold;

    expect((await suite.service.findBooking(booking.reference.toLowerCase(), "dela cruz"))?.reference).toBe(booking.reference);
    expect(await suite.service.findBooking(booking.reference, "Santos")).toBeNull();

    const ticketed = await suite.service.ticket(booking.reference);
    expect(ticketed.status).toBe("ticketed");
    expect(ticketed.tickets).toHaveLength(1);
    expect(ticketed.tickets[0].number).toMatch(/^\d{13}$/);
    expect(ticketed.events.map((e) => e.type)).toEqual(["held", "ticketed"]);
    // A ticketed booking keeps its seats and cannot simply be cancelled.
    await expect(suite.service.cancel(booking.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await inventoryOf(inventoryKey(it))).sold).toBe(before);
  });

  it("an unpaid hold expires on read and in the sweep, giving its seats back", async () => {
    const it = await pick({ adults: 2 });
    const a = await suite.service.book({
      fareSourceCode: it.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
    });
    const baseline = (await inventoryOf(inventoryKey(it))).sold - 2;
    suite.clock = new Date(suite.clock.getTime() + 21 * 60_000);
    // Shown as expired before any sweep, and the seats are back.
    expect((await suite.service.getBooking(a.reference))?.status).toBe("expired");
    expect((await inventoryOf(inventoryKey(it))).sold).toBe(baseline);
    await expect(suite.service.ticket(a.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });

    // The sweep: a hold nobody reads again (say its process died before payment) is released too.
    const it2 = await pick({ adults: 2 });
    const b = await suite.service.book({
      fareSourceCode: it2.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
    });
    const baseline2 = (await inventoryOf(inventoryKey(it2))).sold - 2;
    expect(await suite.service.expireHolds(suite.clock)).toBe(0);
    suite.clock = new Date(suite.clock.getTime() + 21 * 60_000);
    expect(await suite.service.expireHolds()).toBe(1);
    expect(await suite.service.expireHolds()).toBe(0);
    const [row] = await suite.database.db.select().from(flightBooking).where(eq(flightBooking.reference, b.reference));
    expect(row.status).toBe("expired");
    expect((await inventoryOf(inventoryKey(it2))).sold).toBe(baseline2);
  });

  it("lists a signed-in traveller's bookings, newest first", async () => {
    await suite.database.db.execute(
      sql`insert into "user" (id, name, email) values ('u-flights', 'Juan', 'juan-flights@example.com') on conflict do nothing`,
    );
    const first = await suite.service.book({
      fareSourceCode: (await pick()).fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: "u-flights",
    });
    suite.clock = new Date(suite.clock.getTime() + 60_000);
    const second = await suite.service.book({
      fareSourceCode: (await pick()).fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: "u-flights",
    });
    expect((await suite.service.bookingsForUser("u-flights")).map((b) => b.reference)).toEqual([second.reference, first.reference]);
    expect(await suite.service.bookingsForUser("someone-else")).toEqual([]);
  });

  it("cancel releases the seats of an unticketed booking", async () => {
    const it = await pick();
    const booking = await suite.service.book({ fareSourceCode: it.fareSourceCode, passengers: [adult()], contact, extras: EMPTY_EXTRAS });
    const sold = (await inventoryOf(inventoryKey(it))).sold;
    const cancelled = await suite.service.cancel(booking.reference);
    expect(cancelled.status).toBe("cancelled");
    expect((await inventoryOf(inventoryKey(it))).sold).toBe(sold - 1);
    await expect(suite.service.cancel(booking.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });
  });

  it("a seat is never sold twice, and a refused booking keeps nothing", async () => {
    const it = await pick();
    const extras = await suite.supplier.extraServices(it.fareSourceCode);
    const seat = extras.DynamicSeat[0].rows.flatMap((r) => r.seats).find((s) => s.AvailablityType === "Available")!;
    const selection: ExtrasSelection = { baggage: [], meals: [], seats: [{ flightIndex: 0, passengerIndex: 0, seat }] };
    const request = (reference: string) => ({
      reference,
      fareSourceCode: it.fareSourceCode,
      passengers: [adult()],
      contact,
      extras: selection,
      extrasTotal: seat.Fare,
      userId: null,
    });
    const first = await suite.supplier.book(request("SEATA2"));
    expect(first.seats).toEqual([{ flightKey: inventoryKey(it).slice(0, -2), seatCode: seat.SeatCode, passengerIndex: 0 }]);
    const sold = (await inventoryOf(inventoryKey(it))).sold;
    await expect(suite.supplier.book(request("SEATB3"))).rejects.toMatchObject({ code: "SEAT_TAKEN" });
    expect((await inventoryOf(inventoryKey(it))).sold).toBe(sold);
    expect(await suite.store.getBooking("SEATB3")).toBeNull();
    // The seat map now shows it occupied; after cancelling it is free again.
    const again = await suite.supplier.extraServices(it.fareSourceCode);
    const find = (d: typeof again) => d.DynamicSeat[0].rows.flatMap((r) => r.seats).find((s) => s.SeatCode === seat.SeatCode)!;
    expect(find(again).AvailablityType).toBe("Occupied");
    await suite.service.cancel(first.reference);
    expect(await suite.database.db.select().from(flightSeatAssignment)).toHaveLength(0);
  });

  it("a booking that fails half-way (a crash inside the transaction) leaves no seat taken", async () => {
    const it = await pick();
    const key = inventoryKey(it);
    await expect(
      suite.store.createBooking(
        {
          reference: "CRASH2",
          supplierBookingId: "x",
          airlinePnr: "x",
          status: "held",
          fareSourceCode: it.fareSourceCode,
          itinerary: it,
          // A passenger the database refuses, after the seats were taken in the same transaction.
          passengers: [{ ...adult(), title: null as unknown as string }],
          contact,
          extras: EMPTY_EXTRAS,
          fareTotal: it.totalFare,
          extrasTotal: { amount: 0, currency: "PHP" },
          total: it.totalFare,
          userId: null,
          holdExpiresAt: new Date(suite.clock.getTime() + 60_000),
          ticketTimeLimit: null,
          seats: [],
          inventory: [{ key, capacity: 180, baselineSold: 10, count: 1 }],
        },
        suite.clock,
      ),
    ).rejects.toThrow();
    expect(await inventoryOf(key)).toBeUndefined();
    expect(await suite.store.getBooking("CRASH2")).toBeNull();
  });

  it("200 concurrent bookings for the last 5 seats: exactly 5 succeed, the rest are told it sold out", async () => {
    const it = await pick({ family: "tipid" });
    const key = inventoryKey(it);
    // Pre-fill the flight to 5 seats short of full (at the top price bucket, so the price holds).
    const extras = await suite.supplier.extraServices(it.fareSourceCode);
    const capacity = extras.DynamicSeat[0].rows.reduce((n, r) => n + r.seats.length, 0);
    await suite.database.db.insert(flightInventory).values({ key, capacity, sold: capacity - 5 });
    const fresh = await suite.supplier.revalidate(it.fareSourceCode);
    expect(fresh.isValid).toBe(true);
    const code = fresh.fareSourceCode;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        suite.supplier.book({
          reference: `C${String(i).padStart(3, "0")}XY`.replace(/[01IOL]/g, "Z"),
          fareSourceCode: code,
          passengers: [adult()],
          contact,
          extras: EMPTY_EXTRAS,
          extrasTotal: { amount: 0, currency: "PHP" },
          userId: null,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(5);
    expect(failed.every((r) => isFlightError(r.reason, "SOLD_OUT"))).toBe(true);
    expect((await inventoryOf(key)).sold).toBe(capacity);
    const held = await suite.database.db.select().from(flightBooking).where(eq(flightBooking.status, "held"));
    expect(held).toHaveLength(5);
  });

  it("a split reissue is one transaction: sold out or a used reference keeps nothing; done, it moves seats and frees seat choices once", async () => {
    const it0 = await pick({ adults: 2, family: "economy-classic" });
    const booked = await suite.service.book({
      fareSourceCode: it0.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
      userId: undefined,
    });
    const parent = await suite.service.ticket(booked.reference);
    const [row] = await suite.database.db.select().from(flightBooking).where(eq(flightBooking.reference, parent.reference));
    const flightKey = it0.legs[0].segments[0].marketingAirline + it0.legs[0].segments[0].flightNumber;
    await suite.database.db.insert(flightSeatAssignment).values([
      { flightKey, seatCode: "12A", passengerIndex: 0, bookingId: row.id, createdAt: suite.clock },
      { flightKey, seatCode: "12B", passengerIndex: 1, bookingId: row.id, createdAt: suite.clock },
    ]);
    const oldSold = (await inventoryOf(inventoryKey(it0))).sold;
    const next = await pick({ date: "2026-12-20", family: "economy-classic" });
    const newKey = inventoryKey(next);
    const php = (amount: number) => ({ amount, currency: "PHP" });
    const noAddOns = { extras: { baggage: [], meals: [], seats: [] }, lines: [], total: php(0), refunds: [] };
    const stays = { fareMoved: php(0), addOnsMoved: php(0), extras: { baggage: [], meals: [], seats: [] }, lines: [], extrasTotal: php(0) };
    const paid = { total: php(5000_00), paymentId: null, collected: php(0), shares: [], addOns: noAddOns, parent: stays };
    const unchanged = async () => {
      const b = (await suite.store.getBooking(parent.reference))!;
      expect(b.tickets.map((t) => t.status)).toEqual(["issued", "issued"]);
      expect(b.seats.map((x) => x.seatCode).sort()).toEqual(["12A", "12B"]);
      expect(b.events.some((e) => e.type === "split")).toBe(false);
      expect((await inventoryOf(inventoryKey(it0))).sold).toBe(oldSold);
      expect(await suite.database.db.select().from(flightBooking)).toHaveLength(1);
    };

    // The new flight sold out: nothing changes at all.
    await suite.database.db
      .insert(flightInventory)
      .values({ key: newKey, capacity: 30, sold: 30 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 30, capacity: 30 } });
    await expect(suite.supplier.splitReissue(parent.reference, [1], next, paid, "req-sold-out")).rejects.toMatchObject({
      code: "SOLD_OUT",
    });
    await unchanged();

    // A child reference already taken (here: the parent's own): refused, nothing kept.
    await suite.database.db.update(flightInventory).set({ sold: 10 }).where(eq(flightInventory.key, newKey));
    const child = {
      reference: parent.reference,
      supplierBookingId: "LKB-TEST",
      airlinePnr: "PNRTST",
      fareSourceCode: next.fareSourceCode,
      itinerary: next,
      inventory: [{ key: newKey, capacity: 30, baselineSold: 0, count: 1 }],
      tickets: [{ passengerIndex: 0, number: "9990000000001", issuedAt: suite.clock }],
      fareTotal: next.totalFare,
      total: paid.total,
      addOns: { ...noAddOns, seats: [] },
      shares: [],
    };
    const common = { parent: stays, paymentId: null, collected: php(0) };
    const duplicate = suite.store.splitReissue(parent.reference, { passengers: [1], child, requestId: "req-dup", ...common }, suite.clock);
    await expect(duplicate).rejects.toMatchObject({ code: "INVALID_STATE", message: "duplicate reference" });
    await unchanged();
    expect((await inventoryOf(newKey)).sold).toBe(10);

    // Done: Maria's seat goes back on the old flight, her seat choice is freed, one seat is taken on the new one.
    const split = { passengers: [1], child: { ...child, reference: "SPL2TZ" }, requestId: "req-ok", ...common };
    const done = await suite.store.splitReissue(parent.reference, split, suite.clock);
    expect(done.child.reference).toBe("SPL2TZ");
    expect(done.child.passengers.map((p) => p.surname)).toEqual(["Santos"]);
    expect(done.parent.status).toBe("ticketed");
    expect(done.parent.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
    expect(done.parent.seats.map((x) => x.seatCode)).toEqual(["12A"]);
    expect(done.parent.inventory.map((h) => h.count)).toEqual([1]);
    expect((await inventoryOf(inventoryKey(it0))).sold).toBe(oldSold - 1);
    expect((await inventoryOf(newKey)).sold).toBe(11);
    // The same request again answers the same child and moves nothing twice.
    const again = await suite.store.splitReissue(
      parent.reference,
      { ...split, child: { ...split.child, reference: "OTH3RX" } },
      suite.clock,
    );
    expect(again.child.reference).toBe("SPL2TZ");
    expect((await inventoryOf(inventoryKey(it0))).sold).toBe(oldSold - 1);
    expect((await inventoryOf(newKey)).sold).toBe(11);
    expect(await suite.database.db.select().from(flightBooking)).toHaveLength(2);
  });
});
