/**
 * The whole network: the sourced sea and road legs (legs.ts), the domestic flights of the flight
 * engine's own route table (core/flights/data/network.ts, one leg per airport pair, with its carriers,
 * the public sources the routes are sold on, each with its own date, the airlines' published frequencies
 * where known and the engine's block time: a published one where a timetable gives it, otherwise the
 * estimate from the distance), and short computed hops between a town and its port or airport where no
 * source gives a time.
 */
import { haversineKm } from "../../contracts/geo.ts";
import { findAirline } from "../flights/data/airlines.ts";
import { aircraft } from "../flights/data/aircraft.ts";
import { PHILIPPINE_AIRPORTS } from "../flights/data/airports.ts";
import { publishedBlockMinutes, PUBLISHED_BLOCK_MINUTES, ROUTES, routeCitation } from "../flights/data/network.ts";
import { blockMinutes, haversineKm as airportKm } from "../flights/geo.ts";
import { SURFACE_LEGS } from "./legs.ts";
import { airportPlaceId, findPlace } from "./places.ts";
import type { Leg, Source } from "./types.ts";

const PH_CODES = new Set(PHILIPPINE_AIRPORTS.map((a) => a.code));
const airportByCode = new Map(PHILIPPINE_AIRPORTS.map((a) => [a.code, a]));

/** What no timetable gives us: flight times are always typical estimates, and so is any unsourced frequency. */
export const FLIGHT_ESTIMATE_SOURCE: Source = {
  name: "Lakbay estimate: typical gate-to-gate time from the distance, and typical weekly flights where no airline figure is cited (confirm with the airline)",
};

/** One flight leg per domestic airport pair the flight engine flies, both ways. */
function flightLegs(): Leg[] {
  type Pair = { a: string; b: string; airlines: Set<string>; weekly: number; turboprop: boolean; sources: Source[]; estimated: boolean };
  const pairs = new Map<string, Pair>();
  for (const route of ROUTES) {
    if (!PH_CODES.has(route.a) || !PH_CODES.has(route.b)) continue;
    const [a, b] = [route.a, route.b].sort();
    const key = `${a}-${b}`;
    const entry = pairs.get(key) ?? { a, b, airlines: new Set<string>(), weekly: 0, turboprop: true, sources: [], estimated: false };
    entry.airlines.add(route.operatedBy ?? route.airline);
    entry.weekly += route.weekly;
    const citation = routeCitation(route);
    if (!citation?.weekly) entry.estimated = true;
    if (citation && !entry.sources.some((s) => s.url === citation.source.url)) entry.sources.push(citation.source);
    // The pair is as quick as its fastest aircraft: a jet if any carrier flies one.
    if (!aircraft(route.aircraft).turboprop) entry.turboprop = false;
    pairs.set(key, entry);
  }
  return [...pairs.values()].map(({ a, b, airlines, weekly, turboprop, sources, estimated }) => {
    const from = airportByCode.get(a);
    const to = airportByCode.get(b);
    if (!from || !to) throw new Error(`Unknown airport in ${a}-${b}`);
    const published = publishedBlockMinutes(a, b);
    const timetable = PUBLISHED_BLOCK_MINUTES[`${a}-${b}`]?.source;
    return {
      id: `flight-${a}-${b}`.toLowerCase(),
      mode: "flight",
      vehicle: turboprop ? "turboprop" : "jet",
      from: airportPlaceId(a),
      to: airportPlaceId(b),
      minutes: published ?? blockMinutes(airportKm(from, to), turboprop),
      operators: [...airlines].sort().map((code) => findAirline(code)?.name ?? code),
      frequency: estimated
        ? `Typically about ${weekly} flights a week each way (estimate)`
        : `About ${weekly} flights a week each way, as the airlines announced them`,
      note: published
        ? "Flight time from the airline's published timetable."
        : "Flight time is a typical gate-to-gate estimate, not a timetable.",
      sources: [...sources, ...(timetable ? [timetable] : [FLIGHT_ESTIMATE_SOURCE])],
      verified: published !== undefined,
      flight: { origin: a, destination: b, weekly },
    } satisfies Leg;
  });
}

/**
 * Short hops with no sourced time: a town to its own airport or port. Minutes from the straight-line
 * distance with a road detour factor of 1.4 at 30 km/h in town traffic, at least 10, rounded to 5.
 */
const LOCAL_HOPS: readonly [from: string, to: string, vehicle: string][] = [
  [airportPlaceId("MNL"), "manila", "taxi or Grab"],
  ["manila", "port-manila", "taxi or Grab"],
  [airportPlaceId("PPS"), "puerto-princesa", "tricycle or taxi"],
  [airportPlaceId("DVO"), "davao-city", "taxi or Grab"],
  ["davao-city", "port-davao", "taxi or jeepney"],
  [airportPlaceId("ILO"), "iloilo-city", "airport shuttle or taxi"],
  ["iloilo-city", "port-iloilo", "taxi or jeepney"],
  ["bacolod", "port-bacolod", "taxi or jeepney"],
  [airportPlaceId("TAG"), "panglao", "tricycle or taxi"],
  [airportPlaceId("TAG"), "bohol", "taxi or van"],
  ["bohol", "port-tagbilaran", "tricycle"],
  ["cebu-city", "port-cebu", "taxi or Grab"],
  [airportPlaceId("DRP"), "legazpi", "van or taxi"],
  ["coron", "port-coron", "tricycle"],
  ["el-nido", "port-el-nido", "tricycle"],
  ["calapan", "port-calapan", "tricycle or jeepney"],
];

export const LOCAL_SPEED_KMH = 30;
export const ROAD_FACTOR = 1.4;

function localHops(): Leg[] {
  return LOCAL_HOPS.map(([from, to, vehicle]) => {
    const a = findPlace(from);
    const b = findPlace(to);
    if (!a || !b) throw new Error(`Unknown place in hop ${from} → ${to}`);
    const km = haversineKm(a, b) * ROAD_FACTOR;
    return {
      id: `hop-${from}-${to}`,
      mode: "car",
      vehicle,
      from,
      to,
      minutes: Math.max(10, Math.round(((km / LOCAL_SPEED_KMH) * 60) / 5) * 5),
      operators: [],
      sources: [{ name: "Lakbay estimate from the distance (confirm locally)" }],
      verified: false,
    } satisfies Leg;
  });
}

export const FLIGHT_LEGS: readonly Leg[] = flightLegs();
export const LEGS: readonly Leg[] = [...SURFACE_LEGS, ...localHops(), ...FLIGHT_LEGS];
