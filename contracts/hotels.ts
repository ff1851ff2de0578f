/**
 * Hotels as both sides see them: the spec's constants (§9), validation messages (§5), fallback
 * messages (§8), the search state (§3), the API payloads of §7 with their exact field names, and
 * the reply shapes of design/routes.md ("Hotel search"). docs/decisions/012-hotels.md. The shapes and
 * keys themselves are in contracts/hotel-types.ts, re-exported here.
 */
import { HOTEL_SEARCH_TYPES, type HotelSearchCriteria, type HotelSearchRequest, type Occupancy } from "./hotel-types.ts";

export * from "./hotel-types.ts";

/** Spec §9, verbatim values. */
export const HOTEL_ROOM_RATES_EXPIRY_MS = 15 * 60_000;
export const HOTEL_SESSION_EXPIRY_MS = 30 * 60_000;
export const HOTEL_STORAGE_KEY = "hotelDetailsData";
export const HOTEL_CURRENCY = "PHP";
export const DEFAULT_CHILD_AGE = 5;
export const DEFAULT_HOTEL_COUNTRY = "Philippines";
export const FIRST_RESULTS_PAGE = 1;

/** Limits of our own (the spec shows none). */
export const HOTEL_LIMITS = {
  maxNights: 30,
  maxRooms: 8,
  maxAdultsPerRoom: 4,
  maxChildrenPerRoom: 3,
  maxChildAge: 17,
  /** Days ahead a stay can start. */
  maxDaysAhead: 365,
  pageSize: 12,
  /** Default and largest radius of a search by location, in km (suppliers default to 20). */
  defaultRadiusKm: 20,
  maxRadiusKm: 100,
  maxHotelCodes: 1000,
} as const;

/** §5 messages verbatim, then our own clear messages for the limits. */
export const HOTEL_MESSAGES = {
  destinationRequired: "Destination is required",
  checkInRequired: "Check-in date is required",
  checkOutRequired: "Check-out date is required",
  hotelCodeRequired: "Hotel code is required",
  latitudeRequired: "Latitude is required",
  longitudeRequired: "Longitude is required",
  invalidSearchType: "Invalid search type",
  invalidSearchTypePagination: "Invalid search type for pagination",
  invalidSearchTypeFiltering: "Invalid search type for filtering",
  ratesOutdated: "Room rates may be outdated. Please refresh.",
  noResultsSuccess: "Search request was not successful",
  // Ours:
  dateInvalid: "Enter the date as YYYY-MM-DD.",
  checkInPast: "Check-in cannot be in the past.",
  checkInTooFar: "Check-in can be at most a year from today.",
  checkOutBeforeCheckIn: "Check-out must be after check-in.",
  stayTooLong: `A stay can be at most ${HOTEL_LIMITS.maxNights} nights.`,
  roomsRange: `Book between 1 and ${HOTEL_LIMITS.maxRooms} rooms.`,
  adultsPerRoom: "Each room needs at least 1 adult.",
  tooManyAdults: `At most ${HOTEL_LIMITS.maxAdultsPerRoom} adults per room.`,
  tooManyChildren: `At most ${HOTEL_LIMITS.maxChildrenPerRoom} children per room.`,
  childAgesMissing: "Give the age of each child (child_age needs one age per child).",
  childAgeRange: `Child ages are from 0 to ${HOTEL_LIMITS.maxChildAge}.`,
  currency: "The requested currency must be PHP.",
  latitudeRange: "Latitude must be between -90 and 90.",
  longitudeRange: "Longitude must be between -180 and 180.",
  radiusRange: `The radius must be between 1 and ${HOTEL_LIMITS.maxRadiusKm} km.`,
  pageInvalid: "The page must be a whole number from 1.",
  sessionExpired: "Your hotel search has expired. Please search again.",
  sessionInvalid: "This hotel search is not valid. Please search again.",
  hotelNotFound: "There is no such hotel.",
  roomNotFound: "There is no such room at this hotel.",
  roomUnavailable: "This room is no longer available for your dates. Choose another room.",
  noResults: "No results found, please try with different dates",
  tooManyCodes: `Search for at most ${HOTEL_LIMITS.maxHotelCodes} hotel codes at a time.`,
  queryTooShort: "Type at least 2 characters.",
} as const;

/**
 * What the traveller is told about hotel payments (issue 16): one payment is kept per booking; any
 * other that completes is refunded in full at once. The amount is formatted by the caller.
 */
export const HOTEL_PAYMENT_MESSAGES = {
  inProgress: "A payment for this booking is already in progress. Finish it in its own tab, or wait a minute and try again.",
  expired: "This booking has expired without being paid. Please search again.",
  notPayable: "This booking can no longer be paid.",
  /** A payment id or key that was made for something else (another stay, a flight). */
  notThisBooking: "This payment was not made for this booking, so it changes nothing here.",
  alreadyPaidRefunded: (amount: string) => `This booking was already paid; this payment of ${amount} has been refunded.`,
  notPayableRefunded: (amount: string) => `This booking can no longer be paid; this payment of ${amount} has been refunded.`,
  soldOutRefunded: (amount: string) =>
    `This room is no longer available for your dates; your payment of ${amount} has been refunded in full. Choose another room.`,
} as const;

