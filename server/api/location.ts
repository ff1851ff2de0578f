/**
 * The visitor's location (spec §7) and the weather and tide data built on it (design/routes.md):
 *
 *   GET  /user-current-location/ip/json   country and approximate place of the caller's address
 *   POST /user-current-location/json      { latitude, longitude, timestamp }: remember this position
 *   POST /user-current-location/refresh   the same, from the "Refresh location" action
 *   GET  /api/weather?latitude=&longitude=
 *   GET  /api/tides?latitude=&longitude=&from=YYYY-MM-DD&days=7   (or station=<id>)
 *
 * The look-up and the position go through the location use cases (core/application/location.ts);
 * positions are kept in a signed session cookie here, and on the account when signed in. The distance
 * rules (100 m on first load, 1000 m on refresh) are the client's (spec §4 puts them there); the
 * server stores whatever valid position it is sent (docs/decisions/018).
 */
import { Hono } from "hono";
import { positionSchema } from "../../contracts/location-inputs.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { locationCookie } from "../location-cookie.ts";
import { jsonBody, rateLimit } from "./guards.ts";
import { sendOutcome } from "./outcome.ts";
import { anonymousCaller, invokeApi, sessionCaller } from "./use-case-route.ts";

export const LOCATION_RATE_LIMITS = {
  /** Per address; a page asks once per load. */
  ip: { name: "location-ip", limit: 30, windowMs: 60_000 },
  /** Per address; the client posts only after a move of 100 m or more. */
  sync: { name: "location-sync", limit: 30, windowMs: 60_000 },
  read: { name: "weather-tides-read", limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export function locationApi(options: { now?: () => number; limits?: Partial<typeof LOCATION_RATE_LIMITS> } = {}) {
  const now = options.now ?? Date.now;
  const limits = { ...LOCATION_RATE_LIMITS, ...options.limits };
  const api = new Hono<HostEnv>();
  const body = positionSchema(now);

  api.get("/user-current-location/ip/json", rateLimit<HostEnv>(limits.ip, undefined, { store: "memory" }), async (c) => {
    const outcome = await invokeApi(c.var.services.apps.location.ipLookup, {}, anonymousCaller(c));
    if (!outcome.ok) return sendOutcome(c, outcome);
    return c.json({ data: outcome.value }, 200, { "Cache-Control": "private, no-store" });
  });

  for (const path of ["/user-current-location/json", "/user-current-location/refresh"]) {
    api.post(path, rateLimit<HostEnv>(limits.sync, undefined, { store: "memory" }), jsonBody(body), async (c) => {
      const { apps, host } = c.var.services;
      const outcome = await invokeApi(apps.location.save, c.req.valid("json"), await sessionCaller(c));
      if (!outcome.ok) return sendOutcome(c, outcome);
      const { savedTo, ...position } = outcome.value;
      const cookie = locationCookie({ secret: host.env.authSecret, publicDeployment: host.env.publicDeployment }, position);
      return c.json({ data: { ...position, savedTo } }, 200, { "Set-Cookie": cookie, "Cache-Control": "private, no-store" });
    });
  }

  const read = rateLimit<HostEnv>(limits.read, undefined, { store: "memory" });

  api.get("/api/weather", read, async (c) => {
    return sendOutcome(c, await invokeApi(c.var.services.apps.weather.atPoint, c.req.query(), anonymousCaller(c)));
  });

  api.get("/api/tides", read, async (c) => {
    return sendOutcome(c, await invokeApi(c.var.services.apps.weather.tidePredictions, c.req.query(), anonymousCaller(c)));
  });

  return api;
}
