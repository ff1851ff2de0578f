/**
 * For tests: an assistant conversation of any length written straight to the database (the chat
 * use cases would refuse one past CHAT_CONVERSATION_MAX_MESSAGES, as conversations made before that
 * limit may be). Its messages alternate "q<seq>" (the traveller) and "a<seq>" (the assistant), one
 * second apart from 20 Nov 2026, 9:00 AM Philippine time.
 */
import type { ChatOwner } from "../../core/application/chat.ts";
import type { Db } from "../client.ts";
import { chatConversation, chatMessage } from "../schema.ts";

export async function seedChatConversation(db: Db, owner: ChatOwner, count: number, title = "A long conversation"): Promise<string> {
  const [row] = await db
    .insert(chatConversation)
    .values({
      userId: "userId" in owner ? owner.userId : null,
      guestHash: "guestKey" in owner ? owner.guestKey : null,
      title,
      messageCount: count,
    })
    .returning({ id: chatConversation.id });
  const start = Date.parse("2026-11-20T01:00:00Z");
  const rows = Array.from({ length: count }, (_, i) => ({
    conversationId: row.id,
    seq: i + 1,
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    text: `${i % 2 === 0 ? "q" : "a"}${i + 1} ${"lorem ipsum ".repeat(40)}`.trim(),
    createdAt: new Date(start + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(chatMessage).values(rows.slice(i, i + 500));
  return row.id;
}
