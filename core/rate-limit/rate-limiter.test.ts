import { describe, expect, it } from "vitest";
import { createRateLimiter, RATE_LIMITS, tooManyAttemptsMessage, type RateLimitRule, type RateLimitStore } from "./rate-limiter.ts";

/** Fixed-window counters in a Map, with the same contract as db/repositories/rate-limit-store.ts. */
function memoryStore(): RateLimitStore & { keys(): string[] } {
  const counters = new Map<string, { count: number; resetAt: Date }>();
  return {
    async hit(key, windowMs, now) {
      const current = counters.get(key);
      const next =
        current && current.resetAt > now
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: new Date(now.getTime() + windowMs) };
      counters.set(key, next);
      return { ...next };
    },
    async peek(key, now) {
      const current = counters.get(key);
      return current && current.resetAt > now ? { ...current } : null;
    },
    async reset(key) {
      counters.delete(key);
    },
    async hitAll(keys, now) {
      const out = [];
      for (const { key, windowMs } of keys) out.push({ key, ...(await this.hit(key, windowMs, now)) });
      return out;
    },
    keys: () => [...counters.keys()],
  };
}

function setup() {
  let now = new Date("2026-05-01T00:00:00Z");
  const store = memoryStore();
  const limiter = createRateLimiter(store, () => now);
  return { store, limiter, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const rule: RateLimitRule = { name: "test", limit: 3, windowMs: 15 * 60_000 };

describe("rate limiter", () => {
  it("allows attempts up to the limit and refuses the next with the time left in the window", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < rule.limit; i++) expect(await limiter.consume(rule, ["ip:1"])).toEqual({ allowed: true });
    advance(60_000);
    expect(await limiter.consume(rule, ["ip:1"])).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    advance(500);
    expect(await limiter.consume(rule, ["ip:1"])).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 }); // 839.5 s, rounded up
  });

  it("allows again once the window has passed", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i <= rule.limit; i++) await limiter.consume(rule, ["ip:1"]);
    advance(rule.windowMs);
    expect(await limiter.consume(rule, ["ip:1"])).toEqual({ allowed: true });
  });

  it("counts each key separately and names keys by rule", async () => {
    const { store, limiter } = setup();
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, ["ip:1"]);
    expect(await limiter.consume(rule, ["ip:2"])).toEqual({ allowed: true });
    expect(await limiter.consume(RATE_LIMITS.login, ["ip:1"])).toEqual({ allowed: true });
    expect(store.keys().sort()).toEqual(["login:ip:1", "test:ip:1", "test:ip:2"]);
  });

  it("starts counting afresh after a reset", async () => {
    const { limiter } = setup();
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, ["ip:1"]);
    await limiter.reset(rule, "ip:1");
    for (let i = 0; i < rule.limit; i++) expect(await limiter.consume(rule, ["ip:1"])).toEqual({ allowed: true });
    expect((await limiter.consume(rule, ["ip:1"])).allowed).toBe(false);
  });

  it("refuses when any of several keys is over its limit, and reports the longest wait", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, ["email:ana@example.test"]);
    advance(5 * 60_000);
    const result = await limiter.consume(rule, ["ip:9", "email:ana@example.test"]);
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // The address was still counted: a fresh key is not over its limit after one refused attempt.
    expect(await limiter.consume(rule, ["ip:9"])).toEqual({ allowed: true });
  });

  it("has the documented limits", () => {
    expect(RATE_LIMITS.login).toEqual({ name: "login", limit: 10, windowMs: 15 * 60_000 });
    expect(RATE_LIMITS.passwordReset.limit).toBe(5);
    expect(RATE_LIMITS.loginPerClient).toEqual({ name: "login-client", limit: 50, windowMs: 15 * 60_000 });
    expect(RATE_LIMITS.passwordResetPerClient).toEqual({ name: "password-reset-client", limit: 20, windowMs: 60 * 60_000 });
  });
});

describe("tooManyAttemptsMessage", () => {
  it.each([
    [0, "Too many attempts. Please try again in 1 minute."],
    [1, "Too many attempts. Please try again in 1 minute."],
    [60, "Too many attempts. Please try again in 1 minute."],
    [61, "Too many attempts. Please try again in 2 minutes."],
    [900, "Too many attempts. Please try again in 15 minutes."],
  ])("%i s → %s", (seconds, text) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(text);
  });
});

describe("limits that count only failures", () => {
  it("check never counts; consume after each failure; the key is refused once at its limit", async () => {
    const { limiter, advance } = setup();
    const rule = { name: "acct", limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 10; i++) expect(await limiter.check(rule, "ana")).toEqual({ allowed: true });
    for (let i = 0; i < 3; i++) await limiter.consume(rule, ["ana"]);
    expect(await limiter.check(rule, "ana")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.check(rule, "ben")).toEqual({ allowed: true });
    advance(60_000);
    expect(await limiter.check(rule, "ana")).toEqual({ allowed: true });
  });
});
