/**
 * Deterministic schedules: the flights of a route on a date come from a seeded generator (route,
 * airline, direction, date), so every instance, every day, answers the same search with the same
 * flights, and they can be cached in memory without coordination. Connections are built through
 * hubs with minimum connection times.
 */
import { addDays } from "../../contracts/flights.ts";
import { findAirline } from "./data/airlines.ts";
import { aircraft } from "./data/aircraft.ts";
import { findAirport } from "./data/airports.ts";
import { FLIGHT_NUMBER_BLOCKS } from "./data/flight-numbers.ts";
import { HUBS, publishedBlockMinutes, ROUTES, type RouteDef, routeKey } from "./data/network.ts";
import { blockMinutes, haversineKm } from "./geo.ts";
import { hash32, prng } from "../shared/prng.ts";
import { isoLocal, localToUtc } from "./time.ts";

/** Minimum connection times (minutes): both flights domestic / otherwise. */
export const MCT_DOMESTIC = 45;
export const MCT_INTERNATIONAL = 90;
/** Longest layover offered (minutes). */
export const MAX_LAYOVER = 12 * 60;

export type ScheduledFlight = {
  /** Airline + flight number + local departure date, e.g. "PR1845@2026-12-18". */
  key: string;
  airline: string;
  operatingAirline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  /** Local departure date at the origin. */
  date: string;
  departs: number;
  arrives: number;
  departureDateTime: string;
  arrivalDateTime: string;
  durationMinutes: number;
  aircraft: string;
  distanceKm: number;
  domestic: boolean;
};

/** `numbers[k]`: the outbound number of daily slot k (the return flight is that number + 1). */
type Directed = { route: RouteDef; from: string; to: string; dir: 0 | 1; numbers: readonly number[]; slots: number };

const DOMESTIC_START: Record<string, number> = { PR: 1801, "5J": 301, DG: 6001, T6: 5201, Z2: 201 };
const INTERNATIONAL_START = 101;

function isDomestic(a: string, b: string): boolean {
  return findAirport(a)?.country === "PH" && findAirport(b)?.country === "PH";
}

/** The number series a route's flights come from: PAL Express turboprops, domestic or international, per airline. */
function seriesOf(route: RouteDef): { series: string; start: number } {
  const domestic = isDomestic(route.a, route.b);
  const series = `${route.operatedBy === "2P" ? "PR-TP" : route.airline}:${domestic ? "D" : "I"}`;
  const start = domestic ? (route.operatedBy === "2P" ? 2001 : (DOMESTIC_START[route.airline] ?? 101)) : INTERNATIONAL_START;
  return { series, start };
}

/**
 * Each route's flight numbers: its frozen block first (data/flight-numbers.ts), so a flight keeps its
 * number when other routes change; slots beyond the block, and new routes, take the next free numbers
 * of their series, after every frozen block of that series.
 */
function numberRoutes(): Map<RouteDef, number[]> {
  const next = new Map<string, number>();
  for (const route of ROUTES) {
    const { series, start } = seriesOf(route);
    if (!next.has(series)) next.set(series, start);
  }
  // Frozen blocks of every route ever numbered, sold today or not, keep their numbers out of reuse.
  for (const [first, slots, series] of Object.values(FLIGHT_NUMBER_BLOCKS)) {
    next.set(series, Math.max(next.get(series) ?? first, first + slots * 2));
  }
  const out = new Map<RouteDef, number[]>();
  for (const route of ROUTES) {
    const slots = Math.ceil(route.weekly / 7);
    const block = FLIGHT_NUMBER_BLOCKS[routeKey(route)];
    const numbers: number[] = [];
    for (let k = 0; k < slots; k++) {
      if (block && k < block[1]) numbers.push(block[0] + 2 * k);
      else {
        const { series } = seriesOf(route);
        const n = next.get(series) ?? INTERNATIONAL_START;
        numbers.push(n);
        next.set(series, n + 2);
      }
    }
    out.set(route, numbers);
  }
  return out;
}

