/**
 * The composition root: builds core services on db/ repositories and hands them to the HTTP host,
 * the API routes and (through the router context) the page loaders.
 */
import { hostname } from "node:os";
import { createJobRunner } from "../core/jobs/job-runner.ts";
import { JOB_RETENTION_DAYS, type JobQueue, type JobStore } from "../core/jobs/jobs.ts";
import { registerMailJobs } from "../core/mail/mail-jobs.ts";
import { createMailService, type MailService } from "../core/mail/mail-service.ts";
import { createRateLimiter, type RateLimiter } from "../core/rate-limit/rate-limiter.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createAccountRepository } from "../db/repositories/account-repository.ts";
import { createJobStore } from "../db/repositories/job-store.ts";
import { createOutboxRepository } from "../db/repositories/outbox-repository.ts";
import { createRateLimitStore } from "../db/repositories/rate-limit-store.ts";
import { createAuth, type Auth } from "./auth.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import path from "node:path";

export type Services = {
  env: Env;
  logger: AppLogger;
  database: Database;
  auth: Auth;
  mail: MailService;
  rateLimiter: RateLimiter;
  accounts: AccountRepository;
  /** Background jobs in the database: register handlers and recurring jobs, enqueue work. */
  jobs: JobQueue & Pick<JobStore, "counts">;
  /** Stops the job runner (waiting for running jobs), then closes the mail transport and the database. */
  close(): Promise<void>;
};

export type ServicesOptions = {
  /** Run background jobs in this process (default true; a one-off script may only enqueue). */
  runJobs?: boolean;
};

export async function createServices(env: Env, logger: AppLogger, database?: Database, options: ServicesOptions = {}): Promise<Services> {
  const db =
    database ??
    (await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, "pglite") }));
  const transport = env.smtpUrl ? createSmtpTransport(env.smtpUrl, env.mailFrom) : null;
  const jobStore = createJobStore(db.db);
  const jobs = createJobRunner({ store: jobStore, logger, workerId: `${hostname()}:${process.pid}` });
  const mail = createMailService({ outbox: createOutboxRepository(db.db), transport, logger, queue: jobs });
  const accounts = createAccountRepository(db.db);
  const auth = createAuth({ env, db: db.db, mail });
  const rateLimiter = createRateLimiter(createRateLimitStore(db.db));
  for (const email of env.staffEmails) await accounts.setRole(email, "staff");

  registerMailJobs(jobs, mail, { hasTransport: transport !== null, logger });
  jobs.every("jobs.prune", 24 * 60 * 60_000, async () => {
    const deleted = await jobStore.deleteFinishedBefore(new Date(Date.now() - JOB_RETENTION_DAYS * 86_400_000));
    if (deleted > 0) logger.info({ deleted }, "finished jobs pruned");
  });
  if (options.runJobs !== false) jobs.start();

  return {
    env,
    logger,
    database: db,
    auth,
    mail,
    rateLimiter,
    accounts,
    jobs: { register: jobs.register, every: jobs.every, enqueue: jobs.enqueue, counts: jobStore.counts },
    async close() {
      await jobs.stop();
      transport?.close();
      await db.close();
    },
  };
}
