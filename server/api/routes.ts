/**
 * The JSON API (design/routes.md): thin handlers that parse with zod, call core and map the result
 * to `{ data }` or `{ message, errors }`. Areas add their own sub-apps here, guarded by
 * server/api/guards.ts.
 */
import { Hono } from "hono";
import type { MeResponse } from "../../contracts/api.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { chatApi } from "./chat.ts";
import { contactApi } from "./contact.ts";
import { flightApi } from "./flights.ts";
import { rateLimit, requireApiSession, requireApiStaff } from "./guards.ts";
import { hotelApi } from "./hotels.ts";
import { travelApi } from "./travel.ts";
import { contentApi } from "./content.ts";
import { locationApi } from "./location.ts";
import { widgetApi } from "./widget.ts";
import { API_STATUS } from "./outcome.ts";

/** Per client address. */
export const API_RATE_LIMITS = {
  read: { name: "api-read", limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export function apiRoutes(options: { limits?: Partial<typeof API_RATE_LIMITS>; testRoutes?: boolean } = {}) {
  const limits = { ...API_RATE_LIMITS, ...options.limits };
  const api = new Hono<HostEnv>();

  /** Who is signed in (the account menu of a client-side app, the chat widget). */
  api.get("/api/me", rateLimit(limits.read), requireApiSession(), (c) => {
    const { id, name, email, role } = c.var.session.user;
    return c.json<MeResponse>({ data: { id, name, email, role } });
  });

  /** Background job counts by name and status, for staff watching the queue. */
  api.get("/api/staff/jobs", rateLimit(limits.read), requireApiStaff(), async (c) => {
    return c.json({ data: await c.var.services.host.jobs.counts() });
  });

  api.route("/", flightApi({ testRoutes: options.testRoutes }));
  api.route("/", hotelApi());
  api.route("/", travelApi());
  api.route("/", contactApi());
  api.route("/", contentApi());
  api.route("/", locationApi());
  api.route("/", widgetApi());
  api.route("/", chatApi());

  // Unknown API paths answer in JSON, not with the HTML 404 page.
  api.all("/api/*", (c) => c.json({ message: "There is nothing at this address.", errors: {} }, API_STATUS.not_found));
  return api;
}
