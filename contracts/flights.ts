/**
 * Flight shapes that cross a boundary (routes.md "Flight search"): the search query that is also the
 * query string of /flights/results, fare itineraries, revalidation, passengers and bookings.
 * Names follow routes.md; fields may be added, never renamed. Times are ISO 8601 with the airport's
 * offset; dates alone are YYYY-MM-DD. Money is `contracts/money.ts`.
 */
import type { Money } from "./money.ts";

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
// The search query (GET /api/booking/flight/search and /flights/results; read by
// contracts/flight-inputs.ts on the server)

export type FlightSearchQuery = {
  search: FlightSearch;
  filters: FlightFilters;
  sort: FlightSort;
};

/** The query string for a search (what contracts/flight-inputs.ts reads; defaults left out). */
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
