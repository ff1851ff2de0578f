/**
 * The mail outbox's background work, as jobs any instance may run: deliver a freshly queued
 * message, retry refused ones every 30 seconds, forget finished ones every six hours.
 */
import type { JobQueue } from "../jobs/jobs.ts";
import { DELIVER_MAIL_JOB, type MailService } from "./mail-service.ts";

export const MAIL_RETRY_INTERVAL_MS = 30_000;
export const MAIL_PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

export function registerMailJobs(
  jobs: JobQueue,
  mail: MailService,
  deps: { hasTransport: boolean; logger: { info(obj: object, msg?: string): void } },
) {
  jobs.register<{ id?: unknown }>(DELIVER_MAIL_JOB, async (payload) => {
    if (typeof payload?.id !== "string") throw new Error("mail.deliver needs { id: string }");
    // A refusal is recorded on the outbox row and retried by mail.retry, not by this job.
    await mail.deliver(payload.id);
  });
  if (deps.hasTransport) {
    jobs.every(
      "mail.retry",
      MAIL_RETRY_INTERVAL_MS,
      async () => {
        await mail.deliverPending();
      },
      { maxAttempts: 1 },
    );
  }
  jobs.every("mail.prune", MAIL_PRUNE_INTERVAL_MS, async () => {
    const deleted = await mail.prune();
    if (deleted > 0) deps.logger.info({ deleted }, "outbox pruned");
  });
}
