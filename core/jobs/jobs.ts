/**
 * Background jobs kept in the database, so that any app instance may run them and none is lost
 * when a process stops: hold expiry, mail delivery and retries, post-ticketing request progress.
 *
 * A job is a name (which handler runs it), a JSON payload and a time to run at. A runner claims due
 * jobs for a while (a lease), runs them, and marks them done, or queued again with a backoff after
 * a failure, or failed after the last allowed attempt. A job whose runner died mid-run is claimed
 * again once its lease has run out. Recurring jobs are one job per run slot, found by a unique key,
 * so however many instances run, each slot runs once.
 */

export type JobStatus = "queued" | "running" | "done" | "failed";

export type Job = {
  id: string;
  name: string;
  payload: unknown;
  status: JobStatus;
  runAt: Date;
  /** Attempts started so far (counted when claimed, so a crash counts too). */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  uniqueKey: string | null;
  lockedBy: string | null;
  lockedUntil: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
};

export type NewJob = {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  /** At most one job ever exists with this key: a second enqueue with it adds nothing. */
  uniqueKey?: string | null;
};

/** Persistence for jobs; db/ implements it. Every method takes the time from the caller's clock. */
export type JobStore = {
  /** Adds a job, or nothing when its unique key is taken; answers the id of the job with that key. */
  add(job: NewJob, now: Date): Promise<{ id: string; created: boolean }>;
  /**
   * Claims up to `limit` due jobs among `names` for `workerId` until `leaseUntil`, counting an
   * attempt: queued jobs whose time has come and running jobs whose lease ran out. Rows another
   * worker holds are skipped (`FOR UPDATE SKIP LOCKED`), never waited for. A running job whose lease
   * ran out after its last attempt is marked failed instead.
   */
  claim(opts: { names: string[]; workerId: string; now: Date; leaseUntil: Date; limit: number }): Promise<Job[]>;
  /** Moves a lease on; false when the job is no longer this worker's (its lease ran out and another took it). */
  extendLease(id: string, workerId: string, leaseUntil: Date): Promise<boolean>;
  /** Marks this worker's job done; false when it is no longer this worker's. */
  complete(id: string, workerId: string, now: Date): Promise<boolean>;
  /** Records a failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
  fail(id: string, workerId: string, error: string, retryAt: Date | null, now: Date): Promise<boolean>;
  get(id: string): Promise<Job | null>;
  /** How many jobs of each name are in each status (for staff and tests). */
  counts(): Promise<{ name: string; status: JobStatus; count: number }[]>;
  /** Deletes done and failed jobs finished before `before`; answers how many. */
  deleteFinishedBefore(before: Date): Promise<number>;
};

/** What a handler gets besides its payload. */
export type JobContext = { id: string; name: string; attempt: number; maxAttempts: number };

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export type HandlerOptions = {
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** First retry delay; doubled on every further failure, with ±20 % jitter (default 5 s). */
  backoffMs?: number;
  /** Longest retry delay (default 1 hour). */
  maxBackoffMs?: number;
};

export type EnqueueOptions = {
  runAt?: Date;
  /** Run this long from now (ignored when runAt is given). */
  delayMs?: number;
  /** Idempotent enqueue: a second job with the same key is not added. */
  uniqueKey?: string;
  maxAttempts?: number;
};

/** What later features use: add handlers, recurring jobs, and enqueue work. */
export type JobQueue = {
  /** Names the handler for jobs called `name` (one per name). */
  register<P>(name: string, handler: JobHandler<P>, options?: HandlerOptions): void;
  /**
   * A job that runs every `intervalMs` on exactly one instance: every runner proposes the current
   * slot (time rounded down to the interval) under a unique key, the first one wins.
   */
  every<P = undefined>(name: string, intervalMs: number, handler: JobHandler<P>, options?: HandlerOptions): void;
  enqueue(name: string, payload?: unknown, options?: EnqueueOptions): Promise<{ id: string; created: boolean }>;
};

/** Done and failed jobs are deleted this long after they finished. */
export const JOB_RETENTION_DAYS = 7;

export const JOB_DEFAULTS = {
  maxAttempts: 5,
  backoffMs: 5_000,
  maxBackoffMs: 60 * 60_000,
} as const;

/** Delay before attempt `failedAttempts + 1`: base · 2^(failedAttempts−1), capped, with ±20 % jitter. */
export function retryDelayMs(failedAttempts: number, backoffMs: number, maxBackoffMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** The unique key of a recurring job's run slot that contains `now`. */
export function recurringSlot(name: string, intervalMs: number, now: Date): { key: string; runAt: Date } {
  const start = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
  return { key: `every:${name}:${start.toISOString()}`, runAt: start };
}

/** Keeps error text short and storable (no NUL bytes, which PostgreSQL text cannot hold). */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.replaceAll("\u0000", "").slice(0, 1000);
}
