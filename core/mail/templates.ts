/**
 * The account e-mails. Plain text first (read by every client and by the log), with a simple
 * HTML version. Links are absolute, built from the app's public address.
 */
import type { MailMessage } from "./mail-service.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;max-width:560px;color:#0f172a">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#032562;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#475569">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
      : "",
    `</div>`,
  ].join("");
  return { to, subject, text, html };
}

export function verificationMail(p: { appName: string; to: string; name: string; url: string }): MailMessage {
  return compose(
    p.to,
    `Verify your e-mail for ${p.appName}`,
    [
      `Hi ${p.name},`,
      `Welcome to ${p.appName}! Please confirm that this is your e-mail address. The link works for 24 hours.`,
      `If you did not create an account, you can ignore this message.`,
    ],
    { label: "Verify e-mail", url: p.url },
  );
}

export function passwordResetMail(p: { appName: string; to: string; name: string; url: string }): MailMessage {
  return compose(
    p.to,
    `Reset your ${p.appName} password`,
    [
      `Hi ${p.name},`,
      `We received a request to reset your password. The link works once, for 60 minutes.`,
      `If you did not ask for this, ignore this message: your password stays as it is.`,
    ],
    { label: "Reset password", url: p.url },
  );
}

/** Sent instead of a second account when someone registers with an address that already has one. */
export function alreadyRegisteredMail(p: { appName: string; to: string; loginUrl: string; resetUrl: string }): MailMessage {
  return compose(p.to, `Your ${p.appName} account`, [
    `Someone (hopefully you) tried to create a ${p.appName} account with this e-mail address, but it already has one.`,
    `Log in at ${p.loginUrl}. Forgot your password? Reset it at ${p.resetUrl}.`,
    `If it was not you, you can ignore this message.`,
  ]);
}

export function accountDeletedMail(p: { appName: string; to: string; name: string }): MailMessage {
  return compose(p.to, `Your ${p.appName} account was deleted`, [
    `Hi ${p.name},`,
    `Your ${p.appName} account and its personal data have been deleted. We are sorry to see you go.`,
    `Salamat, and safe travels.`,
  ]);
}

/** Tells the account's address that its password changed (after a change in settings or a reset). */
export function passwordChangedMail(p: {
  appName: string;
  to: string;
  name: string;
  how: "changed" | "reset";
  resetUrl: string;
}): MailMessage {
  return compose(p.to, `Your ${p.appName} password was ${p.how}`, [
    `Hi ${p.name},`,
    p.how === "reset"
      ? `The password of your ${p.appName} account was reset with a link sent to this address. Every device that was logged in has been logged out.`
      : `The password of your ${p.appName} account was changed in your settings. Every other device that was logged in has been logged out.`,
    `If this was not you, reset your password now at ${p.resetUrl} and check your account's e-mail address.`,
  ]);
}

/** Sent to the current address when someone asks to move the account to a new one. */
export function emailChangeRequestedMail(p: {
  appName: string;
  to: string;
  name: string;
  newEmail: string;
  resetUrl: string;
}): MailMessage {
  return compose(p.to, `Your ${p.appName} e-mail address is about to change`, [
    `Hi ${p.name},`,
    `Someone logged in to your ${p.appName} account asked to use ${p.newEmail} instead of this address. Nothing changes until the new address is confirmed with the link we sent there; until then, this address keeps receiving your mail and password resets.`,
    `If this was not you, reset your password at ${p.resetUrl}: that ends every session, and the change request with it.`,
  ]);
}

/** Sent to the new address: the link that completes an e-mail change. */
export function emailChangeConfirmMail(p: { appName: string; to: string; name: string; url: string }): MailMessage {
  return compose(
    p.to,
    `Confirm your new e-mail address for ${p.appName}`,
    [
      `Hi ${p.name},`,
      `Please confirm that you want to use this address for your ${p.appName} account. The link works for 24 hours; your old address stays in use until you open it.`,
      `If you did not ask for this, ignore this message.`,
    ],
    { label: "Confirm new address", url: p.url },
  );
}

/** Sent to an address that already has an account when someone tries to move another account to it. */
export function emailInUseMail(p: { appName: string; to: string; loginUrl: string }): MailMessage {
  return compose(p.to, `Someone tried to use your address on ${p.appName}`, [
    `Someone logged in to another ${p.appName} account asked to change its e-mail address to this one. This address already belongs to your account, so nothing was changed.`,
    `You can log in at ${p.loginUrl}. If you did not expect this message, you can ignore it.`,
  ]);
}

/** Sent to the old address once an e-mail change is complete. */
export function emailChangedMail(p: { appName: string; to: string; name: string; newEmail: string; contactUrl: string }): MailMessage {
  return compose(p.to, `Your ${p.appName} e-mail address was changed`, [
    `Hi ${p.name},`,
    `Your ${p.appName} account now uses ${p.newEmail}. Mail and password resets go there from now on.`,
    `If this was not you, tell us straight away at ${p.contactUrl} so we can lock the account and help you back in.`,
  ]);
}
