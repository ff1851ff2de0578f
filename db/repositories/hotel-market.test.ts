/**
 * The market-size dataset in the database (issue 26): loaded, read back as the catalog the supplier
 * searches, its availability read at room rates, and the indexed queries agreeing with the catalog.
 * A small slice of the dataset (400 hotels over every province, 40 nights) keeps it quick.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, distributeGuests } from "../../contracts/hotels.ts";
import { haversineKm } from "../../core/hotels/match.ts";
import { createEmbeddedHotelSupplier } from "../../core/hotels/embedded-supplier.ts";
import type { Hotel } from "../../core/hotels/inventory.ts";
import { bookedNights, yearOfNights } from "../../core/hotels/market/availability.ts";
import { generateMarket } from "../../core/hotels/market/generate.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { hotelsInArea, hotelsNear, loadMarket, readMarketCatalog } from "./hotel-market.ts";
import { createHotelStore } from "./hotel-store.ts";

const FROM = "2027-02-01";
let database: TestDatabase;
let empty: TestDatabase;
let hotels: Hotel[];
beforeAll(async () => {
  [database, empty] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  hotels = (await generateMarket({ hotels: 400 })).hotels;
  await loadMarket(database.db, hotels, { from: FROM, days: 40 });
}, 120_000);
afterAll(async () => {
  await database?.cleanup();
  await empty?.cleanup();
});

const stay = { checkin: addDays(FROM, 10), checkout: addDays(FROM, 13), occupancy: distributeGuests(1, 2, 0), requiredCurrency: "PHP" };

describe(`market dataset in the database (${testDatabaseKind})`, () => {
  it("reads back every hotel as it was generated; a database without the dataset has no market catalog", async () => {
    const catalog = await readMarketCatalog(database.db);
    expect(catalog?.hotels.length).toBe(hotels.length);
    const h = hotels[123];
    expect(catalog?.byId.get(h.hotelId)).toEqual(h);
    expect(await readMarketCatalog(empty.db)).toBeNull();
    await expect(loadMarket(database.db, hotels, { from: FROM })).rejects.toThrow(/already holds/);
  });

  it("searches the market catalog by town, province, code and point behind the supplier interface", async () => {
    const supplier = createEmbeddedHotelSupplier({ store: createHotelStore(database.db), secret: "hotel-market-test-secret-0123456789" });
    const cebuCity = hotels.filter((h) => h.destination.code === "CEB" && h.area.name === "Cebu City");
    const byTown = await supplier.search({ kind: "city", city: "Cebu City", country: "Philippines" }, stay);
    expect(byTown.totalCount).toBe(cebuCity.filter((h) => h.rooms.some((r) => r.maxOccupancy >= 2)).length);
    const byProvince = await supplier.search({ kind: "city", city: "Cebu", country: "Philippines" }, stay);
    expect(byProvince.totalCount).toBeGreaterThan(byTown.totalCount);
    const code = await supplier.search({ kind: "codes", codes: [hotels[5].hotelId.toLowerCase()] }, stay);
    expect(code.searchResults.map((r) => r.hotelId)).toEqual([hotels[5].hotelId]);
    const near = await supplier.search({ kind: "geo", latitude: 10.3157, longitude: 123.8854, radiusKm: 5 }, stay);
    expect(near.totalCount).toBeGreaterThan(0);
    expect(near.searchResults.every((r) => r.distance <= 5)).toBe(true);
  });

  it("answers room rates from the loaded nights (a sold-out night makes the room unavailable)", async () => {
    const nights = yearOfNights(FROM, 40).filter((n) => n.night >= stay.checkin && n.night < stay.checkout);
    const full = hotels.find((h) =>
      bookedNights(h, nights).some((n) => n.booked === n.units && h.rooms.find((r) => r.roomId === n.roomId)!.maxOccupancy >= 2),
    );
    expect(full).toBeDefined();
    const soldOut = bookedNights(full!, nights).find((n) => n.booked === n.units)!;
    const supplier = createEmbeddedHotelSupplier({ store: createHotelStore(database.db), secret: "hotel-market-test-secret-0123456789" });
    const page = await supplier.search({ kind: "codes", codes: [full!.hotelId] }, stay);
    const rates = await supplier.roomRates({ hotelId: full!.hotelId, sessionId: page.sessionId, tokenId: page.searchResults[0].tokenId });
    const room = rates.roomRates.perBookingRates.find((r) => r.roomId === soldOut.roomId)!;
    expect(room.availableUnits).toBe(0);
    expect(room.available).toBe(false);
  });

  it("has indexed queries that agree with the catalog (a town cheapest first; near a point)", async () => {
    const inTown = hotels.filter((h) => h.destination.code === "NCR" && h.area.name === "Makati");
    const rows = await hotelsInArea(database.db, "NCR", "Makati", 5);
    const cheapest = (h: Hotel) => Math.min(...h.rooms.map((r) => r.baseRatePesos));
    expect(rows.map((r) => r.hotelId)).toEqual(
      [...inTown]
        .sort((a, b) => cheapest(a) - cheapest(b) || (a.hotelId < b.hotelId ? -1 : 1))
        .slice(0, 5)
        .map((h) => h.hotelId),
    );
    const point = { latitude: 14.5547, longitude: 121.0244 };
    const near = await hotelsNear(database.db, point.latitude, point.longitude, 3);
    const expected = hotels.filter((h) => haversineKm(point, h) <= 3).map((h) => h.hotelId);
    expect(near.map((r) => r.hotelId).sort()).toEqual(expected.sort());
  });
});
