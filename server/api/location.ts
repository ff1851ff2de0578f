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
import { z } from "../../contracts/zod.ts";
import { fieldErrors } from "../../contracts/forms.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { positionSchema } from "../../core/location/position.ts";
import { manilaDate, manilaMidnight, nearestTideStation, predictExtremes, tideStation, tideStations } from "../../core/tides/tides.ts";
import type { HostEnv } from "../host-env.ts";
import { resolveSession } from "../guards.ts";
import { locationCookie } from "../location-cookie.ts";
import { jsonBody, rateLimit } from "./guards.ts";

export const LOCATION_RATE_LIMITS = {
  /** Per address; a page asks once per load. */
  ip: { name: "location-ip", limit: 30, windowMs: 60_000 },
  /** Per address; the client posts only after a move of 100 m or more. */
  sync: { name: "location-sync", limit: 30, windowMs: 60_000 },
  read: { name: "weather-tides-read", limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

const coordinate = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .min(-max, `${name} is between -${max} and ${max}.`)
    .max(max, `${name} is between -${max} and ${max}.`);

const placeQuery = z.object({ latitude: coordinate("Latitude", 90), longitude: coordinate("Longitude", 180) }).strict();

const tideQuery = z
  .object({
    latitude: coordinate("Latitude", 90).optional(),
    longitude: coordinate("Longitude", 180).optional(),
    station: z
      .string()
      .max(40)
      .regex(/^[a-z_]+$/, "Unknown station.")
      .optional(),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), "Use a real date.")
      .optional(),
    days: z.coerce.number().int("Days must be a whole number.").min(1, "Days is 1 to 14.").max(14, "Days is 1 to 14.").default(7),
  })
  .strict()
  .refine((q) => q.station !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    message: "Give latitude and longitude, or a station.",
    path: ["latitude"],
  });

function iso8(t: Date): string {
  return `${new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

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
    const parsed = placeQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json({ message: "Some fields are not right.", errors: fieldErrors(parsed.error) }, 400);
    const { latitude, longitude } = parsed.data;
    const report = await c.var.services.location.weather.report([], { id: "here", name: "Your place", lat: latitude, lng: longitude });
    const p = report.traveller!;
    return c.json({
      data: {
        source: report.source,
        place: { latitude, longitude, station: p.station.officialName, stationDistanceKm: Math.round(p.station.km * 10) / 10 },
        ...(p.live?.current ? { current: p.live.current } : {}),
        daily: (p.live?.daily ?? []).map((d) => ({ date: d.date, minC: d.minC, maxC: d.maxC, rainMm: d.rainMm })),
        normals: p.normals.map((m) => ({ month: m.month, minC: m.minC, maxC: m.maxC, rainMm: m.rainMm, rainyDays: m.rainyDays })),
      },
    });
  });

  api.get("/api/tides", read, (c) => {
    const parsed = tideQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json({ message: "Some fields are not right.", errors: fieldErrors(parsed.error) }, 400);
    const q = parsed.data;
    let station = q.station ? tideStation(q.station) : null;
    if (q.station && !station)
      return c.json(
        {
          message: "Unknown station.",
          errors: {
            station: [
              `Use one of: ${tideStations()
                .map((s) => s.id)
                .join(", ")}.`,
            ],
          },
        },
        400,
      );
    let distanceKm: number | null = null;
    if (!station && q.latitude !== undefined && q.longitude !== undefined) {
      const hit = nearestTideStation({ lat: q.latitude, lng: q.longitude });
      station = hit?.station ?? null;
      distanceKm = hit ? Math.round(hit.km * 10) / 10 : null;
    }
    if (!station) return c.json({ message: "No tide station found.", errors: {} }, 404);
    const from = manilaMidnight(q.from ?? manilaDate(new Date(now())));
    const to = new Date(from.getTime() + q.days * 86_400_000);
    return c.json({
      data: {
        station: { id: station.id, name: station.name, latitude: station.lat, longitude: station.lng, distanceKm },
        datum: "MLLW",
        attribution: station.attribution,
        extremes: predictExtremes(station.id, from, to).map((e) => ({ time: iso8(e.time), height: e.height, type: e.type })),
      },
    });
  });

  return api;
}
