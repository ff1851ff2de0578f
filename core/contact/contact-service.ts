/**
 * The contact inbox: messages from /contact and POST /api/contact, and the staff who answer them.
 *
 *   submit  rate limits (per client address, per e-mail) → honeypot → the message and its
 *           acknowledgement mail in one transaction → the mail handed to the outbox's delivery job.
 *           Every accepted message is stored before the answer; a slow or failing SMTP server only
 *           delays the acknowledgement (the outbox retries it), it never fails the request.
 *   inbox   list by status with counts; opening a new message marks it read; mark unread; reply
 *           (mailed to the sender and kept in the thread, in one transaction); archive, unarchive.
 *
 * Errors carry a code (ContactError, recognised by `name` and `code`, not instanceof).
 */
import { randomInt } from "node:crypto";
import {
  type ContactInput,
  type ContactStatus,
  type ContactSummary,
  type ContactThread,
  type ContactTranscriptMessage,
  CONTACT_STATUSES,
} from "../../contracts/contact.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { MailMessage, MailService, OutboxEntry } from "../mail/mail-service.ts";
import { type RateLimiter, type RateLimitRule, tooManyAttemptsMessage } from "../rate-limit/rate-limiter.ts";
import type { Logger } from "../shared/logger.ts";
import { acknowledgementMail, replyMail } from "./contact-mail.ts";

const MINUTE = 60_000;

