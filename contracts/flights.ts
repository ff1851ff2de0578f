/**
 * Flight shapes that cross a boundary (routes.md "Flight search"): the search query that is also the
 * query string of /flights/results, fare itineraries, revalidation, passengers and bookings.
 * Names follow routes.md; fields may be added, never renamed. Times are ISO 8601 with the airport's
 * offset; dates alone are YYYY-MM-DD. Money is `contracts/money.ts`.
 */
import type { Money } from "./money.ts";
import { hasForbiddenCharacters } from "./text.ts";

export const CABINS = ["economy", "premium", "business", "first"] as const;
export type Cabin = (typeof CABINS)[number];
export const CABIN_LABELS: Record<Cabin, string> = {
  economy: "Economy",
  premium: "Premium economy",
  business: "Business",
  first: "First",
};

export const TRIP_TYPES = ["oneway", "return", "multicity"] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const FLIGHT_SORTS = ["cheapest", "fastest", "best", "earliest", "latest"] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

export const PASSENGER_TYPES = ["ADT", "CHD", "INF"] as const;
/** Adult (12+), child (2–11), infant (under 2, on an adult's lap), on the date of travel. */
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** At most 9 seats in one booking; infants (who take no seat) at most one per adult. */
export const MAX_SEATS = 9;
export const MAX_MULTICITY_LEGS = 5;

export type Passengers = { adults: number; children: number; infants: number };

export type SearchLeg = { origin: string; destination: string; date: string };

/** A normalised search: one leg for one-way, two for return, 2–5 for multi-city. */
export type FlightSearch = {
  tripType: TripType;
  legs: SearchLeg[];
  passengers: Passengers;
  cabin: Cabin;
};

/** Departure / arrival time windows, in the airport's local time. */
export const TIME_WINDOWS = ["early", "morning", "afternoon", "evening"] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const TIME_WINDOW_HOURS: Record<TimeWindow, [from: number, to: number]> = {
  early: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
};

export type FlightFilters = {
  /** Most stops per leg (0 = direct only); undefined = any. */
  maxStops?: number;
  /** Validating airlines to keep; empty = all. */
  airlines: string[];
  /** Outbound departure windows; empty = any. */
  departWindows: TimeWindow[];
  /** Outbound arrival windows; empty = any. */
  arriveWindows: TimeWindow[];
  /** Highest total fare, in centavos. */
  maxPrice?: number;
  /** Only fares with checked baggage included. */
  baggageIncluded: boolean;
  /** Only refundable fares. */
  refundableOnly: boolean;
};

export type Segment = {
  marketingAirline: string;
  operatingAirline: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  /** ISO 8601 with the departure airport's offset. */
  departureDateTime: string;
  /** ISO 8601 with the arrival airport's offset. */
  arrivalDateTime: string;
  durationMinutes: number;
  cabin: Cabin;
  bookingClass: string;
  aircraft: string;
  seatsRemaining: number;
};

export type Leg = {
  segments: Segment[];
  /** Departure of the first segment to arrival of the last, connections included. */
  durationMinutes: number;
  stops: number;
};

export type TaxLine = { code: string; name: string; amount: Money };

export type PassengerFare = {
  type: PassengerType;
  quantity: number;
  /** Per passenger. */
  baseFare: Money;
  /** Per passenger. */
  taxes: TaxLine[];
  /** Per passenger: base + taxes. */
  totalFare: Money;
};

export type Penalty = { allowed: boolean; fee?: Money };

export type FareItinerary = {
  /** Opaque offer token; revalidation may replace it. */
  fareSourceCode: string;
  validatingAirline: string;
  /** "basic" | "standard" | "flex" … — the airline's fare family, shown by name. */
  fareFamily: string;
  fareFamilyName: string;
  /** WebFare: low-cost, ticketed at booking; Public / Private: can be held, ticketed after payment. */
  fareType: "WebFare" | "Public" | "Private";
  refundable: boolean;
  totalFare: Money;
  baseFare: Money;
  taxesTotal: Money;
  perPassenger: PassengerFare[];
  baggage: { checkedKg: number; checkedPieces: number; cabinKg: number };
  penalties: { change: Penalty; refund: Penalty };
  legs: Leg[];
  /** Fewest seats left on any segment at this fare. */
  seatsRemaining: number;
};

