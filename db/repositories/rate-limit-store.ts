import { and, eq, gt, sql } from "drizzle-orm";
import type { RateLimitStore } from "../../core/rate-limit/rate-limiter.ts";
import type { Db } from "../client.ts";
import { rateLimit } from "../schema.ts";

/** Fixed-window counters in one atomic upsert, safe under concurrent instances. */
export function createRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const resetAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimit)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimit.count} + 1 end`,
            resetAt: sql`case when ${rateLimit.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimit.resetAt} end`,
          },
        })
        .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
      return row;
    },
    async peek(key, now) {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
      return row && row.resetAt > now ? { count: row.count, resetAt: row.resetAt } : null;
    },
    async reset(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },
    async release(key, now) {
      await db
        .update(rateLimit)
        .set({ count: sql`${rateLimit.count} - 1` })
        .where(and(eq(rateLimit.key, key), gt(rateLimit.count, 0), gt(rateLimit.resetAt, now)));
    },
  };
}
