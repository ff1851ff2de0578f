/**
 * The flight application's inputs (core/application/flights.ts), shared by the results page, the
 * JSON API and the assistant. Server side only: it uses zod, and the results page's browser code
 * does not import it (contracts/flights.ts stays zod-free for the browser).
 *
 * A flight search is a typed object (`FlightSearchInput`): the results page's names, with numbers as
 * numbers, flags as booleans and lists as lists; `origin`, `destination` and `departureDate` are one
 * value, or one per flight for multi-city legs. The edges turn a query string into it with
 * `flightSearchFromUrl` (string to type only; issue 25), the use case's `invoke` is its one parse, and
 * `checkFlightSearch` holds the rules between fields and against today (the same messages for the
 * page, the API and the assistant), run after place names are turned into airport codes.
 */
import type { ParseResult } from "./forms.ts";
import {
  addDays,
  CABINS,
  FLIGHT_SORTS,
  type FlightFilters,
  type FlightSearchQuery,
  MAX_MULTICITY_LEGS,
  MAX_SEATS,
  type SearchLeg,
  TIME_WINDOWS,
  TRIP_TYPES,
} from "./flights.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

/** Too long, control characters, the wrong type or shape: the search's one word for junk. */
const NOT_ALLOWED = "This value is not allowed.";
/** The most values a repeated field takes (the form has up to five flights). */
const MAX_VALUES = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One line of text: at most 200 characters, no control characters. */
const text = z
  .string({ error: NOT_ALLOWED })
  .max(200, NOT_ALLOWED)
  .refine((v) => !hasForbiddenCharacters(v), NOT_ALLOWED);

/** One value, or one per flight (multi-city); none is "`label` is required.". */
const oneOrMore = <T extends z.ZodType<string, string>>(
  label: string,
  item: T,
  list: z.ZodType<string[], string[]> = z.array(item).max(MAX_VALUES, NOT_ALLOWED),
) => z.union([item, list], { error: (issue) => (issue.input === undefined ? `${label} is required.` : NOT_ALLOWED) });

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD).`;
const date = (label: string) => text.regex(DATE, dateMessage(label)).refine(isRealDate, dateMessage(label));
/** A multi-city trip's dates: what is wrong names the flight ("(flight 2)"); an empty one is the rules' to name (a spare row). */
const legDates = z
  .array(text)
  .max(MAX_VALUES, NOT_ALLOWED)
  .superRefine((dates, ctx) => {
    dates.forEach((d, i) => {
      if (d !== "" && !isRealDate(d))
        ctx.addIssue({ code: "custom", path: [i], message: `${dateMessage("Departure date")} (flight ${i + 1})` });
    });
  });

const whole = (message: string) => z.number({ error: message }).int(message);
/** Out of range first (one message: 1e20 is "at most 9", not also "not whole"), then whole. */
const seats = (label: string, min: number, fallback: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.`, abort: true })
    .max(MAX_SEATS, { error: `${label} must be at most ${MAX_SEATS}.`, abort: true })
    .int(`${label} must be a whole number.`)
    .default(fallback);
const timesOfDay = z
  .array(z.enum(TIME_WINDOWS, { error: "Choose a time of day." }), { error: NOT_ALLOWED })
  .max(TIME_WINDOWS.length * 2, NOT_ALLOWED);

