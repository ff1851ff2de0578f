/**
 * One parse per request, for searches (issue 25): a flight search's query string and a hotel search's
 * body become the typed input at the edge (string to type only), and the use case's schema reads it
 * once — counted on the schemas' own parse methods through the whole HTTP host. Bad input of every
 * kind (wrong types, huge values, control characters, lists for texts, nested junk) is a 400 with the
 * field's message, never a 500.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { FareCalendarInput } from "../../contracts/flight-checkout-inputs.ts";
import { FlightSearchInput, FlightSearchRequest } from "../../contracts/flight-inputs.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import { HotelSearchInput } from "../../contracts/hotel-inputs.ts";
import { HOTEL_MESSAGES } from "../../contracts/hotels.ts";
import { countParses } from "./parse-count.fixture.ts";
import { API, checkin, checkout, hotelApiSuite, stay } from "./hotels.fixture.ts";

const api = hotelApiSuite();
const FLIGHTS = "/api/booking/flight/search";

afterEach(() => vi.restoreAllMocks());

const schemas = { FlightSearchRequest, FlightSearchInput, FareCalendarInput, HotelSearchInput };
const date = addDays(manilaToday(), 30);

describe("a search is parsed once", () => {
  it("flight API: flights.search's one parse, found or refused", async () => {
    const call = api.client();
    let counts = countParses(schemas);
    const found = await call(`${FLIGHTS}?origin=Manila&destination=CEB&departureDate=${date}&adults=2&stops=1&baggage=1&limit=5`);
    expect(found.status).toBe(200);
    expect(found.json.data.limit).toBe(5);
    expect(counts()).toEqual({ FlightSearchRequest: 1, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 0 });
    vi.restoreAllMocks();

    counts = countParses(schemas);
    const refused = await call(`${FLIGHTS}?origin=MNL&destination=CEB&departureDate=${date}&adults=abc`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message: "Some search fields are not right.",
      errors: { adults: ["Adults must be a whole number."] },
    });
    expect(counts()).toEqual({ FlightSearchRequest: 1, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 0 });
    vi.restoreAllMocks();

    // A rule against today (the use case's clock), after the one parse.
    counts = countParses(schemas);
    const past = await call(`${FLIGHTS}?origin=MNL&destination=CEB&departureDate=${addDays(manilaToday(), -2)}`);
    expect(past.json.errors).toEqual({ departureDate: ["Flights cannot depart in the past."] });
    expect(counts()).toEqual({ FlightSearchRequest: 1, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 0 });
  });

  it("hotel API: hotels.search's one parse, in either shape, found or refused", async () => {
    const call = api.client();
    let counts = countParses(schemas);
    const found = await call(`${API}/hotel-search`, { ...stay, city_name: "Cebu City" });
    expect(found.status).toBe(200);
    expect(counts()).toEqual({ FlightSearchRequest: 0, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 1 });
    vi.restoreAllMocks();

    counts = countParses(schemas);
    const state = {
      searchType: "destination",
      destination: "Cebu City",
      checkInDate: checkin,
      checkOutDate: checkout,
      rooms: "1",
      adults: "2",
    };
    const filtered = await call(`${API}/search/filtered`, { searchCriteria: state, filters: { minRating: 3 }, page: 1 });
    expect(filtered.status).toBe(200);
    expect(counts()).toEqual({ FlightSearchRequest: 0, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 1 });
    vi.restoreAllMocks();

    counts = countParses(schemas);
    const yesterday = addDays(manilaToday(), -1);
    const refused = await call(`${API}/hotel-search`, { ...stay, city_name: "Cebu", checkin: yesterday, checkout: addDays(yesterday, 2) });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ checkin: [HOTEL_MESSAGES.checkInPast] });
    expect(counts()).toEqual({ FlightSearchRequest: 0, FlightSearchInput: 0, FareCalendarInput: 0, HotelSearchInput: 1 });
  });
});

describe("bad search input is a 400 with the field's message, never a 500", () => {
  it.each([
    ["adults=1e400", "adults", "Adults must be a whole number."],
    ["adults=99999999999999999999", "adults", "Adults must be at most 9."],
    ["limit=100000000000", "limit", "limit must be a whole number from 1 to 200."],
    ["page=-3", "page", "page must be a whole number from 1."],
    ["maxPrice=1.5", "maxPrice", "The price limit must be a whole number of pesos."],
    ["stops=x", "stops", "Stops must be 0, 1 or 2."],
    ["cabin=%07", "cabin", "Choose a cabin class."],
    ["sort=%00", "sort", "Choose how to sort the flights."],
    ["airlines=PR,%1B%5B31m", "airlines", "Airlines are 2-character codes."],
    ["depart=midnight", "depart", "Choose a time of day."],
    ["tripType=return&returnDate=soon", "returnDate", "Return date must be a date (YYYY-MM-DD)."],
    [`origin=${"M".repeat(5000)}`, "origin", "This value is not allowed."],
    ["origin=MN%0AL", "origin", "This value is not allowed."],
    [`${"origin=MNL&".repeat(30)}tripType=multicity`, "origin", "This value is not allowed."],
  ])("flight search, case %#", async (query, field, message) => {
    const params = new URLSearchParams(query);
    if (!params.has("origin")) params.set("origin", "MNL");
    params.set("destination", "CEB");
    params.set("departureDate", date);
    const res = await api.client()(`${FLIGHTS}?${params}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Some search fields are not right.");
    expect(res.json.errors?.[field]).toContain(message);
  });

  it.each([
    [{ city_name: ["Cebu"] }, "city_name", HOTEL_MESSAGES.destinationRequired],
    [{ city_name: { name: { of: ["Cebu"] } } }, "city_name", HOTEL_MESSAGES.destinationRequired],
    [{ checkin: 20261210 }, "checkin", HOTEL_MESSAGES.checkInRequired],
    [{ checkin: "x".repeat(100_000) }, "checkin", HOTEL_MESSAGES.dateInvalid],
    [{ occupancy: [[[]]] }, "occupancy", "Give each room as { room_no, adult, child, child_age }."],
    [{ occupancy: [{ room_no: 1, adult: 1e308, child: 0 }] }, "occupancy", HOTEL_MESSAGES.tooManyAdults],
    [{ requiredCurrency: ["PHP"] }, "requiredCurrency", HOTEL_MESSAGES.currency],
    [{ destination: "Cebu", checkInDate: checkin, checkOutDate: checkout, rooms: 1e21 }, "rooms", HOTEL_MESSAGES.roomsRange],
    [{ destination: "Cebu", checkInDate: checkin, checkOutDate: checkout, adults: "two" }, "adults", HOTEL_MESSAGES.adultsPerRoom],
    [{ destination: ["Cebu"], checkInDate: checkin, checkOutDate: checkout }, "destination", "Enter text here."],
    [{ destination: "Cebu", checkInDate: { $gt: "" }, checkOutDate: checkout }, "checkInDate", "Enter text here."],
  ])("hotel search, case %#", async (patch, field, message) => {
    const res = await api.client()(`${API}/hotel-search`, { ...stay, city_name: "Cebu", ...patch });
    expect(res.status).toBe(400);
    expect(res.json.errors?.[field]).toContain(message);
    // Each message once.
    expect(new Set(res.json.errors?.[field]).size).toBe(res.json.errors?.[field]?.length);
  });

  it("hotel search: junk extras and a body of junk are refused with messages, not a 500", async () => {
    const call = api.client();
    for (const body of [
      { ...stay, city_name: "Cebu", filters: "cheap" },
      { ...stay, city_name: "Cebu", sort: [1, 2] },
      { ...stay, city_name: "Cebu", page: { n: 2 } },
      { ...stay, city_name: "Cebu\u0007", latitude: { lat: 1 } },
      [[{ city_name: "Cebu" }]],
      42,
    ]) {
      const res = await call(`${API}/hotel-search`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const messages = Object.values(res.json.errors ?? {}).flat();
      expect(messages.length, JSON.stringify(body)).toBeGreaterThan(0);
      for (const m of messages) expect(m).toMatch(/\w/);
    }
  });
});
