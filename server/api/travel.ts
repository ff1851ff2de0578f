/**
 * `GET /api/travel/plan?from=&to=` (design/routes.md "Trip planner"): the fastest ways between two places
 * over the transport network (core/transport), fastest first — the plan as it comes, and, when that one
 * flies, the fastest way without flying. Places by id ("el-nido"), name ("El Nido", any case) or IATA
 * code ("MNL").
 *
 *   400 missing or malformed query · 422 unknown place · 404 no way between them · 200 { data: { options } }
 */
import { Hono } from "hono";
import { hasForbiddenCharacters } from "../../contracts/text.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { airportPlaceId, findPlace, PLACES, type Place, planRoute, type Plan } from "../../core/transport/index.ts";
import type { HostEnv } from "../host-env.ts";
import { API_MESSAGES, rateLimit } from "./guards.ts";

export const TRAVEL_RATE_LIMITS = {
  plan: { name: "travel-plan", limit: 300, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export const TRAVEL_MESSAGES = {
  required: "Say where from and where to.",
  unknown: "We do not know this place. Use a destination, a city, or an airport code such as MNL.",
  same: "Choose two different places.",
  noRoute: "We know no way between these places over our network.",
} as const;

const byName = new Map(PLACES.map((p) => [p.name.toLowerCase(), p]));

/** A place by id, IATA code or name; undefined when none matches. */
export function resolvePlace(query: string): Place | undefined {
  const q = query.trim();
  if (/^[A-Za-z]{3}$/.test(q)) {
    const airport = findPlace(airportPlaceId(q));
    if (airport) return airport;
  }
  return (
    findPlace(q.toLowerCase()) ?? byName.get(q.toLowerCase()) ?? PLACES.find((p) => p.name.toLowerCase().startsWith(`${q.toLowerCase()} (`))
  );
}

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
  api.get("/api/travel/plan", rateLimit<HostEnv>(TRAVEL_RATE_LIMITS.plan, undefined, { store: "memory" }), (c) => {
    const errors: Record<string, string[]> = {};
    const values: Record<"from" | "to", string> = { from: "", to: "" };
    for (const key of ["from", "to"] as const) {
      const raw = c.req.queries(key);
      if (!raw || raw.length !== 1 || raw[0].trim() === "") errors[key] = [TRAVEL_MESSAGES.required];
      else if (raw[0].length > 80 || hasForbiddenCharacters(raw[0])) errors[key] = [TRAVEL_MESSAGES.unknown];
      else values[key] = raw[0];
    }
    if (Object.keys(errors).length > 0) return c.json({ message: API_MESSAGES.invalid, errors }, 400);
    const from = resolvePlace(values.from);
    const to = resolvePlace(values.to);
    if (!from) errors.from = [TRAVEL_MESSAGES.unknown];
    if (!to) errors.to = [TRAVEL_MESSAGES.unknown];
    if (!from || !to) return c.json({ message: API_MESSAGES.invalid, errors }, 422);
    if (from.id === to.id) return c.json({ message: TRAVEL_MESSAGES.same, errors: { to: [TRAVEL_MESSAGES.same] } }, 422);
    const fastest = planRoute(from.id, to.id);
    const ground = planRoute(from.id, to.id, { avoidFlights: true });
    const options = [fastest, ground]
      .filter((r) => r.ok)
      .map((r) => r.plan)
      .filter((plan, i, all) => i === 0 || plan.totalMinutes !== all[0].totalMinutes || plan.legs.length !== all[0].legs.length)
      .sort((a, b) => a.totalMinutes - b.totalMinutes)
      .map(option);
    if (options.length === 0) return c.json({ message: TRAVEL_MESSAGES.noRoute, errors: {} }, 404);
    return c.json({ data: { from: { id: from.id, name: from.name }, to: { id: to.id, name: to.name }, options } });
  });
  return api;
}
