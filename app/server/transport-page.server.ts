/**
 * What the transportation page shows, built on the server from core/transport: the planner's answer
 * for the query string, and the tables. Keeps the network (and zod) out of the browser bundle.
 */
import { z } from "zod";
import type { Outcome } from "../../contracts/application.ts";
import type { RouteAnswer } from "../../core/application/transport.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { DOMESTIC_AIRLINES } from "../../core/transport/airlines.ts";
import { freshness } from "../../core/transport/freshness.ts";
import {
  FLIGHT_LEGS,
  findPlace,
  LOCAL_TRANSPORT,
  PLACES,
  PLAN_MESSAGES,
  SURFACE_LEGS,
  type Leg,
  type Plan,
  type PlaceKind,
} from "../../core/transport/index.ts";
import { pageStatus } from "./outcome.server.ts";

export const PLANNER_MESSAGES = {
  missing: "Choose both a start and a destination.",
  noRouteWithoutFlights: "We found no way there without flying. Allow flights and try again.",
} as const;

const placeId = z
  .string()
  .max(60)
  .regex(/^[a-z0-9-]+$/);

export type PlannerForm = { from: string; to: string; avoidFlights: boolean };

export type PlannerAnswer =
  | { kind: "none" }
  | { kind: "error"; message: string }
  | { kind: "plan"; plan: Plan; withoutFlights: Plan | null };

/** The `transport.route` use case, as the page calls it (app/server/transport.server.ts). */
export type RoutePlanner = (input: { from: string; to: string; avoidFlights: boolean }) => Promise<Outcome<RouteAnswer>>;

/** Reads `?from=&to=&avoid=1` and plans; anything unexpected becomes a message, never an exception. */
export async function plannerFromQuery(
  params: URLSearchParams,
  route: RoutePlanner,
): Promise<{ form: PlannerForm; answer: PlannerAnswer; status: number }> {
  const rawFrom = params.get("from") ?? "";
  const rawTo = params.get("to") ?? "";
  const avoidFlights = params.get("avoid") === "1" || params.get("avoid") === "on";
  const from = placeId.safeParse(rawFrom);
  const to = placeId.safeParse(rawTo);
  // Echo only values the lists can show, so a crafted URL is never written back into the form.
  const form = {
    from: from.success && findPlace(from.data) ? from.data : "",
    to: to.success && findPlace(to.data) ? to.data : "",
    avoidFlights,
  };
  if (!params.has("from") && !params.has("to")) return { form, answer: { kind: "none" }, status: 200 };
  if (rawFrom === "" || rawTo === "")
    return { form, answer: { kind: "error", message: PLANNER_MESSAGES.missing }, status: pageStatus("invalid") };
  // The lists' ids only (the use case also takes names and airport codes).
  if (form.from === "" || form.to === "")
    return { form, answer: { kind: "error", message: PLAN_MESSAGES["unknown-place"] }, status: pageStatus("invalid") };
  const outcome = await route({ from: form.from, to: form.to, avoidFlights });
  if (!outcome.ok) {
    if (outcome.error.code === "not_found") {
      const message = avoidFlights ? PLANNER_MESSAGES.noRouteWithoutFlights : PLAN_MESSAGES["no-route"];
      return { form, answer: { kind: "error", message }, status: 200 };
    }
    const message = outcome.error.reason === "transport.same_place" ? PLAN_MESSAGES["same-place"] : PLAN_MESSAGES["unknown-place"];
    return { form, answer: { kind: "error", message }, status: pageStatus("invalid") };
  }
  const { plan, withoutFlights } = outcome.value;
  return { form, answer: { kind: "plan", plan, withoutFlights }, status: 200 };
}

const KIND_GROUP: Record<PlaceKind, string> = {
  destination: "Destinations",
  city: "Cities and towns",
  town: "Cities and towns",
  port: "Ferry ports",
  airport: "Airports",
};

/** The planner's select lists, grouped. */
export function placeGroups(): { label: string; places: { id: string; name: string }[] }[] {
  const groups = new Map<string, { id: string; name: string }[]>();
  for (const p of PLACES) {
    const label = KIND_GROUP[p.kind];
    const list = groups.get(label) ?? [];
    list.push({ id: p.id, name: p.name });
    groups.set(label, list);
  }
  return ["Destinations", "Cities and towns", "Airports", "Ferry ports"].map((label) => ({
    label,
    places: (groups.get(label) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

export type LegRow = {
  id: string;
  mode: Leg["mode"];
  vehicle?: string;
  from: string;
  to: string;
  minutes: number;
  range?: [number, number];
  operators: readonly string[];
  frequency?: string;
  note?: string;
  verified: boolean;
  /** Each source with its own date; the newest of them, and whether the row is approximate (and why). */
  sources: Leg["sources"];
  newestSource?: string;
  approximate: boolean;
  approximateReason?: "estimate" | "old-sources" | "undated-sources";
};

const row =
  (today: string) =>
  (leg: Leg): LegRow => {
    const f = freshness(leg, today);
    return {
      id: leg.id,
      mode: leg.mode,
      ...(leg.vehicle ? { vehicle: leg.vehicle } : {}),
      from: findPlace(leg.from)?.name ?? leg.from,
      to: findPlace(leg.to)?.name ?? leg.to,
      minutes: leg.minutes,
      ...(leg.range ? { range: leg.range } : {}),
      operators: leg.operators,
      ...(leg.frequency ? { frequency: leg.frequency } : {}),
      ...(leg.note ? { note: leg.note } : {}),
      verified: leg.verified,
      sources: leg.sources,
      ...(f.newestSource ? { newestSource: f.newestSource } : {}),
      approximate: f.approximate,
      ...(f.reason ? { approximateReason: f.reason } : {}),
    };
  };

export type AirportRow = {
  code: string;
  name: string;
  city: string;
  destinations: { name: string; href: string }[];
  airlines: string[];
  nonstop: string[];
};

/** `today` (YYYY-MM-DD, Philippine date) judges which rows' sources are too old; it defaults to today. */
export function transportTables(today = manilaDate(new Date())) {
  const airports: AirportRow[] = PLACES.filter((p) => p.kind === "airport" && p.iata).map((p) => {
    const code = p.iata ?? "";
    const flights = FLIGHT_LEGS.filter((l) => l.flight?.origin === code || l.flight?.destination === code);
    return {
      code,
      name: p.name.replace(/ \([A-Z]{3}\)$/, ""),
      city: p.area,
      destinations: CIRCUITS.filter((c) => c.airports.includes(code)).map((c) => ({ name: c.name, href: `/travel-circuits/${c.slug}` })),
      airlines: [...new Set(flights.flatMap((l) => l.operators))].sort(),
      nonstop: flights.map((l) => (l.flight?.origin === code ? l.flight.destination : (l.flight?.origin ?? ""))).sort(),
    };
  });
  airports.sort(
    (a, b) => b.destinations.length - a.destinations.length || b.nonstop.length - a.nonstop.length || a.code.localeCompare(b.code),
  );
  return {
    airports,
    airlines: DOMESTIC_AIRLINES,
    ferries: SURFACE_LEGS.filter((l) => l.mode === "ferry" || l.mode === "boat").map(row(today)),
    roads: SURFACE_LEGS.filter((l) => l.mode === "bus" || l.mode === "van").map(row(today)),
    transfers: SURFACE_LEGS.filter((l) => l.mode === "car").map(row(today)),
    local: LOCAL_TRANSPORT,
  };
}
