/**
 * Sending e-mail through an outbox: every message is written to the database first, then handed
 * to the transport. A message that SMTP refuses stays pending and is retried, so a slow or failing
 * mail server never loses a verification or reset link. With no transport configured (a laptop),
 * messages are kept in the outbox and handed to the local operator as files; the log and the
 * staff outbox page show only who, what and when — never a body, which may hold a live link.
 */
import type { JobQueue } from "../jobs/jobs.ts";
import type { Logger } from "../shared/logger.ts";

/** A file sent with a message (an e-ticket PDF). Stored with the outbox row, so retries still have it. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** The most a message may carry in attachments (SMTP servers commonly refuse mail above 10–25 MB). */
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

export type OutboxStatus = "pending" | "sent" | "kept" | "failed";

export type OutboxEntry = MailMessage & {
  id: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/** Persistence for the outbox; db/ implements it. */
export type OutboxRepository = {
  /**
   * Writes a message. With `id`, a message already written under that id is answered as it stands
   * and nothing is written (a mail job run again: server/job-mail.ts).
   */
  add(message: MailMessage, status: OutboxStatus, options?: { id?: string }): Promise<OutboxEntry>;
  markSent(id: string): Promise<void>;
  /** No transport: the message stays in the outbox as "kept". */
  markKept(id: string): Promise<void>;
  markAttemptFailed(id: string, error: string, giveUp: boolean): Promise<void>;
  /** Pending messages, oldest first, claimed so that other instances skip them for a while. */
  claimPending(limit: number): Promise<OutboxEntry[]>;
  /** One pending message, claimed like claimPending; null when it is not pending or already claimed. */
  claim(id: string): Promise<OutboxEntry | null>;
  /** Newest first, without attachments (the staff page shows who, what and when). */
  list(limit: number): Promise<OutboxEntry[]>;
  /** Deletes finished messages (sent, kept, failed) created before `before`; returns how many. */
  deleteFinishedBefore(before: Date): Promise<number>;
};

/** Hands a message to a real mail server (nodemailer SMTP in production). */
export type MailTransport = { send(message: MailMessage): Promise<void> };

export const MAX_DELIVERY_ATTEMPTS = 5;

/** Mail holds personal data (addresses, sign-in links): finished messages are kept this long. */
export const OUTBOX_RETENTION_DAYS = 30;

/** The job that delivers one freshly queued message (payload `{ id }`). */
export const DELIVER_MAIL_JOB = "mail.deliver";

export type MailService = {
  /**
   * Writes the message to the outbox, then delivers it: through a `mail.deliver` job when a job
   * queue is given (a crash between the two leaves a pending row the retry sweep still finds),
   * else at once.
   */
  send(message: MailMessage): Promise<OutboxEntry>;
  /** Hands over a message that is already in the outbox (written inside another transaction). */
  dispatch(entry: OutboxEntry): Promise<void>;
  /** Delivers one pending message unless another instance holds it; answers whether it was sent. */
  deliver(id: string): Promise<boolean>;
  /** Retries pending messages; returns how many were delivered. */
  deliverPending(): Promise<number>;
  list(limit?: number): Promise<OutboxEntry[]>;
  /** Forgets finished messages older than the retention period; returns how many. */
  prune(now?: Date): Promise<number>;
};

export function createMailService(deps: {
  outbox: OutboxRepository;
  transport: MailTransport | null;
  logger: Logger;
  /** Without SMTP: also hand the whole message to the local operator (files under DATA_DIR/mail). */
  keep?: (message: OutboxEntry) => Promise<void>;
  /** Deliver through background jobs instead of during the request. */
  queue?: Pick<JobQueue, "enqueue">;
}): MailService {
  const { outbox, transport, logger, keep, queue } = deps;

  async function deliver(entry: OutboxEntry): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.send(entry);
      await outbox.markSent(entry.id);
      logger.info({ mailId: entry.id, to: entry.to, subject: entry.subject, attachments: entry.attachments?.length ?? 0 }, "mail sent");
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = entry.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
      await outbox.markAttemptFailed(entry.id, message, giveUp);
      logger.warn({ mailId: entry.id, to: entry.to, err: message, giveUp }, "mail delivery failed");
      return false;
    }
  }

  async function dispatch(entry: OutboxEntry): Promise<void> {
    if (!transport) {
      // Never the body: it may hold a sign-in or reset link.
      logger.info({ mailId: entry.id, to: entry.to, subject: entry.subject }, "mail kept in outbox (no SMTP_URL set)");
      if (entry.status === "pending") await outbox.markKept(entry.id);
      await keep?.(entry);
      return;
    }
    if (!queue) {
      await deliver(entry);
      return;
    }
    try {
      await queue.enqueue(DELIVER_MAIL_JOB, { id: entry.id }, { uniqueKey: `mail:${entry.id}` });
    } catch (err) {
      // The message is pending in the outbox: the retry sweep delivers it.
      logger.warn(
        { err: err instanceof Error ? err.message : String(err), mailId: entry.id },
        "could not queue mail delivery; left to the retry sweep",
      );
    }
  }

  return {
    async send(message) {
      const bytes = (message.attachments ?? []).reduce((n, a) => n + a.content.byteLength, 0);
      if (bytes > MAX_ATTACHMENT_BYTES)
        throw new RangeError(`Mail attachments are limited to ${MAX_ATTACHMENT_BYTES} bytes, not ${bytes}.`);
      const entry = await outbox.add(message, transport ? "pending" : "kept");
      await dispatch(entry);
      return entry;
    },
    dispatch,
    async deliver(id) {
      const entry = await outbox.claim(id);
      return entry ? deliver(entry) : false;
    },
    async deliverPending() {
      let delivered = 0;
      for (const entry of await outbox.claimPending(20)) if (await deliver(entry)) delivered++;
      return delivered;
    },
    list: (limit = 100) => outbox.list(limit),
    prune: (now = new Date()) => outbox.deleteFinishedBefore(new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000)),
  };
}

/**
 * A message body as staff may see it: sign-in, verification, reset and confirmation links are
 * replaced, so reading the outbox never lets anyone into somebody else's account.
 */
export function redactSecrets(text: string): string {
  return text.replace(/\bhttps?:\/\/\S*\/(?:reset-password|verify-email)\/[^\s"'<>]+/g, "[link hidden: only the recipient can use it]");
}
