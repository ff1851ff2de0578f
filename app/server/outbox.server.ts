/** /dashboard/outbox's server code: the newest mail with secrets (links with tokens) blanked out. */
import type { RouterContextProvider } from "react-router";
import { redactSecrets } from "../../core/mail/mail-service.ts";
import { services } from "../lib/session.server.ts";

export async function outbox(context: Readonly<RouterContextProvider>) {
  const { mail, env } = services(context);
  const entries = await mail.list(100);
  return {
    smtp: Boolean(env.smtpUrl),
    entries: entries.map((e) => ({
      id: e.id,
      to: e.to,
      subject: e.subject,
      text: redactSecrets(e.text),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      lastError: e.lastError,
    })),
  };
}
