/**
 * The travel itinerary planner: destinations and days in, a day-by-day plan out, with the travel legs
 * between places. Plain functions over two providers the composition root hands in — the guides'
 * suggested days and a route finder over the transport network — so this module knows neither the guide
 * files nor the network (docs/decisions/020-itinerary-planner.md).
 *
 * A plan's state is small and lives in the URL (and, once saved, in the database): where the trip starts,
 * the stops with their number of days, the order of the days, an optional first date. Reordering moves
 * days; travel legs follow from the order (a leg wherever one day's place differs from the day before).
 */

import {
  identityOrder,
  isPermutation,
  ITINERARY_LIMITS,
  totalDays,
  type Destination,
  type GuideDay,
  type Plan,
  type PlannedDay,
  type PlannerDeps,
  type PlanState,
  type Travel,
} from "../../contracts/itinerary-plan.ts";

export * from "../../contracts/itinerary-plan.ts";

export type PlanProblem = { field: "from" | "stops" | "order" | "start"; message: string };

export const PLAN_MESSAGES = {
  unknownOrigin: "Choose where your trip starts from the list.",
  noStops: "Pick at least one destination.",
  unknownStop: "One of the destinations is not one of our guides.",
  duplicateStop: "Each destination can appear once; add days to it instead.",
  tooManyStops: `A plan can have at most ${ITINERARY_LIMITS.maxStops} destinations.`,
  daysRange: `Stay between 1 and ${ITINERARY_LIMITS.maxDaysPerStop} days at each destination.`,
  tooManyDays: `A plan can be at most ${ITINERARY_LIMITS.maxTotalDays} days long.`,
  badOrder: "That day order does not match the plan, so the days are shown in their usual order.",
  badStart: "Enter the first day as a real date.",
} as const;

/** Checks a plan state against the guides and limits; the first problem per field. */
export function checkPlan(state: PlanState, deps: Pick<PlannerDeps, "destination" | "origin">): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (!deps.origin(state.from)) problems.push({ field: "from", message: PLAN_MESSAGES.unknownOrigin });
  const stops = state.stops;
  if (stops.length === 0) problems.push({ field: "stops", message: PLAN_MESSAGES.noStops });
  else if (stops.length > ITINERARY_LIMITS.maxStops) problems.push({ field: "stops", message: PLAN_MESSAGES.tooManyStops });
  else if (stops.some((s) => !deps.destination(s.slug))) problems.push({ field: "stops", message: PLAN_MESSAGES.unknownStop });
  else if (new Set(stops.map((s) => s.slug)).size !== stops.length) problems.push({ field: "stops", message: PLAN_MESSAGES.duplicateStop });
  else if (stops.some((s) => !Number.isInteger(s.days) || s.days < 1 || s.days > ITINERARY_LIMITS.maxDaysPerStop))
    problems.push({ field: "stops", message: PLAN_MESSAGES.daysRange });
  else if (totalDays(state) > ITINERARY_LIMITS.maxTotalDays) problems.push({ field: "stops", message: PLAN_MESSAGES.tooManyDays });
  if (state.start !== undefined && !isRealDate(state.start)) problems.push({ field: "start", message: PLAN_MESSAGES.badStart });
  return problems;
}

const FREE_DAY = (name: string): GuideDay => ({
  title: `Slow day in ${name}`,
  activities: [
    "Keep this day free: go back to the place you liked best, or rest.",
    "A spare day also absorbs a cancelled boat trip or a rained-out tour.",
  ],
});

/** A day of travel with no light day of the guide left for it: the journey, and nothing that needs a whole day. */
const TRAVEL_DAY = (name: string, arriving: boolean): GuideDay => ({
  title: arriving ? `Arrive in ${name}` : `Last morning in ${name}, then on your way`,
  activities: [
    arriving ? "Check in and find your feet: a walk and an early dinner." : "Pack, a swim or a walk close by, and the journey.",
    "Tours, dives and treks need a whole day: they are on the days without travel.",
  ],
  effort: "light",
});

