import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore } from "./memory-store.ts";
import { createRateLimiter } from "./rate-limiter.ts";

describe("per-instance rate-limit windows in memory", () => {
  it("refuses past the limit within a window and allows again once it has passed", async () => {
    let now = new Date("2026-12-01T00:00:00Z");
    const limiter = createRateLimiter(createMemoryRateLimitStore(), () => now);
    const rule = { name: "search", limit: 2, windowMs: 60_000 };
    expect((await limiter.consume(rule, ["a"])).allowed).toBe(true);
    expect((await limiter.consume(rule, ["a"])).allowed).toBe(true);
    expect(await limiter.consume(rule, ["a"])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.consume(rule, ["b"])).allowed).toBe(true);
    now = new Date(now.getTime() + 60_000);
    expect((await limiter.consume(rule, ["a"])).allowed).toBe(true);
  });

  it("stays within its size by dropping the oldest windows", async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 2 });
    const now = new Date();
    await store.hit("a", 60_000, now);
    await store.hit("b", 60_000, now);
    await store.hit("c", 60_000, now);
    expect(await store.peek("a", now)).toBeNull();
    expect((await store.peek("c", now))?.count).toBe(1);
  });
});
