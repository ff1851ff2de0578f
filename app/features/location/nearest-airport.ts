/**
 * The Philippine airport nearest the traveller, for the flight search's default origin. A compact
 * copy of the coordinates in core/flights/data/airports.ts (PHILIPPINE_AIRPORTS), so the browser
 * does not load the world airport list; nearest-airport.test.ts fails if the two drift apart.
 */
import { type LatLng, nearest } from "../../../contracts/geo.ts";

export const PH_AIRPORT_POINTS: readonly (readonly [code: string, lat: number, lng: number])[] = [
  ["MNL", 14.5086, 121.02],
  ["CRK", 15.186, 120.56],
  ["CEB", 10.3075, 123.979],
  ["DVO", 7.1255, 125.646],
  ["ILO", 10.833, 122.4934],
  ["BCD", 10.7764, 123.015],
  ["KLO", 11.6794, 122.376],
  ["MPH", 11.9245, 121.954],
  ["PPS", 9.7421, 118.759],
  ["USU", 12.1215, 120.1],
  ["ENI", 11.2025, 119.416],
  ["TAG", 9.5719, 123.7695],
  ["IAO", 9.8591, 126.014],
  ["DRP", 13.1122, 123.6772],
  ["TAC", 11.2276, 125.028],
  ["ZAM", 6.9224, 122.06],
  ["CGY", 8.6125, 124.4569],
  ["GES", 6.058, 125.096],
  ["DGT", 9.3337, 123.3],
  ["BXU", 8.9513, 125.478],
  ["SJI", 12.3615, 121.047],
  ["TUG", 17.6434, 121.7331],
  ["CYZ", 16.9299, 121.753],
  ["RXS", 11.5977, 122.752],
  ["OZC", 8.1785, 123.842],
  ["PAG", 7.8307, 123.4612],
  ["CBO", 7.1652, 124.21],
  ["CYP", 12.0727, 124.545],
  ["SUG", 9.7558, 125.481],
  ["SWL", 10.525, 119.2739],
  ["WNP", 13.5849, 123.27],
  ["MBT", 12.3694, 123.629],
];

/** The nearest airport's code and distance, among `allowed` codes when given. */
export function nearestAirport(from: LatLng, allowed?: ReadonlySet<string>): { code: string; km: number } | null {
  const places = PH_AIRPORT_POINTS.filter(([code]) => !allowed || allowed.has(code)).map(([code, lat, lng]) => ({ code, lat, lng }));
  const hit = nearest(from, places);
  return hit ? { code: hit.place.code, km: hit.km } : null;
}
