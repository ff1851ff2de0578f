/**
 * Places on the Earth: the distance rule of the spec (§9: haversine with an Earth radius of 6371 km) and
 * the bounds of the Philippines. Shared by location, the guides, the transport planner and the maps, on
 * the server and in the browser (no dependencies).
 */
export type LatLng = { lat: number; lng: number };

/** Spec §9: the Earth radius used for every distance. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points, by the haversine formula. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function haversineKm(a: LatLng, b: LatLng): number {
  return haversineMeters(a, b) / 1000;
}

/**
 * A box around the Philippine archipelago (Y'Ami in the north to Saluag in the south, Palawan's west coast
 * to Davao Oriental's east coast), with a little sea around it.
 */
export const PHILIPPINES_BOUNDS = { south: 4.4, north: 21.3, west: 116.8, east: 127.0 } as const;

export function isInPhilippines(p: LatLng): boolean {
  const b = PHILIPPINES_BOUNDS;
  return p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east;
}

/** The nearest of some places to a point, with its distance in kilometres. */
export function nearest<T extends LatLng>(from: LatLng, places: readonly T[]): { place: T; km: number } | null {
  let best: { place: T; km: number } | null = null;
  for (const place of places) {
    const km = haversineKm(from, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