export type FlightSearchResponse = {
  sessionId: string;
  fareItineraries: FareItinerary[];
  /** Before filters. */
  totalCount: number;
  /** After filters (fareItineraries holds at most MAX_RESULTS of them, in the sort order). */
  filteredCount: number;
  /** When the session's codes stop being accepted (ISO 8601, UTC). */
  expiresAt: string;
  /** What the results page offers as filters, from every result before filters. */
  filterOptions: FlightFilterOptions;
};

/** The most fare itineraries one search answers (after filters and sort). */
export const MAX_RESULTS = 200;
/** The most a caller may ask for (the results page takes every fare to group them by departure). */
export const MAX_PAGE_RESULTS = 2000;

export type FlightFilterOptions = {
  /** Validating airlines present, each with its cheapest total, cheapest first. */
  airlines: { code: string; name: string; cheapest: Money }[];
  /** Cheapest and dearest total; null when there are no results. */
  price: { min: Money; max: Money } | null;
  /** Stop counts present (most stops on any leg of an itinerary), ascending. */
  stops: number[];
  /** Whether any result includes checked baggage / is refundable. */
  baggageIncluded: boolean;
  refundable: boolean;
};

/** The cheapest total on the days around a date, for the fare calendar. */
export type FareCalendarDay = { date: string; cheapest: Money | null };

