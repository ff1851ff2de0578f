/**
 * Rate-limit windows in this process's memory. For high-volume reads (flight searches, airport
 * suggestions), where a database write per request would cost more than the search itself: each
 * instance protects its own CPU, so a client may get the limit once per instance. Writes — bookings,
 * payments, sign-ins — keep the shared, database-backed windows.
 */
import type { RateLimitStore } from "./rate-limiter.ts";

export function createMemoryRateLimitStore(options: { maxKeys?: number } = {}): RateLimitStore {
  const max = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: Date }>();
  function current(key: string, now: Date) {
    const w = windows.get(key);
    if (w && w.resetAt.getTime() > now.getTime()) return w;
    if (w) windows.delete(key);
    return null;
  }
  function hit(key: string, windowMs: number, now: Date) {
    let w = current(key, now);
    if (!w) {
      if (windows.size >= max) {
        // Drop expired windows first; if still full, the oldest (insertion order).
        for (const [k, v] of windows) if (v.resetAt.getTime() <= now.getTime()) windows.delete(k);
        if (windows.size >= max) windows.delete(windows.keys().next().value as string);
      }
      w = { count: 0, resetAt: new Date(now.getTime() + windowMs) };
      windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetAt: w.resetAt };
  }
  return {
    hit: async (key, windowMs, now) => hit(key, windowMs, now),
    hitAll: async (keys, now) => keys.map(({ key, windowMs }) => ({ key, ...hit(key, windowMs, now) })),
    async peek(key, now) {
      const w = current(key, now);
      return w ? { count: w.count, resetAt: w.resetAt } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
