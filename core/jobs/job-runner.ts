/**
 * Runs the jobs of core/jobs/jobs.ts in this process. It polls the store every `pollMs` (with
 * jitter, so instances do not poll in step), sooner when this process enqueued due work, runs up to
 * `concurrency` jobs at a time, keeps their leases fresh while they run, and on `stop()` claims
 * nothing more and waits for the jobs it is running.
 */
import type { Logger } from "../shared/logger.ts";
import {
  describeError,
  JOB_DEFAULTS,
  recurringSlot,
  retryDelayMs,
  type EnqueueOptions,
  type HandlerOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobStore,
} from "./jobs.ts";

export type JobRunnerOptions = {
  store: JobStore;
  logger: Logger;
  /** Names this runner in leases (host, process …); random by default. */
  workerId?: string;
  /** Time between polls when idle (default 1.5 s, ±25 % jitter). */
  pollMs?: number;
  /** Jobs run at once by this runner (default 2). */
  concurrency?: number;
  /** How long a claim holds before another runner may take the job (default 60 s); renewed while running. */
  leaseMs?: number;
  clock?: () => Date;
  random?: () => number;
};

export type JobRunner = JobQueue & {
  /** Starts polling. */
  start(): void;
  /** Claims no more jobs and resolves once the running ones have finished. */
  stop(): Promise<void>;
  /** One round without the loop: proposes due recurring slots, then claims and runs due jobs; answers how many ran. */
  runDue(): Promise<number>;
  readonly workerId: string;
};

type Registered = { handler: JobHandler<unknown>; options: Required<HandlerOptions> };

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { store, logger } = opts;
  const workerId = opts.workerId ?? `worker-${crypto.randomUUID()}`;
  const pollMs = opts.pollMs ?? 1_500;
  const concurrency = opts.concurrency ?? 2;
  const leaseMs = opts.leaseMs ?? 60_000;
  const clock = opts.clock ?? (() => new Date());
  const random = opts.random ?? Math.random;

  const handlers = new Map<string, Registered>();
  const recurring = new Map<string, { intervalMs: number; lastSlot: string | null }>();
  let loop: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  function register<P>(name: string, handler: JobHandler<P>, options: HandlerOptions = {}) {
    if (handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
    handlers.set(name, { handler: handler as JobHandler<unknown>, options: { ...JOB_DEFAULTS, ...options } });
  }

  async function enqueue(name: string, payload: unknown = {}, options: EnqueueOptions = {}) {
    const now = clock();
    const runAt = options.runAt ?? new Date(now.getTime() + (options.delayMs ?? 0));
    const maxAttempts = options.maxAttempts ?? handlers.get(name)?.options.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
    const result = await store.add({ name, payload, runAt, maxAttempts, uniqueKey: options.uniqueKey ?? null }, now);
    if (result.created && runAt.getTime() <= now.getTime() + pollMs) wake?.();
    return result;
  }

  async function proposeRecurring(now: Date) {
    for (const [name, r] of recurring) {
      const slot = recurringSlot(name, r.intervalMs, now);
      if (slot.key === r.lastSlot) continue;
      try {
        await store.add(
          { name, payload: {}, runAt: slot.runAt, maxAttempts: handlers.get(name)!.options.maxAttempts, uniqueKey: slot.key },
          now,
        );
        r.lastSlot = slot.key;
      } catch (err) {
        logger.error({ err, job: name }, "could not schedule a recurring job");
      }
    }
  }

  async function run(job: Job) {
    const registered = handlers.get(job.name)!;
    // Keep the claim while the handler works, so a long job is not taken over by another runner.
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const renew = () => {
      renewal = setTimeout(() => {
        store
          .extendLease(job.id, workerId, new Date(clock().getTime() + leaseMs))
          .catch((err) => logger.warn({ err, jobId: job.id }, "could not extend a job's lease"))
          .finally(() => renewal !== undefined && renew());
      }, leaseMs / 3);
      renewal.unref?.();
    };
    renew();
    try {
      await registered.handler(job.payload, { id: job.id, name: job.name, attempt: job.attempts, maxAttempts: job.maxAttempts });
      clearTimeout(renewal);
      renewal = undefined;
      if (!(await store.complete(job.id, workerId, clock())))
        logger.warn({ jobId: job.id, job: job.name }, "job finished after its lease was lost");
    } catch (error) {
      clearTimeout(renewal);
      renewal = undefined;
      const message = describeError(error);
      const giveUp = job.attempts >= job.maxAttempts;
      const { backoffMs, maxBackoffMs } = registered.options;
      const retryAt = giveUp ? null : new Date(clock().getTime() + retryDelayMs(job.attempts, backoffMs, maxBackoffMs, random));
      await store.fail(job.id, workerId, message, retryAt, clock());
      const line = { jobId: job.id, job: job.name, attempt: job.attempts, maxAttempts: job.maxAttempts, err: message, retryAt };
      if (giveUp) logger.error(line, "job failed for good");
      else logger.warn(line, "job failed; will retry");
    }
  }

  const inFlight = new Set<Promise<void>>();

  /** Proposes due recurring slots, claims up to `limit` due jobs and starts them. */
  async function claimAndStart(limit: number): Promise<Promise<void>[]> {
    const now = clock();
    await proposeRecurring(now);
    if (handlers.size === 0 || limit <= 0) return [];
    const jobs = await store.claim({ names: [...handlers.keys()], workerId, now, leaseUntil: new Date(now.getTime() + leaseMs), limit });
    return jobs.map((job) => {
      const running: Promise<void> = run(job)
        .catch((err) => logger.error({ err, jobId: job.id }, "could not record a job's outcome"))
        .finally(() => {
          inFlight.delete(running);
          wake?.(); // a slot is free
        });
      inFlight.add(running);
      return running;
    });
  }

  async function runDue(): Promise<number> {
    const started = await claimAndStart(concurrency);
    await Promise.all(started);
    return started.length;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function poll() {
    while (!stopping) {
      const free = concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          claimed = (await claimAndStart(free)).length;
        } catch (err) {
          logger.error({ err }, "job poll failed");
        }
      }
      if (stopping) break;
      // Every free slot filled: more may be due, look again at once (or when a job finishes).
      if (free > 0 && claimed === free) continue;
      await sleep(free > 0 ? pollMs * (0.75 + 0.5 * random()) : leaseMs);
    }
    await Promise.all(inFlight);
  }

  return {
    workerId,
    register,
    every(name, intervalMs, handler, options) {
      if (!(intervalMs > 0)) throw new Error("A recurring job needs a positive interval.");
      register(name, handler, options);
      recurring.set(name, { intervalMs, lastSlot: null });
      wake?.();
    },
    enqueue,
    runDue,
    start() {
      if (loop) return;
      stopping = false;
      loop = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = null;
    },
  };
}
