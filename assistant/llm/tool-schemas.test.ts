/**
 * The model sees the real inputs (issue 25): the flight and hotel searches' tools carry the JSON Schema
 * of their typed zod contracts (contracts/flight-inputs.ts, contracts/hotel-inputs.ts), and a call is
 * refused by the same one parse as a page or the API — `{}` is not a hotel search.
 */
import { describe, expect, it } from "vitest";
import type { Caller } from "../../contracts/application.ts";
import type { FlightSearchQuery, FlightSearchResponse } from "../../contracts/flights.ts";
import { HOTEL_MESSAGES, type HotelSearchPage } from "../../contracts/hotels.ts";
import { createFlightsApplication } from "../../core/application/flights.ts";
import { createHotelsApplication } from "../../core/application/hotels.ts";
import { suggestAirports } from "../../core/flights/data/airports.ts";
import type { FlightCheckout } from "../../core/flights/checkout/flight-checkout.ts";
import type { HotelCheckout } from "../../core/hotels/hotel-checkout.ts";
import type { HotelSupplier } from "../../core/hotels/supplier.ts";
import type { RateLimiter } from "../../core/rate-limit/rate-limiter.ts";
import { createModelTools } from "./tools.ts";
import type { ToolCall } from "./wire.ts";

const caller: Caller = { userId: null, clientIp: "203.0.113.9" };
const NOW = new Date("2026-11-25T02:00:00Z");

function setup() {
  const flightSearches: FlightSearchQuery[] = [];
  const hotelSearches: unknown[][] = [];
  const flights = createFlightsApplication({
    today: () => "2026-11-25",
    rateLimiter: {} as RateLimiter,
    checkout: {} as FlightCheckout,
    flights: {
      suggestAirports: (q, limit) => suggestAirports(q, limit),
      async search(query) {
        flightSearches.push(query);
        return { sessionId: "s", fareItineraries: [] } as unknown as FlightSearchResponse;
      },
    } as Parameters<typeof createFlightsApplication>[0]["flights"],
  });
  const page = { sessionId: "s1", searchResults: [], totalCount: 0, totalPages: 1, currentPage: 1 } as unknown as HotelSearchPage;
  const hotels = createHotelsApplication({
    now: () => NOW,
    rateLimiter: {} as RateLimiter,
    checkout: {} as HotelCheckout,
    hotels: {
      search: async (...args: unknown[]) => {
        hotelSearches.push(args);
        return page;
      },
    } as unknown as HotelSupplier,
  });
  const tools = createModelTools([flights.search, hotels.search]);
  return { tools, flightSearches, hotelSearches };
}

const call = (name: string, args: unknown): ToolCall => ({
  id: "c1",
  type: "function",
  function: { name, arguments: JSON.stringify(args) },
});

type Schema = { type: string; properties: Record<string, { type?: string; enum?: string[] }>; required?: string[] };
const parametersOf = (tools: ReturnType<typeof setup>["tools"], name: string) =>
  tools.definitions.find((d) => d.function.name === name)?.function.parameters as Schema;

describe("the search tools' schemas are the typed contracts", () => {
  it("flights_search: where and when required, numbers as integers, choices as enums", () => {
    const schema = parametersOf(setup().tools, "flights_search");
    expect(schema.required).toEqual(["origin", "destination", "departureDate"]);
    expect(schema.properties.adults.type).toBe("integer");
    expect(schema.properties.limit.type).toBe("integer");
    expect(schema.properties.tripType.enum).toEqual(["oneway", "return", "multicity"]);
    expect(schema.properties.cabin.enum).toEqual(["economy", "premium", "business", "first"]);
    expect(schema.properties.baggage.type).toBe("boolean");
  });

  it("hotels_search: the search type required and the criteria typed (no longer `{}`)", () => {
    const schema = parametersOf(setup().tools, "hotels_search");
    expect(schema.required).toEqual(["searchType"]);
    expect(schema.properties.searchType.enum).toEqual(["destination", "code", "location"]);
    for (const field of ["destination", "checkInDate", "checkOutDate", "hotelCode", "checkin", "checkout", "city_name"])
      expect(schema.properties[field].type, field).toBe("string");
    for (const field of ["rooms", "adults", "children"]) expect(schema.properties[field].type, field).toBe("integer");
    expect(schema.properties.occupancy.type).toBe("array");
    expect(schema.properties).not.toHaveProperty("criteria");
  });

  it("refuses `{}` and a hotel search without its criteria, before any supplier is asked", async () => {
    const { tools, hotelSearches, flightSearches } = setup();
    const empty = await tools.run(call("hotels_search", {}), caller);
    expect(empty.failure).toBe("refused");
    expect(JSON.parse(empty.content).error.fields).toEqual({ searchType: [HOTEL_MESSAGES.invalidSearchType] });
    const noCriteria = await tools.run(call("hotels_search", { searchType: "destination" }), caller);
    expect(noCriteria.failure).toBe("refused");
    expect(JSON.parse(noCriteria.content).error.fields).toMatchObject({
      city_name: [HOTEL_MESSAGES.destinationRequired],
      checkin: [HOTEL_MESSAGES.checkInRequired],
    });
    const strings = await tools.run(call("hotels_search", { searchType: "destination", destination: "Cebu", rooms: "1" }), caller);
    expect(JSON.parse(strings.content).error.fields).toEqual({ rooms: [HOTEL_MESSAGES.roomsRange] });
    const flight = await tools.run(call("flights_search", {}), caller);
    expect(JSON.parse(flight.content).error.fields).toEqual({
      origin: ["From is required."],
      destination: ["To is required."],
      departureDate: ["Departure date is required."],
    });
    expect(hotelSearches).toEqual([]);
    expect(flightSearches).toEqual([]);
  });

  it("runs a typed search the model writes, with the rules against today", async () => {
    const { tools, hotelSearches, flightSearches } = setup();
    const stay = { searchType: "destination", destination: "Cebu City", checkInDate: "2026-12-10", checkOutDate: "2026-12-12" };
    expect((await tools.run(call("hotels_search", { ...stay, rooms: 1, adults: 2 }), caller)).failure).toBeUndefined();
    expect(hotelSearches[0][0]).toEqual({ kind: "city", city: "Cebu City", country: "Philippines" });
    const past = await tools.run(call("hotels_search", { ...stay, checkInDate: "2026-11-20" }), caller);
    expect(JSON.parse(past.content).error.fields).toEqual({ checkInDate: [HOTEL_MESSAGES.checkInPast] });
    const ok = await tools.run(
      call("flights_search", { origin: "Manila", destination: "CEB", departureDate: "2026-12-18", adults: 2 }),
      caller,
    );
    expect(ok.failure).toBeUndefined();
    expect(flightSearches[0].search).toMatchObject({ legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }] });
  });
});
