/**
 * The fastest way between two places over the network: Dijkstra over the legs, where the cost of a leg
 * includes what a traveller waits before it.
 *
 * - A flight: check-in, security and boarding (CHECK_IN_MINUTES) before it, or the engine's minimum
 *   domestic connection time when the previous leg was a flight too; after the last flight of a run,
 *   AFTER_FLIGHT_MINUTES to leave the plane and collect bags.
 * - A ferry, boat, bus or van: its boarding time (the leg's own, or its mode's usual).
 * - Each change of vehicle (other than flight to flight): TRANSFER_MINUTES to get to the next one.
 *
 * The search state is (place, how you arrived), since what a flight costs depends on whether you
 * arrived by air. Timetables are not modelled: the plan is a typical door-to-door duration.
 */
import { MCT_DOMESTIC } from "../flights/schedule.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { freshness, type Freshness } from "./freshness.ts";
import { LEGS } from "./network.ts";
import { findPlace } from "./places.ts";
import type { Leg, Mode, Source } from "./types.ts";

export { formatMinutes } from "../../contracts/transport.ts";

export const CHECK_IN_MINUTES = 90;
export const AFTER_FLIGHT_MINUTES = 20;
export const TRANSFER_MINUTES = 15;
export const CONNECTION_MINUTES = MCT_DOMESTIC;
const BOARDING_MINUTES: Record<Exclude<Mode, "flight">, number> = { ferry: 30, boat: 10, bus: 15, van: 15, car: 0 };

/** `today` (YYYY-MM-DD, Philippine date) judges how recent each leg's sources are; it defaults to today. */
export type PlanOptions = { avoidFlights?: boolean; today?: string };

export type PlaceRef = { id: string; name: string };

export type PlannedLeg = {
  mode: Mode;
  vehicle?: string;
  from: PlaceRef;
  to: PlaceRef;
  operators: readonly string[];
  /** Minutes on board (gate to gate for a flight). */
  durationMinutes: number;
  /** Minutes before boarding: transfer from the previous leg, check-in or boarding. */
  waitMinutes: number;
  /** What the wait is for, in words. */
  waitNote: string;
  frequency?: string;
  note?: string;
  range?: [number, number];
  /** Each source with its own date, when it shows one. */
  sources: readonly Source[];
  /** False when no source confirms the time. */
  verified: boolean;
  /** The newest source's date; `approximate` when the time is an estimate or the newest source is old or undated. */
  newestSource?: string;
  approximate: boolean;
  approximateReason?: Freshness["reason"];
  /** For flights: the airport pair, to search flights. */
  flight?: { origin: string; destination: string };
};

export type Plan = {
  from: PlaceRef;
  to: PlaceRef;
  avoidFlights: boolean;
  legs: PlannedLeg[];
  /** Minutes after the last leg (leaving the airport after a flight). */
  finalMinutes: number;
  /** Door to door: every wait, every leg and the final minutes. */
  totalMinutes: number;
};

export type PlanErrorCode = "unknown-place" | "same-place" | "no-route";

export type PlanResult = { ok: true; plan: Plan } | { ok: false; code: PlanErrorCode; message: string };

export const PLAN_MESSAGES: Record<PlanErrorCode, string> = {
  "unknown-place": "We don't know that place. Choose the start and the destination from the lists.",
  "same-place": "The start and the destination are the same place. Choose two different places.",
  "no-route": "We found no route between these places in our network.",
};

type Arrival = "start" | "flight" | "surface";
type Edge = { leg: Leg; to: string };

const adjacency = new Map<string, Edge[]>();
for (const leg of LEGS) {
  for (const [a, b] of [
    [leg.from, leg.to],
    [leg.to, leg.from],
  ] as const) {
    const list = adjacency.get(a) ?? [];
    list.push({ leg, to: b });
    adjacency.set(a, list);
  }
}

function waitFor(leg: Leg, arrived: Arrival): { minutes: number; note: string } {
  if (leg.mode === "flight") {
    if (arrived === "flight") return { minutes: CONNECTION_MINUTES, note: "Connection between flights" };
    const transfer = arrived === "surface" ? TRANSFER_MINUTES : 0;
    return { minutes: transfer + CHECK_IN_MINUTES, note: transfer > 0 ? "Get to the airport, check in and board" : "Check in and board" };
  }
  const boarding = leg.boardingMinutes ?? BOARDING_MINUTES[leg.mode];
  if (arrived === "flight") {
    return { minutes: AFTER_FLIGHT_MINUTES + TRANSFER_MINUTES + boarding, note: "Leave the airport and find the next ride" };
  }
  const transfer = arrived === "surface" ? TRANSFER_MINUTES : 0;
  const note = transfer > 0 ? (boarding > 0 ? "Change and board" : "Change") : "Board";
  return { minutes: transfer + boarding, note };
}

