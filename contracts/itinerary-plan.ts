/**
 * The itinerary planner's shapes, shared by core (which builds plans), the server (which parses links)
 * and the pages (which render plans and build reorder links). No dependencies: safe in the browser.
 */

export const ITINERARY_LIMITS = {
  maxStops: 6,
  maxDaysPerStop: 7,
  maxTotalDays: 21,
} as const;

export type PlanStop = { slug: string; days: number };

export type PlanState = {
  /** Where the trip starts and ends (an origin id). */
  from: string;
  stops: PlanStop[];
  /** A permutation of 0..totalDays-1: which generated day comes first, second…; absent = as generated. */
  order?: number[];
  /** The first day, `YYYY-MM-DD` (Philippine time). */
  start?: string;
};

/** A guide's suggested day; "light" leaves room for travel, anything else is a full day out. */
export type GuideDay = { title: string; activities: readonly string[]; effort?: "light" };

export type Destination = { slug: string; name: string; days: readonly GuideDay[] };

export type Origin = { id: string; name: string };

export type LegMode = "flight" | "ferry" | "boat" | "bus" | "van" | "car" | "road" | "walk" | string;

export type RouteLeg = { mode: LegMode; from: string; to: string; minutes: number; operators?: readonly string[] };

/** How to get from one place to another: legs end to end, or null when the network has no way. */
export type Route = { legs: readonly RouteLeg[]; minutes: number } | null;

export type PlannerDeps = {
  destination(slug: string): Destination | undefined;
  origin(id: string): Origin | undefined;
  /** The fastest way between two places; places are origin ids or destination slugs. */
  route(from: string, to: string): Route;
};

export type Travel = { fromName: string; toName: string; route: Route };

export type PlannedDay = {
  /** The generated index of this day (what `order` permutes). */
  key: number;
  slug: string;
  destinationName: string;
  /** 1-based day number at this destination, as generated. */
  dayAtStop: number;
  title: string;
  activities: readonly string[];
  /** The travel that starts this day, when the place changes. */
  travel?: Travel;
  /** `YYYY-MM-DD` when the plan has a start date. */
  date?: string;
  /** A full day out (tours, dives, treks) rather than one that leaves room for a journey. */
  full: boolean;
  /**
   * A full day that the traveller's own order put on a day of travel (this day's, or the trip home
   * after the last day): the page says so. The planner's own order never does.
   */
  fullOnTravelDay?: true;
};

export type Plan = {
  state: PlanState;
  originName: string;
  days: PlannedDay[];
  /** Back to where the trip started, after the last day. */
  homeward?: Travel;
  travelMinutes: number;
};

/** "2 h 30 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

/**
 * The plan state as URL query parameters (`from`, `stops=slug:days,…`, `order=…`, `start`), so any plan
 * can be shared by its link, saved or not.
 */
export function planToSearch(state: PlanState): URLSearchParams {
  const q = new URLSearchParams();
  q.set("from", state.from);
  q.set("stops", state.stops.map((s) => `${s.slug}:${s.days}`).join(","));
  if (state.order && !state.order.every((v, i) => v === i)) q.set("order", state.order.join("."));
  if (state.start) q.set("start", state.start);
  return q;
}

export function totalDays(state: PlanState): number {
  return state.stops.reduce((n, s) => n + s.days, 0);
}

/** Whether `order` is a permutation of 0..n-1. */
export function isPermutation(order: readonly number[], n: number): boolean {
  if (order.length !== n) return false;
  const seen = new Set<number>();
  for (const i of order) {
    if (!Number.isInteger(i) || i < 0 || i >= n || seen.has(i)) return false;
    seen.add(i);
  }
  return true;
}

/** The order after moving the day at `position` one place up (-1) or down (+1); unchanged at the ends. */
export function moveDay(order: readonly number[], position: number, direction: -1 | 1): number[] {
  const next = [...order];
  const target = position + direction;
  if (position < 0 || position >= next.length || target < 0 || target >= next.length) return next;
  [next[position], next[target]] = [next[target], next[position]];
  return next;
}

export function identityOrder(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
