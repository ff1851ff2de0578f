/** Great-circle distances and block times. */
import type { Airport } from "../../contracts/flights.ts";

/** Earth's mean radius, as the spec fixes it. */
export const EARTH_RADIUS_KM = 6371;

export function haversineKm(a: Pick<Airport, "latitude" | "longitude">, b: Pick<Airport, "latitude" | "longitude">): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Gate-to-gate minutes: taxi, climb and descent allowance plus cruise (philippines-facts.md §2.3):
 * jets 30 min + distance at 780 km/h, turboprops 25 min + distance at 480 km/h; rounded to 5 minutes.
 */
export function blockMinutes(distanceKm: number, turboprop: boolean): number {
  const raw = turboprop ? 25 + (distanceKm / 480) * 60 : 30 + (distanceKm / 780) * 60;
  return Math.max(30, Math.round(raw / 5) * 5);
}
