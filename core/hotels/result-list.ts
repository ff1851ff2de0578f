/**
 * Sorting, filtering and paging of hotel results and room rates (spec §4): results by price, rating,
 * distance or name, either way, filtered by min / max price, min rating and amenities (any match);
 * rooms by price range, room type, bed type, amenities and cancellable, sorted by price, room type or
 * size. Pure functions; ties are broken by name then id so pages never overlap.
 */
import {
  FIRST_RESULTS_PAGE,
  HOTEL_LIMITS,
  type HotelSearchFilters,
  type HotelSearchResult,
  type HotelSort,
  type RoomFilters,
  type RoomRate,
  type RoomSort,
} from "../../contracts/hotels.ts";
import { areasNamed, destinationNamed, kmFrom, pointNamed } from "./area-points.ts";

/** How far "near" reaches: a hotel further than this from the point named is not near it. */
export const NEAR_KM = 5;

/**
 * A result's area and distance as `area` / `near` ask (areas-points.ts): only the hotels of the areas a
 * name stands for; the distance to the point named (kept within NEAR_KM). A name the destination does
 * not know filters nothing (the page says so).
 */
function byPlace(results: readonly HotelSearchResult[], area?: string, near?: string): HotelSearchResult[] {
  if (!area && !near) return [...results];
  const out: HotelSearchResult[] = [];
  for (const r of results) {
    const d = destinationNamed(r.city);
    if (!d) continue;
    const areas = area ? areasNamed(d, area) : [];
    if (areas.length && !areas.some((a) => a.name === r.area)) continue;
    const point = near ? pointNamed(d, near) : null;
    if (!point) {
      out.push(r);
      continue;
    }
    const distance = kmFrom(point, r);
    if (distance <= NEAR_KM) out.push({ ...r, distance });
  }
  return out;
}

/** Prices in filters are whole pesos (what a traveller types); results carry centavos. */
export function filterResults(results: readonly HotelSearchResult[], filters: HotelSearchFilters = {}): HotelSearchResult[] {
  const { minPrice, maxPrice, minRating, amenities } = filters;
  const wanted = (amenities ?? []).map((a) => a.toLowerCase());
  return byPlace(results, filters.area, filters.near).filter((r) => {
    const pesos = r.basePrice.amount / 100;
    if (minPrice !== undefined && pesos < minPrice) return false;
    if (maxPrice !== undefined && pesos > maxPrice) return false;
    if (minRating !== undefined && r.starRating < minRating) return false;
    if (wanted.length && !r.amenities.some((a) => wanted.includes(a.toLowerCase()))) return false;
    return true;
  });
}

const RESULT_KEYS: Record<HotelSort["by"], (r: HotelSearchResult) => number | string> = {
  price: (r) => r.basePrice.amount,
  rating: (r) => r.starRating,
  distance: (r) => r.distance,
  name: (r) => r.hotelName.toLowerCase(),
};

function compare(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Default: price ascending. */
export function sortResults(results: readonly HotelSearchResult[], sort: HotelSort = { by: "price", order: "asc" }): HotelSearchResult[] {
  const key = RESULT_KEYS[sort.by];
  const dir = sort.order === "desc" ? -1 : 1;
  // Each result's keys once, not per comparison (a destination of the market dataset has thousands: issue 26).
  const decorated = results.map((r) => ({ r, k: key(r), name: r.hotelName.toLowerCase() }));
  decorated.sort((a, b) => dir * compare(a.k, b.k) || compare(a.name, b.name) || compare(a.r.hotelId, b.r.hotelId));
  return decorated.map((d) => d.r);
}

export type Page<T> = { items: T[]; currentPage: number; totalPages: number; totalCount: number; hasMoreResults: boolean };

/** Page `page` (from 1) of `size`; a page past the end is empty, never an error. */
export function paginate<T>(items: readonly T[], page = FIRST_RESULTS_PAGE, size: number = HOTEL_LIMITS.pageSize): Page<T> {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / size));
  const start = (page - 1) * size;
  return { items: items.slice(start, start + size), currentPage: page, totalPages, totalCount, hasMoreResults: page < totalPages };
}

export function filterRooms(rooms: readonly RoomRate[], filters: RoomFilters = {}): RoomRate[] {
  const wanted = (filters.amenities ?? []).map((a) => a.toLowerCase());
  return rooms.filter((r) => {
    const pesos = r.rates.nightlyRate.amount / 100;
    if (filters.minPrice !== undefined && pesos < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && pesos > filters.maxPrice) return false;
    if (filters.roomType && r.roomType !== filters.roomType) return false;
    if (filters.bedType && r.bedType !== filters.bedType) return false;
    if (wanted.length && !r.amenities.some((a) => wanted.includes(a.toLowerCase()))) return false;
    if (filters.cancellable !== undefined && r.cancellationPolicy.cancellable !== filters.cancellable) return false;
    return true;
  });
}

const ROOM_KEYS: Record<RoomSort["by"], (r: RoomRate) => number | string> = {
  price: (r) => r.rates.totalRate.amount,
  roomType: (r) => r.roomType.toLowerCase(),
  size: (r) => r.roomSize,
};

export function sortRooms(rooms: readonly RoomRate[], sort: RoomSort = { by: "price", order: "asc" }): RoomRate[] {
  const key = ROOM_KEYS[sort.by];
  const dir = sort.order === "desc" ? -1 : 1;
  return [...rooms].sort((a, b) => dir * compare(key(a), key(b)) || compare(a.roomId, b.roomId));
}
