/**
 * The selected fare on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a
 * fare is revalidated before booking (same code while nothing changed, a new price when the flight
 * filled, invalid when sold out), its fare rules, its extra services and seat maps, and its selection
 * session.
 */
import { describe, expect, it } from "vitest";
import type { PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import { flightInventory } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { flightStoreSuite } from "./flight-store.fixture.ts";
import { adult, contact } from "./post-ticketing.fixture.ts";

const suite = flightStoreSuite();

describe(`the selected fare (${testDatabaseKind})`, () => {
  const search = (tripType: "oneway" | "return", origin = "MNL", destination = "CEB") =>
    suite.service.search({
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
    const same = await suite.service.revalidate(it.fareSourceCode);
    expect(same).toMatchObject({ isValid: true, priceChanged: false, fareSourceCode: it.fareSourceCode, holdAllowed: false });

    const s = it.legs[0].segments[0];
    const key = `${s.marketingAirline}${s.flightNumber}@2026-12-18/Y`;
    const capacity = (await suite.supplier.extraServices(it.fareSourceCode)).DynamicSeat[0].rows.reduce((n, r) => n + r.seats.length, 0);
    await suite.database.db.insert(flightInventory).values({ key, capacity, sold: capacity - 4 });
    const moved = await suite.service.revalidate(it.fareSourceCode);
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
    await expect(
      suite.service.book({ fareSourceCode: it.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS }),
    ).rejects.toMatchObject({
      code: "PRICE_CHANGED",
    });

    suite.clock = new Date(suite.clock.getTime() + 31 * 60_000);
    await expect(
      suite.service.book({ fareSourceCode: moved.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS }),
    ).rejects.toMatchObject({
      code: "FARE_EXPIRED",
    });
    const renewed = await suite.service.revalidate(moved.fareSourceCode);
    expect(renewed).toMatchObject({ isValid: true, priceChanged: false });
    expect(renewed.fareSourceCode).not.toBe(moved.fareSourceCode);
    // Ages are checked on the day of travel.
    const tooOld = [passengers[0], passengers[1], passengers[2], { ...passengers[3], dateOfBirth: "2023-01-01" }];
    await expect(
      suite.service.book({ fareSourceCode: renewed.fareSourceCode, passengers: tooOld, contact, extras: EMPTY_EXTRAS }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      errors: { "passengers.3": [expect.stringMatching(/under 2/)] },
    });
    const booking = await suite.service.book({ fareSourceCode: renewed.fareSourceCode, passengers, contact, extras: EMPTY_EXTRAS });
    expect(booking.passengers.map((p) => p.type)).toEqual(["ADT", "ADT", "CHD", "INF"]);

    // Three seats for two adults and a child: 4 - 3 = 1 left, so the same fare is now sold out.
    const gone = await suite.service.revalidate(renewed.fareSourceCode);
    expect(gone.isValid).toBe(false);
    expect(gone.message).toMatch(/sold out/);
    await expect(suite.service.revalidate("nonsense")).rejects.toMatchObject({ code: "FARE_EXPIRED" });
  });

  it("fare rules carry the ATPCO categories and baggage per flight", async () => {
    const it = (await search("oneway")).fareItineraries[0];
    const rules = await suite.service.fareRules(it.fareSourceCode);
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
    const x = await suite.service.extraServices(it.fareSourceCode);
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
    const cx = await suite.service.search({
      search: {
        tripType: "oneway",
        legs: [{ origin: "MNL", destination: "HKG", date: "2026-12-18" }],
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: "economy",
      },
      filters: { airlines: ["CX"], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false },
      sort: "cheapest",
    });
    expect(await suite.service.extraServices(cx.fareItineraries[0].fareSourceCode)).toEqual({
      DynamicBaggage: [],
      DynamicMeal: [],
      DynamicSeat: [],
    });
  });

  it("a selection session counts down 15 minutes", async () => {
    const it = (await search("oneway")).fareItineraries[0];
    const { sessionId, expiresAt } = await suite.service.setFlightExpiry(it.fareSourceCode);
    expect(Date.parse(expiresAt) - suite.clock.getTime()).toBe(15 * 60_000);
    expect(await suite.service.validateFlightExpiry(sessionId)).toEqual({ expired: false, expiresAt });
    suite.clock = new Date(suite.clock.getTime() + 15 * 60_000 + 1);
    expect(await suite.service.validateFlightExpiry(sessionId)).toEqual({ expired: true, expiresAt });
    await expect(suite.service.validateFlightExpiry("unknown")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(suite.service.setFlightExpiry("tampered.code")).rejects.toMatchObject({ code: "FARE_EXPIRED" });
  });
});