/** How often one may write: per client address, and per sender address (whatever the client). */
export const CONTACT_RATE_LIMITS = {
  perClient: { name: "contact-client", limit: 5, windowMs: 15 * MINUTE },
  perClientDay: { name: "contact-client-day", limit: 20, windowMs: 24 * 60 * MINUTE },
  perEmail: { name: "contact-email", limit: 3, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newContactReference(): string {
  let out = "C-";
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export type ContactErrorCode = "NOT_FOUND" | "ARCHIVED" | "NOT_ARCHIVED";

export class ContactError extends Error {
  readonly code: ContactErrorCode;
  constructor(code: ContactErrorCode, message: string) {
    super(message);
    this.name = "ContactError";
    this.code = code;
  }
}

export const CONTACT_ERROR_MESSAGES: Record<ContactErrorCode, string> = {
  NOT_FOUND: "That message is not in the inbox.",
  ARCHIVED: "This message is archived. Unarchive it to reply.",
  NOT_ARCHIVED: "This message is not archived.",
};

/** Recognises a ContactError across bundles (by name and code, not instanceof). */
export function isContactError(error: unknown): error is ContactError {
  const e = error as { name?: unknown; code?: unknown } | null;
  return e?.name === "ContactError" && typeof e.code === "string" && e.code in CONTACT_ERROR_MESSAGES;
}

export type NewContactMessage = Omit<ContactInput, "honeypot"> & {
  reference: string;
  userId: string | null;
  /** An assistant conversation the sender attached (the caller checked it is theirs), or null. */
  transcript: ContactTranscriptMessage[] | null;
};

/** Persistence for the inbox; db/ implements it. */
export type ContactStore = {
  /** In one transaction: the message and its acknowledgement in the outbox. Null when the reference is taken. */
  createWithMail(message: NewContactMessage, mail: MailMessage): Promise<{ id: string; mail: OutboxEntry } | null>;
  /** Newest first; "open" is everything not archived. */
  list(status: ContactStatus | "open", limit: number): Promise<ContactSummary[]>;
  counts(): Promise<Record<ContactStatus, number>>;
  get(id: string): Promise<ContactThread | null>;
  /** Moves the message from one of `from` to `to`; false when it was in none of them (or is gone). */
  setStatus(id: string, from: readonly ContactStatus[], to: ContactStatus, now: Date): Promise<boolean>;
  /**
   * In one transaction, unless the message is archived or gone (then null): the reply's mail in the
   * outbox, the reply in the thread, the message marked answered.
   */
  addReplyWithMail(
    id: string,
    reply: { authorId: string; authorName: string; body: string },
    /** `language`: the sender's (their account's choice, else the page's they wrote from; null: English). */
    mail: (message: ContactThread & { language?: Locale | null }) => MailMessage,
    now: Date,
  ): Promise<{ mail: OutboxEntry } | { refused: "NOT_FOUND" | "ARCHIVED" }>;
};

export type SubmitResult = { status: "accepted"; reference: string } | { status: "limited"; retryAfterSeconds: number; message: string };

export type ContactService = {
  /** `transcript`: the sender's own assistant conversation to keep with the message (checked by the caller). */
  submit(
    input: ContactInput,
    from: { clientIp: string; userId: string | null },
    transcript?: ContactTranscriptMessage[] | null,
  ): Promise<SubmitResult>;
  list(status: ContactStatus | "open", limit?: number): Promise<ContactSummary[]>;
  counts(): Promise<Record<ContactStatus, number>>;
  /** The message with its thread; a new one becomes read. */
  open(id: string): Promise<ContactThread>;
  markUnread(id: string): Promise<void>;
  reply(id: string, staff: { id: string; name: string }, body: string): Promise<void>;
  archive(id: string): Promise<void>;
  unarchive(id: string): Promise<void>;
};

export function createContactService(deps: {
  store: ContactStore;
  mail: Pick<MailService, "dispatch">;
  rateLimiter: RateLimiter;
  logger: Logger;
  appName: string;
  appUrl: string;
  now?: () => Date;
}): ContactService {
  const { store, mail, rateLimiter, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function limited(keys: { clientIp: string; email: string }): Promise<SubmitResult | null> {
    let retryAfterSeconds = 0;
    const checks: [RateLimitRule, string][] = [
      [CONTACT_RATE_LIMITS.perClient, keys.clientIp],
      [CONTACT_RATE_LIMITS.perClientDay, keys.clientIp],
      [CONTACT_RATE_LIMITS.perEmail, keys.email],
    ];
    for (const [rule, key] of checks) {
      const result = await rateLimiter.consume(rule, [key]);
      if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
    if (retryAfterSeconds === 0) return null;
    return { status: "limited", retryAfterSeconds, message: tooManyAttemptsMessage(retryAfterSeconds) };
  }

  /** Hands a committed mail to delivery; a failure here leaves it pending for the outbox's retry sweep. */
  async function handOver(entry: OutboxEntry) {
    try {
      await mail.dispatch(entry);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err), mailId: entry.id }, "contact mail left to the retry sweep");
    }
  }

  async function thread(id: string): Promise<ContactThread> {
    const found = await store.get(id);
    if (!found) throw new ContactError("NOT_FOUND", CONTACT_ERROR_MESSAGES.NOT_FOUND);
    return found;
  }

  async function move(id: string, from: readonly ContactStatus[], to: ContactStatus, refusal: "NOT_ARCHIVED" | "ARCHIVED") {
    if (await store.setStatus(id, from, to, now())) return;
    await thread(id); // NOT_FOUND when it is gone
    throw new ContactError(refusal, CONTACT_ERROR_MESSAGES[refusal]);
  }

  return {
    async submit(input, from, transcript = null) {
      const refusal = await limited({ clientIp: from.clientIp, email: input.email });
      if (refusal) return refusal;
      if (input.honeypot) {
        // Answered like any other message so the bot learns nothing; nothing stored, nothing mailed.
        logger.info({ honeypot: true }, "contact message dropped (honeypot filled)");
        return { status: "accepted", reference: newContactReference() };
      }
      const { honeypot: _, ...fields } = input;
      for (let attempt = 0; attempt < 5; attempt++) {
        const reference = newContactReference();
        const created = await store.createWithMail(
          { ...fields, reference, userId: from.userId, transcript },
          acknowledgementMail({ appName: deps.appName, appUrl: deps.appUrl, to: input.email, reference }),
        );
        if (!created) continue; // the reference was taken meanwhile: draw another
        logger.info({ contactId: created.id, reference }, "contact message stored");
        await handOver(created.mail);
        return { status: "accepted", reference };
      }
      throw new Error("Could not find a free contact reference.");
    },
    list: (status, limit = 200) => store.list(status, limit),
    counts: () => store.counts(),
    async open(id) {
      const found = await thread(id);
      if (found.status !== "new") return found;
      await store.setStatus(id, ["new"], "read", now());
      return thread(id);
    },
    markUnread: (id) => move(id, ["new", "read", "answered"], "new", "ARCHIVED"),
    async reply(id, staff, body) {
      const result = await store.addReplyWithMail(
        id,
        { authorId: staff.id, authorName: staff.name, body },
        (m) =>
          replyMail({
            appName: deps.appName,
            appUrl: deps.appUrl,
            to: m.email,
            reference: m.reference,
            subject: m.subject,
            body,
            staffName: staff.name,
            locale: m.language,
          }),
        now(),
      );
      if ("refused" in result) throw new ContactError(result.refused, CONTACT_ERROR_MESSAGES[result.refused]);
      await handOver(result.mail);
    },
    // Archiving twice (two staff at once) is not an error.
    archive: (id) => move(id, CONTACT_STATUSES, "archived", "ARCHIVED"),
    async unarchive(id) {
      const found = await thread(id);
      if (found.status !== "archived") throw new ContactError("NOT_ARCHIVED", CONTACT_ERROR_MESSAGES.NOT_ARCHIVED);
      await move(id, ["archived"], found.thread.length > 0 ? "answered" : "read", "NOT_ARCHIVED");
    },
  };
}