/** §8 fallback messages verbatim (used when a reply carries no message of its own). */
export const HOTEL_FALLBACKS = {
  search: "Failed to search hotels",
  searchByCode: "Failed to search hotel by code",
  searchByLocation: "Failed to search hotels by location",
  more: "Failed to get more results",
  filtered: "Failed to search with filters",
  locationSuggestions: "Failed to get location suggestions",
  codeSuggestions: "Failed to get hotel code suggestions",
  details: "Failed to fetch hotel details",
  roomRates: "Failed to fetch room rates",
  validateAvailability: "Failed to validate hotel availability",
  perform: "Failed to perform hotel search",
} as const;

// ---------------------------------------------------------------------------------------------
// Dates

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in Manila (YYYY-MM-DD). */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// §5 rules

/** "Boracay, Philippines" → city and country; the country defaults to Philippines (§5). */
export function splitDestination(destination: string): { city: string; country: string } {
  const [city, ...rest] = destination.split(", ");
  const country = rest.join(", ").trim();
  return { city: city.trim(), country: country || DEFAULT_HOTEL_COUNTRY };
}

/**
 * Guests spread over rooms (§5): each room gets at least 1 adult (the rest one by one from the
 * first room), children spread evenly the same way, every child aged 5, and `child_age` is [0] when a
 * room has no children. Callers check `adults >= rooms` first.
 */
