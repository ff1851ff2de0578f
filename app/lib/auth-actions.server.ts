/**
 * Small helpers shared by the account actions: rate limits, better-auth errors, cookies.
 */
import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "../../contracts/forms.ts";
import { judgePassword } from "../../contracts/password-strength.ts";
import { tooManyAttemptsMessage, type RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { consumeRateLimit, lookUpByReference } from "../../server/guards.ts";
import { clientIp, services } from "./session.server.ts";

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
  const refused = await consumeRateLimit(services(context).rateLimiter, rule, key);
  if (!refused) return null;
  return data<ActionErrors>(
    { errors: { form: [refused.message] } },
    { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } },
  );
}

/**
 * A booking look-up by reference + last name under the per-reference limit on wrong last names
 * (server/guards.ts lookUpByReference): `limited` is the 429 reply to return, else `found`.
 */
export async function referenceLookup<T>(context: Ctx, scope: "flight" | "hotel", reference: string, find: () => Promise<T | null>) {
  const result = await lookUpByReference(services(context).rateLimiter, scope, reference, find);
  if (!result.refused) return { limited: null, found: result.found };
  const { message, retryAfterSeconds } = result.refused;
  return {
    limited: data<ActionErrors>({ errors: { form: [message] } }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } }),
    found: null,
  };
}

function rateLimitKey(context: Ctx, extraKey?: string): string {
  const ip = clientIp(context);
  return extraKey ? `${ip}|${extraKey}` : ip;
}

/**
 * For limits that count failures only: 429 when `key` is already at the limit of any rule,
 * without counting this attempt (call `countFailure` once it failed).
 */
export async function failuresLimited(context: Ctx, rules: RateLimitRule[], key: string) {
  const limiter = services(context).rateLimiter;
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const result = await limiter.check(rule, key);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  if (retryAfterSeconds === 0) return null;
  return data<ActionErrors>(
    { errors: { form: [tooManyAttemptsMessage(retryAfterSeconds)] } },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

export async function countFailure(context: Ctx, rules: RateLimitRule[], key: string): Promise<void> {
  const limiter = services(context).rateLimiter;
  for (const rule of rules) await limiter.consume(rule, [key]);
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
 * A new password must not be common, leaked or easy to guess (zxcvbn-ts score 3 or more, never on
 * the common-password list). `context`: the person's name and e-mail, which it must not lean on.
 */
export function weakPassword(password: string, context: string[]) {
  const verdict = judgePassword(password, context);
  if (verdict.ok) return null;
  return invalid({ password: [[verdict.problem, verdict.suggestions[0]].filter(Boolean).join(" ")] });
}
