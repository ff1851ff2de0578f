/** Server helpers of the itinerary pages: building a plan from a state, absolute links. */
import type { RouterContextProvider } from "react-router";
import { buildPlan, checkPlan, type Plan, type PlanState } from "../../../core/itinerary/planner.ts";
import { services } from "../../lib/session.server.ts";
import { itineraryPlanner } from "./planner-deps.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export function planner(_context?: Ctx) {
  return itineraryPlanner;
}

/** The plan of a state, or the problems that stop it. */
export function planFor(context: Ctx, state: PlanState): { plan: Plan; notice?: string } | { problems: string[] } {
  const deps = planner(context);
  const problems = checkPlan(state, deps);
  if (problems.length > 0) return { problems: problems.map((p) => p.message) };
  const { plan, orderReset } = buildPlan(state, deps);
  return orderReset ? { plan, notice: "That day order does not match the plan, so the days are shown in their usual order." } : { plan };
}

export function absoluteUrl(context: Ctx, request: Request, path: string): string {
  const base = services(context).env.appUrl || new URL(request.url).origin;
  return new URL(path, base).toString();
}
