import { describe, expect, it } from "vitest";
import type { Caller } from "../../contracts/application.ts";
import type { FlightSearchQuery, FlightSearchResponse } from "../../contracts/flights.ts";
import { suggestAirports } from "../flights/data/airports.ts";
import { FARE_EXPIRED_MESSAGE, FlightError } from "../flights/errors.ts";
import type { BookingView } from "../../contracts/flight-checkout.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { createFlightsApplication, TRIP_NOT_FOUND } from "./flights.ts";
import { invoke } from "./use-case.ts";

const caller: Caller = { userId: null, clientIp: "203.0.113.9" };
const today = "2026-11-25";
const unused = async (): Promise<never> => {
  throw new Error("not used by these tests");
};

function setup() {
  const searched: FlightSearchQuery[] = [];
  const calendars: unknown[] = [];
  const fares = Array.from({ length: 7 }, (_, i) => ({ fareSourceCode: `F${i}` }));
  const trip = {
    reference: "K7Q2ZM",
    userId: "u1",
    contact: { email: "maria@example.ph", dialCode: "+63", phone: "9171234567" },
    passengers: [{ givenName: "MARIA", surname: "SANTOS", dateOfBirth: "1990-04-02" }],
  } as unknown as BookingView;
  const app = createFlightsApplication({
    today: () => today,
    rateLimiter: createRateLimiter(createMemoryRateLimitStore()),
    checkout: {
      booking: async (reference) => (reference === trip.reference ? trip : null),
      findBooking: async (reference, lastName) => (reference === trip.reference && lastName.toUpperCase() === "SANTOS" ? trip : null),
      async start(code) {
        if (code === "GONE") throw new FlightError("SOLD_OUT", "This fare just sold out.");
        return { sessionId: "checkout-1", expiresAt: "2026-11-25T12:15:00Z" };
      },
      get: async () => null,
      ...{ savePassengers: unused, extrasOffer: unused, saveExtras: unused, book: unused, pay: unused, completePayment: unused },
    },
    flights: {
      suggestAirports: (q, limit) => suggestAirports(q, limit),
      airlines: () => [],
      validateFlightExpiry: async () => ({ expired: true, expiresAt: "2026-11-25T12:00:00Z" }),
      async search(query) {
        searched.push(query);
        return { sessionId: "s", fareItineraries: fares } as unknown as FlightSearchResponse;
      },
      async revalidate() {
        throw new FlightError("FARE_EXPIRED", FARE_EXPIRED_MESSAGE);
      },
      async fareRules() {
        throw new FlightError("NOT_FOUND", "This fare was not found.");
      },
      async extraServices() {
        throw new Error("supplier down");
      },
      async fareCalendar(search, range) {
        calendars.push({ legs: search.legs, range });
        return [{ date: "2026-12-18", cheapest: { amount: 345000, currency: "PHP" } }];
      },
    },
  });
  return { app, searched, calendars };
}

describe("flights application: search", () => {
  it("turns place names into their airports and searches with the codes", async () => {
    const { app, searched } = setup();
    const outcome = await invoke(app.search, { origin: "Manila", destination: "el nido", departureDate: "2026-12-18", adults: 2 }, caller);
    expect(outcome.ok).toBe(true);
    expect(searched[0].search.legs).toEqual([{ origin: "MNL", destination: "ENI", date: "2026-12-18" }]);
    expect(searched[0].search.passengers).toEqual({ adults: 2, children: 0, infants: 0 });
  });

  it("refuses a bad search as invalid with the rules' messages", async () => {
    const { app, searched } = setup();
    const outcome = await invoke(app.search, { origin: "MNL", destination: "MNL", departureDate: "2026-11-20", infants: 3 }, caller);
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: "invalid",
        reason: "input.invalid",
        message: "Some search fields are not right.",
        fields: {
          infants: ["Each infant needs an adult: no more infants than adults."],
          destination: ["From and To must be different airports."],
          departureDate: ["Flights cannot depart in the past."],
        },
      },
    });
    expect(searched).toEqual([]);
  });

  it("says a place it cannot find is not an airport code", async () => {
    const { app } = setup();
    const outcome = await invoke(app.search, { origin: "Atlantis", destination: "CEB", departureDate: "2026-12-18" }, caller);
    expect(!outcome.ok && outcome.error.fields?.origin).toEqual(["From must be a 3-letter airport code."]);
  });

  it("answers one page of the fares", async () => {
    const { app } = setup();
    const outcome = await invoke(app.search, { origin: "MNL", destination: "CEB", departureDate: "2026-12-18", limit: 3, page: 3 }, caller);
    expect(outcome.ok && outcome.value).toMatchObject({ fareItineraries: [{ fareSourceCode: "F6" }], page: 3, limit: 3, hasMore: false });
    const bad = await invoke(app.search, { origin: "MNL", destination: "CEB", departureDate: "2026-12-18", limit: 0 }, caller);
    expect(!bad.ok && bad.error.fields).toEqual({ limit: ["limit must be a whole number from 1 to 200."] });
  });

  it("sends the results page to the same search with codes when names were typed", async () => {
    const { app } = setup();
    const named = await invoke(app.checkSearch, { origin: "Cebu", destination: "MNL", departureDate: "2026-12-18" }, caller);
    expect(named).toEqual({ ok: true, value: { canonical: { origin: ["CEB"], destination: ["MNL"] }, query: null } });
    const coded = await invoke(app.checkSearch, { origin: "CEB", destination: "MNL", departureDate: "2026-12-18" }, caller);
    expect(coded.ok && coded.value.query?.search.legs[0].origin).toBe("CEB");
  });
});