const ref = (id: string): PlaceRef => ({ id, name: findPlace(id)?.name ?? id });

/** The fastest plan from one place id to another (ids of PLACES). Never throws for bad ids. */
export function planRoute(fromPlaceId: string, toPlaceId: string, options: PlanOptions = {}): PlanResult {
  const from = findPlace(fromPlaceId);
  const to = findPlace(toPlaceId);
  if (!from || !to) return { ok: false, code: "unknown-place", message: PLAN_MESSAGES["unknown-place"] };
  if (from.id === to.id) return { ok: false, code: "same-place", message: PLAN_MESSAGES["same-place"] };
  const avoidFlights = options.avoidFlights === true;
  const today = options.today ?? manilaDate(new Date());

  type State = { key: string; place: string; arrived: Arrival; cost: number; legs: number };
  const best = new Map<string, State>();
  const previous = new Map<string, { state: string; edge: Edge; wait: { minutes: number; note: string } }>();
  const open: State[] = [{ key: `${from.id}|start`, place: from.id, arrived: "start", cost: 0, legs: 0 }];
  best.set(open[0].key, open[0]);
  const done = new Set<string>();

  while (open.length > 0) {
    // The graph has about a hundred places: a linear scan is plenty.
    let bi = 0;
    for (let i = 1; i < open.length; i++) {
      const a = open[i];
      const b = open[bi];
      if (a.cost < b.cost || (a.cost === b.cost && a.legs < b.legs)) bi = i;
    }
    const current = open.splice(bi, 1)[0];
    if (done.has(current.key)) continue;
    done.add(current.key);
    for (const edge of adjacency.get(current.place) ?? []) {
      if (avoidFlights && edge.leg.mode === "flight") continue;
      const wait = waitFor(edge.leg, current.arrived);
      const arrived: Arrival = edge.leg.mode === "flight" ? "flight" : "surface";
      const key = `${edge.to}|${arrived}`;
      const cost = current.cost + wait.minutes + edge.leg.minutes;
      const known = best.get(key);
      if (!known || cost < known.cost || (cost === known.cost && current.legs + 1 < known.legs)) {
        const state = { key, place: edge.to, arrived, cost, legs: current.legs + 1 };
        best.set(key, state);
        previous.set(key, { state: current.key, edge, wait });
        open.push(state);
      }
    }
  }

  const ends = (["flight", "surface"] as const)
    .map((arrived) => best.get(`${to.id}|${arrived}`))
    .filter((s): s is State => s !== undefined)
    .map((s) => ({ s, total: s.cost + (s.arrived === "flight" ? AFTER_FLIGHT_MINUTES : 0) }))
    .sort((a, b) => a.total - b.total || a.s.legs - b.s.legs);
  if (ends.length === 0) return { ok: false, code: "no-route", message: PLAN_MESSAGES["no-route"] };

  const { s: end, total } = ends[0];
  const legs: PlannedLeg[] = [];
  let key = end.key;
  while (previous.has(key)) {
    const step = previous.get(key);
    if (!step) break;
    const { leg } = step.edge;
    const fromId = step.state.split("|")[0];
    const forward = leg.from === fromId;
    legs.unshift({
      mode: leg.mode,
      ...(leg.vehicle ? { vehicle: leg.vehicle } : {}),
      from: ref(fromId),
      to: ref(step.edge.to),
      operators: leg.operators,
      durationMinutes: leg.minutes,
      waitMinutes: step.wait.minutes,
      waitNote: step.wait.note,
      ...(leg.frequency ? { frequency: leg.frequency } : {}),
      ...(leg.note ? { note: leg.note } : {}),
      ...(leg.range ? { range: leg.range } : {}),
      sources: leg.sources,
      verified: leg.verified,
      ...dated(freshness(leg, today)),
      ...(leg.flight
        ? {
            flight: forward
              ? { origin: leg.flight.origin, destination: leg.flight.destination }
              : { origin: leg.flight.destination, destination: leg.flight.origin },
          }
        : {}),
    });
    key = step.state;
  }
  return {
    ok: true,
    plan: {
      from: ref(from.id),
      to: ref(to.id),
      avoidFlights,
      legs,
      finalMinutes: end.arrived === "flight" ? AFTER_FLIGHT_MINUTES : 0,
      totalMinutes: total,
    },
  };
}

function dated(f: Freshness): Pick<PlannedLeg, "newestSource" | "approximate" | "approximateReason"> {
  return {
    ...(f.newestSource ? { newestSource: f.newestSource } : {}),
    approximate: f.approximate,
    ...(f.reason ? { approximateReason: f.reason } : {}),
  };
}
