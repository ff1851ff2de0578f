/**
 * Flight bookings on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): holds
 * that expire and give seats back, cancellation, seats that cannot be sold twice, and many concurrent
 * bookings for the last seats of a flight — exactly as many succeed as there are seats.
 */
import { eq, sql } from "drizzle-orm";
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
import { adult, contact, SECRET } from "./post-ticketing.fixture.ts";

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

describe(`flight bookings (${testDatabaseKind})`, () => {
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

  it("lists a signed-in traveller's bookings, newest first", async () => {
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u-flights', 'Juan', 'juan-flights@example.com') on conflict do nothing`,
    );
    const first = await service.book({
      fareSourceCode: (await pick()).fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: "u-flights",
    });
    clock = new Date(clock.getTime() + 60_000);
    const second = await service.book({
      fareSourceCode: (await pick()).fareSourceCode,
      passengers: [adult()],
      contact,
      extras: EMPTY_EXTRAS,
      userId: "u-flights",
    });
    expect((await service.bookingsForUser("u-flights")).map((b) => b.reference)).toEqual([second.reference, first.reference]);
    expect(await service.bookingsForUser("someone-else")).toEqual([]);
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

  it("a split reissue is one transaction: sold out or a used reference keeps nothing; done, it moves seats and frees seat choices once", async () => {
    const it0 = await pick({ adults: 2, family: "economy-classic" });
    const booked = await service.book({
      fareSourceCode: it0.fareSourceCode,
      passengers: [adult(), adult("Santos", "Maria")],
      contact,
      extras: EMPTY_EXTRAS,
      userId: undefined,
    });
    const parent = await service.ticket(booked.reference);
    const [row] = await database.db.select().from(flightBooking).where(eq(flightBooking.reference, parent.reference));
    const flightKey = it0.legs[0].segments[0].marketingAirline + it0.legs[0].segments[0].flightNumber;
    await database.db.insert(flightSeatAssignment).values([
      { flightKey, seatCode: "12A", passengerIndex: 0, bookingId: row.id, createdAt: clock },
      { flightKey, seatCode: "12B", passengerIndex: 1, bookingId: row.id, createdAt: clock },
    ]);
    const oldSold = (await inventoryOf(keyOf(it0))).sold;
    const next = await pick({ date: "2026-12-20", family: "economy-classic" });
    const newKey = keyOf(next);
    const php = (amount: number) => ({ amount, currency: "PHP" });
    const noAddOns = { extras: { baggage: [], meals: [], seats: [] }, lines: [], total: php(0), refunds: [] };
    const stays = { fareMoved: php(0), addOnsMoved: php(0), extras: { baggage: [], meals: [], seats: [] }, lines: [], extrasTotal: php(0) };
    const paid = { total: php(5000_00), paymentId: null, collected: php(0), shares: [], addOns: noAddOns, parent: stays };
    const unchanged = async () => {
      const b = (await store.getBooking(parent.reference))!;
      expect(b.tickets.map((t) => t.status)).toEqual(["issued", "issued"]);
      expect(b.seats.map((x) => x.seatCode).sort()).toEqual(["12A", "12B"]);
      expect(b.events.some((e) => e.type === "split")).toBe(false);
      expect((await inventoryOf(keyOf(it0))).sold).toBe(oldSold);
      expect(await database.db.select().from(flightBooking)).toHaveLength(1);
    };

    // The new flight sold out: nothing changes at all.
    await database.db
      .insert(flightInventory)
      .values({ key: newKey, capacity: 30, sold: 30 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 30, capacity: 30 } });
    await expect(supplier.splitReissue(parent.reference, [1], next, paid, "req-sold-out")).rejects.toMatchObject({ code: "SOLD_OUT" });
    await unchanged();

    // A child reference already taken (here: the parent's own): refused, nothing kept.
    await database.db.update(flightInventory).set({ sold: 10 }).where(eq(flightInventory.key, newKey));
    const child = {
      reference: parent.reference,
      supplierBookingId: "LKB-TEST",
      airlinePnr: "PNRTST",
      fareSourceCode: next.fareSourceCode,
      itinerary: next,
      inventory: [{ key: newKey, capacity: 30, baselineSold: 0, count: 1 }],
      tickets: [{ passengerIndex: 0, number: "9990000000001", issuedAt: clock }],
      fareTotal: next.totalFare,
      total: paid.total,
      addOns: { ...noAddOns, seats: [] },
      shares: [],
    };
    const common = { parent: stays, paymentId: null, collected: php(0) };
    const duplicate = store.splitReissue(parent.reference, { passengers: [1], child, requestId: "req-dup", ...common }, clock);
    await expect(duplicate).rejects.toMatchObject({ code: "INVALID_STATE", message: "duplicate reference" });
    await unchanged();
    expect((await inventoryOf(newKey)).sold).toBe(10);

    // Done: Maria's seat goes back on the old flight, her seat choice is freed, one seat is taken on the new one.
    const split = { passengers: [1], child: { ...child, reference: "SPL2TZ" }, requestId: "req-ok", ...common };
    const done = await store.splitReissue(parent.reference, split, clock);
    expect(done.child.reference).toBe("SPL2TZ");
    expect(done.child.passengers.map((p) => p.surname)).toEqual(["Santos"]);
    expect(done.parent.status).toBe("ticketed");
    expect(done.parent.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
    expect(done.parent.seats.map((x) => x.seatCode)).toEqual(["12A"]);
    expect(done.parent.inventory.map((h) => h.count)).toEqual([1]);
    expect((await inventoryOf(keyOf(it0))).sold).toBe(oldSold - 1);
    expect((await inventoryOf(newKey)).sold).toBe(11);
    // The same request again answers the same child and moves nothing twice.
    const again = await store.splitReissue(parent.reference, { ...split, child: { ...split.child, reference: "OTH3RX" } }, clock);
    expect(again.child.reference).toBe("SPL2TZ");
    expect((await inventoryOf(keyOf(it0))).sold).toBe(oldSold - 1);
    expect((await inventoryOf(newKey)).sold).toBe(11);
    expect(await database.db.select().from(flightBooking)).toHaveLength(2);
  });
});

describe(`the selected fare (${testDatabaseKind})`, () => {
  const search = (tripType: "oneway" | "return", origin = "MNL", destination = "CEB") =>
    service.search({
      search: {
        tripType,
        legs:
          tripType === "oneway"
            ? [{ origin, destination, date: "2026-12-18" }]
            : [
                { origin, destination, date: "2026-12-18" },
                { origin: destination, destination: origin, date: "2026-12-21" },
              ],
        passengers: { adults: 2, children: 1, infants: 1 },
        cabin: "economy",
      },
      filters: { airlines: ["5J"], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false, maxStops: 0 },
      sort: "cheapest",
    });

  it("revalidates: same code while nothing changed, a new code and priceChanged when the flight filled, a new code for an old session, invalid when sold out", async () => {
    const it = (await search("oneway")).fareItineraries[0];
    const same = await service.revalidate(it.fareSourceCode);
    expect(same).toMatchObject({ isValid: true, priceChanged: false, fareSourceCode: it.fareSourceCode, holdAllowed: false });

    const s = it.legs[0].segments[0];
    const key = `${s.marketingAirline}${s.flightNumber}@2026-12-18/Y`;
    const capacity = (await supplier.extraServices(it.fareSourceCode)).DynamicSeat[0].rows.reduce((n, r) => n + r.seats.length, 0);
    await database.db.insert(flightInventory).values({ key, capacity, sold: capacity - 4 });
    const moved = await service.revalidate(it.fareSourceCode);
    expect(moved.isValid).toBe(true);
    expect(moved.priceChanged).toBe(true);
    expect(moved.fareSourceCode).not.toBe(it.fareSourceCode);
    expect(moved.fareItinerary!.totalFare.amount).toBeGreaterThan(it.totalFare.amount);
    expect(moved.previousTotal).toEqual(it.totalFare);
    // Booking with the old code is refused; with the new one it works.
    const passengers: PassengerInput[] = [
      adult(),
      adult("Santos", "Maria"),
      { ...adult("Santos", "Ana"), type: "CHD", dateOfBirth: "2018-05-05" },
      { ...adult("Santos", "Bea"), type: "INF", dateOfBirth: "2026-02-01" },
    ];
    await expect(service.book({ fareSourceCode: it.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS })).rejects.toMatchObject({
      code: "PRICE_CHANGED",
    });

    clock = new Date(clock.getTime() + 31 * 60_000);
    await expect(service.book({ fareSourceCode: moved.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS })).rejects.toMatchObject({
      code: "FARE_EXPIRED",
    });
    const renewed = await service.revalidate(moved.fareSourceCode);
    expect(renewed).toMatchObject({ isValid: true, priceChanged: false });
    expect(renewed.fareSourceCode).not.toBe(moved.fareSourceCode);
    // Ages are checked on the day of travel.
    const tooOld = [passengers[0], passengers[1], passengers[2], { ...passengers[3], dateOfBirth: "2023-01-01" }];
    await expect(
      service.book({ fareSourceCode: renewed.fareSourceCode, passengers: tooOld, contact, extras: EMPTY_EXTRAS }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      errors: { "passengers.3": [expect.stringMatching(/under 2/)] },
    });
    const booking = await service.book({ fareSourceCode: renewed.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS });
    expect(booking.passengers.map((p) => p.type)).toEqual(["ADT", "ADT", "CHD", "INF"]);

    // Three seats for two adults and a child: 4 - 3 = 1 left, so the same fare is now sold out.
    const gone = await service.revalidate(renewed.fareSourceCode);
    expect(gone.isValid).toBe(false);
    expect(gone.message).toMatch(/sold out/);
    await expect(service.revalidate("nonsense")).rejects.toMatchObject({ code: "FARE_EXPIRED" });
  });

  it("fare rules carry the ATPCO categories and baggage per flight", async () => {
    const it = (await search("oneway")).fareItineraries[0];
    const rules = await service.fareRules(it.fareSourceCode);
    expect(rules.FareRules.map((r) => r.Category)).toEqual([
      "ADVANCE RESERVATIONS/TICKETING",
      "PENALTIES",
      "VOLUNTARY CHANGES",
      "VOLUNTARY REFUNDS",
      "BAGGAGE",
    ]);
    expect(rules.FareRules[0]).toMatchObject({ Airline: "5J", CityPair: "MNL-CEB" });
    expect(rules.BaggageInfos).toEqual([
      { Departure: "MNL", Arrival: "CEB", FlightNo: `5J${it.legs[0].segments[0].flightNumber}`, Baggage: "SB" },
    ]);
  });

  it("extra services: baggage per leg with OUTBOUND/INBOUND on a return, meals, a group and a segment service, seat maps per flight", async () => {
    const it = (await search("return")).fareItineraries[0];
    const x = await service.extraServices(it.fareSourceCode);
    expect(x.DynamicBaggage.map((g) => g.Behavior)).toEqual(["PER_PAX_OUTBOUND", "PER_PAX_INBOUND"]);
    expect(x.DynamicBaggage[0].Services[0].map((s) => s.Description)).toEqual(["1 bag - 20 kg", "1 bag - 32 kg", "2 bags - 40 kg in all"]);
    expect(x.DynamicBaggage[0].Services[1]).toEqual([]);
    expect(x.DynamicMeal.map((g) => g.Behavior)).toEqual(["PER_PAX_OUTBOUND", "PER_PAX_INBOUND", "GROUP_PAX", "SEGMENT"]);
    expect(x.DynamicMeal[0].IsMultiSelect).toBe(true);
    expect(x.DynamicSeat).toHaveLength(2);
    const map = x.DynamicSeat[0];
    expect(map.columns).toEqual(["A", "B", "C", "", "D", "E", "F"]);
    const row = map.rows[5].seats;
    expect(row.map((s) => s.SeatType)).toEqual(["window", "middle", "aisle", "aisle", "middle", "window"]);
    expect(row[0].Fare.amount).toBeGreaterThan(row[1].Fare.amount);
    expect(map.rows.flatMap((r) => r.seats).some((s) => s.AvailablityType === "Occupied")).toBe(true);
    // A foreign full-service carrier offers none.
    const cx = await service.search({
      search: {
        tripType: "oneway",
        legs: [{ origin: "MNL", destination: "HKG", date: "2026-12-18" }],
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: "economy",
      },
      filters: { airlines: ["CX"], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false },
      sort: "cheapest",
    });
    expect(await service.extraServices(cx.fareItineraries[0].fareSourceCode)).toEqual({
      DynamicBaggage: [],
      DynamicMeal: [],
      DynamicSeat: [],
    });
  });

  it("a selection session counts down 15 minutes", async () => {
    const it = (await search("oneway")).fareItineraries[0];
    const { sessionId, expiresAt } = await service.setFlightExpiry(it.fareSourceCode);
    expect(Date.parse(expiresAt) - clock.getTime()).toBe(15 * 60_000);
    expect(await service.validateFlightExpiry(sessionId)).toEqual({ expired: false, expiresAt });
    clock = new Date(clock.getTime() + 15 * 60_000 + 1);
    expect(await service.validateFlightExpiry(sessionId)).toEqual({ expired: true, expiresAt });
    await expect(service.validateFlightExpiry("unknown")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(service.setFlightExpiry("tampered.code")).rejects.toMatchObject({ code: "FARE_EXPIRED" });
  });
});
