/**
 * Rate limits on the account endpoints. Counters live in the database (fixed windows), so every
 * app instance sees the same count.
 */
import { fail, type Outcome, type RefusalExtra, type RefusalReason } from "../../contracts/application.ts";

/** Persistence for counters; db/ implements it with one atomic upsert. */
export type RateLimitStore = {
  /** Adds one hit to `key` and returns the count in the current window and when it resets. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** Adds one hit to each key (each with its own window) at once: one statement, so nothing runs between them. */
  hitAll(keys: { key: string; windowMs: number }[], now: Date): Promise<{ key: string; count: number; resetAt: Date }[]>;
  /** The count in the current window without adding to it (null: no window running). */
  peek(key: string, now: Date): Promise<{ count: number; resetAt: Date } | null>;
  reset(key: string): Promise<void>;
};

export type RateLimitRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/** The limits, per client address (and per e-mail where a form names one). */
export const RATE_LIMITS = {
  login: { name: "login", limit: 10, windowMs: 15 * MINUTE },
  /** Across every address tried from one client: slows password spraying. */
  loginPerClient: { name: "login-client", limit: 50, windowMs: 15 * MINUTE },
  /**
   * Per account, from browsers that never logged in to it, across every client address: waits
   * grow as failures pile up (1 minute, then 15, then a day). Known devices are limited on their
   * own (loginKnownDevice), so this cannot lock the owner out.
   */
  loginAccountMinute: { name: "login-account-1m", limit: 5, windowMs: MINUTE },
  loginAccountQuarter: { name: "login-account-15m", limit: 20, windowMs: 15 * MINUTE },
  loginAccountDay: { name: "login-account-1d", limit: 100, windowMs: 24 * 60 * MINUTE },
  loginKnownDevice: { name: "login-device", limit: 10, windowMs: 15 * MINUTE },
  register: { name: "register", limit: 10, windowMs: 60 * MINUTE },
  passwordReset: { name: "password-reset", limit: 5, windowMs: 15 * MINUTE },
  passwordResetPerClient: { name: "password-reset-client", limit: 20, windowMs: 60 * MINUTE },
  confirmPassword: { name: "confirm-password", limit: 10, windowMs: 15 * MINUTE },
  resendVerification: { name: "resend-verification", limit: 5, windowMs: 15 * MINUTE },
  emailChange: { name: "email-change", limit: 5, windowMs: 60 * MINUTE },
  /** Booking look-ups by reference + last name, per client: enough for typos, too few to guess. */
  tripLookup: { name: "trip-lookup", limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong last names per booking reference, from every client together: waits grow as they pile up
   * (the rest of 15 minutes after 5, of the hour after 10, of the day after 20). A signed-in owner
   * opens their trips through their account, which never asks (REFERENCE_GUESS_RULES).
   */
  referenceGuessQuarter: { name: "reference-guess-15m", limit: 5, windowMs: 15 * MINUTE },
  referenceGuessHour: { name: "reference-guess-1h", limit: 10, windowMs: 60 * MINUTE },
  referenceGuessDay: { name: "reference-guess-1d", limit: 20, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Failed logins per account from browsers that never logged in to it (counted on failure only). */
export const LOGIN_ACCOUNT_RULES: RateLimitRule[] = [
  RATE_LIMITS.loginAccountMinute,
  RATE_LIMITS.loginAccountQuarter,
  RATE_LIMITS.loginAccountDay,
];

/** Wrong last names per booking reference (counted on failure only, all windows in one statement; core/rate-limit/reference-guesses.ts). */
export const REFERENCE_GUESS_RULES: RateLimitRule[] = [
  RATE_LIMITS.referenceGuessQuarter,
  RATE_LIMITS.referenceGuessHour,
  RATE_LIMITS.referenceGuessDay,
];

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts an attempt under every key given; refused when any of them is over its limit. */
  consume(rule: RateLimitRule, keys: string[]): Promise<RateLimitResult>;
  /**
   * Counts one attempt under every rule for one key, in one atomic statement (a failure counted in
   * all its windows at once); refused when any rule is over its limit.
   */
  consumeAll(rules: RateLimitRule[], key: string): Promise<RateLimitResult>;
  /**
   * Whether a key is already at its limit, without counting anything: for limits that count only
   * failures (check first, `consume` after a failure).
   */
  check(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** `check` under every rule: refused (with the longest wait) when any of them is at its limit. */
  checkAll(rules: RateLimitRule[], key: string): Promise<RateLimitResult>;
  /** Forgets the count under a key (a successful login clears its failed attempts). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
};

export function createRateLimiter(store: RateLimitStore, clock: () => Date = () => new Date()): RateLimiter {
  const waitSeconds = (resetAt: Date, now: Date) => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  async function check(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
    const now = clock();
    const current = await store.peek(`${rule.name}:${key}`, now);
    if (!current || current.count < rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: waitSeconds(current.resetAt, now) };
  }
  return {
    async consume(rule, keys) {
      const now = clock();
      let retryAfterSeconds = 0;
      for (const key of keys) {
        const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs, now);
        if (count > rule.limit) {
          retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
        }
      }
      return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
    async consumeAll(rules, key) {
      const now = clock();
      const hits = await store.hitAll(
        rules.map((rule) => ({ key: `${rule.name}:${key}`, windowMs: rule.windowMs })),
        now,
      );
      let retryAfterSeconds = 0;
      for (const rule of rules) {
        const hit = hits.find((h) => h.key === `${rule.name}:${key}`);
        if (hit && hit.count > rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, waitSeconds(hit.resetAt, now));
      }
      return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
    check,
    async checkAll(rules, key) {
      let retryAfterSeconds = 0;
      for (const rule of rules) {
        const result = await check(rule, key);
        if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
      }
      return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
    reset: (rule, key) => store.reset(`${rule.name}:${key}`),
  };
}

/** The message shown when a limit is hit. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const { minutes } = limitParams(retryAfterSeconds);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** A limit's refusal's figures, for an edge to word it (issue 27): the wait in seconds, and in minutes as the message counts them. */
export function limitParams(retryAfterSeconds: number): { retryAfterSeconds: number; minutes: number } {
  return { retryAfterSeconds, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
}

/**
 * A use case refused by a limit: `reason` names the limit ("limit.sign_in", "limit.chat") and
 * `retryAfterSeconds` is the one figure an edge needs to word it in its own language.
 */
export function tooManyAttempts(
  reason: RefusalReason,
  retryAfterSeconds: number,
  extra: Omit<RefusalExtra, "reason"> = {},
): Outcome<never> {
  return fail("rate_limited", tooManyAttemptsMessage(retryAfterSeconds), {
    retryAfterSeconds,
    reason,
    params: { retryAfterSeconds },
    ...extra,
  });
}
