/**
 * The accounts for the composition root (server/services.ts): the account store, account mail (capped
 * per recipient), better-auth and the identity library as core/accounts sees it, e-mail changes and
 * registration (one transaction with its verification mail), and the job that answers a password reset request.
 */
import { type AccountMailer, createAccountMailer } from "../core/accounts/account-mail.ts";
import { type AccountProfile, type AccountRepository, PASSWORD_RESET_REQUEST_JOB } from "../core/accounts/accounts.ts";
import { confirmEmailChange, type EmailChangeDeps, type EmailChangeResult, requestEmailChange } from "../core/accounts/email-change.ts";
import { type Identity, type RegistrationDeps, registerAccount } from "../core/accounts/registration.ts";
import type { JobQueue } from "../core/jobs/jobs.ts";
import type { MailService } from "../core/mail/mail-service.ts";
import type { RateLimiter } from "../core/rate-limit/rate-limiter.ts";
import type { Db } from "../db/client.ts";
import { createAccountRepository } from "../db/repositories/account-repository.ts";
import { createRegistrationStore } from "../db/repositories/registration-store.ts";
import { type Auth, createAuth } from "./auth.ts";
import type { Env } from "./env.ts";
import { createIdentity } from "./identity.ts";
import type { AppLogger } from "./logger.ts";

export type AccountServices = {
  accounts: AccountRepository;
  accountMail: AccountMailer;
  auth: Auth;
  identity: Identity;
  /** E-mail changes: requested from the profile, confirmed from the link sent to the new address. */
  emailChange: {
    request(current: AccountProfile, newEmail: string): Promise<void>;
    confirm(token: string): Promise<EmailChangeResult>;
  };
  /** Creates an account (one transaction with its verification mail). */
  register(input: { name: string; email: string; password: string }): Promise<void>;
};

export function createAccountServices(deps: {
  db: Db;
  env: Env;
  logger: AppLogger;
  mail: MailService;
  jobs: Pick<JobQueue, "register">;
  rateLimiter: RateLimiter;
}): AccountServices {
  const { db, env, logger, mail, jobs, rateLimiter } = deps;
  const accounts = createAccountRepository(db);
  const accountMail = createAccountMailer({ mail, rateLimiter, logger });
  const auth = createAuth({ env, db, accountMail, accounts });
  const identity = createIdentity(auth, env);
  // A reset request is answered at once and looked up here, so that the answer takes the same
  // time whether or not the address has an account.
  jobs.register(PASSWORD_RESET_REQUEST_JOB, async (payload) => {
    const email = (payload as { email?: unknown }).email;
    if (typeof email === "string") await auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
  });
  const emailChangeDeps: EmailChangeDeps = {
    accounts,
    accountMail,
    appName: env.appName,
    appUrl: env.appUrl,
    staffEmails: env.staffEmails,
  };
  const registration: RegistrationDeps = {
    store: createRegistrationStore(db),
    identity,
    mail,
    accountMail,
    appName: env.appName,
    appUrl: env.appUrl,
  };
  return {
    accounts,
    accountMail,
    auth,
    identity,
    emailChange: {
      request: (current, newEmail) => requestEmailChange(emailChangeDeps, current, newEmail),
      confirm: (token) => confirmEmailChange(emailChangeDeps, token),
    },
    register: (input) => registerAccount(registration, input),
  };
}
