/**
 * The itinerary planner's providers (core/itinerary/planner.ts): the destinations with their
 * suggested days (the travel guides', given by the caller), the places a trip can start from, and the
 * fastest way between two of them over the transport network (core/transport: flights, ferries,
 * buses and vans).
 */
import type { PlanState } from "../../contracts/itinerary-plan.ts";
import { buildPlan, checkPlan, type Destination, type Origin, type Plan, type PlannerDeps, type Route } from "./planner.ts";
import { findPlace, placeForCircuit, planRoute } from "../transport/index.ts";

/** Where a trip can start and end: the international gateways and the big domestic hubs. */
const ORIGIN_PLACES = [
  { id: "manila", name: "Manila", place: "manila" },
  { id: "clark", name: "Clark (Pampanga)", place: "airport-crk" },
  { id: "cebu-city", name: "Cebu City", place: "cebu-city" },
  { id: "davao-city", name: "Davao City", place: "davao-city" },
] as const;

export const ITINERARY_ORIGINS: readonly Origin[] = ORIGIN_PLACES.filter((o) => findPlace(o.place)).map(({ id, name }) => ({ id, name }));

/** The transport network's place for an origin id or a destination slug. */
function placeId(id: string): string | undefined {
  const origin = ORIGIN_PLACES.find((o) => o.id === id);
  if (origin) return origin.place;
  return placeForCircuit(id)?.id;
}

const routes = new Map<string, Route>();

function route(from: string, to: string): Route {
  const key = `${from}>${to}`;
  const known = routes.get(key);
  if (known !== undefined) return known;
  const a = placeId(from);
  const b = placeId(to);
  let found: Route = null;
  if (a && b && a !== b) {
    const result = planRoute(a, b);
    if (result.ok) {
      found = {
        minutes: result.plan.totalMinutes,
        legs: result.plan.legs.map((leg) => ({
          mode: leg.mode,
          from: leg.from.name,
          to: leg.to.name,
          minutes: leg.durationMinutes,
          operators: leg.operators,
        })),
      };
    }
  } else if (a && a === b) {
    found = { minutes: 0, legs: [] };
  }
  routes.set(key, found);
  return found;
}

export type ItineraryPlanner = PlannerDeps & { destinations: readonly Destination[]; origins: readonly Origin[] };

/** The planner over these destinations (the guides' suggested days, docs/decisions/015-travel-guides.md). */
export function createItineraryPlanner(list: readonly Destination[]): ItineraryPlanner {
  const destinations = new Map(list.map((d) => [d.slug, d]));
  return {
    destination: (slug) => destinations.get(slug),
    origin: (id) => ITINERARY_ORIGINS.find((o) => o.id === id),
    route,
    destinations: [...destinations.values()],
    origins: ITINERARY_ORIGINS,
  };
}

/** The plan of a state, or the problems that stop it (a saved or shared plan is shown with its problems). */
export type BuiltPlan = { plan: Plan; notice?: string } | { problems: string[] };

export function planOf(state: PlanState, planner: PlannerDeps): BuiltPlan {
  const problems = checkPlan(state, planner);
  if (problems.length > 0) return { problems: problems.map((p) => p.message) };
  const { plan, orderReset } = buildPlan(state, planner);
  return orderReset ? { plan, notice: "That day order does not match the plan, so the days are shown in their usual order." } : { plan };
}
