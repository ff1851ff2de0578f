/**
 * A mail job's message, written to the outbox once however often the job runs (issue 26,
 * docs/decisions/033-several-instances.md).
 *
 * Jobs run at least once: an instance that dies (`kill -9`, a lost machine) or loses PostgreSQL after
 * a handler wrote its message to the outbox, but before the job was marked done, leaves the job to be
 * claimed again once its lease runs out, and the handler runs a second time. Each mail job (a booking
 * confirmation, a refund notice, a post-ticketing result) would then write a second message, and the
 * traveller would get it twice. The cluster test (scripts/cluster.test.ts) saw exactly that.
 *
 * So while a job's handler runs, the messages it writes get ids made from the job's id, the
 * recipient and the subject (and, for the same recipient and subject twice in one run, which one):
 * a run again writes the same ids, and the outbox keeps the message it already has
 * (db/repositories/outbox-repository.ts: an id it holds is not written twice). Not the order of the
 * messages: a recurring job run again may meet its work in another order or find part of it done, and
 * its other messages must still go out. A message written outside a job (a request's own mail) gets a
 * random id, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { JobHandler, JobQueue } from "../core/jobs/jobs.ts";
import type { OutboxRepository } from "../core/mail/mail-service.ts";

type JobRun = { jobId: string; written: Map<string, number> };

const running = new AsyncLocalStorage<JobRun>();

/** A UUID (version 4 layout) made from `key`: the same key, the same id. */
export function uuidFrom(key: string): string {
  const b = createHash("sha256").update(key).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function scoped<P>(handler: JobHandler<P>): JobHandler<P> {
  return (payload, job) => running.run({ jobId: job.id, written: new Map() }, () => handler(payload, job));
}

/** The queue with every handler run in its job's scope (register and every; the rest as it is). */
export function jobScopedQueue<Q extends JobQueue>(queue: Q): Q {
  return {
    ...queue,
    register: (name, handler, options) => queue.register(name, scoped(handler), options),
    every: (name, intervalMs, handler, options) => queue.every(name, intervalMs, scoped(handler), options),
  };
}

/** The outbox, giving a message written by a job an id made from the job, the recipient and the subject. */
export function jobScopedOutbox(outbox: OutboxRepository): OutboxRepository {
  return {
    ...outbox,
    add(message, status) {
      const run = running.getStore();
      if (!run) return outbox.add(message, status);
      const what = JSON.stringify([message.to, message.subject]);
      const nth = (run.written.get(what) ?? 0) + 1;
      run.written.set(what, nth);
      return outbox.add(message, status, { id: uuidFrom(`job:${run.jobId}:${what}:${nth}`) });
    },
  };
}
