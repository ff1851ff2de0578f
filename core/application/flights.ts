/**
 * The flights application service (issue 18): the flight pages, `/api/booking/flight/*` and the
 * assistant call these use cases. A search is a typed object (contracts/flight-inputs.ts
 * FlightSearchInput, parsed once by `invoke`) with airport codes or place names ("Cebu", "El Nido"):
 * names become airport codes here, then the rules (checkFlightSearch) check it against today.
 * Engine errors become typed codes (`engineFailure`); anything else is a fault and is thrown.
 */
import { fail, type Outcome, ok } from "../../contracts/application.ts";
import { FareCalendarInput, FareSourceInput, SelectFareInput, SessionInput } from "../../contracts/flight-checkout-inputs.ts";
import {
  checkFlightSearch,
  FlightSearchInput,
  FlightSearchRequest,
  type FlightSearchValues,
  SEARCH_INVALID_MESSAGE,
  TripLookupInput,
  valuesOf,
} from "../../contracts/flight-inputs.ts";
import {
  type FareCalendarDay,
  type FlightFilters,
  type FlightSearchQuery,
  type FlightSearchResponse,
  MAX_PAGE_RESULTS,
  manilaToday,
} from "../../contracts/flights.ts";
import { hasForbiddenCharacters } from "../../contracts/text.ts";
import { z } from "../../contracts/zod.ts";
import type { FlightService } from "../flights/flight-service.ts";
import { airlineDirectory } from "../flights/airline-directory.ts";
import { fareFamily } from "../flights/fares.ts";
import { php } from "../../contracts/money.ts";
import type { FlightCheckout } from "../flights/checkout/flight-checkout.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { flightBookingAccess } from "./booking-access.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import { defineUseCase } from "./use-case.ts";
import { createFlightCheckoutUseCases, type FlightCheckoutUseCaseDeps } from "./flights/checkout.ts";
import { attempt } from "./flights/engine-failure.ts";

export { engineFailure } from "./flights/engine-failure.ts";

/** Wrong reference or last name: the same words whichever (the access rule's not-found). */
export const TRIP_NOT_FOUND = PTR_MESSAGES.notFound;

export type FlightsApplicationDeps = {
  flights: Pick<
    FlightService,
    "search" | "fareCalendar" | "suggestAirports" | "airlines" | "revalidate" | "fareRules" | "extraServices" | "validateFlightExpiry"
  >;
  checkout: Pick<FlightCheckout, "findBooking" | "start"> & FlightCheckoutUseCaseDeps["checkout"];
  /** For the per-reference limit on wrong last names (core/rate-limit/reference-guesses.ts). */
  rateLimiter: RateLimiter;
  /** Today in Philippine time (YYYY-MM-DD). */
  today?: () => string;
};

/** No filter on: the results page's default. */
export const NO_FLIGHT_FILTERS: FlightFilters = {
  airlines: [],
  departWindows: [],
  arriveWindows: [],
  baggageIncluded: false,
  refundableOnly: false,
};

export const AirportSuggestInput = z.object({
  q: z
    .string()
    .max(60, "Type up to 60 characters.")
    .refine((q) => !hasForbiddenCharacters(q), "Type up to 60 characters.")
    .default("")
    .describe("Part of an airport code, city or name"),
});

/** The places a search names, origin and destination each as a list in order. */
export type SearchPlaces = { origin: string[]; destination: string[] };

/**
 * Place names in `origin` and `destination` as airport codes (codes and what cannot be resolved
 * stay as typed). `changed` says whether any name was replaced.
 */
export function resolvePlaceNames<T extends Pick<FlightSearchValues, "origin" | "destination">>(
  input: T,
  resolve: (text: string) => string | undefined,
): { input: T; places: SearchPlaces; changed: boolean } {
  let changed = false;
  const codes = (value: string | string[] | undefined) =>
    valuesOf(value).map((value) => {
      const text = value.trim();
      if (!text || /^[A-Za-z]{3}$/.test(text) || value.length > 60) return value;
      const code = resolve(text);
      if (!code) return value;
      changed = true;
      return code;
    });
  const places = { origin: codes(input.origin), destination: codes(input.destination) };
  if (!changed) return { input, places, changed };
  const as = (list: string[], was: string | string[] | undefined) => (Array.isArray(was) ? list : list[0]);
  return {
    input: { ...input, origin: as(places.origin, input.origin), destination: as(places.destination, input.destination) },
    places,
    changed,
  };
}

