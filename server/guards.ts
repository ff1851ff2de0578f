/**
 * Who is asking, and may they? Framework-neutral checks shared by the Hono API guards
 * (server/api/guards.ts) and the React Router helpers (app/server/session.server.ts,
 * app/server/auth-actions.server.ts), so an API route and a loader answer the same question the same way.
 */
import type { SessionUser } from "../contracts/auth.ts";
import { judgeSession } from "../core/accounts/session-policy.ts";
import { tooManyAttemptsMessage, type RateLimiter, type RateLimitRule } from "../core/rate-limit/rate-limiter.ts";
import type { Host } from "./services.ts";

export type CurrentSession = {
  sessionId: string;
  /** createdAt: read with the session, so pages need not query the account again. */
  user: SessionUser & { phone: string | null; phoneCountry: string; createdAt: Date };
  /** Whether the account has any flight or hotel booking (read with the session). */
  hasTrips: boolean;
  /** When the password was last re-entered in this session (read with it), or null. */
  passwordConfirmedAt: Date | null;
};

/**
 * The session that the request's cookie names, or null for a guest (or an expired, revoked, idle or
 * too old session: core/accounts/session-policy.ts; an ended session is deleted).
 */
export async function resolveSession(services: Pick<Host, "lookUpSession" | "sessions">, headers: Headers): Promise<CurrentSession | null> {
  // One query (server/session-lookup.ts); better-auth never slides the expiry (disableSessionRefresh):
  // our own idle and absolute limits apply.
  const result = await services.lookUpSession(headers);
  if (!result) return null;
  const s = result.session as typeof result.session & {
    remember?: boolean;
    lastSeenAt?: Date | string | null;
    passwordConfirmedAt?: Date | string | null;
  };
  const now = new Date();
  const verdict = judgeSession(
    {
      createdAt: new Date(s.createdAt),
      lastSeenAt: new Date(s.lastSeenAt ?? s.createdAt),
      expiresAt: new Date(s.expiresAt),
      remember: s.remember === true,
    },
    now,
  );
  if (verdict.state === "ended") {
    await services.sessions.endSession(s.id);
    return null;
  }
  if (verdict.touch) await services.sessions.touchSession(s.id, now);
  const u = result.user as typeof result.user & { role?: string; phone?: string | null; phoneCountry?: string };
  return {
    sessionId: s.id,
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      // Staff rights need an address the person has proved they own.
      role: u.role === "staff" && u.emailVerified ? "staff" : "user",
      phone: u.phone ?? null,
      phoneCountry: u.phoneCountry ?? "PH",
      createdAt: new Date(u.createdAt),
    },
    hasTrips: result.hasTrips === true,
    passwordConfirmedAt: s.passwordConfirmedAt ? new Date(s.passwordConfirmedAt) : null,
  };
}

/** Staff rights need the staff role on a verified address (an unverified address proves nothing). */
export function isStaff(current: CurrentSession | null): boolean {
  return current?.user.role === "staff" && current.user.emailVerified;
}

export type RateLimitRefusal = { retryAfterSeconds: number; message: string };

/** Counts one attempt under `key`; answers the refusal when over the limit, else null. */
export async function consumeRateLimit(limiter: RateLimiter, rule: RateLimitRule, key: string): Promise<RateLimitRefusal | null> {
  const result = await limiter.consume(rule, [key]);
  if (result.allowed) return null;
  return { retryAfterSeconds: result.retryAfterSeconds, message: tooManyAttemptsMessage(result.retryAfterSeconds) };
}

// The per-reference limit on wrong last names lives in core (the hotel and flight use cases call it).
export { lookUpByReference, tooManyGuessesMessage } from "../core/rate-limit/reference-guesses.ts";