export type Airport = {
  code: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

export type Airline = {
  code: string;
  name: string;
  country: string;
  lowCost: boolean;
  website?: string;
};

export type Revalidation = {
  isValid: boolean;
  /** The code to carry on (the spec's newValidatedFareSourceCode); equals the old one when unchanged. */
  fareSourceCode: string;
  priceChanged: boolean;
  previousTotal: Money;
  fareItinerary: FareItinerary | null;
  holdAllowed: boolean;
  /** Why it is not valid ("sold out", …), when it is not. */
  message?: string;
};

export type FareRule = { Airline: string; CityPair: string; Category: string; Rules: string };
export type BaggageInfo = { Departure: string; Arrival: string; FlightNo: string; Baggage: string };
export type FareRules = { FareRules: FareRule[]; BaggageInfos: BaggageInfo[] };

export type PassengerInput = {
  type: PassengerType;
  title: string;
  givenName: string;
  surname: string;
  dateOfBirth: string;
  gender: "M" | "F";
  nationality: string;
  passportNumber?: string;
  passportExpiry?: string;
  passportCountry?: string;
};

export type ContactInput = { email: string; dialCode: string; phone: string };

export const BOOKING_STATUSES = ["held", "pending", "ticketed", "ticketing_failed", "cancelled", "expired", "voided", "refunded"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------
// The search query (GET /api/booking/flight/search and /flights/results)

const IATA = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Plain checks rather than zod: this module reaches the browser with the results page, and zod
// would add ~20 KB of JavaScript there for three fields.
type Check<T> = { success: true; data: T } | { success: false; message: string };
const ok = <T>(data: T): Check<T> => ({ success: true, data });
const fail = <T>(message: string): Check<T> => ({ success: false, message });

function airportCode(label: string, value: string | undefined): Check<string> {
  if (value === undefined) return fail(`${label} is required.`);
  const code = value.trim().toUpperCase();
  return IATA.test(code) ? ok(code) : fail(`${label} must be a 3-letter airport code.`);
}

function dateField(label: string, value: string | undefined | null): Check<string> {
  if (value === undefined || value === null) return fail(`${label} is required.`);
  return isRealDate(value) ? ok(value) : fail(`${label} must be a date (YYYY-MM-DD).`);
}

function count(label: string, min: number, fallback: number, value: string | null): Check<number> {
  if (value === null || value === "") return ok(fallback);
  if (!/^\d{1,2}$/.test(value)) return fail(`${label} must be a whole number.`);
  const n = Number(value);
  if (n < min) return fail(`${label} must be at least ${min}.`);
  if (n > MAX_SEATS) return fail(`${label} must be at most ${MAX_SEATS}.`);
  return ok(n);
}

export type FlightSearchQuery = {
  search: FlightSearch;
  filters: FlightFilters;
  sort: FlightSort;
};

export type FlightSearchQueryResult = { ok: true; data: FlightSearchQuery } | { ok: false; errors: Record<string, string[]> };

/**
 * Reads the whole search from a query string. `today` (YYYY-MM-DD, Philippine time) bounds the
 * dates: no departures in the past, none more than 360 days ahead.
 */
export function parseFlightSearchQuery(params: URLSearchParams, today: string): FlightSearchQueryResult {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  for (const [key, value] of params) {
    if (value.length > 200 || hasForbiddenCharacters(value)) add(key, "This value is not allowed.");
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const tripType = (params.get("tripType") || "oneway") as TripType;
  if (!TRIP_TYPES.includes(tripType)) add("tripType", "Choose one-way, return or multi-city.");
  const cabin = (params.get("cabin") || "economy") as Cabin;
  if (!CABINS.includes(cabin)) add("cabin", "Choose a cabin class.");
  const sort = (params.get("sort") || "cheapest") as FlightSort;
  if (!FLIGHT_SORTS.includes(sort)) add("sort", "Choose how to sort the flights.");

  const passengers = { adults: 1, children: 0, infants: 0 };
  for (const [field, label, min, fallback] of [
    ["adults", "Adults", 1, 1],
    ["children", "Children", 0, 0],
    ["infants", "Infants", 0, 0],
  ] as const) {
    const parsed = count(label, min, fallback, params.get(field));
    if (parsed.success) passengers[field] = parsed.data;
    else add(field, parsed.message);
  }
  if (passengers.infants > passengers.adults) add("infants", "Each infant needs an adult: no more infants than adults.");
  if (passengers.adults + passengers.children > MAX_SEATS) add("children", `At most ${MAX_SEATS} seats in one booking.`);

  let origins = params.getAll("origin");
  let destinations = params.getAll("destination");
  let dates = params.getAll("departureDate");
  if (tripType === "multicity") {
    // The form offers spare rows: a row left wholly empty is not a flight.
    const keep = origins.map((_, i) => Boolean(origins[i]?.trim() || destinations[i]?.trim() || dates[i]?.trim()));
    origins = origins.filter((_, i) => keep[i]);
    destinations = destinations.filter((_, i) => keep[i]);
    dates = dates.filter((_, i) => keep[i]);
  }
  const legCount = tripType === "multicity" ? Math.max(origins.length, destinations.length, dates.length) : 1;
  if (tripType === "multicity" && (legCount < 2 || legCount > MAX_MULTICITY_LEGS)) {
    add("origin", `A multi-city trip has 2 to ${MAX_MULTICITY_LEGS} flights.`);
  }
  const legs: SearchLeg[] = [];
  const suffix = (i: number) => (tripType === "multicity" ? ` (flight ${i + 1})` : "");
  for (let i = 0; i < Math.min(legCount, MAX_MULTICITY_LEGS); i++) {
    const origin = airportCode("From", origins[i]);
    const destination = airportCode("To", destinations[i]);
    const date = dateField("Departure date", dates[i]);
    if (!origin.success) add("origin", origin.message + suffix(i));
    if (!destination.success) add("destination", destination.message + suffix(i));
    if (!date.success) add("departureDate", date.message + suffix(i));
    if (origin.success && destination.success && origin.data === destination.data) {
      add("destination", `From and To must be different airports${suffix(i)}.`);
    }
    if (origin.success && destination.success && date.success) {
      legs.push({ origin: origin.data, destination: destination.data, date: date.data });
    }
  }
  if (tripType === "return" && legs.length === 1) {
    const back = dateField("Return date", params.get("returnDate"));
    if (!back.success) add("returnDate", back.message);
    else if (back.data < legs[0].date) add("returnDate", "The return date cannot be before the departure date.");
    else legs.push({ origin: legs[0].destination, destination: legs[0].origin, date: back.data });
  }
  const last = addDays(today, 360);
  legs.forEach((leg, i) => {
    if (leg.date < today) add(i === 0 || tripType !== "return" ? "departureDate" : "returnDate", "Flights cannot depart in the past.");
    if (leg.date > last) add("departureDate", "Flights can be booked up to 360 days ahead.");
    if (i > 0 && leg.date < legs[i - 1].date) add("departureDate", "Each flight must be on or after the one before it.");
  });

  const filters: FlightFilters = {
    airlines: [],
    departWindows: [],
    arriveWindows: [],
    baggageIncluded: params.get("baggage") === "1",
    refundableOnly: params.get("refundable") === "1",
  };
  const stops = params.get("stops");
  if (stops) {
    if (!/^[0-2]$/.test(stops)) add("stops", "Stops must be 0, 1 or 2.");
    else filters.maxStops = Number(stops);
  }
  for (const code of params
    .getAll("airlines")
    .flatMap((v) => v.split(","))
    .filter(Boolean)) {
    if (!/^[A-Z0-9]{2}$/.test(code)) add("airlines", "Airlines are 2-character codes.");
    else if (!filters.airlines.includes(code)) filters.airlines.push(code);
  }
  for (const [param, key] of [
    ["depart", "departWindows"],
    ["arrive", "arriveWindows"],
  ] as const) {
    for (const w of params
      .getAll(param)
      .flatMap((v) => v.split(","))
      .filter(Boolean)) {
      if (!TIME_WINDOWS.includes(w as TimeWindow)) add(param, "Choose a time of day.");
      else if (!filters[key].includes(w as TimeWindow)) filters[key].push(w as TimeWindow);
    }
  }
  const maxPrice = params.get("maxPrice");
  if (maxPrice) {
    // In whole pesos in the URL, centavos inside.
    if (!/^\d{1,7}$/.test(maxPrice)) add("maxPrice", "The price limit must be a whole number of pesos.");
    else filters.maxPrice = Number(maxPrice) * 100;
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: { search: { tripType, legs, passengers, cabin }, filters, sort } };
}

/** The query string for a search (the inverse of parseFlightSearchQuery; defaults left out). */
export function flightSearchParams(query: { search: FlightSearch; filters?: Partial<FlightFilters>; sort?: FlightSort }): URLSearchParams {
  const { search } = query;
  const params = new URLSearchParams();
  params.set("tripType", search.tripType);
  const legs = search.tripType === "return" ? search.legs.slice(0, 1) : search.legs;
  for (const leg of legs) {
    params.append("origin", leg.origin);
    params.append("destination", leg.destination);
    params.append("departureDate", leg.date);
  }
  if (search.tripType === "return" && search.legs[1]) params.set("returnDate", search.legs[1].date);
  params.set("adults", String(search.passengers.adults));
  if (search.passengers.children) params.set("children", String(search.passengers.children));
  if (search.passengers.infants) params.set("infants", String(search.passengers.infants));
  if (search.cabin !== "economy") params.set("cabin", search.cabin);
  if (query.sort && query.sort !== "cheapest") params.set("sort", query.sort);
  const f = query.filters ?? {};
  if (f.maxStops !== undefined) params.set("stops", String(f.maxStops));
  if (f.airlines?.length) params.set("airlines", f.airlines.join(","));
  if (f.departWindows?.length) params.set("depart", f.departWindows.join(","));
  if (f.arriveWindows?.length) params.set("arrive", f.arriveWindows.join(","));
  if (f.maxPrice !== undefined) params.set("maxPrice", String(Math.floor(f.maxPrice / 100)));
  if (f.baggageIncluded) params.set("baggage", "1");
  if (f.refundableOnly) params.set("refundable", "1");
  return params;
}

/** YYYY-MM-DD plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in Philippine time (UTC+8, no daylight saving). */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
