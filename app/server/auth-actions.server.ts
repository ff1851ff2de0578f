/**
 * Small helpers shared by page actions: rate limits, the form's refusal, better-auth's cookies.
 */
import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "../../contracts/forms.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { consumeRateLimit } from "../../server/guards.ts";
import { clientIp, services } from "./session.server.ts";
import { pageStatus } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export type ActionErrors = { errors: FieldErrors };

/**
 * Counts an attempt; when over the limit, returns the 429 reply with the form-level message
 * (the caller returns it), else null.
 */
export async function rateLimited(context: Ctx, rule: RateLimitRule, extraKey?: string) {
  return rateLimitedOn(context, rule, rateLimitKey(context, extraKey));
}

/** Like rateLimited, on a key of the caller's choosing (e.g. an account, whatever the client). */
export async function rateLimitedOn(context: Ctx, rule: RateLimitRule, key: string) {
  const refused = await consumeRateLimit(services(context).host.rateLimiter, rule, key);
  if (!refused) return null;
  return data<ActionErrors>(
    { errors: { form: [refused.message] } },
    { status: pageStatus("rate_limited"), headers: { "Retry-After": String(refused.retryAfterSeconds) } },
  );
}

function rateLimitKey(context: Ctx, extraKey?: string): string {
  const ip = clientIp(context);
  return extraKey ? `${ip}|${extraKey}` : ip;
}

/** Copies Set-Cookie headers from better-auth's reply onto ours. */
export function forwardCookies(from: Headers | undefined, to: Headers = new Headers()): Headers {
  for (const c of from?.getSetCookie() ?? []) to.append("Set-Cookie", c);
  return to;
}

export function invalid(errors: FieldErrors, status = 400) {
  return data<ActionErrors>({ errors }, { status });
}
