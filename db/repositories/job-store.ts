import { and, asc, count, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Job, JobStatus, JobStore } from "../../core/jobs/jobs.ts";
import type { Db } from "../client.ts";
import { job } from "../schema.ts";

type Row = typeof job.$inferSelect;

const toJob = (r: Row): Job => ({
  id: r.id,
  name: r.name,
  payload: r.payload,
  status: r.status as JobStatus,
  runAt: r.runAt,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  lastError: r.lastError,
  uniqueKey: r.uniqueKey,
  lockedBy: r.lockedBy,
  lockedUntil: r.lockedUntil,
  createdAt: r.createdAt,
  finishedAt: r.finishedAt,
});

/** Jobs in the `job` table; claims are row locks skipped by other workers, plus a lease in the row. */
export function createJobStore(db: Db): JobStore {
  const owned = (id: string, workerId: string) => and(eq(job.id, id), eq(job.status, "running"), eq(job.lockedBy, workerId));

  return {
    async add(next, now) {
      const [row] = await db
        .insert(job)
        .values({
          name: next.name,
          payload: next.payload ?? {},
          runAt: next.runAt,
          maxAttempts: next.maxAttempts,
          uniqueKey: next.uniqueKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: job.uniqueKey })
        .returning({ id: job.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await db.select({ id: job.id }).from(job).where(eq(job.uniqueKey, next.uniqueKey!));
      return { id: existing.id, created: false };
    },

    async claim({ names, workerId, now, leaseUntil, limit }) {
      if (names.length === 0 || limit <= 0) return [];
      const leaseRanOut = and(eq(job.status, "running"), lt(job.lockedUntil, now));
      // A runner that died on its last attempt leaves nothing to retry.
      await db
        .update(job)
        .set({
          status: "failed",
          lockedBy: null,
          lockedUntil: null,
          finishedAt: now,
          updatedAt: now,
          lastError: sql`coalesce(${job.lastError} || ' / ', '') || 'lease ran out'`,
        })
        .where(and(leaseRanOut, sql`${job.attempts} >= ${job.maxAttempts}`));
      const due = db
        .select({ id: job.id })
        .from(job)
        .where(and(inArray(job.name, names), or(and(eq(job.status, "queued"), lte(job.runAt, now)), leaseRanOut)))
        .orderBy(asc(job.runAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(job)
        .set({ status: "running", lockedBy: workerId, lockedUntil: leaseUntil, attempts: sql`${job.attempts} + 1`, updatedAt: now })
        .where(inArray(job.id, due))
        .returning();
      return rows.map(toJob).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
    },

    async extendLease(id, workerId, leaseUntil) {
      const rows = await db.update(job).set({ lockedUntil: leaseUntil }).where(owned(id, workerId)).returning({ id: job.id });
      return rows.length > 0;
    },

    async complete(id, workerId, now) {
      const rows = await db
        .update(job)
        .set({ status: "done", lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
        .where(owned(id, workerId))
        .returning({ id: job.id });
      return rows.length > 0;
    },

    async fail(id, workerId, error, retryAt, now) {
      const rows = await db
        .update(job)
        .set(
          retryAt
            ? { status: "queued", runAt: retryAt, lastError: error, lockedBy: null, lockedUntil: null, updatedAt: now }
            : { status: "failed", lastError: error, lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now },
        )
        .where(owned(id, workerId))
        .returning({ id: job.id });
      return rows.length > 0;
    },

    async get(id) {
      const [row] = await db.select().from(job).where(eq(job.id, id));
      return row ? toJob(row) : null;
    },

    async counts() {
      const rows = await db
        .select({ name: job.name, status: job.status, count: count() })
        .from(job)
        .groupBy(job.name, job.status)
        .orderBy(job.name, job.status);
      return rows.map((r) => ({ name: r.name, status: r.status as JobStatus, count: Number(r.count) }));
    },

    async deleteFinishedBefore(before) {
      const rows = await db
        .delete(job)
        .where(and(inArray(job.status, ["done", "failed"]), lt(job.finishedAt, before)))
        .returning({ id: job.id });
      return rows.length;
    },
  };
}
