/**
 * What the booking domains (server/flight-services.ts, server/hotel-services.ts) are composed over in the
 * composition root (server/services.ts): the database, settings and logs, the job queue, mail, payments,
 * and what the travel services take as "now" (ServicesOptions.now).
 */
import type { JobRunner } from "../core/jobs/job-runner.ts";
import type { MailService } from "../core/mail/mail-service.ts";
import type { PaymentService } from "../core/payments/payment-service.ts";
import type { Db } from "../db/client.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";

export type BookingDeps = {
  db: Db;
  env: Env;
  logger: AppLogger;
  jobs: JobRunner;
  mail: MailService;
  payments: PaymentService;
  now: () => Date;
};