const isFull = (d: GuideDay) => d.effort !== "light";

/**
 * One stop's days (issue 23: no day out on a day of travel). The first day at a stop is a day of
 * travel (the way there starts it), and so is the trip's last day when the way home follows it
 * (`leavesHome`): those get the guide's light days — its first light day on arrival, its last one on
 * the way home — or a plain travel day when it has none left. The other days take the guide's
 * remaining days in the guide's order, then slow days.
 */
function stopDays(d: Destination, n: number, leavesHome: boolean): GuideDay[] {
  const guide = [...d.days];
  const take = (pick: (list: GuideDay[]) => number): GuideDay | undefined => {
    const i = pick(guide);
    return i < 0 ? undefined : guide.splice(i, 1)[0];
  };
  const firstLight = (list: GuideDay[]) => list.findIndex((g) => !isFull(g));
  const lastLight = (list: GuideDay[]) => list.findLastIndex((g) => !isFull(g));
  const arrival = take(firstLight) ?? TRAVEL_DAY(d.name, true);
  if (n === 1) return [arrival];
  const leaving = leavesHome ? (take(lastLight) ?? TRAVEL_DAY(d.name, false)) : undefined;
  const between = n - 1 - (leaving ? 1 : 0);
  const middle = Array.from({ length: between }, (_, i) => guide[i] ?? FREE_DAY(d.name));
  return leaving ? [arrival, ...middle, leaving] : [arrival, ...middle];
}

/**
 * Builds the day-by-day plan. Expects a state that passed `checkPlan` (throws otherwise). An order that
 * is not a permutation of the days is replaced by the generated order (`orderReset` says so).
 */
export function buildPlan(state: PlanState, deps: PlannerDeps): { plan: Plan; orderReset: boolean } {
  const origin = deps.origin(state.from);
  if (!origin || checkPlan(state, deps).length > 0) throw new Error("buildPlan needs a checked plan state");
  const generated: Omit<PlannedDay, "travel" | "date">[] = [];
  for (const [s, stop] of state.stops.entries()) {
    const d = deps.destination(stop.slug) as Destination;
    for (const [i, guideDay] of stopDays(d, stop.days, s === state.stops.length - 1).entries()) {
      generated.push({
        key: generated.length,
        slug: d.slug,
        destinationName: d.name,
        dayAtStop: i + 1,
        title: guideDay.title,
        activities: guideDay.activities,
        full: isFull(guideDay),
      });
    }
  }
  const n = generated.length;
  const orderOk = state.order === undefined || isPermutation(state.order, n);
  const order = state.order && orderOk ? state.order : identityOrder(n);
  const names = new Map<string, string>([[origin.id, origin.name]]);
  for (const g of generated) names.set(g.slug, g.destinationName);

  let here = origin.id;
  let travelMinutes = 0;
  const days: PlannedDay[] = order.map((key, position) => {
    const g = generated[key];
    const day: PlannedDay = { ...g };
    if (g.slug !== here) {
      const route = deps.route(here, g.slug);
      day.travel = { fromName: names.get(here) ?? here, toName: g.destinationName, route };
      if (route) travelMinutes += route.minutes;
      here = g.slug;
    }
    if (state.start) day.date = addDays(state.start, position);
    if (day.travel && day.full) day.fullOnTravelDay = true;
    return day;
  });
  let homeward: Travel | undefined;
  if (here !== origin.id) {
    const route = deps.route(here, origin.id);
    homeward = { fromName: names.get(here) ?? here, toName: origin.name, route };
    if (route) travelMinutes += route.minutes;
    const last = days.at(-1);
    if (last?.full) last.fullOnTravelDay = true;
  }
  return {
    plan: {
      state: { ...state, order: orderOk && state.order ? state.order : undefined },
      originName: origin.name,
      days,
      homeward,
      travelMinutes,
    },
    orderReset: !orderOk,
  };
}

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
