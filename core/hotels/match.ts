/**
 * Which hotels a search names: by code, within a radius of a point (the catalog's spatial grid, then
 * the true distance), or at a place; each with its distance from the query's point.
 */
import { haversineKm as geoKm } from "../../contracts/geo.ts";
import { demoCatalog, type HotelCatalog } from "./catalog.ts";
import type { Hotel } from "./inventory.ts";
import type { HotelQuery } from "./supplier.ts";

type Point = { latitude: number; longitude: number };

/** The great-circle distance in km between two hotels' or places' points (contracts/geo.ts's formula). */
export function haversineKm(a: Point, b: Point): number {
  return geoKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
}

const km = (n: number) => Math.round(n * 100) / 100;

/** The hotels a query matches in `catalog` (default: the embedded inventory), each with its distance from the query's point (0 for codes). */
export function matchHotels(query: HotelQuery, catalog: HotelCatalog = demoCatalog()): { hotel: Hotel; distance: number }[] {
  if (query.kind === "codes") {
    const out: { hotel: Hotel; distance: number }[] = [];
    const seen = new Set<string>();
    for (const code of query.codes) {
      const hotel = catalog.byId.get(code.trim().toUpperCase());
      if (hotel && !seen.has(hotel.hotelId)) {
        seen.add(hotel.hotelId);
        out.push({ hotel, distance: 0 });
      }
    }
    return out;
  }
  if (query.kind === "geo") {
    // Only the grid cells the circle's box touches, then the true distance (issue 26).
    const out: { hotel: Hotel; distance: number }[] = [];
    for (const hotel of catalog.grid.candidates(query.latitude, query.longitude, query.radiusKm)) {
      const distance = km(haversineKm(query, hotel));
      if (distance <= query.radiusKm) out.push({ hotel, distance });
    }
    return out;
  }
  if (query.country.trim().toLowerCase() !== "philippines") return [];
  const place = catalog.place(query.city);
  if (!place) return [];
  return place.hotels.map((hotel) => ({ hotel, distance: km(haversineKm(place, hotel)) }));
}
