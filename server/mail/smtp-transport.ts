import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { MailMessage, MailTransport } from "../../core/mail/mail-service.ts";

/**
 * The Message-ID of an outbox message: made from its outbox id, so that every delivery of one
 * message carries the same one. Delivery is at least once: an instance that dies (or loses its
 * database) after the SMTP server accepted a message but before the outbox recorded it sends it again
 * from another instance; mail programs show messages with one Message-ID once (issue 26,
 * docs/decisions/033-several-instances.md). Null for a message that is not from the outbox.
 */
export function outboxMessageId(from: string, message: MailMessage): string | null {
  const id = (message as MailMessage & { id?: unknown }).id;
  if (typeof id !== "string" || !/^[\w-]{1,64}$/.test(id)) return null;
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? "lakbay.localhost";
  return `<outbox-${id}@${domain}>`;
}

/** The message as nodemailer takes it, attachments included. */
export function toNodemailerMessage(from: string, message: MailMessage): Mail.Options {
  const messageId = outboxMessageId(from, message);
  return {
    ...(messageId ? { messageId } : {}),
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
  };
}

/** nodemailer over SMTP: `smtp://user:pass@host:port` (or `smtps://`). */
export function createSmtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(toNodemailerMessage(from, message));
    },
    close: () => transporter.close(),
  };
}
