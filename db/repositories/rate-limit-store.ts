import { eq, sql } from "drizzle-orm";
import type { RateLimitStore } from "../../core/rate-limit/rate-limiter.ts";
import type { Db } from "../client.ts";
import { rateLimit } from "../schema.ts";

/**
 * Fixed-window counters, each hit one atomic upsert (several keys in one statement), safe under
 * concurrent requests and instances: a window that has ended starts again at 1.
 */
export function createRateLimitStore(db: Db): RateLimitStore {
  async function hitAll(keys: { key: string; windowMs: number }[], now: Date) {
    if (keys.length === 0) return [];
    const at = sql`${now.toISOString()}::timestamptz`;
    const ended = sql`${rateLimit.resetAt} <= ${at}`;
    const rows = await db
      .insert(rateLimit)
      .values(keys.map(({ key, windowMs }) => ({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })))
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimit.count} + 1 end`,
          // excluded.reset_at: this row's own new window (now + its window length).
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimit.resetAt} end`,
        },
      })
      .returning({ key: rateLimit.key, count: rateLimit.count, resetAt: rateLimit.resetAt });
    return rows;
  }
  return {
    async hit(key, windowMs, now) {
      const [row] = await hitAll([{ key, windowMs }], now);
      return { count: row.count, resetAt: row.resetAt };
    },
    hitAll,
    async peek(key, now) {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
      return row && row.resetAt > now ? { count: row.count, resetAt: row.resetAt } : null;
    },
    async reset(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },
  };
}
