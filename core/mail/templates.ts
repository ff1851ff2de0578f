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
