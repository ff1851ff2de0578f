/**
 * The hotel search API through the whole HTTP host: each §7 path with good payloads, the §5 messages,
 * the invalid-search-type messages, pagination, filters, suggestions, details, room rates and
 * availability, and bad input that never becomes a 500. Booking and payment: hotel-booking.test.ts.
 */
import { describe, expect, it } from "vitest";
import { addDays, HOTEL_LIMITS, HOTEL_MESSAGES, type HotelSearchPage, type RoomRatesReply } from "../../contracts/hotels.ts";
import { rateLimit } from "../../db/schema.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import { HOTEL_RATE_LIMITS } from "./hotels.ts";
import { API, checkin, checkout, hotelApiSuite, stay } from "./hotels.fixture.ts";

const api = hotelApiSuite();
const client = api.client;

describe(`hotel search API (${testDatabaseKind})`, () => {
  it("searches by destination, code and location with the §7 payloads", async () => {
    const call = client();
    const city = await call(`${API}/hotel-search`, { ...stay, city_name: "Boracay", country_name: "Philippines" });
    expect(city.status).toBe(200);
    const page = city.json.data as HotelSearchPage;
    expect(page).toMatchObject({ currentPage: 1, totalCount: 40, totalPages: 4, hasMoreResults: true });
    expect(page.searchResults[0]).toMatchObject({ hotelId: expect.stringMatching(/^BOR\d{3}$/), basePrice: { currency: "PHP" } });
    for (const key of [
      "hotelId",
      "productId",
      "tokenId",
      "hotelName",
      "basePrice",
      "starRating",
      "distance",
      "amenities",
      "latitude",
      "longitude",
    ])
      expect(page.searchResults[0]).toHaveProperty(key);

    const code = await call(`${API}/hotel-search-by-code`, { ...stay, hotelCodes: ["CEB003", "bor001", "NOPE"] });
    expect(code.json.data.searchResults.map((r: { hotelId: string }) => r.hotelId).sort()).toEqual(["BOR001", "CEB003"]);

    const geo = await call(`${API}/hotel-search-by-location`, { ...stay, latitude: 9.549, longitude: 123.774, radius: 5 });
    expect(geo.status).toBe(200);
    expect(geo.json.data.totalCount).toBeGreaterThan(0);
    for (const r of geo.json.data.searchResults) expect(r.distance).toBeLessThanOrEqual(5);
  });

  it("limits searches per client in memory, writing nothing to the database per search", async () => {
    const call = client();
    const body = { ...stay, city_name: "Cebu", country_name: "Philippines" };
    const before = await api.host.services.database.db.select().from(rateLimit);
    for (let i = 0; i < HOTEL_RATE_LIMITS.search.limit; i++) expect((await call(`${API}/hotel-search`, body)).status).toBe(200);
    const refused = await call(`${API}/hotel-search`, body);
    expect(refused.status).toBe(429);
    expect((await call(`${API}/room-rates`, { hotelId: "CEB001", sessionId: "x.y" })).status).toBe(429);
    // Another traveller is not held up, and the database's rate-limit rows did not change.
    expect((await client()(`${API}/hotel-search`, body)).status).toBe(200);
    expect(await api.host.services.database.db.select().from(rateLimit)).toEqual(before);
  });

  it("serves the hotel photos of public/ (nested under build/client), and assets as immutable", async () => {
    const res = await api.host.app.request("/hotels/photos/pool.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await api.host.app.request("/hotels/photos/none.svg")).status).not.toBe(200);
    const asset = await api.host.app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers no results as an answer, not a failure", async () => {
    const none = await client()(`${API}/hotel-search`, { ...stay, city_name: "Atlantis" });
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ data: { totalCount: 0, searchResults: [] }, message: HOTEL_MESSAGES.noResults });
  });

  it("gives the §5 messages and our limits", async () => {
    const call = client();
    const empty = await call(`${API}/hotel-search`, { occupancy: stay.occupancy });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({
      city_name: [HOTEL_MESSAGES.destinationRequired],
      checkin: [HOTEL_MESSAGES.checkInRequired],
      checkout: [HOTEL_MESSAGES.checkOutRequired],
    });
    expect((await call(`${API}/hotel-search-by-code`, { ...stay })).json.errors?.hotelCodes).toEqual([HOTEL_MESSAGES.hotelCodeRequired]);
    const geo = await call(`${API}/hotel-search-by-location`, { ...stay });
    expect(geo.json.errors).toMatchObject({ latitude: [HOTEL_MESSAGES.latitudeRequired], longitude: [HOTEL_MESSAGES.longitudeRequired] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ checkout: checkin }, "checkout", HOTEL_MESSAGES.checkOutBeforeCheckIn],
      [{ checkout: addDays(checkin, 31) }, "checkout", HOTEL_MESSAGES.stayTooLong],
      [
        { occupancy: Array.from({ length: 9 }, (_, i) => ({ room_no: (i % 8) + 1, adult: 1, child: 0, child_age: [0] })) },
        "occupancy",
        HOTEL_MESSAGES.roomsRange,
      ],
      [{ occupancy: [{ room_no: 1, adult: 2, child: 1 }] }, "occupancy", HOTEL_MESSAGES.childAgesMissing],
      [{ occupancy: [{ room_no: 1, adult: 0, child: 0, child_age: [0] }] }, "occupancy", HOTEL_MESSAGES.adultsPerRoom],
      [{ requiredCurrency: "USD" }, "requiredCurrency", HOTEL_MESSAGES.currency],
      [{ checkin: "2026-02-30" }, "checkin", HOTEL_MESSAGES.dateInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(`${API}/hotel-search`, { ...stay, city_name: "Cebu", ...patch });
      expect(res.status, message).toBe(400);
      expect(res.json.errors?.[field], message).toEqual([message]);
    }
  });

  it("gives the invalid-search-type messages", async () => {
    const call = client();
    const more = await call(`${API}/search/more`, { ...stay, city_name: "Cebu", searchType: "flights", page: 2 });
    expect(more.json.message).toBe(HOTEL_MESSAGES.invalidSearchTypePagination);
    expect((await call(`${API}/more-results`, { ...stay, searchType: "boat", page: 2 })).json.message).toBe(
      HOTEL_MESSAGES.invalidSearchTypePagination,
    );
    const filtered = await call(`${API}/search/filtered`, { searchCriteria: { ...stay, city_name: "Cebu", searchType: "x" }, filters: {} });
    expect(filtered.status).toBe(400);
    expect(filtered.json.message).toBe(HOTEL_MESSAGES.invalidSearchTypeFiltering);
  });

  it("pages through a session without overlap, and filters and sorts on it", async () => {
    const call = client();
    const first = (await call(`${API}/hotel-search`, { ...stay, city_name: "Metro Manila" })).json.data as HotelSearchPage;
    const seen = new Set(first.searchResults.map((r) => r.hotelId));
    let page = first;
    while (page.hasMoreResults) {
      page = (
        await call(`${API}/search/more`, { ...stay, city_name: "Metro Manila", page: page.currentPage + 1, sessionId: first.sessionId })
      ).json.data;
      for (const r of page.searchResults) {
        expect(seen.has(r.hotelId)).toBe(false);
        seen.add(r.hotelId);
      }
    }
    expect(seen.size).toBe(first.totalCount);

    const filtered = await call(`${API}/search/filtered`, {
      searchCriteria: { ...stay, city_name: "Metro Manila" },
      sessionId: first.sessionId,
      filters: { minRating: 4, maxPrice: 20_000, amenities: ["Spa", "Swimming pool"] },
      sort: { by: "rating", order: "desc" },
      page: 1,
    });
    const list = filtered.json.data.searchResults as HotelSearchPage["searchResults"];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.starRating).toBeGreaterThanOrEqual(4);
      expect(r.basePrice.amount).toBeLessThanOrEqual(2_000_000);
      expect(r.amenities.some((a) => a === "Spa" || a === "Swimming pool")).toBe(true);
    }
    for (let i = 1; i < list.length; i++) expect(list[i - 1].starRating).toBeGreaterThanOrEqual(list[i].starRating);

    const code = await call(`${API}/search/code/more`, { ...stay, hotelCodes: ["MNL001", "MNL002"], page: 1 });
    expect(code.json.data.totalCount).toBe(2);
    const geo = await call(`${API}/search/geo/filtered`, {
      searchCriteria: { ...stay, latitude: 14.5547, longitude: 121.0244 },
      filters: {},
      sort: { by: "distance", order: "asc" },
    });
    const distances = geo.json.data.searchResults.map((r: { distance: number }) => r.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
  });

  it("filters a search sent as the search state of spec §3 as it does the §7 payload (issue 17)", async () => {
    const call = client();
    const state = {
      searchType: "destination",
      destination: "Boracay, Philippines",
      checkInDate: checkin,
      checkOutDate: checkout,
      rooms: 1,
      adults: 2,
      children: 0,
    };
    const options = { filters: { minRating: 4 }, sort: { by: "price", order: "asc" }, page: 1 };
    const asState = await call(`${API}/search/filtered`, { searchCriteria: state, ...options });
    const asWire = await call(`${API}/search/filtered`, {
      searchCriteria: { ...stay, city_name: "Boracay", country_name: "Philippines" },
      ...options,
    });
    expect(asState.status).toBe(200);
    expect(asState.json.data.totalCount).toBeGreaterThan(0);
    const ids = (r: typeof asState) =>
      r.json.data.searchResults.map((h: { hotelId: string; basePrice: unknown }) => [h.hotelId, h.basePrice]);
    expect(ids(asState)).toEqual(ids(asWire));

    const codes = await call(`${API}/search/code/filtered`, {
      searchCriteria: {
        searchType: "code",
        hotelCode: "BOR001, CEB003",
        checkInDate: checkin,
        checkOutDate: checkout,
        rooms: 1,
        adults: 2,
        children: 0,
      },
    });
    expect(codes.json.data.searchResults.map((r: { hotelId: string }) => r.hotelId).sort()).toEqual(["BOR001", "CEB003"]);
    const near = await call(`${API}/search/geo/filtered`, {
      searchCriteria: {
        searchType: "location",
        latitude: "9.549",
        longitude: 123.774,
        checkInDate: checkin,
        checkOutDate: checkout,
        rooms: 1,
        adults: 2,
      },
      sort: { by: "distance", order: "asc" },
    });
    expect(near.status).toBe(200);
    expect(near.json.data.searchResults[0].distance).toBeLessThanOrEqual(HOTEL_LIMITS.defaultRadiusKm);

    // Bad state criteria: 400 with the §5 message on the field the client sent.
    const noDates = await call(`${API}/search/filtered`, { searchCriteria: { ...state, checkInDate: "", checkOutDate: "" } });
    expect(noDates.status).toBe(400);
    expect(noDates.json.message).toBe(HOTEL_MESSAGES.checkInRequired);
    expect(noDates.json.errors).toMatchObject({
      checkInDate: [HOTEL_MESSAGES.checkInRequired],
      checkOutDate: [HOTEL_MESSAGES.checkOutRequired],
    });
    const noPlace = await call(`${API}/search/filtered`, { searchCriteria: { ...state, destination: " " } });
    expect(noPlace.status).toBe(400);
    expect(noPlace.json.errors?.destination).toEqual([HOTEL_MESSAGES.destinationRequired]);
    const tooFew = await call(`${API}/search/filtered`, { searchCriteria: { ...state, rooms: 3, adults: 2 } });
    expect(tooFew.json.errors?.adults).toEqual([HOTEL_MESSAGES.adultsPerRoom]);
    const wrongType = await call(`${API}/search/code/filtered`, { searchCriteria: state });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toBe(HOTEL_MESSAGES.invalidSearchTypeFiltering);
    const noPoint = await call(`${API}/search/geo/filtered`, { searchCriteria: { ...state, searchType: "location", latitude: "" } });
    expect(noPoint.json.errors).toMatchObject({
      latitude: [HOTEL_MESSAGES.latitudeRequired],
      longitude: [HOTEL_MESSAGES.longitudeRequired],
    });
    const badCount = await call(`${API}/search/filtered`, { searchCriteria: { ...state, rooms: "many" } });
    expect(badCount.status).toBe(400);
    // The state shape also pages.
    const more = await call(`${API}/search/more`, { ...state, page: 2 });
    expect(more.json.data.currentPage).toBe(2);
  });

  it("expires sessions after 30 minutes", async () => {
    const call = client();
    const first = (await call(`${API}/hotel-search`, { ...stay, city_name: "Cebu" })).json.data as HotelSearchPage;
    api.host.services.hotelClock.setOffset(31 * 60_000);
    try {
      const later = await call(`${API}/search/more`, { ...stay, city_name: "Cebu", page: 2, sessionId: first.sessionId });
      expect(later.status).toBe(410);
      expect(later.json.message).toBe(HOTEL_MESSAGES.sessionExpired);
    } finally {
      api.host.services.hotelClock.setOffset(0);
    }
    const forged = await call(`${API}/room-rates`, { hotelId: "CEB001", sessionId: `${first.sessionId.slice(0, -3)}abc` });
    expect(forged.json.message).toBe(HOTEL_MESSAGES.sessionInvalid);
  });

  it("suggests locations and hotel codes", async () => {
    const call = client();
    const places = (await call(`${API}/locations/suggest?q=bora`)).json.data;
    expect(places[0]).toMatchObject({ label: "Boracay, Philippines", city: "Boracay", country: "Philippines" });
    expect((await call(`${API}/locations/suggest?q=a`)).json.data).toEqual([]);
    const codes = (await call(`${API}/codes/suggest?q=ENI00`)).json.data;
    expect(codes.length).toBeGreaterThan(0);
    expect(codes[0].hotelCode).toMatch(/^ENI00/);
  });

  it("answers details, room rates and availability", async () => {
    const call = client();
    const found = (await call(`${API}/hotel-search-by-code`, { ...stay, hotelCodes: ["ENI002"] })).json.data as HotelSearchPage;
    const hit = found.searchResults[0];
    const details = await call(`${API}/details?hotelId=${hit.hotelId}&productId=${hit.productId}&tokenId=${hit.tokenId}&sessionId=`);
    expect(details.json.data).toMatchObject({ hotelId: "ENI002", city: "El Nido", country: "Philippines" });
    expect(details.json.data.photos.length).toBeGreaterThan(1);
    expect((await call(`${API}/details?hotelId=NOPE01`)).status).toBe(404);
    expect((await call(`${API}/details`)).status).toBe(400);

    const rates = await call(`${API}/room-rates`, {
      hotelId: hit.hotelId,
      productId: hit.productId,
      tokenId: hit.tokenId,
      sessionId: found.sessionId,
    });
    const reply = rates.json.data as RoomRatesReply;
    expect(reply).toMatchObject({ hotelName: hit.hotelName, checkInDate: checkin, checkOutDate: checkout });
    const room = reply.roomRates.perBookingRates[0];
    expect(room).toMatchObject({ available: true, rates: { nights: 2, rooms: 1 } });
    expect(room.cancellationPolicy).toHaveProperty("cancellable");

    const ok = await call(`${API}/validate-availability`, { hotelId: hit.hotelId, sessionId: found.sessionId, roomId: room.roomId });
    expect(ok.json.data).toMatchObject({ available: true, roomRate: { roomId: room.roomId } });
    expect((await call(`${API}/validate-availability`, { hotelId: hit.hotelId, sessionId: found.sessionId, roomId: "X" })).status).toBe(
      404,
    );
  });

  it("never answers bad input with a 500", async () => {
    const call = client();
    expect((await call(`${API}/hotel-search`, "{not json")).status).toBe(400);
    expect((await call(`${API}/hotel-search`, "[]")).status).toBe(400);
    expect((await call(`${API}/hotel-search`, "null")).status).toBe(400);
    expect((await call(`${API}/hotel-search`, { ...stay, city_name: "Cebu\u0000" })).status).toBe(400);
    expect((await call(`${API}/hotel-search`, { ...stay, city_name: 42, occupancy: "x", checkin: [] })).status).toBe(400);
    expect((await call(`${API}/search/filtered`, { searchCriteria: "x" })).status).toBe(400);
    expect((await call(`${API}/search/more`, { ...stay, city_name: "Cebu", page: -1 })).status).toBe(400);
    expect((await call(`${API}/search/more`, { ...stay, city_name: "Cebu", page: 1, sessionId: "garbage" })).status).toBe(400);
    expect((await call(`${API}/room-rates`, {})).status).toBe(400);
    expect((await call(`${API}/hotel-search`, "x", { headers: { "content-type": "text/plain" } })).status).toBe(415);
  });
});