export const FareFamiliesInput = z.object({
  airline: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2}$/, "Enter a two-character airline code, e.g. 5J.")
    .transform((code) => code.toUpperCase())
    .optional()
    .describe("Only this airline's families (its two-character code)"),
});

export function createFlightsApplication(deps: FlightsApplicationDeps) {
  const today = deps.today ?? (() => manilaToday());
  /** Who may open a flight booking: the one rule of flight bookings (booking-access.ts). */
  const access = flightBookingAccess({ checkout: deps.checkout, rateLimiter: deps.rateLimiter });
  const codeOf = (text: string) => deps.flights.suggestAirports(text, 1)[0]?.code;

  /**
   * The parsed search (`invoke` parsed it, the request's one parse) with names resolved, checked by
   * the rules against today: the query, or the field errors.
   */
  function readSearch(fields: FlightSearchValues): Outcome<FlightSearchQuery> & { places: SearchPlaces | null } {
    const { input, places, changed } = resolvePlaceNames(fields, codeOf);
    const checked = checkFlightSearch(input, today());
    if (!checked.ok)
      return {
        ...fail("invalid", SEARCH_INVALID_MESSAGE, { fields: checked.errors, reason: "input.invalid" }),
        places: changed ? places : null,
      };
    return { ...ok(checked.data), places: changed ? places : null };
  }

  /**
   * For the results page, whose address is the search: names given → the places as airport codes
   * (`canonical`, for the page to go to the same search with them); else the search read, or what is
   * wrong with it.
   */
  const checkSearch = defineUseCase({
    name: "flights.checkSearch",
    summary: "Checks a flight search: with place names, gives them back as airport codes; else the search read or what is wrong with it",
    input: FlightSearchInput,
    async run(input): Promise<Outcome<{ canonical: SearchPlaces; query: null } | { canonical: null; query: FlightSearchQuery }>> {
      const { places, ...outcome } = readSearch(input);
      if (places !== null) return ok({ canonical: places, query: null });
      return outcome.ok ? ok({ canonical: null, query: outcome.value }) : outcome;
    },
  });

  const search = defineUseCase({
    name: "flights.search",
    summary:
      "Flights between two airports or places (codes or names like Manila, Cebu) on a date, one-way, return or multi-city, cheapest first",
    input: FlightSearchRequest,
    async run(input) {
      const { limit, page, ...fields } = input;
      const { places: _, ...query } = readSearch(fields);
      if (!query.ok) return query;
      const result = await attempt(() => deps.flights.search(query.value));
      if (!result.ok) return result;
      // One page of the sorted, filtered list (a busy route has a hundred or more fares).
      const start = (page - 1) * limit;
      const all = result.value.fareItineraries;
      return ok({
        ...result.value,
        fareItineraries: all.slice(start, start + limit),
        page,
        limit,
        hasMore: start + limit < all.length,
      });
    },
  });

  /**
   * The results page's search (issue 25): every fare of the search, up to MAX_PAGE_RESULTS, and when
   * filters are on the same search without them too, so the page can count what they hide.
   */
  const results = defineUseCase({
    name: "flights.results",
    summary: "Every fare of a flight search (codes or place names) for the results page, with the unfiltered count when filters are on",
    input: FlightSearchInput,
    async run(input): Promise<Outcome<{ result: FlightSearchResponse; unfiltered: FlightSearchResponse | null }>> {
      const { places: _, ...query } = readSearch(input);
      if (!query.ok) return query;
      const all = { limit: MAX_PAGE_RESULTS };
      const filtered = JSON.stringify(query.value.filters) !== JSON.stringify(NO_FLIGHT_FILTERS);
      return attempt(async () => {
        const [result, unfiltered] = await Promise.all([
          deps.flights.search(query.value, all),
          filtered ? deps.flights.search({ ...query.value, filters: NO_FLIGHT_FILTERS }, all) : null,
        ]);
        return { result, unfiltered };
      });
    },
  });

  const fareCalendar = defineUseCase({
    name: "flights.fareCalendar",
    summary: "The cheapest fare per day around a flight search's date (codes or place names), for up to 42 days",
    input: FareCalendarInput,
    async run(input): Promise<Outcome<FareCalendarDay[]>> {
      const { from, to, ...fields } = input;
      const { places: _, ...query } = readSearch(fields);
      if (!query.ok) return query;
      return attempt(() => deps.flights.fareCalendar(query.value.search, from && to ? { from, to } : 7));
    },
  });

  const suggestAirports = defineUseCase({
    name: "flights.suggestAirports",
    summary: "Up to ten airports whose code, city or name matches what was typed",
    input: AirportSuggestInput,
    run: async (input) => ok(deps.flights.suggestAirports(input.q, 10)),
  });

  const airlines = defineUseCase({
    name: "flights.airlines",
    summary: "The airlines we sell, with their codes",
    input: z.object({}),
    run: async () => ok(deps.flights.airlines()),
  });

  /**
   * Every fare family each airline sells, with what it includes and its change and refund rules:
   * the rules do not depend on the route (domestic and international differ), so the assistant can
   * answer "is Sulit refundable?" or "baggage on Tipid" without a search.
   */
  const fareFamilies = defineUseCase({
    name: "flights.fareFamilies",
    summary:
      "The fare families each airline sells: checked and cabin baggage included, seat and meal, and the change and refund rules with their fees (domestic and international)",
    input: FareFamiliesInput,
    run: async (input) =>
      ok(
        airlineDirectory()
          .filter((a) => !input.airline || a.code === input.airline)
          .map((a) => ({
            code: a.code,
            name: a.name,
            type: a.type,
            families: a.families.map((f) => {
              const rules = fareFamily(f.code);
              const fees = (fee: [number, number] | undefined) => ({
                domestic: php((fee?.[0] ?? 0) * 100),
                international: php((fee?.[1] ?? 0) * 100),
              });
              return {
                ...f,
                change: { allowed: rules?.change.allowed ?? false, fee: fees(rules?.change.fee) },
                refund: { allowed: rules?.refund.allowed ?? false, fee: fees(rules?.refund.fee) },
                seatIncluded: rules?.seatIncluded ?? false,
                mealIncluded: rules?.mealIncluded ?? false,
              };
            }),
          })),
      ),
  });

  const revalidate = defineUseCase({
    name: "flights.revalidate",
    summary: "Checks that a fare from the search is still on sale at its price",
    input: FareSourceInput,
    run: (input) => attempt(() => deps.flights.revalidate(input.fare_source_code)),
  });

  const fareRules = defineUseCase({
    name: "flights.fareRules",
    summary: "The rules (changes, refunds) and baggage of a fare from the search",
    input: FareSourceInput,
    run: (input) => attempt(() => deps.flights.fareRules(input.fare_source_code)),
  });

  const extraServices = defineUseCase({
    name: "flights.extraServices",
    summary: "Bags, seats and meals that can be added to a fare from the search",
    input: FareSourceInput,
    run: (input) => attempt(() => deps.flights.extraServices(input.fare_source_code)),
  });

  /**
   * A trip by reference + last name: for its signed-in owner in full; for anyone else with contact
   * details and dates of birth masked (contracts/masking.ts), under the per-reference guess limit.
   */
  const findTrip = defineUseCase({
    name: "flights.findTrip",
    summary: "A flight booking by its reference and a traveller's last name",
    input: TripLookupInput,
    async run(input, caller) {
      // The one access rule (core/application/booking-access.ts).
      const found = await access(input.reference, caller, input.last_name);
      if (!found.ok) return found;
      const { userId: _owner, ...trip } = found.value.booking;
      return ok(trip);
    },
  });

  const selectFare = defineUseCase({
    name: "flights.selectFare",
    summary: "Starts a checkout for a fare from the search: its price is guaranteed for 15 minutes",
    input: SelectFareInput,
    run: (input) =>
      attempt(async () => {
        const started = await deps.checkout.start(input.fare_source_code, input.search_url);
        return { session_id: started.sessionId, expires_at: started.expiresAt };
      }),
  });

  const checkoutExpiry = defineUseCase({
    name: "flights.checkoutExpiry",
    summary: "Whether a checkout's fare guarantee has run out, and when it does",
    input: SessionInput,
    run: (input) =>
      attempt(async () => {
        // The checkout's own expiry when the pages made one, else the engine's selection session.
        const checkout = await deps.checkout.get(input.session_id);
        const expiry = checkout ?? (await deps.flights.validateFlightExpiry(input.session_id));
        return { expired: expiry.expired, expires_at: expiry.expiresAt };
      }),
  });

  return {
    checkSearch,
    search,
    results,
    fareCalendar,
    selectFare,
    checkoutExpiry,
    suggestAirports,
    airlines,
    fareFamilies,
    revalidate,
    fareRules,
    extraServices,
    findTrip,
    ...createFlightCheckoutUseCases({ checkout: deps.checkout, today, access }),
  };
}

export type FlightsApplication = ReturnType<typeof createFlightsApplication>;
