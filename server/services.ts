/**
 * The composition root: builds core services on db/ repositories and hands them to the HTTP host,
 * the API routes and (through the router context) the page loaders.
 */
import { createMailService, type MailService } from "../core/mail/mail-service.ts";
import { createRateLimiter, type RateLimiter } from "../core/rate-limit/rate-limiter.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createAccountRepository } from "../db/repositories/account-repository.ts";
import { createOutboxRepository } from "../db/repositories/outbox-repository.ts";
import { createRateLimitStore } from "../db/repositories/rate-limit-store.ts";
import { createAuth, type Auth } from "./auth.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import { createSessionLookup, type SessionLookup } from "./session-lookup.ts";
import path from "node:path";

export type Services = {
  env: Env;
  logger: AppLogger;
  database: Database;
  auth: Auth;
  /** better-auth's getSession answer in one query (server/session-lookup.ts). */
  lookUpSession: SessionLookup;
  mail: MailService;
  rateLimiter: RateLimiter;
  accounts: AccountRepository;
  close(): Promise<void>;
};

export async function createServices(env: Env, logger: AppLogger, database?: Database): Promise<Services> {
  const db =
    database ??
    (await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, "pglite") }));
  const transport = env.smtpUrl ? createSmtpTransport(env.smtpUrl, env.mailFrom) : null;
  const mail = createMailService({ outbox: createOutboxRepository(db.db), transport, logger });
  const accounts = createAccountRepository(db.db);
  const auth = createAuth({ env, db: db.db, mail });
  const rateLimiter = createRateLimiter(createRateLimitStore(db.db));
  for (const email of env.staffEmails) await accounts.setRole(email, "staff");

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

  return {
    env,
    logger,
    database: db,
    auth,
    lookUpSession: createSessionLookup({ auth, db: db.db }),
    mail,
    rateLimiter,
    accounts,
    async close() {
      if (retry) clearInterval(retry);
      clearInterval(pruning);
      transport?.close();
      await db.close();
    },
  };
}
