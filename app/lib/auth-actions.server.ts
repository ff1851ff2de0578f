/**
 * Small helpers shared by the account actions: rate limits, better-auth errors, cookies.
 */
import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "../../contracts/forms.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { consumeRateLimit } from "../../server/guards.ts";
import { clientIp, services } from "./session.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export type ActionErrors = { errors: FieldErrors };

/**
 * Counts an attempt; when over the limit, returns the 429 reply with the form-level message
 * (the caller returns it), else null.
 */
export async function rateLimited(context: Ctx, rule: RateLimitRule, extraKey?: string) {
  const refused = await consumeRateLimit(services(context).rateLimiter, rule, rateLimitKey(context, extraKey));
  if (!refused) return null;
  return data<ActionErrors>(
    { errors: { form: [refused.message] } },
    { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } },
  );
}

function rateLimitKey(context: Ctx, extraKey?: string): string {
  const ip = clientIp(context);
  return extraKey ? `${ip}|${extraKey}` : ip;
}

/** Clears a counter, e.g. the failed logins for an address once the right password is given. */
export async function clearRateLimit(context: Ctx, rule: RateLimitRule, extraKey?: string): Promise<void> {
  await services(context).rateLimiter.reset(rule, rateLimitKey(context, extraKey));
}

/** The error code better-auth put on a failed call ("INVALID_EMAIL_OR_PASSWORD", …), if any. */
export function authErrorCode(error: unknown): string | null {
  const e = error as { body?: { code?: string }; status?: unknown } | null;
  return typeof e?.body?.code === "string" ? e.body.code : null;
}

/** Copies Set-Cookie headers from better-auth's reply onto ours. */
export function forwardCookies(from: Headers | undefined, to: Headers = new Headers()): Headers {
  for (const c of from?.getSetCookie() ?? []) to.append("Set-Cookie", c);
  return to;
}

export function invalid(errors: FieldErrors, status = 400) {
  return data<ActionErrors>({ errors }, { status });
}

/**
 * The submitted form, or an empty one when the body is not a form at all (JSON, garbage, a wrong
 * content type): the schema then answers with field messages instead of the action failing.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
