import nodemailer from "nodemailer";
import type { MailTransport } from "../../core/mail/mail-service.ts";

/** nodemailer over SMTP: `smtp://user:pass@host:port` (or `smtps://`). */
export function createSmtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close: () => transporter.close(),
  };
}
