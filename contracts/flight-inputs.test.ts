import { describe, expect, it } from "vitest";
import { checkFlightSearch, FlightSearchInput, flightSearchFromUrl } from "./flight-inputs.ts";
import { flightSearchParams } from "./flights.ts";
import { fieldErrors } from "./forms.ts";

const today = "2026-11-22";
/** As the edges and the use case do it: the query as the typed input, its one parse, then the rules. */
const read = (params: URLSearchParams) => {
  const parsed = FlightSearchInput.safeParse(flightSearchFromUrl(params));
  return parsed.success ? checkFlightSearch(parsed.data, today) : { ok: false as const, errors: fieldErrors(parsed.error) };
};
const parse = (query: string) => read(new URLSearchParams(query));

describe("the flight search query", () => {
  it("reads a one-way search with defaults", () => {
    const result = parse("origin=mnl&destination=CEB&departureDate=2026-12-18");
    expect(result).toEqual({
      ok: true,
      data: {
        search: {
          tripType: "oneway",
          legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }],
          passengers: { adults: 1, children: 0, infants: 0 },
          cabin: "economy",
        },
        filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false },
        sort: "cheapest",
      },
    });
  });

  it("turns a return date into the inbound leg", () => {
    const result = parse("tripType=return&origin=MNL&destination=MPH&departureDate=2026-12-18&returnDate=2026-12-22&adults=2&children=1");
    expect(result.ok && result.data.search.legs).toEqual([
      { origin: "MNL", destination: "MPH", date: "2026-12-18" },
      { origin: "MPH", destination: "MNL", date: "2026-12-22" },
    ]);
  });

  it("reads multi-city legs in order and skips empty spare rows", () => {
    const result = parse(
      "tripType=multicity&origin=MNL&destination=CEB&departureDate=2026-12-18&origin=CEB&destination=TAG&departureDate=2026-12-20&origin=&destination=&departureDate=",
    );
    expect(result.ok && result.data.search.legs.map((l) => `${l.origin}-${l.destination}`)).toEqual(["MNL-CEB", "CEB-TAG"]);
  });

  it.each([
    ["origin=MNL&destination=MNL&departureDate=2026-12-18", "destination", "From and To must be different airports."],
    ["origin=MNL&destination=CEB&departureDate=2026-11-21", "departureDate", "Flights cannot depart in the past."],
    ["origin=MNL&destination=CEB&departureDate=2026-02-30", "departureDate", "Departure date must be a date (YYYY-MM-DD)."],
    [
      "origin=MNL&destination=CEB&departureDate=2026-12-18&adults=2&infants=3",
      "infants",
      "Each infant needs an adult: no more infants than adults.",
    ],
    ["origin=MNL&destination=CEB&departureDate=2026-12-18&adults=5&children=5", "children", "At most 9 seats in one booking."],
    ["origin=MNL&destination=CEB&departureDate=2026-12-18&adults=0", "adults", "Adults must be at least 1."],
    ["origin=MNL&destination=CEB&departureDate=2026-12-18&adults=abc", "adults", "Adults must be a whole number."],
    [
      "tripType=return&origin=MNL&destination=CEB&departureDate=2026-12-18&returnDate=2026-12-10",
      "returnDate",
      "The return date cannot be before the departure date.",
    ],
    ["origin=Manila&destination=CEB&departureDate=2026-12-18", "origin", "From must be a 3-letter airport code."],
    ["origin=MNL&destination=CEB&departureDate=2027-12-18", "departureDate", "Flights can be booked up to 360 days ahead."],
    ["origin=MNL&destination=CEB&departureDate=2026-12-18&cabin=cargo", "cabin", "Choose a cabin class."],
    ["origin=MNL%00&destination=CEB&departureDate=2026-12-18", "origin", "This value is not allowed."],
    ["tripType=multicity&origin=MNL&destination=CEB&departureDate=2026-12-18", "origin", "A multi-city trip has 2 to 5 flights."],
  ])("refuses %s with a message on %s", (query, field, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toContain(message);
  });

  it("reads the filters and gives them back in the same form", () => {
    const query =
      "tripType=oneway&origin=MNL&destination=CEB&departureDate=2026-12-18&adults=2&sort=fastest&stops=0&airlines=PR,5J&depart=morning&maxPrice=5000&baggage=1&refundable=1";
    const result = parse(query);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.filters).toEqual({
      maxStops: 0,
      airlines: ["PR", "5J"],
      departWindows: ["morning"],
      arriveWindows: [],
      maxPrice: 500_000,
      baggageIncluded: true,
      refundableOnly: true,
    });
    const again = read(flightSearchParams(result.data));
    expect(again).toEqual(result);
  });
});

describe("the flight search as a typed input (issue 25)", () => {
  it("turns a query string into typed fields, string to type only", () => {
    const input = flightSearchFromUrl(
      new URLSearchParams(
        "tripType=multicity&origin=MNL&destination=CEB&departureDate=2026-12-18&origin=CEB&destination=TAG&departureDate=2026-12-20&adults=2&children=&stops=1&airlines=PR,5J&depart=morning&baggage=1&refundable=0&maxPrice=abc&limit=20&other=x",
      ),
    );
    expect(input).toEqual({
      tripType: "multicity",
      origin: ["MNL", "CEB"],
      destination: ["CEB", "TAG"],
      departureDate: ["2026-12-18", "2026-12-20"],
      adults: 2,
      stops: 1,
      airlines: ["PR", "5J"],
      depart: ["morning"],
      baggage: true,
      refundable: false,
      maxPrice: "abc",
      limit: 20,
    });
  });

  it.each([
    [{ origin: 5 }, "origin", "This value is not allowed."],
    [{ origin: ["MNL", ["CEB"]] }, "origin", "This value is not allowed."],
    [{ origin: { code: "MNL" } }, "origin", "This value is not allowed."],
    [{ origin: "x".repeat(201) }, "origin", "This value is not allowed."],
    [{ destination: "CE\u0007B" }, "destination", "This value is not allowed."],
    [{ adults: "2" }, "adults", "Adults must be a whole number."],
    [{ adults: 1e12 }, "adults", "Adults must be at most 9."],
    [{ maxPrice: 1.5 }, "maxPrice", "The price limit must be a whole number of pesos."],
    [{ stops: 3 }, "stops", "Stops must be 0, 1 or 2."],
    [{ airlines: ["pr"] }, "airlines", "Airlines are 2-character codes."],
    [{ depart: ["noon"] }, "depart", "Choose a time of day."],
    [{ sort: "price" }, "sort", "Choose how to sort the flights."],
    [{ tripType: ["return"] }, "tripType", "Choose one-way, return or multi-city."],
    [{ departureDate: "18/12/2026" }, "departureDate", "Departure date must be a date (YYYY-MM-DD)."],
    [
      { tripType: "multicity", departureDate: ["2026-12-18", "2026-13-01"] },
      "departureDate",
      "Departure date must be a date (YYYY-MM-DD). (flight 2)",
    ],
  ])("refuses %j with the field's message", (fields, field, message) => {
    const parsed = FlightSearchInput.safeParse({ origin: "MNL", destination: "CEB", departureDate: "2026-12-18", ...fields });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)[field]).toContain(message);
  });
});
