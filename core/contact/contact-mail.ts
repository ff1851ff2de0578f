/**
 * The contact e-mails: the acknowledgement a sender gets at once, and a staff reply.
 *
 * The acknowledgement repeats nothing the sender typed (not the name, subject or message): anyone can
 * put anybody's address in the form, and an echo would let strangers send their text through us.
 * It carries only our own words and the reference to quote.
 */
import type { MailMessage } from "../mail/mail-service.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: [
      `<div style="font-family:system-ui,sans-serif;max-width:560px;color:#0f172a">`,
      ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
      `</div>`,
    ].join(""),
  };
}

export function acknowledgementMail(p: { appName: string; appUrl: string; to: string; reference: string }): MailMessage {
  return compose(p.to, `We received your message (${p.reference})`, [
    `Thank you for writing to ${p.appName}. Your message has reached our team, and one of us will answer you by e-mail.`,
    `Your reference number is ${p.reference}. Please quote it if you write to us again about the same matter.`,
    `If you did not write to us, someone may have entered your address by mistake: you can ignore this e-mail.`,
    `${p.appName} · ${p.appUrl}/contact`,
  ]);
}

export function replyMail(p: {
  appName: string;
  appUrl: string;
  to: string;
  reference: string;
  subject: string;
  body: string;
  staffName: string;
}): MailMessage {
  return compose(p.to, `Re: ${p.subject} (${p.reference})`, [
    p.body,
    `${p.staffName}, ${p.appName} team`,
    `This answers your message ${p.reference}. To write to us again, use ${p.appUrl}/contact and quote the reference.`,
  ]);
}