export function distributeGuests(rooms: number, adults: number, children: number): Occupancy[] {
  const out: Occupancy[] = [];
  for (let i = 0; i < rooms; i++) {
    const adult = Math.floor(adults / rooms) + (i < adults % rooms ? 1 : 0);
    const child = Math.floor(children / rooms) + (i < children % rooms ? 1 : 0);
    out.push({ room_no: i + 1, adult, child, child_age: child > 0 ? Array.from({ length: child }, () => DEFAULT_CHILD_AGE) : [0] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The search form (searchCriteria): §5 messages, then ours
//
// Plain checks rather than zod: this module reaches the browser with the search form and the
// results page, and zod would add ~25 KB of JavaScript there. contracts/hotel-schemas.ts wraps the
// same check for the server's zod-based parsing.

/** Field → messages, in the order found (as contracts/forms.ts FieldErrors). */
type Errors = Record<string, string[]>;

/** Checks both dates; `today` is Manila's date (tests pass their own). */
export function checkStay(
  v: { checkInDate: string; checkOutDate: string },
  add: (path: string, message: string) => void,
  today: string,
  paths = ["checkInDate", "checkOutDate"],
) {
  const [inPath, outPath] = paths;
  let ok = true;
  if (!v.checkInDate) {
    add(inPath, HOTEL_MESSAGES.checkInRequired);
    ok = false;
  } else if (!isIsoDate(v.checkInDate)) {
    add(inPath, HOTEL_MESSAGES.dateInvalid);
    ok = false;
  }
  if (!v.checkOutDate) {
    add(outPath, HOTEL_MESSAGES.checkOutRequired);
    ok = false;
  } else if (!isIsoDate(v.checkOutDate)) {
    add(outPath, HOTEL_MESSAGES.dateInvalid);
    ok = false;
  }
  if (!ok) return;
  if (v.checkInDate < today) add(inPath, HOTEL_MESSAGES.checkInPast);
  else if (nightsBetween(today, v.checkInDate) > HOTEL_LIMITS.maxDaysAhead) add(inPath, HOTEL_MESSAGES.checkInTooFar);
  const nights = nightsBetween(v.checkInDate, v.checkOutDate);
  if (nights < 1) add(outPath, HOTEL_MESSAGES.checkOutBeforeCheckIn);
  else if (nights > HOTEL_LIMITS.maxNights) add(outPath, HOTEL_MESSAGES.stayTooLong);
}

function isCoordinate(value: string, limit: number): boolean {
  if (!/^-?\d{1,3}(\.\d+)?$/.test(value)) return false;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit;
}

/**
 * The search form and the `/hotels/results` query: searchType, destination, checkInDate, checkOutDate,
 * rooms, adults, children, hotelCode, latitude, longitude (spec §3 names). Each field on its own (a
 * count must be a whole number in range, texts not too long), then, unless a value was not even a
 * whole number or text, the §5 rules across fields. Unknown fields are ignored.
 */
export function checkHotelSearchCriteria(
  values: Record<string, unknown>,
  today: string = manilaToday(),
): { ok: true; data: HotelSearchCriteria } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  // A value that is not even of the right kind (text, a whole number) stops the checks across
  // fields; one merely out of range does not, so every message shows at once.
  let fatal = false;
  const add = (path: string, message: string) => {
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const text = (key: string, max?: { length: number; message: string }): string => {
    const v = values[key];
    if (v === undefined) return "";
    if (typeof v !== "string") {
      add(key, "Enter text here.");
      fatal = true;
      return "";
    }
    const trimmed = v.trim();
    if (max && trimmed.length > max.length) add(key, max.message);
    return trimmed;
  };
  const count = (key: string, min: number, max: number, message: string, fallback: number): number => {
    const v = values[key];
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n)) fatal = true;
    if (!Number.isInteger(n) || n < min || n > max) add(key, message);
    return n;
  };
  const rawType = values.searchType;
  const searchType = rawType === undefined ? "destination" : typeof rawType === "string" ? rawType : "";
  if (rawType !== undefined && typeof rawType !== "string") {
    add("searchType", HOTEL_MESSAGES.invalidSearchType);
    fatal = true;
  }
  const v = {
    searchType,
    destination: text("destination", { length: 120, message: "Keep the destination under 120 characters." }),
    checkInDate: text("checkInDate"),
    checkOutDate: text("checkOutDate"),
    rooms: count("rooms", 1, HOTEL_LIMITS.maxRooms, HOTEL_MESSAGES.roomsRange, 1),
    adults: count("adults", 1, HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxAdultsPerRoom, HOTEL_MESSAGES.adultsPerRoom, 2),
    children: count("children", 0, HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxChildrenPerRoom, HOTEL_MESSAGES.tooManyChildren, 0),
    hotelCode: text("hotelCode", { length: 40, message: "A hotel code is at most 40 characters." }),
    latitude: text("latitude"),
    longitude: text("longitude"),
  };
  if (fatal) return { ok: false, errors };

  if (!(HOTEL_SEARCH_TYPES as readonly string[]).includes(v.searchType)) {
    add("searchType", HOTEL_MESSAGES.invalidSearchType);
    return { ok: false, errors };
  }
  if (v.searchType === "destination" && !v.destination) add("destination", HOTEL_MESSAGES.destinationRequired);
  if (v.searchType === "code" && !v.hotelCode) add("hotelCode", HOTEL_MESSAGES.hotelCodeRequired);
  if (v.searchType === "location") {
    if (!v.latitude) add("latitude", HOTEL_MESSAGES.latitudeRequired);
    else if (!isCoordinate(v.latitude, 90)) add("latitude", HOTEL_MESSAGES.latitudeRange);
    if (!v.longitude) add("longitude", HOTEL_MESSAGES.longitudeRequired);
    else if (!isCoordinate(v.longitude, 180)) add("longitude", HOTEL_MESSAGES.longitudeRange);
  }
  checkStay(v, add, today);
  if (v.adults < v.rooms) add("adults", HOTEL_MESSAGES.adultsPerRoom);
  else if (v.adults > v.rooms * HOTEL_LIMITS.maxAdultsPerRoom) add("adults", HOTEL_MESSAGES.tooManyAdults);
  if (v.children > v.rooms * HOTEL_LIMITS.maxChildrenPerRoom) add("children", HOTEL_MESSAGES.tooManyChildren);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: v as HotelSearchCriteria };
}

/**
 * The search of checked searchCriteria (§3): the destination split into city and country, codes
 * split on commas and spaces, guests spread over rooms, PHP; a point searched within the default radius.
 */
export function criteriaToRequest(criteria: HotelSearchCriteria, radiusKm: number = HOTEL_LIMITS.defaultRadiusKm): HotelSearchRequest {
  const stay = {
    checkin: criteria.checkInDate,
    checkout: criteria.checkOutDate,
    occupancy: distributeGuests(criteria.rooms, criteria.adults, criteria.children),
    requiredCurrency: HOTEL_CURRENCY,
  };
  if (criteria.searchType === "code") {
    const codes = criteria.hotelCode
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, HOTEL_LIMITS.maxHotelCodes);
    return { stay, query: { kind: "codes", codes } };
  }
  if (criteria.searchType === "location")
    return { stay, query: { kind: "geo", latitude: Number(criteria.latitude), longitude: Number(criteria.longitude), radiusKm } };
  const { city, country } = splitDestination(criteria.destination);
  return { stay, query: { kind: "city", city, country } };
}

/** The §7 payload of a search (what a search page sends), built from the form's searchCriteria. */
export function toSearchPayload(criteria: HotelSearchCriteria): Record<string, unknown> {
  const { query, stay } = criteriaToRequest(criteria);
  if (query.kind === "codes") return { ...stay, hotelCodes: query.codes };
  if (query.kind === "geo") return { ...stay, latitude: query.latitude, longitude: query.longitude };
  return { ...stay, city_name: query.city, country_name: query.country };
}

// ---------------------------------------------------------------------------------------------
// Booking bodies

export const GUEST_MESSAGES = {
  firstName: "Enter the lead guest's first name.",
  lastName: "Enter the lead guest's last name.",
  email: "Enter a valid e-mail address for the confirmation.",
  phone: "Enter a phone number of 7 to 15 digits.",
  names: "Use letters, spaces, apostrophes, dots and hyphens.",
  requests: "Keep special requests under 500 characters.",
} as const;

/** The lead guest as checked by GuestDetailsSchema (contracts/hotel-schemas.ts). */
export type GuestDetails = { firstName: string; lastName: string; email: string; phone: string; specialRequests: string };

/** `/hotels/confirmation/:reference` and the look-up form: H + 5 letters or digits. */
export const HOTEL_REFERENCE = /^H[A-Z0-9]{5}$/;
