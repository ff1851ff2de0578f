/**
 * The hotel search in a URL: `/hotels/results?searchType=…&destination=…&checkInDate=…` with the spec
 * §3 searchCriteria names, plus sort, filters, page and view, so a results page can be shared and
 * works without JavaScript. Stay parameters travel on to the details, room and checkout pages.
 */
import {
  addDays,
  type HotelSearchCriteria,
  type HotelSearchFilters,
  type HotelSort,
  manilaToday,
  RESULT_SORT_KEYS,
  type ResultSortKey,
  type RoomFilters,
  type RoomSort,
  ROOM_SORT_KEYS,
  type RoomSortKey,
  type SortOrder,
  type StayDatesAndGuests,
} from "../../../contracts/hotels.ts";

export const CRITERIA_KEYS = [
  "searchType",
  "destination",
  "checkInDate",
  "checkOutDate",
  "rooms",
  "adults",
  "children",
  "hotelCode",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof HotelSearchCriteria)[];

/** The criteria as URL parameters (empty values left out). */
export function criteriaParams(c: Partial<HotelSearchCriteria>): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of CRITERIA_KEYS) {
    const v = c[key];
    if (v !== undefined && v !== "" && v !== null) p.set(key, String(v));
  }
  return p;
}

/**
 * The stay (its dates and guests, not where it was searched) and its rates session as URL parameters:
 * what the details, room and checkout pages pass on.
 */
export function stayLinkParams(stay: StayDatesAndGuests | null, sessionId: string | null): URLSearchParams {
  const p = stay
    ? criteriaParams({
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        rooms: stay.rooms,
        adults: stay.adults,
        children: stay.children,
      })
    : new URLSearchParams();
  if (sessionId) p.set("sessionId", sessionId);
  return p;
}

export function criteriaFromParams(p: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CRITERIA_KEYS) {
    const v = p.get(key);
    if (v !== null) out[key] = v.slice(0, 200);
  }
  return out;
}

export function resultsUrl(c: Partial<HotelSearchCriteria>, extra: Record<string, string | number | undefined> = {}): string {
  const p = criteriaParams(c);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== "") p.set(k, String(v));
  return `/hotels/results?${p}`;
}

/** Default dates for links and the empty form: two nights, two weeks from today (Manila). */
export function defaultStay(now: Date = new Date()): { checkInDate: string; checkOutDate: string } {
  const checkInDate = addDays(manilaToday(now), 14);
  return { checkInDate, checkOutDate: addDays(checkInDate, 2) };
}

export const SORT_OPTIONS: { value: string; label: string }[] = [
  { value: "price-asc", label: "Price: lowest first" },
  { value: "price-desc", label: "Price: highest first" },
  { value: "rating-desc", label: "Stars: most first" },
  { value: "rating-asc", label: "Stars: fewest first" },
  { value: "distance-asc", label: "Distance: nearest first" },
  { value: "distance-desc", label: "Distance: farthest first" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
];

export function parseSort(value: string | null): HotelSort {
  const [by, order] = (value ?? "").split("-");
  return {
    by: (RESULT_SORT_KEYS as readonly string[]).includes(by) ? (by as ResultSortKey) : "price",
    order: order === "desc" ? "desc" : "asc",
  };
}

function num(value: string | null, max: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : undefined;
}

/** A place name from the URL (an area or a point to be near): letters, digits and a little punctuation, or nothing. */
function placeName(value: string | null): string | undefined {
  const v = value?.trim().replace(/\s+/g, " ");
  return v && v.length <= 80 && /^[\p{L}\p{N}][\p{L}\p{N} .,'()&-]*$/u.test(v) ? v : undefined;
}

export function parseFilters(p: URLSearchParams): HotelSearchFilters {
  const area = placeName(p.get("area"));
  const near = placeName(p.get("near"));
  const amenities = p
    .getAll("amenity")
    .map((a) => a.slice(0, 60))
    .slice(0, 20);
  return {
    minPrice: num(p.get("minPrice"), 10_000_000),
    maxPrice: num(p.get("maxPrice"), 10_000_000),
    minRating: num(p.get("minRating"), 5),
    amenities: amenities.length ? amenities : undefined,
    ...(area ? { area } : {}),
    ...(near ? { near } : {}),
  };
}

export const ROOM_SORT_OPTIONS: { value: string; label: string }[] = [
  { value: "price-asc", label: "Price: lowest first" },
  { value: "price-desc", label: "Price: highest first" },
  { value: "roomType-asc", label: "Room type: A to Z" },
  { value: "size-desc", label: "Size: largest first" },
  { value: "size-asc", label: "Size: smallest first" },
];

export function parseRoomSort(value: string | null): RoomSort {
  const [by, order] = (value ?? "").split("-");
  return {
    by: (ROOM_SORT_KEYS as readonly string[]).includes(by) ? (by as RoomSortKey) : "price",
    order: (order === "desc" ? "desc" : "asc") as SortOrder,
  };
}

const anyToUndefined = (v: string | undefined) => (v && v !== "any" ? v : undefined);

export function parseRoomFilters(p: URLSearchParams): RoomFilters {
  const amenities = p.getAll("roomAmenity").slice(0, 20);
  const cancellable = p.get("cancellable");
  return {
    minPrice: num(p.get("roomMinPrice"), 10_000_000),
    maxPrice: num(p.get("roomMaxPrice"), 10_000_000),
    roomType: anyToUndefined(p.get("roomType")?.slice(0, 60)),
    bedType: anyToUndefined(p.get("bedType")?.slice(0, 30)),
    amenities: amenities.length ? amenities : undefined,
    cancellable: cancellable === "yes" ? true : cancellable === "no" ? false : undefined,
  };
}

/** The stay part of a URL (dates and guests) plus the session, to carry from page to page. */
export function stayParams(p: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ["checkInDate", "checkOutDate", "rooms", "adults", "children", "sessionId"]) {
    const v = p.get(key);
    if (v) out.set(key, v.slice(0, 2000));
  }
  return out;
}
