/**
 * The assistant's conversations in the database (core/application/chat.ts ChatStore). A turn
 * locks its conversation's row, so turns sent at the same time to one conversation are stored one
 * after the other, each pair (message, reply) together, none lost, and none past the conversation's
 * limit. Ids are uuid columns: PostgreSQL reads any spelling of one, and answers in lowercase.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ChatConversationSummary } from "../../contracts/chat.ts";
import type { ChatOwner, ChatStore } from "../../core/application/chat.ts";
import type { Db } from "../client.ts";
import { chatConversation, chatMessage } from "../schema.ts";

type Row = typeof chatConversation.$inferSelect;

const summary = (r: Row): ChatConversationSummary => ({
  id: r.id,
  title: r.title,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  messageCount: r.messageCount,
});

function ownedBy(owner: ChatOwner): SQL {
  return "userId" in owner ? eq(chatConversation.userId, owner.userId) : eq(chatConversation.guestHash, owner.guestKey);
}

function ownerOf(r: Pick<Row, "userId" | "guestHash">): ChatOwner {
  return r.userId ? { userId: r.userId } : { guestKey: r.guestHash ?? "" };
}

export function createChatStore(db: Db): ChatStore {
  return {
    async find(id) {
      const [row] = await db
        .select({
          id: chatConversation.id,
          userId: chatConversation.userId,
          guestHash: chatConversation.guestHash,
          context: chatConversation.context,
          messageCount: chatConversation.messageCount,
        })
        .from(chatConversation)
        .where(eq(chatConversation.id, id));
      return row ? { id: row.id, owner: ownerOf(row), context: row.context, messageCount: row.messageCount } : null;
    },

    async recent(id, limit) {
      const rows = await db
        .select({ role: chatMessage.role, text: chatMessage.text })
        .from(chatMessage)
        .where(eq(chatMessage.conversationId, id))
        .orderBy(desc(chatMessage.seq))
        .limit(limit);
      return rows.reverse();
    },

    saveTurn({ id, owner, title, message, reply, context, now, maxMessages }) {
      return db.transaction(async (tx): Promise<{ id: string } | { refused: "gone" | "full" }> => {
        let conversationId: string;
        let count: number;
        if (id) {
          const [row] = await tx
            .select({ id: chatConversation.id, count: chatConversation.messageCount })
            .from(chatConversation)
            .where(eq(chatConversation.id, id))
            .for("update");
          if (!row) return { refused: "gone" };
          if (row.count + 2 > maxMessages) return { refused: "full" };
          conversationId = row.id;
          count = row.count;
        } else {
          const [row] = await tx
            .insert(chatConversation)
            .values({
              userId: "userId" in owner ? owner.userId : null,
              guestHash: "guestKey" in owner ? owner.guestKey : null,
              title,
              createdAt: now,
            })
            .returning({ id: chatConversation.id });
          conversationId = row.id;
          count = 0;
        }
        // The reply is a moment after the message, so the two never share a time.
        const replyAt = new Date(now.getTime() + 1);
        await tx.insert(chatMessage).values([
          { conversationId, seq: count + 1, role: "user", text: message, createdAt: now },
          { conversationId, seq: count + 2, role: "assistant", text: reply.text, reply, createdAt: replyAt },
        ]);
        await tx
          .update(chatConversation)
          .set({ messageCount: count + 2, context, updatedAt: replyAt })
          .where(eq(chatConversation.id, conversationId));
        return { id: conversationId };
      });
    },

    async list(owner, limit) {
      const rows = await db
        .select()
        .from(chatConversation)
        .where(ownedBy(owner))
        .orderBy(desc(chatConversation.updatedAt), desc(chatConversation.id))
        .limit(limit);
      return rows.map(summary);
    },

    async open(id, owner, limit) {
      const [row] = await db
        .select()
        .from(chatConversation)
        .where(and(eq(chatConversation.id, id), ownedBy(owner)));
      if (!row) return null;
      // The last `limit` messages only: one answer stays small however long the conversation grew.
      const messages = (
        await db.select().from(chatMessage).where(eq(chatMessage.conversationId, row.id)).orderBy(desc(chatMessage.seq)).limit(limit)
      ).reverse();
      return {
        ...summary(row),
        earlierMessages: Math.max(0, row.messageCount - messages.length),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          text: m.text,
          reply: m.reply ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    async delete(id, owner) {
      const deleted = await db
        .delete(chatConversation)
        .where(and(eq(chatConversation.id, id), ownedBy(owner)))
        .returning({ id: chatConversation.id });
      return deleted.length > 0;
    },

    async adoptGuest(guestKey, userId) {
      const moved = await db
        .update(chatConversation)
        .set({ userId, guestHash: null })
        .where(eq(chatConversation.guestHash, guestKey))
        .returning({ id: chatConversation.id });
      return moved.length;
    },
  };
}