describe("flights application: fare calendar", () => {
  it("takes place names and a range of days, and refuses a bad search with the search's messages", async () => {
    const { app, calendars } = setup();
    const search = { origin: "Manila", destination: "Cebu", departureDate: "2026-12-18" };
    const outcome = await invoke(app.fareCalendar, { ...search, from: "2026-12-01", to: "2026-12-31" }, caller);
    expect(outcome).toEqual({ ok: true, value: [{ date: "2026-12-18", cheapest: { amount: 345000, currency: "PHP" } }] });
    expect(calendars).toEqual([
      { legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }], range: { from: "2026-12-01", to: "2026-12-31" } },
    ]);
    expect(await invoke(app.fareCalendar, { ...search, from: "Dec 1" }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { from: ["Dates are YYYY-MM-DD."] } },
    });
    expect(await invoke(app.fareCalendar, { ...search, destination: "MNL" }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: "Some search fields are not right." },
    });
    expect(calendars).toHaveLength(1);
  });
});

describe("flights application: fares", () => {
  it("answers an expired fare as gone and an unknown one as not found, with the engine's words", async () => {
    const { app } = setup();
    expect(await invoke(app.revalidate, { fare_source_code: "X" }, caller)).toEqual({
      ok: false,
      error: { code: "gone", message: FARE_EXPIRED_MESSAGE, reason: "flight.FARE_EXPIRED" },
    });
    const rules = await invoke(app.fareRules, { fare_source_code: "X" }, caller);
    expect(!rules.ok && rules.error.code).toBe("not_found");
  });

  it("refuses a missing fare code as invalid, and lets a fault through", async () => {
    const { app } = setup();
    const missing = await invoke(app.fareRules, { fare_source_code: "" }, caller);
    expect(!missing.ok && missing.error).toMatchObject({ code: "invalid", message: "fare_source_code is required." });
    await expect(invoke(app.extraServices, { fare_source_code: "X" }, caller)).rejects.toThrow("supplier down");
  });
});

describe("flights application: trip look-up", () => {
  const lookUp = (app: ReturnType<typeof setup>["app"], last_name: string, who: Caller = caller) =>
    invoke(app.findTrip, { reference: " k7q2zm", last_name }, who);

  it("gives the owner the whole trip, anyone else the contact and birth dates masked", async () => {
    const { app } = setup();
    const own = await lookUp(app, "Santos", { ...caller, userId: "u1" });
    expect(own.ok && own.value).toMatchObject({ reference: "K7Q2ZM", contact: { email: "maria@example.ph" } });
    expect(own.ok && "userId" in own.value).toBe(false);
    const other = await lookUp(app, "santos");
    expect(other.ok && other.value.contact.email).not.toBe("maria@example.ph");
    expect(other.ok && other.value.passengers[0].dateOfBirth).toBe("");
  });

  it("answers a wrong last name as not found, and stops guessing after five", async () => {
    const { app } = setup();
    expect(await lookUp(app, "Reyes")).toEqual({
      ok: false,
      error: { code: "not_found", reason: "booking.not_found", message: TRIP_NOT_FOUND },
    });
    for (let i = 0; i < 4; i++) await lookUp(app, "Reyes");
    const refused = await lookUp(app, "Santos");
    expect(!refused.ok && refused.error).toMatchObject({ code: "rate_limited", retryAfterSeconds: expect.any(Number) });
    expect(!refused.ok && refused.error.message).toMatch(/^Too many wrong last names for this booking reference/);
  });

  it("refuses a malformed reference with the look-up's message", async () => {
    const { app } = setup();
    const bad = await invoke(app.findTrip, { reference: "K7Q2", last_name: "" }, caller);
    expect(!bad.ok && bad.error.fields).toEqual({
      reference: ["A booking reference has 6 letters and digits, like K7Q2ZM."],
      last_name: ["Enter the last name of a traveller on the booking."],
    });
  });
});

describe("flights application: choosing a fare", () => {
  it("starts a checkout with its guarantee, refuses a sold-out fare as a conflict, and tells when a guarantee ran out", async () => {
    const { app } = setup();
    expect(await invoke(app.selectFare, { fare_source_code: "F1" }, caller)).toEqual({
      ok: true,
      value: { session_id: "checkout-1", expires_at: "2026-11-25T12:15:00Z" },
    });
    expect(await invoke(app.selectFare, { fare_source_code: "GONE" }, caller)).toEqual({
      ok: false,
      error: { code: "conflict", message: "This fare just sold out.", reason: "flight.SOLD_OUT" },
    });
    expect(await invoke(app.checkoutExpiry, { session_id: "engine-session" }, caller)).toEqual({
      ok: true,
      value: { expired: true, expires_at: "2026-11-25T12:00:00Z" },
    });
  });
});
