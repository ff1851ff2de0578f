/**
 * `GET /api/travel/plan?from=&to=` (design/routes.md "Trip planner"): the fastest ways between two places
 * over the transport network (the `transport.route` use case, core/application/transport.ts), fastest
 * first: the plan as it comes, and, when that one flies, the fastest way without flying. Places by id ("el-nido"), name ("El Nido", any case) or IATA
 * code ("MNL").
 *
 *   400 missing or malformed query · 422 unknown place · 404 no way between them · 200 { data: { options } }
 */
import { Hono } from "hono";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { TRAVEL_MESSAGES } from "../../contracts/transport-inputs.ts";
import type { Plan } from "../../core/transport/index.ts";
import type { HostEnv } from "../host-env.ts";
import { API_MESSAGES, rateLimit } from "./guards.ts";
import { API_STATUS, sendOutcome } from "./outcome.ts";
import { anonymousCaller, invokeApi } from "./use-case-route.ts";

export const TRAVEL_RATE_LIMITS = {
  plan: { name: "travel-plan", limit: 300, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export { TRAVEL_MESSAGES } from "../../contracts/transport-inputs.ts";
export { resolvePlace } from "../../core/transport/resolve.ts";

function option(plan: Plan) {
  return {
    totalMinutes: plan.totalMinutes,
    legs: plan.legs.map((leg) => ({
      mode: leg.mode,
      from: leg.from.name,
      to: leg.to.name,
      durationMinutes: leg.durationMinutes,
      waitMinutes: leg.waitMinutes,
      operators: leg.operators,
    })),
  };
}

export function travelApi() {
  const api = new Hono<HostEnv>();
  api.get("/api/travel/plan", rateLimit<HostEnv>(TRAVEL_RATE_LIMITS.plan, undefined, { store: "memory" }), async (c) => {
    // One value each: a repeated parameter is as good as none.
    const values: Record<string, string | undefined> = {};
    const errors: Record<string, string[]> = {};
    for (const key of ["from", "to"] as const) {
      const raw = c.req.queries(key);
      if (raw?.length === 1) values[key] = raw[0];
      else if (raw) errors[key] = [TRAVEL_MESSAGES.required];
    }
    if (Object.keys(errors).length > 0) return c.json({ message: API_MESSAGES.invalid, errors }, API_STATUS.invalid);
    const outcome = await invokeApi(c.var.services.apps.transport.route, values, anonymousCaller(c));
    if (!outcome.ok) {
      const { code, message, fields } = outcome.error;
      if (code === "not_found") return c.json({ message: TRAVEL_MESSAGES.noRoute, errors: {} }, API_STATUS.not_found);
      // An unknown place is the API's "Some fields are not right." with the field; the same place twice says so.
      if (code === "unprocessable")
        return c.json(
          { message: message === TRAVEL_MESSAGES.same ? message : API_MESSAGES.invalid, errors: fields ?? {} },
          API_STATUS.unprocessable,
        );
      return sendOutcome(c, outcome);
    }
    const { from, to, plan, withoutFlights } = outcome.value;
    const options = [plan, withoutFlights]
      .filter((p): p is Plan => p !== null)
      .filter((p, i, all) => i === 0 || p.totalMinutes !== all[0].totalMinutes || p.legs.length !== all[0].legs.length)
      .sort((a, b) => a.totalMinutes - b.totalMinutes)
      .map(option);
    return c.json({ data: { from, to, options } });
  });
  return api;
}
