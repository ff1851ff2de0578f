/**
 * The visitor's location (spec §7) and the weather and tide data built on it (design/routes.md):
 *
 *   GET  /user-current-location/ip/json   country and approximate place of the caller's address
 *   POST /user-current-location/json      { latitude, longitude, timestamp }: remember this position
 *   POST /user-current-location/refresh   the same, from the "Refresh location" action
 *   GET  /api/weather?latitude=&longitude=
 *   GET  /api/tides?latitude=&longitude=&from=YYYY-MM-DD&days=7   (or station=<id>)
 *
 * Positions are kept in a signed session cookie, and on the account when signed in. The distance
 * rules (100 m on first load, 1000 m on refresh) are the client's (spec §4 puts them there); the
 * server stores whatever valid position it is sent (docs/decisions/018).
 */
import { Hono } from "hono";
import { type IpLocation, LOCATION_MESSAGES } from "../../contracts/location.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { positionSchema } from "../../core/location/position.ts";
import type { HostEnv } from "../host-env.ts";
import { resolveSession } from "../guards.ts";
import { locationCookie } from "../location-cookie.ts";
import { jsonBody, rateLimit } from "./guards.ts";
import { sendOutcome } from "./outcome.ts";
import { anonymousCaller, invokeApi } from "./use-case-route.ts";

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
    try {
      const data: IpLocation = await c.var.services.location.ip.locate(c.var.clientIp);
      return c.json({ data }, 200, { "Cache-Control": "private, no-store" });
    } catch (err) {
      c.var.services.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "ip location failed");
      return c.json({ message: LOCATION_MESSAGES.ipFailed, errors: {} }, 503);
    }
  });

  for (const path of ["/user-current-location/json", "/user-current-location/refresh"]) {
    api.post(path, rateLimit<HostEnv>(limits.sync, undefined, { store: "memory" }), jsonBody(body), async (c) => {
      const position = c.req.valid("json");
      const { services } = c.var;
      const session = await resolveSession(services, c.req.raw.headers);
      if (session) await services.location.saved.put(session.user.id, position);
      const cookie = locationCookie({ secret: services.env.authSecret, publicDeployment: services.env.publicDeployment }, position);
      return c.json({ data: { ...position, savedTo: session ? "account" : "session" } }, 200, {
        "Set-Cookie": cookie,
        "Cache-Control": "private, no-store",
      });
    });
  }

  const read = rateLimit<HostEnv>(limits.read, undefined, { store: "memory" });

  api.get("/api/weather", read, async (c) => {
    return sendOutcome(c, await invokeApi(c.var.services.weatherApp.atPoint, c.req.query(), anonymousCaller(c)));
  });

  api.get("/api/tides", read, async (c) => {
    return sendOutcome(c, await invokeApi(c.var.services.weatherApp.tidePredictions, c.req.query(), anonymousCaller(c)));
  });

  return api;
}