/** A flight search: where, when, who, which cabin, and the results page's filters and sort. */
export const FlightSearchInput = z.object({
  tripType: z
    .enum(TRIP_TYPES, { error: "Choose one-way, return or multi-city." })
    .default("oneway")
    .describe("oneway (the default), return or multicity"),
  origin: oneOrMore("From", text).describe(
    "From: an airport code (MNL) or a place name (Manila, El Nido); a list, one per flight, for multicity",
  ),
  destination: oneOrMore("To", text).describe("To: an airport code (CEB) or a place name (Cebu); a list, one per flight, for multicity"),
  departureDate: oneOrMore("Departure date", date("Departure date"), legDates).describe(
    "YYYY-MM-DD; a list, one per flight, for multicity",
  ),
  // Checked by the rules, and only for a return trip (the form keeps a one-way's return date as typed).
  returnDate: text.optional().describe("YYYY-MM-DD, for a return trip"),
  adults: seats("Adults", 1, 1).describe("1 to 9 (default 1)"),
  children: seats("Children", 0, 0).describe("aged 2 to 11 (default 0)"),
  infants: seats("Infants", 0, 0).describe("under 2, on an adult's lap; at most one per adult (default 0)"),
  cabin: z.enum(CABINS, { error: "Choose a cabin class." }).default("economy").describe("economy (default), premium, business or first"),
  sort: z
    .enum(FLIGHT_SORTS, { error: "Choose how to sort the flights." })
    .default("cheapest")
    .describe("cheapest (default), fastest, best, earliest or latest"),
  stops: whole("Stops must be 0, 1 or 2.")
    .min(0, "Stops must be 0, 1 or 2.")
    .max(2, "Stops must be 0, 1 or 2.")
    .optional()
    .describe("at most 0, 1 or 2 stops"),
  airlines: z
    .array(z.string({ error: "Airlines are 2-character codes." }).regex(/^[A-Z0-9]{2}$/, "Airlines are 2-character codes."), {
      error: NOT_ALLOWED,
    })
    .max(MAX_VALUES, NOT_ALLOWED)
    .optional()
    .describe("only these airlines: 2-character codes (PR, 5J)"),
  depart: timesOfDay.optional().describe("departure times of day: early, morning, afternoon, evening"),
  arrive: timesOfDay.optional().describe("arrival times of day: early, morning, afternoon, evening"),
  maxPrice: whole("The price limit must be a whole number of pesos.")
    .min(0, "The price limit must be a whole number of pesos.")
    .max(9_999_999, "The price limit must be a whole number of pesos.")
    .optional()
    .describe("the most to pay, in whole pesos"),
  baggage: z.boolean({ error: NOT_ALLOWED }).optional().describe("true: checked baggage included only"),
  refundable: z.boolean({ error: NOT_ALLOWED }).optional().describe("true: refundable fares only"),
});
export type FlightSearchInput = z.input<typeof FlightSearchInput>;
/** A search as parsed (defaults filled in), before the rules. */
export type FlightSearchValues = z.output<typeof FlightSearchInput>;

/** The API's search: the search and one page of the answer. */
export const FlightSearchRequest = FlightSearchInput.extend({
  limit: whole("limit must be a whole number from 1 to 200.")
    .min(1, "limit must be a whole number from 1 to 200.")
    .max(200, "limit must be a whole number from 1 to 200.")
    .default(50)
    .describe("fares per page, 1 to 200 (default 50)"),
  page: whole("page must be a whole number from 1.")
    .min(1, "page must be a whole number from 1.")
    .max(9999, "page must be a whole number from 1.")
    .default(1)
    .describe("the page, from 1 (default 1)"),
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

const NUMBER_FIELDS = new Set(["adults", "children", "infants", "stops", "maxPrice", "limit", "page"]);
const LIST_FIELDS = new Set(["airlines", "depart", "arrive"]);
const LEG_FIELDS = new Set(["origin", "destination", "departureDate"]);
const FLAG_FIELDS = new Set(["baggage", "refundable"]);
const TEXT_FIELDS = new Set(["tripType", "returnDate", "cabin", "sort"]);

/** A number written as one; anything else stays text for the schema to refuse with its field's words. */
function numberOf(value: string): number | string {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) ? n : value;
}

/**
 * The results page's query string (or the API's) as the search's input: string to type only, no rules
 * (issue 25). Numbers become numbers (what is not one stays text, for the schema's message), "1"
 * flags become booleans, comma lists become lists, repeated `origin`, `destination` and
 * `departureDate` become lists, an empty value is no value (except on a flight's own fields and the
 * return date, whose emptiness the rules name). Names the search does not have are left out.
 */
export function flightSearchFromUrl(params: URLSearchParams): FlightSearchRequest {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    const first = all[0] ?? "";
    if (LEG_FIELDS.has(key)) out[key] = all.length === 1 ? first : all;
    else if (LIST_FIELDS.has(key)) out[key] = all.flatMap((v) => v.split(",")).filter(Boolean);
    else if (FLAG_FIELDS.has(key)) out[key] = first === "1";
    else if (first === "" && key !== "returnDate") continue;
    else if (NUMBER_FIELDS.has(key)) out[key] = numberOf(first);
    else if (TEXT_FIELDS.has(key)) out[key] = first;
  }
  return out as FlightSearchRequest;
}