const directed = new Map<string, Directed[]>();
const fromAirport = new Map<string, Set<string>>();
{
  const numbering = numberRoutes();
  for (const route of ROUTES) {
    if (!findAirport(route.a) || !findAirport(route.b)) throw new Error(`Route ${route.a}-${route.b}: unknown airport`);
    const numbers = numbering.get(route) ?? [];
    for (const dir of [0, 1] as const) {
      const from = dir === 0 ? route.a : route.b;
      const to = dir === 0 ? route.b : route.a;
      const list = directed.get(`${from}-${to}`) ?? [];
      list.push({ route, from, to, dir, numbers, slots: numbers.length });
      directed.set(`${from}-${to}`, list);
      const dests = fromAirport.get(from) ?? new Set();
      dests.add(to);
      fromAirport.set(from, dests);
    }
  }
}

/** Every flight number an airline sells on each directed pair (for tests: no number is used twice). */
export function flightNumbersByAirline(): Map<string, { number: number; from: string; to: string }[]> {
  const out = new Map<string, { number: number; from: string; to: string }[]>();
  for (const list of directed.values()) {
    for (const d of list) {
      const rows = out.get(d.route.airline) ?? [];
      for (const n of d.numbers) rows.push({ number: n + d.dir, from: d.from, to: d.to });
      out.set(d.route.airline, rows);
    }
  }
  return out;
}

/** Airport codes with at least one scheduled departure. */
export function servedAirports(): string[] {
  return [...fromAirport.keys()];
}

