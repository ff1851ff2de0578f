import { and, asc, desc, eq, lt, or, isNull, sql, inArray } from "drizzle-orm";
import type { MailAttachment, OutboxEntry, OutboxRepository, OutboxStatus } from "../../core/mail/mail-service.ts";
import type { Db } from "../client.ts";
import { mailAttachment, mailOutbox } from "../schema.ts";

type Row = typeof mailOutbox.$inferSelect;

const toEntry = (r: Row): OutboxEntry => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  html: r.html ?? undefined,
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt,
  sentAt: r.sentAt,
});

/** Each message's attachments, in order (only messages that have some appear). */
async function attachmentsOf(db: Db, ids: string[]): Promise<Map<string, MailAttachment[]>> {
  const byMail = new Map<string, MailAttachment[]>();
  if (ids.length === 0) return byMail;
  const rows = await db
    .select()
    .from(mailAttachment)
    .where(inArray(mailAttachment.mailId, ids))
    .orderBy(asc(mailAttachment.mailId), asc(mailAttachment.position));
  for (const r of rows) {
    let list = byMail.get(r.mailId);
    if (!list) byMail.set(r.mailId, (list = []));
    list.push({ filename: r.filename, contentType: r.contentType, content: r.content });
  }
  return byMail;
}

/** Entries with their attachments, for delivery. */
async function withAttachments(db: Db, rows: Row[]): Promise<OutboxEntry[]> {
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const entry = toEntry(r);
    const files = attachments.get(r.id);
    return files ? { ...entry, attachments: files } : entry;
  });
}

/** How long a claimed message is left alone by other instances before it may be tried again. */
const CLAIM_MS = 60_000;

export function createOutboxRepository(db: Db): OutboxRepository {
  return {
    async add(message, status, options = {}) {
      const values = {
        ...(options.id ? { id: options.id } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status,
      };
      const files = message.attachments ?? [];
      // A message already written under this id (a job run again) stays as it is.
      const existing = async (tx: Db) => {
        const [row] = await tx
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, options.id as string));
        return (await withAttachments(tx, [row]))[0];
      };
      if (files.length === 0) {
        const [row] = await db.insert(mailOutbox).values(values).onConflictDoNothing({ target: mailOutbox.id }).returning();
        return row ? toEntry(row) : existing(db);
      }
      // The message and its files together: a retried delivery always has them.
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(mailOutbox).values(values).onConflictDoNothing({ target: mailOutbox.id }).returning();
        if (!row) return existing(tx as unknown as Db);
        await tx.insert(mailAttachment).values(
          files.map((f, position) => ({
            mailId: row.id,
            position,
            filename: f.filename,
            contentType: f.contentType,
            content: f.content,
          })),
        );
        return { ...toEntry(row), attachments: files.map((f) => ({ ...f })) };
      });
    },
    async markSent(id) {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    async markKept(id) {
      await db.update(mailOutbox).set({ status: "kept" }).where(eq(mailOutbox.id, id));
    },
    async markAttemptFailed(id, error, giveUp) {
      await db
        .update(mailOutbox)
        .set({ status: giveUp ? "failed" : "pending", attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    },
    async claimPending(limit) {
      // `sent_at` doubles as the claim time while a message is pending.
      const now = new Date();
      const stale = new Date(now.getTime() - CLAIM_MS);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, "pending"), or(isNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, stale))))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (rows.length === 0) return [];
        await tx
          .update(mailOutbox)
          .set({ sentAt: now })
          .where(
            inArray(
              mailOutbox.id,
              rows.map((r) => r.id),
            ),
          );
        return withAttachments(tx as unknown as Db, rows);
      });
    },
    async claim(id) {
      const now = new Date();
      const stale = new Date(now.getTime() - CLAIM_MS);
      const [row] = await db
        .update(mailOutbox)
        .set({ sentAt: now })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), or(isNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, stale))))
        .returning();
      return row ? (await withAttachments(db, [row]))[0] : null;
    },
    async deleteFinishedBefore(before) {
      const rows = await db
        .delete(mailOutbox)
        .where(and(inArray(mailOutbox.status, ["sent", "kept", "failed"]), lt(mailOutbox.createdAt, before)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
    async list(limit) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
      return rows.map(toEntry);
    },
  };
}
