import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { MailMessage, MailTransport } from "../../core/mail/mail-service.ts";

/** The message as nodemailer takes it, attachments included. */
export function toNodemailerMessage(from: string, message: MailMessage): Mail.Options {
  return {
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
