import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { CHAT_SHOWN_MESSAGES } from "../../contracts/chat.ts";
import type { ContactStatus, ContactSummary, ContactThread } from "../../contracts/contact.ts";
import type { ContactStore } from "../../core/contact/contact-service.ts";
import { currentRequestLanguage, storedLanguage } from "../../core/mail/render.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { contactMessage, contactReply, user } from "../schema.ts";
import { createOutboxRepository } from "./outbox-repository.ts";

type Row = typeof contactMessage.$inferSelect;

const summary = (r: Row, replies: number): ContactSummary => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  email: r.email,
  subject: r.subject,
  status: r.status as ContactStatus,
  bookingReference: r.bookingReference,
  createdAt: r.createdAt.toISOString(),
  replies,
});

const replyCount = sql<number>`(select count(*)::int from ${contactReply} where ${contactReply.messageId} = ${contactMessage.id})`;

async function loadThread(db: Db, id: string): Promise<ContactThread | null> {
  const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, id));
  if (!row) return null;
  const replies = await db
    .select()
    .from(contactReply)
    .where(eq(contactReply.messageId, id))
    .orderBy(asc(contactReply.createdAt), asc(contactReply.id));
  return {
    ...summary(row, replies.length),
    message: row.message,
    userId: row.userId,
    readAt: row.readAt?.toISOString() ?? null,
    thread: replies.map((r) => ({ id: r.id, authorName: r.authorName, body: r.body, createdAt: r.createdAt.toISOString() })),
    transcript: row.transcript ? row.transcript.slice(-CHAT_SHOWN_MESSAGES) : null,
    transcriptEarlier: Math.max(0, (row.transcript?.length ?? 0) - CHAT_SHOWN_MESSAGES),
  };
}

export function createContactStore(db: Db): ContactStore {
  return {
    async createWithMail(m, mail) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactMessage)
            .values({
              reference: m.reference,
              name: m.name,
              email: m.email,
              subject: m.subject,
              message: m.message,
              bookingReference: m.bookingReference,
              userId: m.userId,
              transcript: m.transcript,
              // The language of the page it was sent from (server/middleware/language.ts), for the reply.
              language: currentRequestLanguage(),
            })
            .returning({ id: contactMessage.id });
          const entry = await createOutboxRepository(tx as unknown as Db).add(mail, "pending");
          return { id: row.id, mail: entry };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async list(status, limit) {
      const rows = await db
        .select({ row: contactMessage, replies: replyCount })
        .from(contactMessage)
        .where(status === "open" ? ne(contactMessage.status, "archived") : eq(contactMessage.status, status))
        .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
        .limit(limit);
      return rows.map((r) => summary(r.row, Number(r.replies)));
    },

    async counts() {
      const rows = await db.select({ status: contactMessage.status, n: count() }).from(contactMessage).groupBy(contactMessage.status);
      const out: Record<ContactStatus, number> = { new: 0, read: 0, answered: 0, archived: 0 };
      for (const r of rows) if (r.status in out) out[r.status as ContactStatus] = Number(r.n);
      return out;
    },

    get: (id) => loadThread(db, id),

    async setStatus(id, from, to, now) {
      const rows = await db
        .update(contactMessage)
        .set({
          status: to,
          updatedAt: now,
          // Read once: the first time anyone opens it. Marking unread clears it.
          ...(to === "read" ? { readAt: sql`coalesce(${contactMessage.readAt}, ${now.toISOString()}::timestamptz)` } : {}),
          ...(to === "new" ? { readAt: null } : {}),
        })
        .where(and(eq(contactMessage.id, id), inArray(contactMessage.status, [...from])))
        .returning({ id: contactMessage.id });
      return rows.length > 0;
    },

    async addReplyWithMail(id, reply, compose, now) {
      return db.transaction(async (tx) => {
        // Locked, so an archive or a second reply at the same moment waits for this one.
        const [row] = await tx.select().from(contactMessage).where(eq(contactMessage.id, id)).for("update");
        if (!row) return { refused: "NOT_FOUND" as const };
        if (row.status === "archived") return { refused: "ARCHIVED" as const };
        const current = await loadThread(tx as unknown as Db, id);
        // The reply goes out in the sender's language: their account's choice, else the page's they wrote from.
        const [account] = row.userId ? await tx.select({ language: user.language }).from(user).where(eq(user.id, row.userId)) : [];
        const language = storedLanguage(account?.language) ?? storedLanguage(row.language);
        const entry = await createOutboxRepository(tx as unknown as Db).add(compose({ ...current!, language }), "pending");
        await tx.insert(contactReply).values({
          messageId: id,
          authorId: reply.authorId,
          authorName: reply.authorName,
          body: reply.body,
          mailId: entry.id,
          createdAt: now,
        });
        await tx
          .update(contactMessage)
          .set({ status: "answered", updatedAt: now, readAt: sql`coalesce(${contactMessage.readAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(contactMessage.id, id));
        return { mail: entry };
      });
    },
  };
}
