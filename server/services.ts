/**
 * The composition root: builds core services on db/ repositories and hands them to the HTTP host,
 * the API routes and (through the router context) the page loaders.
 */
import { createAccountMailer, type AccountMailer } from "../core/accounts/account-mail.ts";
import { registerAccount, type RegistrationDeps } from "../core/accounts/registration.ts";
import { createMailService, type MailService } from "../core/mail/mail-service.ts";
import { createRateLimiter, type RateLimiter } from "../core/rate-limit/rate-limiter.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createAccountRepository } from "../db/repositories/account-repository.ts";
import { createOutboxRepository } from "../db/repositories/outbox-repository.ts";
import { createRateLimitStore } from "../db/repositories/rate-limit-store.ts";
import { createRegistrationStore } from "../db/repositories/registration-store.ts";
import { createAuth, type Auth } from "./auth.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";
import { createIdentity } from "./identity.ts";
import { safeError } from "./safe-error.ts";
import { mailFolder } from "./mail/mail-folder.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import path from "node:path";

export type Services = {
  env: Env;
  logger: AppLogger;
  database: Database;
  auth: Auth;
  mail: MailService;
  /** Account mail, capped per recipient. */
  accountMail: AccountMailer;
  rateLimiter: RateLimiter;
  accounts: AccountRepository;
  /**
   * Work the answer must not wait for (and must not be timed by): e.g. a reset request looks the
   * address up and mails after the page has answered, so both cases answer equally fast.
   */
  afterResponse(name: string, task: () => Promise<unknown>): void;
  /** Creates an account (one transaction with its verification mail). */
  register(input: { name: string; email: string; password: string }): Promise<void>;
  close(): Promise<void>;
};

export async function createServices(env: Env, logger: AppLogger, database?: Database): Promise<Services> {
  const db =
    database ??
    (await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, "pglite") }));
  const transport = env.smtpUrl ? createSmtpTransport(env.smtpUrl, env.mailFrom) : null;
  const mail = createMailService({
    outbox: createOutboxRepository(db.db),
    transport,
    logger,
    keep: env.nodeEnv === "test" ? undefined : mailFolder(path.join(env.dataDir, "mail")),
  });
  const accounts = createAccountRepository(db.db);
  const rateLimiter = createRateLimiter(createRateLimitStore(db.db));
  const accountMail = createAccountMailer({ mail, rateLimiter, logger });
  const auth = createAuth({ env, db: db.db, accountMail, accounts });
  const registration: RegistrationDeps = {
    store: createRegistrationStore(db.db),
    identity: createIdentity(auth, env),
    mail,
    accountMail,
    appName: env.appName,
    appUrl: env.appUrl,
  };
  // STAFF_EMAILS grants staff only to accounts that proved they own the address.
  for (const email of env.staffEmails) await accounts.grantStaffIfVerified(email);

  // Retry mail that SMTP refused earlier; any instance may pick it up.
  const retry = transport
    ? setInterval(() => void mail.deliverPending().catch((err) => logger.error({ err }, "outbox retry failed")), 30_000)
    : null;
  retry?.unref();
  // Forget finished mail after the retention period (at start, then every six hours).
  const prune = () =>
    void mail
      .prune()
      .then((n) => n > 0 && logger.info({ deleted: n }, "outbox pruned"))
      .catch((err) => logger.error({ err }, "outbox prune failed"));
  prune();
  const pruning = setInterval(prune, 6 * 60 * 60_000);
  pruning.unref();

  const running = new Set<Promise<unknown>>();
  return {
    env,
    logger,
    database: db,
    auth,
    mail,
    accountMail,
    rateLimiter,
    accounts,
    register: (input) => registerAccount(registration, input),
    afterResponse(name, task) {
      const run = Promise.resolve()
        .then(task)
        .catch((err) => logger.error({ err: safeError(err), task: name }, "background task failed"))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async close() {
      await Promise.allSettled([...running]);
      if (retry) clearInterval(retry);
      clearInterval(pruning);
      transport?.close();
      await db.close();
    },
  };
}