/** `params` with its `origin` and `destination` values, in order, replaced by `places` (names made codes). */
export function withPlaces(params: URLSearchParams, places: { origin: string[]; destination: string[] }): URLSearchParams {
  const next = new URLSearchParams();
  const at = { origin: 0, destination: 0 };
  for (const [key, value] of params) {
    if (key === "origin" || key === "destination") next.append(key, places[key][at[key]++] ?? value);
    else next.append(key, value);
  }
  return next;
}

const IATA = /^[A-Z]{3}$/;

type Check<T> = { success: true; data: T } | { success: false; message: string };
const ok = <T>(data: T): Check<T> => ({ success: true, data });
const fail = <T>(message: string): Check<T> => ({ success: false, message });

function airportCode(label: string, value: string | undefined): Check<string> {
  if (value === undefined) return fail(`${label} is required.`);
  const code = value.trim().toUpperCase();
  return IATA.test(code) ? ok(code) : fail(`${label} must be a 3-letter airport code.`);
}

function dateField(label: string, value: string | undefined): Check<string> {
  if (value === undefined) return fail(`${label} is required.`);
  return isRealDate(value) ? ok(value) : fail(dateMessage(label));
}

/** One value or a list, as a list. */
export const valuesOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * The search's rules on its parsed fields (airport codes by now): the legs, who travels, and the
 * dates against `today` (YYYY-MM-DD, Philippine time): no departures in the past, none more than 360
 * days ahead. Field errors keyed by the query's names.
 */
export function checkFlightSearch(input: FlightSearchValues, today: string): ParseResult<FlightSearchQuery> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const { tripType, cabin, sort, adults, children, infants } = input;
  const passengers = { adults, children, infants };
  if (infants > adults) add("infants", "Each infant needs an adult: no more infants than adults.");
  if (adults + children > MAX_SEATS) add("children", `At most ${MAX_SEATS} seats in one booking.`);

  let origins = valuesOf(input.origin);
  let destinations = valuesOf(input.destination);
  let dates = valuesOf(input.departureDate);
  if (tripType === "multicity") {
    // The form offers spare rows: a row left wholly empty is not a flight.
    const rows = Math.max(origins.length, destinations.length, dates.length);
    const keep = Array.from({ length: rows }, (_, i) => Boolean(origins[i]?.trim() || destinations[i]?.trim() || dates[i]?.trim()));
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
    const back = dateField("Return date", input.returnDate);
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
    airlines: [...new Set(input.airlines ?? [])],
    departWindows: [...new Set(input.depart ?? [])],
    arriveWindows: [...new Set(input.arrive ?? [])],
    baggageIncluded: input.baggage === true,
    refundableOnly: input.refundable === true,
  };
  if (input.stops !== undefined) filters.maxStops = input.stops;
  // In whole pesos in the input, centavos inside.
  if (input.maxPrice !== undefined) filters.maxPrice = input.maxPrice * 100;

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: { search: { tripType, legs, passengers, cabin }, filters, sort } };
}
