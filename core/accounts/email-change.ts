/**
 * Changing the e-mail address of an account. The old address stays in use (sign-in, mail,
 * password resets) until the new one is confirmed from a link sent there; the old address is told
 * at once, and again when the change is done. The answer never says whether the new address
 * already has an account: its owner gets a notice instead of a link.
 *
 * Staff rights belong to an address, not a person: after a change the account is staff only if
 * the new address is listed in STAFF_EMAILS.
 */
import { createHash, randomBytes } from "node:crypto";
import { EMAIL_CHANGE_TOKEN_PREFIX } from "../../contracts/account-inputs.ts";
import { emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail, emailInUseMail } from "../mail/templates.ts";
import type { AccountMailer } from "./account-mail.ts";
import type { AccountProfile, AccountRepository } from "./accounts.ts";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

export type EmailChangeDeps = {
  accounts: AccountRepository;
  accountMail: AccountMailer;
  appName: string;
  appUrl: string;
  staffEmails: string[];
  now?: () => Date;
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestEmailChange(deps: EmailChangeDeps, current: AccountProfile, newEmailInput: string): Promise<void> {
  const { accounts, accountMail, appName, appUrl } = deps;
  const now = deps.now?.() ?? new Date();
  const newEmail = newEmailInput.trim().toLowerCase();
  if (newEmail === current.email.toLowerCase()) return;
  const owner = await accounts.findByEmail(newEmail);
  if (owner) {
    await accountMail.send(emailInUseMail({ appName, to: newEmail, loginUrl: `${appUrl}/login` }));
  } else {
    const token = EMAIL_CHANGE_TOKEN_PREFIX + randomBytes(32).toString("base64url");
    await accounts.savePendingEmailChange(current.id, newEmail, hashToken(token), new Date(now.getTime() + EMAIL_CHANGE_TTL_MS));
    await accountMail.send(emailChangeConfirmMail({ appName, to: newEmail, name: current.name, url: `${appUrl}/verify-email/${token}` }));
  }
  await accountMail.send(
    emailChangeRequestedMail({ appName, to: current.email, name: current.name, newEmail, resetUrl: `${appUrl}/forgot-password` }),
  );
}

export type EmailChangeResult = { ok: true; userId: string; newEmail: string } | { ok: false };

export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<EmailChangeResult> {
  const { accounts, accountMail, appName, appUrl, staffEmails } = deps;
  const now = deps.now?.() ?? new Date();
  if (!token.startsWith(EMAIL_CHANGE_TOKEN_PREFIX) || token.length > 200) return { ok: false };
  const pending = await accounts.takePendingEmailChange(hashToken(token), now);
  if (!pending) return { ok: false };
  const before = await accounts.findById(pending.userId);
  if (!before) return { ok: false };
  const role = staffEmails.includes(pending.newEmail) ? "staff" : "user";
  if ((await accounts.applyEmailChange(pending.userId, pending.newEmail, role)) === "taken") return { ok: false };
  await accountMail.send(
    emailChangedMail({ appName, to: before.email, name: before.name, newEmail: pending.newEmail, contactUrl: `${appUrl}/contact` }),
  );
  return { ok: true, userId: pending.userId, newEmail: pending.newEmail };
}
