/**
 * The blog's view counter: `POST /api/blog/views/:kind/:slug`, sent once by the post page after it
 * has loaded in a browser (pages themselves stay anonymous-cacheable; docs/decisions/016). Not
 * counted: crawlers (isbot on the User-Agent), a repeat from the same client address within 30
 * minutes, posts that are not public. Always answers 204 (or 400 for a malformed path), so a page
 * learns nothing from it.
 */
import { Hono } from "hono";
import { isbot } from "isbot";
import { POST_KINDS, SLUG_PATTERN } from "../../contracts/content.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { consumeRateLimit } from "../guards.ts";

/** One counted view per client address and post per 30 minutes (per instance, in memory: no write to dedupe). */
export const VIEW_REPEAT_RULE: RateLimitRule = { name: "blog-view", limit: 1, windowMs: 30 * 60_000 };
/** And at most 60 counted views a minute per client address over all posts. */
export const VIEW_CLIENT_RULE: RateLimitRule = { name: "blog-view-client", limit: 60, windowMs: 60_000 };

export function contentApi() {
  const api = new Hono<HostEnv>();
  api.post("/api/blog/views/:kind/:slug", async (c) => {
    const { kind, slug } = c.req.param();
    if (!(POST_KINDS as readonly string[]).includes(kind) || slug.length > 100 || !SLUG_PATTERN.test(slug)) {
      return c.json({ message: "There is no such post.", errors: {} }, 400);
    }
    const ua = c.req.header("user-agent") ?? "";
    if (!ua || isbot(ua)) return c.body(null, 204);
    const { services, clientIp } = c.var;
    const limiter = services.readRateLimiter;
    if (await consumeRateLimit(limiter, VIEW_CLIENT_RULE, clientIp)) return c.body(null, 204);
    if (await consumeRateLimit(limiter, VIEW_REPEAT_RULE, `${clientIp}|${kind}|${slug}`)) return c.body(null, 204);
    await services.content.countView(kind as (typeof POST_KINDS)[number], slug);
    return c.body(null, 204, { "Cache-Control": "no-store" });
  });
  return api;
}