/** Whether any carrier flies this pair nonstop. */
export function hasNonstop(from: string, to: string): boolean {
  return directed.has(`${from}-${to}`);
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The weekdays (0–6) on which the last, partial daily slot of a route operates. */
function partialDays(d: Directed): Set<number> {
  const count = d.route.weekly % 7;
  const days = [0, 1, 2, 3, 4, 5, 6];
  const rand = prng(`days:${d.route.airline}:${d.route.a}:${d.route.b}`);
  for (let i = days.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [days[i], days[j]] = [days[j], days[i]];
  }
  return new Set(days.slice(0, count));
}

const partialCache = new Map<Directed, Set<number>>();

function generate(d: Directed, date: string): ScheduledFlight[] {
  const origin = findAirport(d.from)!;
  const destination = findAirport(d.to)!;
  const plane = aircraft(d.route.aircraft);
  const domestic = origin.country === "PH" && destination.country === "PH";
  const distanceKm = Math.round(haversineKm(origin, destination));
  const duration = publishedBlockMinutes(d.from, d.to) ?? blockMinutes(distanceKm, plane.turboprop);
  // Operating windows (local minutes): turboprops by day, domestic jets early to late, international any time.
  const [open, close] = plane.turboprop ? [360, 990] : domestic ? [270, 1290] : [30, 1410];
  const full = Math.floor(d.route.weekly / 7);
  let partial = partialCache.get(d);
  if (!partial) partialCache.set(d, (partial = partialDays(d)));
  const stable = prng(`slots:${d.route.airline}:${d.from}:${d.to}`);
  const daily = prng(`day:${d.route.airline}:${d.from}:${d.to}:${date}`);
  const spacing = (close - open) / d.slots;
  const flights: ScheduledFlight[] = [];
  for (let k = 0; k < d.slots; k++) {
    const slotJitter = (stable() - 0.5) * spacing * 0.6;
    const dayJitter = Math.round((daily() - 0.5) * 6) * 5;
    if (k >= full && !partial.has(weekday(date))) continue;
    const minutes = Math.round((open + (k + 0.5) * spacing + slotJitter) / 5) * 5 + dayJitter;
    const local = Math.min(close, Math.max(open, minutes));
    const departs = localToUtc(origin.timeZone, date, local);
    const arrives = departs + duration * 60_000;
    const number = String(d.numbers[k] + d.dir);
    flights.push({
      key: `${d.route.airline}${number}@${date}`,
      airline: d.route.airline,
      operatingAirline: d.route.operatedBy ?? d.route.airline,
      flightNumber: number,
      origin: d.from,
      destination: d.to,
      date,
      departs,
      arrives,
      departureDateTime: isoLocal(origin.timeZone, departs),
      arrivalDateTime: isoLocal(destination.timeZone, arrives),
      durationMinutes: duration,
      aircraft: d.route.aircraft,
      distanceKm,
      domestic,
    });
  }
  return flights;
}

const scheduleCache = new Map<string, ScheduledFlight[]>();
const CACHE_LIMIT = 20_000;

/** Every nonstop flight from `from` to `to` departing on the local date `date`, by departure time. */
export function flightsBetween(from: string, to: string, date: string): ScheduledFlight[] {
  const key = `${from}-${to}-${date}`;
  const cached = scheduleCache.get(key);
  if (cached) return cached;
  const list = (directed.get(`${from}-${to}`) ?? [])
    .flatMap((d) => generate(d, date))
    .sort((a, b) => a.departs - b.departs || a.key.localeCompare(b.key));
  if (scheduleCache.size >= CACHE_LIMIT) scheduleCache.clear();
  scheduleCache.set(key, list);
  return list;
}

/** The flight with this airline, number, route and date, if it operates. */
export function findFlight(airline: string, flightNumber: string, from: string, to: string, date: string): ScheduledFlight | undefined {
  return flightsBetween(from, to, date).find((f) => f.airline === airline && f.flightNumber === flightNumber);
}

export function airlineGroup(code: string): string {
  return findAirline(code)?.group ?? code;
}

export function minimumConnection(a: ScheduledFlight, b: ScheduledFlight): number {
  return a.domestic && b.domestic ? MCT_DOMESTIC : MCT_INTERNATIONAL;
}

/** Whether `next` can follow `prev` on one ticket: same airport, same airline group, MCT ≤ layover ≤ 12 h. */
export function connects(prev: ScheduledFlight, next: ScheduledFlight): boolean {
  if (prev.destination !== next.origin || airlineGroup(prev.airline) !== airlineGroup(next.airline)) return false;
  const layover = (next.departs - prev.arrives) / 60_000;
  return layover >= minimumConnection(prev, next) && layover <= MAX_LAYOVER;
}

/** Connecting flights from `hub` towards `to` that can follow `prev` (today's and tomorrow's), earliest first. */
function onward(prev: ScheduledFlight, to: string, limit: number): ScheduledFlight[] {
  const out: ScheduledFlight[] = [];
  for (const date of [prev.date, addDays(prev.date, 1)]) {
    for (const f of flightsBetween(prev.destination, to, date)) {
      if (connects(prev, f)) out.push(f);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

const legCache = new Map<string, ScheduledFlight[][]>();

/**
 * The ways to fly from `from` to `to` leaving on `date`: nonstop flights, one-stop connections
 * through hubs (at most two onward choices per first flight; detours limited when a nonstop exists),
 * and two-stop connections only when fewer than three other ways exist.
 */
export function legOptions(from: string, to: string, date: string): ScheduledFlight[][] {
  const key = `${from}-${to}-${date}`;
  const cached = legCache.get(key);
  if (cached) return cached;
  const a = findAirport(from);
  const b = findAirport(to);
  const options: ScheduledFlight[][] = [];
  if (a && b && from !== to) {
    const direct = haversineKm(a, b);
    for (const f of flightsBetween(from, to, date)) options.push([f]);
    const detour = options.length > 0 ? 1.6 : 3.2;
    const hubs = [...HUBS].filter((h) => h !== from && h !== to);
    for (const hub of hubs) {
      if (!hasNonstop(from, hub) || !hasNonstop(hub, to)) continue;
      const h = findAirport(hub)!;
      if (haversineKm(a, h) + haversineKm(h, b) > direct * detour + 150) continue;
      for (const first of flightsBetween(from, hub, date)) {
        for (const second of onward(first, to, 2)) options.push([first, second]);
      }
    }
    if (options.length < 3) {
      for (const h1 of hubs) {
        if (!hasNonstop(from, h1)) continue;
        for (const h2 of hubs) {
          if (h2 === h1 || !hasNonstop(h1, h2) || !hasNonstop(h2, to)) continue;
          const p1 = findAirport(h1)!;
          const p2 = findAirport(h2)!;
          if (haversineKm(a, p1) + haversineKm(p1, p2) + haversineKm(p2, b) > direct * 3.5 + 300) continue;
          for (const first of flightsBetween(from, h1, date)) {
            for (const second of onward(first, h2, 1)) {
              for (const third of onward(second, to, 1)) options.push([first, second, third]);
            }
          }
        }
      }
    }
  }
  if (legCache.size >= CACHE_LIMIT) legCache.clear();
  legCache.set(key, options);
  return options;
}

/** A stable number for seeding per-flight choices. */
export function flightSeed(flight: ScheduledFlight): number {
  return hash32(flight.key);
}
