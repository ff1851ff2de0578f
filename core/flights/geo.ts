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

/** Jets: minutes for taxi, climb and descent on top of cruise at 780 km/h. */
export const JET_ALLOWANCE_MINUTES = 40;
/** Turboprops: the same allowance, with cruise at 480 km/h. */
export const TURBOPROP_ALLOWANCE_MINUTES = 25;

/**
 * Typical gate-to-gate minutes, an estimate (no timetable behind it): an allowance for taxi, climb and
 * descent plus cruise, rounded to 5 minutes. The jet allowance (40 min) puts the main domestic jet
 * sectors where airlines schedule them, e.g. Manila–Davao at 1 h 55 ("almost two hours", Philstar,
 * 30 January 2025) and Manila–Cebu at 1 h 25.
 */
export function blockMinutes(distanceKm: number, turboprop: boolean): number {
  const raw = turboprop ? TURBOPROP_ALLOWANCE_MINUTES + (distanceKm / 480) * 60 : JET_ALLOWANCE_MINUTES + (distanceKm / 780) * 60;
  return Math.max(30, Math.round(raw / 5) * 5);
}
