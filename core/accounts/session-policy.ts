/**
 * How long a sign-in lasts. Two clocks run on every session:
 *
 * - idle: a session nobody used for a while ends (30 minutes, or the remember-me period when the
 *   person ticked "keep me logged in");
 * - absolute: however busy, a session ends a fixed time after the password was entered (12 hours,
 *   or 90 days when remembered), so a stolen cookie does not live for ever.
 *
 * Activity is recorded at most once a minute, so a busy page does not write on every request.
 */

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const REMEMBERED_IDLE_MS = 30 * 24 * 60 * 60_000;
export const REMEMBERED_ABSOLUTE_MS = 90 * 24 * 60 * 60_000;
/** How stale the recorded activity may get before a request writes a new one. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export type SessionClock = {
  createdAt: Date;
  /** Last recorded activity. */
  lastSeenAt: Date;
  /** The hard end the store keeps (the cookie's own expiry). */
  expiresAt: Date;
  remember: boolean;
};

export type SessionVerdict = { state: "active"; touch: boolean } | { state: "ended"; reason: "idle" | "absolute" | "expired" };

export function judgeSession(s: SessionClock, now: Date = new Date()): SessionVerdict {
  const t = now.getTime();
  if (t >= s.expiresAt.getTime()) return { state: "ended", reason: "expired" };
  const absolute = s.remember ? REMEMBERED_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
  if (t - s.createdAt.getTime() >= absolute) return { state: "ended", reason: "absolute" };
  const idle = s.remember ? REMEMBERED_IDLE_MS : SESSION_IDLE_MS;
  if (t - s.lastSeenAt.getTime() >= idle) return { state: "ended", reason: "idle" };
  return { state: "active", touch: t - s.lastSeenAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS };
}
