/**
 * Hono middleware for API routes: sessions, staff, rate limits and JSON bodies, answering in JSON
 * (`{ message }` or `{ message, errors }`) rather than with pages or redirects.
 *
 *   api.get("/api/things", requireApiSession(), rateLimit(RULE), (c) => c.json({ data: … c.var.session … }))
 *   api.post("/api/things", requireApiSession(), jsonBody(ThingSchema), (c) => { const body = c.req.valid("json"); … })
 */
import type { Context, MiddlewareHandler } from "hono";
import { fieldErrors } from "../../contracts/forms.ts";
import type { z } from "../../contracts/zod.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { consumeRateLimit, isStaff, resolveSession, type CurrentSession } from "../guards.ts";
import { API_STATUS } from "./outcome.ts";

export type SessionEnv = { Variables: HostEnv["Variables"] & { session: CurrentSession } };

/** How deep arrays and objects may nest in a JSON body; no API body needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export const API_MESSAGES = {
  signIn: "Please log in first.",
  staffOnly: "This is for Lakbay staff.",
  notJson: "Send the body as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  invalid: "Some fields are not right.",
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`,
} as const;

/** Signed-in callers only: 401 otherwise. Puts the session in `c.var.session`. */
export function requireApiSession(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const current = await resolveSession(c.var.services.host, c.req.raw.headers);
    if (!current) return c.json({ message: API_MESSAGES.signIn }, API_STATUS.unauthenticated);
    c.set("session", current);
    await next();
  };
}

/** Verified staff only: 401 for guests, 403 for everyone else. */
export function requireApiStaff(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const current = await resolveSession(c.var.services.host, c.req.raw.headers);
    if (!current) return c.json({ message: API_MESSAGES.signIn }, API_STATUS.unauthenticated);
    if (!isStaff(current)) return c.json({ message: API_MESSAGES.staffOnly }, API_STATUS.forbidden);
    c.set("session", current);
    await next();
  };
}

/**
 * Counts the request against `rule`, per client address by default (`key` may narrow it, e.g. to the
 * signed-in user); over the limit: 429 with Retry-After.
 */
export function rateLimit<E extends HostEnv>(
  rule: RateLimitRule,
  key: (c: Context<E>) => string = (c) => c.var.clientIp,
  options: { store?: "database" | "memory" } = {},
): MiddlewareHandler<E> {
  return async (c, next) => {
    // "memory": per-instance windows for high-volume reads (no database write per request).
    const limiter = options.store === "memory" ? c.var.services.host.readRateLimiter : c.var.services.host.rateLimiter;
    const refused = await consumeRateLimit(limiter, rule, key(c));
    if (refused)
      return c.json({ message: refused.message, errors: {} }, API_STATUS.rate_limited, {
        "Retry-After": String(refused.retryAfterSeconds),
      });
    await next();
  };
}

/**
 * Reads a JSON body; the route reads it with `c.req.valid("json")`. Anything that is not one is a 4xx
 * with `{ message, errors }`, never a 500: a wrong content type (415), malformed JSON, absurd nesting
 * or a NUL character anywhere (PostgreSQL cannot store it) (400). With a `schema`, the body is parsed
 * with it here too (the schema's own messages, 400). A route that hands the body to a use case gives
 * none: the use case's `invoke` is then the body's only parse.
 */
export function jsonBody<E extends HostEnv = HostEnv>(): MiddlewareHandler<E, string, { in: { json: unknown }; out: { json: unknown } }>;
export function jsonBody<S extends z.ZodType, E extends HostEnv = HostEnv>(
  schema: S,
): MiddlewareHandler<E, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>;
export function jsonBody<E extends HostEnv = HostEnv>(schema?: z.ZodType): MiddlewareHandler<E> {
  const middleware: MiddlewareHandler<E> = async (c, next) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!/^application\/([\w.-]+\+)?json$/.test(type)) return c.json({ message: API_MESSAGES.notJson, errors: {} }, 415);
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      return c.json({ message: API_MESSAGES.badJson, errors: {} }, API_STATUS.invalid);
    }
    const problem = inspectJson(value);
    if (problem === "too-deep") return c.json({ message: API_MESSAGES.tooDeep, errors: {} }, API_STATUS.invalid);
    if (problem !== null)
      return c.json(
        { message: API_MESSAGES.invalid, errors: { [problem.nul || "form"]: ["Remove the control characters."] } },
        API_STATUS.invalid,
      );
    if (schema) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) return c.json({ message: API_MESSAGES.invalid, errors: fieldErrors(parsed.error) }, API_STATUS.invalid);
      value = parsed.data;
    }
    c.req.addValidatedData("json", value as object);
    await next();
  };
  // Marked, so a test can find every route that takes a JSON body (server/api/json-depth.test.ts).
  return Object.assign(middleware, { [JSON_BODY]: true });
}

/** The mark on jsonBody's middleware. */
export const JSON_BODY = Symbol("jsonBody");

/**
 * Walks a parsed body without recursion (a body nested 10,000 deep must not overflow the stack):
 * "too-deep" past MAX_JSON_DEPTH levels, `{ nul }` naming the top-level field holding a NUL
 * character ("" for the body itself), or null when the body is fine.
 */
export function inspectJson(root: unknown): "too-deep" | { nul: string } | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: root, field: "", depth: 0 }];
  let nul: string | null = null;
  while (stack.length > 0) {
    const { value, field, depth } = stack.pop() as (typeof stack)[number];
    if (typeof value === "string") {
      if (nul === null && value.includes("\u0000")) nul = field;
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return "too-deep";
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], field, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (const [k] of entries) if (nul === null && k.includes("\u0000")) nul = field || k.replaceAll("\u0000", "");
    // Last first, so values are visited in the body's order.
    for (const [k, v] of entries.reverse()) {
      stack.push({ value: v, field: field || k, depth: depth + 1 });
    }
  }
  return nul === null ? null : { nul };
}
