/**
 * Flight bookings on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): holds
 * that expire and give seats back, cancellation, seats that cannot be sold twice, and many concurrent
 * bookings for the last seats of a flight — exactly as many succeed as there are seats.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS, type ExtrasSelection } from "../../contracts/flight-extras.ts";
import { createEmbeddedSupplier } from "../../core/flights/embedded-supplier.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { createFlightService } from "../../core/flights/flight-service.ts";
import type { FlightStore } from "../../core/flights/store.ts";
import { flightBooking, flightInventory, flightSeatAssignment } from "../schema.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test-database.ts";
import { createFlightStore } from "./flight-store.ts";

const SECRET = "test-secret-test-secret-test-secret";
const contact = { email: "juan@example.com", dialCode: "+63", phone: "9171234567" };
const adult = (surname = "Dela Cruz", givenName = "Juan"): PassengerInput => ({
  type: "ADT",
  title: "MR",
  givenName,
  surname,
  dateOfBirth: "1990-01-01",
  gender: "M",
  nationality: "PH",
});

describe(`flight bookings (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let store: FlightStore;
  let clock: Date;
  const now = () => clock;
  let supplier: ReturnType<typeof createEmbeddedSupplier>;
  let service: ReturnType<typeof createFlightService>;

  beforeAll(async () => {
    database = await openTestDatabase();
    store = createFlightStore(database.db);
    supplier = createEmbeddedSupplier({ secret: SECRET, now, store });
    service = createFlightService({ supplier, store, secret: SECRET, now });
  });
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    clock = new Date("2026-11-22T02:00:00Z");
    await database.db.delete(flightBooking);
    await database.db.delete(flightInventory);
  });

  async function pick(
    opts: { date?: string; origin?: string; destination?: string; adults?: number; family?: string } = {},
  ): Promise<FareItinerary> {
    const res = await service.search({
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

  const inventoryOf = async (key: string) => (await database.db.select().from(flightInventory).where(eq(flightInventory.key, key)))[0];
  const keyOf = (it: FareItinerary) => {
    const s = it.legs[0].segments[0];
    return `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime.slice(0, 10)}/Y`;
  };

  it("holds seats, ticketing issues 13-digit numbers, and the booking is found by surname in any case", async () => {
    const it = await pick();
    const booking = await service.book({
      fareSourceCode: it.fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: undefined,
    });
    expect(booking.status).toBe("held");
    expect(booking.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(booking.total).toEqual(it.totalFare);
    const row = await inventoryOf(keyOf(it));
    expect(row.sold).toBeGreaterThan(0);
    const before = row.sold;

    expect((await service.findBooking(booking.reference.toLowerCase(), "dela cruz"))?.reference).toBe(booking.reference);
    expect(await service.findBooking(booking.reference, "Santos")).toBeNull();

    const ticketed = await service.ticket(booking.reference);
    expect(ticketed.status).toBe("ticketed");
    expect(ticketed.tickets).toHaveLength(1);
    expect(ticketed.tickets[0].number).toMatch(/^\d{13}$/);
    expect(ticketed.events.map((e) => e.type)).toEqual(["held", "ticketed"]);
    // A ticketed booking keeps its seats and cannot simply be cancelled.
    await expect(service.cancel(booking.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await inventoryOf(keyOf(it))).sold).toBe(before);
  });

  it("an unpaid hold expires on read and in the sweep, giving its seats back", async () => {
    const it = await pick({ adults: 2 });
    const a = await service.book({
      fareSourceCode: it.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
    });
    const baseline = (await inventoryOf(keyOf(it))).sold - 2;
    clock = new Date(clock.getTime() + 21 * 60_000);
    // Shown as expired before any sweep, and the seats are back.
    expect((await service.getBooking(a.reference))?.status).toBe("expired");
    expect((await inventoryOf(keyOf(it))).sold).toBe(baseline);
    await expect(service.ticket(a.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });

    // The sweep: a hold nobody reads again (say its process died before payment) is released too.
    const it2 = await pick({ adults: 2 });
    const b = await service.book({
      fareSourceCode: it2.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
    });
    const baseline2 = (await inventoryOf(keyOf(it2))).sold - 2;
    expect(await service.expireHolds(clock)).toBe(0);
    clock = new Date(clock.getTime() + 21 * 60_000);
    expect(await service.expireHolds()).toBe(1);
    expect(await service.expireHolds()).toBe(0);
    const [row] = await database.db.select().from(flightBooking).where(eq(flightBooking.reference, b.reference));
    expect(row.status).toBe("expired");
    expect((await inventoryOf(keyOf(it2))).sold).toBe(baseline2);
  });

  it("cancel releases the seats of an unticketed booking", async () => {
    const it = await pick();
    const booking = await service.book({ fareSourceCode: it.fareSourceCode, passengers: [adult()], contact, extras: EMPTY_EXTRAS });
    const sold = (await inventoryOf(keyOf(it))).sold;
    const cancelled = await service.cancel(booking.reference);
    expect(cancelled.status).toBe("cancelled");
    expect((await inventoryOf(keyOf(it))).sold).toBe(sold - 1);
    await expect(service.cancel(booking.reference)).rejects.toMatchObject({ code: "INVALID_STATE" });
  });

  it("a seat is never sold twice, and a refused booking keeps nothing", async () => {
    const it = await pick();
    const extras = await supplier.extraServices(it.fareSourceCode);
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
    const first = await supplier.book(request("SEATA2"));
    expect(first.seats).toEqual([{ flightKey: keyOf(it).slice(0, -2), seatCode: seat.SeatCode, passengerIndex: 0 }]);
    const sold = (await inventoryOf(keyOf(it))).sold;
    await expect(supplier.book(request("SEATB3"))).rejects.toMatchObject({ code: "SEAT_TAKEN" });
    expect((await inventoryOf(keyOf(it))).sold).toBe(sold);
    expect(await store.getBooking("SEATB3")).toBeNull();
    // The seat map now shows it occupied; after cancelling it is free again.
    const again = await supplier.extraServices(it.fareSourceCode);
    const find = (d: typeof again) => d.DynamicSeat[0].rows.flatMap((r) => r.seats).find((s) => s.SeatCode === seat.SeatCode)!;
    expect(find(again).AvailablityType).toBe("Occupied");
    await service.cancel(first.reference);
    expect(await database.db.select().from(flightSeatAssignment)).toHaveLength(0);
  });

  it("a booking that fails half-way (a crash inside the transaction) leaves no seat taken", async () => {
    const it = await pick();
    const key = keyOf(it);
    await expect(
      store.createBooking(
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
          holdExpiresAt: new Date(clock.getTime() + 60_000),
          ticketTimeLimit: null,
          seats: [],
          inventory: [{ key, capacity: 180, baselineSold: 10, count: 1 }],
        },
        clock,
      ),
    ).rejects.toThrow();
    expect(await inventoryOf(key)).toBeUndefined();
    expect(await store.getBooking("CRASH2")).toBeNull();
  });

  it("200 concurrent bookings for the last 5 seats: exactly 5 succeed, the rest are told it sold out", async () => {
    const it = await pick({ family: "tipid" });
    const key = keyOf(it);
    // Pre-fill the flight to 5 seats short of full (at the top price bucket, so the price holds).
    const extras = await supplier.extraServices(it.fareSourceCode);
    const capacity = extras.DynamicSeat[0].rows.reduce((n, r) => n + r.seats.length, 0);
    await database.db.insert(flightInventory).values({ key, capacity, sold: capacity - 5 });
    const fresh = await supplier.revalidate(it.fareSourceCode);
    expect(fresh.isValid).toBe(true);
    const code = fresh.fareSourceCode;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        supplier.book({
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
    const held = await database.db.select().from(flightBooking).where(eq(flightBooking.status, "held"));
    expect(held).toHaveLength(5);
  });
});
