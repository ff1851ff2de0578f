/**
 * The travel assistant's conversations (issue 19; core/application/chat.ts). Re-exported by schema.ts.
 *
 * - chat_conversation: one chat, owned by an account (`user_id`) or by a guest (`guest_hash`: the
 *   SHA-256 of the guest's token, never the token itself), exactly one of the two. `context` is what
 *   the conversation carries from turn to turn (contracts/assistant.ts ChatContext). A guest's
 *   conversations move to the account at sign-in.
 * - chat_message: its messages in order (`seq` 1, 2, …, unique per conversation); an assistant
 *   message keeps the whole reply (intent, slots, cards, links, source) as JSON.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ChatContext, ChatReply } from "../contracts/assistant.ts";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";

export const chatConversation = pgTable(
  "chat_conversation",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    guestHash: text("guest_hash"),
    title: text("title").notNull(),
    context: jsonb("context").$type<ChatContext>().notNull().default({}),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    check("chat_conversation_one_owner", sql`(${t.userId} is null) <> (${t.guestHash} is null)`),
    index("chat_conversation_user_idx").on(t.userId, t.updatedAt),
    index("chat_conversation_guest_idx").on(t.guestHash, t.updatedAt),
  ],
);

export const chatMessage = pgTable(
  "chat_message",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversation.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    role: text("role").$type<"user" | "assistant">().notNull(),
    text: text("text").notNull(),
    reply: jsonb("reply").$type<ChatReply>(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    check("chat_message_role", sql`${t.role} in ('user', 'assistant')`),
    uniqueIndex("chat_message_seq_idx").on(t.conversationId, t.seq),
  ],
);
