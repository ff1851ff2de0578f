/**
 * The flight application's inputs (core/application/flights.ts), shared by the results page, the
 * JSON API and the assistant. Server side only: it uses zod, and the results page's browser code
 * does not import it (contracts/flights.ts stays zod-free for the browser).
 *
 * A flight search comes as the results page's query string or as a JSON object with the same
 * names: one value per field, or several (origin, destination, departureDate) for multi-city legs.
 * `FlightSearchFields` describes that shape; `readFlightSearch` holds the rules and their messages
 * (the same for the page and the API), run after place names are turned into airport codes.
 */
import type { FieldErrors, ParseResult } from "./forms.ts";
import {
  addDays,
  CABINS,
  type Cabin,
  FLIGHT_SORTS,
  type FlightFilters,
  type FlightSearchQuery,
  type FlightSort,
  MAX_MULTICITY_LEGS,
  MAX_SEATS,
  type SearchLeg,
  TIME_WINDOWS,
  type TimeWindow,
  TRIP_TYPES,
  type TripType,
} from "./flights.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

const one = z.union([z.string(), z.number()]).transform(String);
const many = z.union([one, z.array(one).max(20)]);

/** The search's fields (every one optional: the rules say which are needed and what is wrong). */
export const FlightSearchFields = z
  .object({
    tripType: one.optional().describe("oneway (the default), return or multicity"),
    origin: many.optional().describe("From: an airport code (MNL) or a place name (Manila, El Nido); one per flight for multicity"),
    destination: many.optional().describe("To: an airport code (CEB) or a place name (Cebu); one per flight for multicity"),
    departureDate: many.optional().describe("YYYY-MM-DD; one per flight for multicity"),
    returnDate: one.optional().describe("YYYY-MM-DD, for a return trip"),
    adults: one.optional().describe("1 to 9 (default 1)"),
    children: one.optional().describe("aged 2 to 11 (default 0)"),
    infants: one.optional().describe("under 2, on an adult's lap; at most one per adult (default 0)"),
    cabin: one.optional().describe("economy (default), premium, business or first"),
    sort: one.optional().describe("cheapest (default), fastest, best, earliest or latest"),
    stops: one.optional().describe("at most 0, 1 or 2 stops"),
    airlines: many.optional().describe("2-character airline codes, comma separated"),
    depart: many.optional().describe("departure times of day: early, morning, afternoon, evening"),
    arrive: many.optional().describe("arrival times of day: early, morning, afternoon, evening"),
    maxPrice: one.optional().describe("the most to pay, in whole pesos"),
    baggage: one.optional().describe("1: checked baggage included only"),
    refundable: one.optional().describe("1: refundable fares only"),
  })
  .catchall(many);
export type FlightSearchFields = z.input<typeof FlightSearchFields>;

/** The API's search: the fields and one page of the answer. */
export const FlightSearchRequest = FlightSearchFields.extend({
  limit: one.optional().describe("fares per page, 1 to 200 (default 50)"),
  page: one.optional().describe("the page, from 1 (default 1)"),
});
export type FlightSearchRequest = z.input<typeof FlightSearchRequest>;

/** A trip named by its booking reference and a traveller's last name (the API's look-up). */
export const TripLookupInput = z.object({
  reference: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/, "A booking reference has 6 letters and digits, like K7Q2ZM."))
    .describe("The 6-character booking reference, like K7Q2ZM"),
  last_name: z
    .string()
    .refine((v) => Boolean(v.trim()) && v.length <= 40 && !hasForbiddenCharacters(v), "Enter the last name of a traveller on the booking.")
    .describe("The last name of any traveller on the booking"),
});
export type TripLookupInput = z.input<typeof TripLookupInput>;

/** The message with a search's field errors (page and API). */
export const SEARCH_INVALID_MESSAGE = "Some search fields are not right.";

/** A query string as search fields (repeated names become lists). */
export function flightSearchFields(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/** Parsed search fields back as a query string, in their order. */
export function searchParamsOf(fields: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

/** `limit` (1–200, default 50) and `page` (from 1) of the API's answer. */
export function readPaging(fields: { limit?: string; page?: string }): ParseResult<{ limit: number; page: number }> {
  const limit = fields.limit ?? "50";
  const page = fields.page ?? "1";
  const errors: FieldErrors = {};
  if (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 200) errors.limit = ["limit must be a whole number from 1 to 200."];
  if (!/^\d{1,4}$/.test(page) || Number(page) < 1) errors.page = ["page must be a whole number from 1."];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: { limit: Number(limit), page: Number(page) } };
}

const IATA = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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

/**
 * Reads the whole search from its fields as a query string (airport codes by now). `today` (YYYY-MM-DD, Philippine time) bounds the
 * dates: no departures in the past, none more than 360 days ahead.
 */
export function readFlightSearch(params: URLSearchParams, today: string): ParseResult<FlightSearchQuery> {
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
