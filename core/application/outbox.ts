/**
 * The mail outbox as a use case (issue 25): /dashboard/outbox shows staff the newest mail, whether an
 * SMTP server sends it, and each message's text with its secrets (links with tokens) blanked out.
 */
import { ok, type Outcome } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { type MailService, type OutboxEntry, redactSecrets } from "../mail/mail-service.ts";
import { staffRefusal } from "./staff.ts";
import { defineUseCase } from "./use-case.ts";

export type OutboxApplicationDeps = {
  mail: Pick<MailService, "list">;
  /** Whether an SMTP server is configured (else mail is only kept). */
  smtp: boolean;
};

/** How many of the newest messages the outbox shows. */
export const OUTBOX_SIZE = 100;

export type OutboxView = {
  smtp: boolean;
  entries: (Pick<OutboxEntry, "id" | "to" | "subject" | "text" | "status" | "lastError"> & { createdAt: string })[];
};

export function createOutboxApplication(deps: OutboxApplicationDeps) {
  const outbox = defineUseCase({
    name: "mail.outbox",
    summary: "The newest mail with its status, secrets blanked out (staff only)",
    input: z.object({}),
    async run(_input, caller): Promise<Outcome<OutboxView>> {
      const refused = staffRefusal(caller);
      if (refused) return refused;
      const entries = await deps.mail.list(OUTBOX_SIZE);
      return ok({
        smtp: deps.smtp,
        entries: entries.map((e) => ({
          id: e.id,
          to: e.to,
          subject: e.subject,
          text: redactSecrets(e.text),
          status: e.status,
          createdAt: e.createdAt.toISOString(),
          lastError: e.lastError,
        })),
      });
    },
  });
  return { outbox };
}

export type OutboxApplication = ReturnType<typeof createOutboxApplication>;
