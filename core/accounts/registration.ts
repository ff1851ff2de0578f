/**
 * Creating an account. The account, its password and its verification mail are written in one
 * transaction: a crash can leave either a complete account with its mail queued, or nothing.
 *
 * New and already-registered addresses get the same answer and take about the same time (the
 * password is hashed either way); the owner of a taken address is told by mail instead.
 */
import type { MailMessage, MailService, OutboxEntry } from "../mail/mail-service.ts";
import { alreadyRegisteredMail, verificationMail } from "../mail/templates.ts";
import type { AccountMailer } from "./account-mail.ts";

export type NewAccount = { id: string; name: string; email: string; passwordHash: string };

/** Persistence for sign-up; db/ implements it. */
export type RegistrationStore = {
  emailTaken(email: string): Promise<boolean>;
  /**
   * In one transaction: the user, its password credential and the verification mail in the
   * outbox. Returns null when the address was taken meanwhile (a concurrent sign-up).
   */
  createWithMail(account: NewAccount, mail: MailMessage): Promise<OutboxEntry | null>;
};

/** What the identity library provides (better-auth in server/; a test double in tests). */
export type Identity = {
  newUserId(): string;
  hashPassword(password: string): Promise<string>;
  /** The link that verifies `email` (signed, expiring). */
  verificationUrl(email: string): Promise<string>;
  /**
   * Accepts a verification link's token: marks its address verified (never signing anybody in)
   * and answers that address, or null for a bad or expired token.
   */
  confirmEmail(token: string): Promise<string | null>;
};

export type RegistrationDeps = {
  store: RegistrationStore;
  identity: Identity;
  mail: MailService;
  accountMail: AccountMailer;
  appName: string;
  appUrl: string;
};

export async function registerAccount(deps: RegistrationDeps, input: { name: string; email: string; password: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await deps.identity.hashPassword(input.password);
  if (!(await deps.store.emailTaken(email))) {
    const account = { id: deps.identity.newUserId(), name: input.name.trim(), email, passwordHash };
    const url = await deps.identity.verificationUrl(email);
    const entry = await deps.store.createWithMail(account, verificationMail({ appName: deps.appName, to: email, name: account.name, url }));
    if (entry) {
      await deps.mail.dispatch(entry);
      return;
    }
  }
  await deps.accountMail.send(
    alreadyRegisteredMail({
      appName: deps.appName,
      to: email,
      loginUrl: `${deps.appUrl}/login`,
      resetUrl: `${deps.appUrl}/forgot-password`,
    }),
  );
}
