/**
 * The chat service's use cases on their store and a real (test) database, PGlite and PostgreSQL:
 * turns stored with their context, what the responder sees, ownership (another owner's conversation
 * is not found), validation, limits, a failing responder, a guest's conversations joining an account,
 * and turns sent at the same time to one conversation (on PostgreSQL through the real pool).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../contracts/application.ts";
import type { ChatContext } from "../../contracts/assistant.ts";
import { CHAT_CONVERSATION_FULL, CHAT_CONVERSATION_MAX_MESSAGES, CHAT_SHOWN_MESSAGES } from "../../contracts/chat.ts";
import { CHAT_RATE_LIMITS, createChatApplication, type ChatApplication } from "../../core/application/chat.ts";
import type { ChatResponder, ChatTurn } from "../../core/application/chat-responder.ts";
import { invoke } from "../../core/application/use-case.ts";
import { createRateLimiter } from "../../core/rate-limit/rate-limiter.ts";
import { chatConversation, chatMessage, user } from "../schema.ts";
import { seedChatConversation } from "./chat-store.fixture.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createChatStore } from "./chat-store.ts";
import { createRateLimitStore } from "./rate-limit-store.ts";

let database: TestDatabase;
let chat: ChatApplication;
const turns: ChatTurn[] = [];
let failNext = false;
let ip = 0;

/** Echoes the message; the context counts the turns, so a test sees it carried over. */
const fakeResponder: ChatResponder = {
  async respond(turn) {
    turns.push(turn);
    if (failNext) {
      failNext = false;
      throw new Error("engine down");
    }
    const n = (turn.context.slots?.days ?? 0) + 1;
    const context: ChatContext = { lastIntent: "small_talk", slots: { days: n } };
    return {
      reply: { text: `You said: ${turn.message}`, intent: "small_talk", slots: {}, cards: [], links: [], source: "engine" },
      context,
    };
  },
};

const guest = (): Caller => ({ userId: null, clientIp: `203.0.113.${++ip}`, guestKey: randomUUID() });

beforeAll(async () => {
  database = await openTestDatabase();
  chat = createChatApplication({
    store: createChatStore(database.db),
    responder: fakeResponder,
    rateLimiter: createRateLimiter(createRateLimitStore(database.db)),
  });
  await database.db.insert(user).values([
    { id: "chat-user-1", name: "Maria Clara", email: "maria@example.com", emailVerified: true },
    { id: "chat-user-2", name: "Jose Rizal", email: "jose@example.com", emailVerified: true },
  ]);
});
afterAll(() => database?.cleanup());

/** A guest's conversation of `count` messages written straight to the database. */
const seedConversation = (owner: Caller, count: number) => seedChatConversation(database.db, { guestKey: owner.guestKey as string }, count);

async function send(caller: Caller, message: string, conversationId?: string) {
  const outcome = await invoke(chat.send, { message, conversationId }, caller);
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

describe(`chat use cases (${testDatabaseKind})`, () => {
  it("stores a guest's first message and the reply in a new conversation titled by the message", async () => {
    const me = guest();
    const { conversationId, reply } = await send(me, "  Flights from Manila to Cebu\nnext Friday  ");
    expect(reply.text).toBe("You said: Flights from Manila to Cebu\nnext Friday");
    const opened = await invoke(chat.open, { id: conversationId }, me);
    expect(opened.ok && opened.value).toMatchObject({
      title: "Flights from Manila to Cebu next Friday",
      messageCount: 2,
      messages: [
        { role: "user", text: "Flights from Manila to Cebu\nnext Friday", reply: null },
        { role: "assistant", text: reply.text, reply: { intent: "small_talk", source: "engine" } },
      ],
    });
  });

  it("gives the responder the stored context and the last six messages, oldest first", async () => {
    const me = guest();
    const { conversationId } = await send(me, "one");
    for (const m of ["two", "three", "four"]) await send(me, m, conversationId);
    const last = turns.at(-1) as ChatTurn;
    expect(last.message).toBe("four");
    expect(last.context).toEqual({ lastIntent: "small_talk", slots: { days: 3 } });
    expect(last.history).toEqual([
      { role: "user", text: "one" },
      { role: "assistant", text: "You said: one" },
      { role: "user", text: "two" },
      { role: "assistant", text: "You said: two" },
      { role: "user", text: "three" },
      { role: "assistant", text: "You said: three" },
    ]);
    expect(last.caller.guestKey).toBe(me.guestKey);
  });

  it("answers not_found for another guest's or account's conversation, and for one that does not exist", async () => {
    const owner = guest();
    const { conversationId } = await send(owner, "hotels in El Nido under 3k");
    const stranger = guest();
    const account: Caller = { userId: "chat-user-2", clientIp: "203.0.113.250" };
    for (const caller of [stranger, account]) {
      const sent = await invoke(chat.send, { message: "hi", conversationId }, caller);
      expect(!sent.ok && sent.error.code).toBe("not_found");
      const opened = await invoke(chat.open, { id: conversationId }, caller);
      expect(!opened.ok && opened.error).toMatchObject({ code: "not_found", message: "That conversation does not exist." });
      const deleted = await invoke(chat.delete, { id: conversationId }, caller);
      expect(!deleted.ok && deleted.error.code).toBe("not_found");
    }
    const missing = await invoke(chat.send, { message: "hi", conversationId: randomUUID() }, owner);
    expect(!missing.ok && missing.error.code).toBe("not_found");
    expect((await invoke(chat.open, { id: conversationId }, owner)).ok).toBe(true);
  });

  it("refuses empty, too long and control-character messages without asking the responder", async () => {
    const before = turns.length;
    const me = guest();
    for (const [message, text] of [
      ["   ", "Please type a message."],
      ["a".repeat(1001), "Please keep a message to 1,000 characters."],
      ["hello\u0007there", "A message cannot contain control characters."],
    ]) {
      const outcome = await invoke(chat.send, { message }, me);
      expect(!outcome.ok && outcome.error).toMatchObject({ code: "invalid", message: text });
    }
    expect((await invoke(chat.send, { message: "a".repeat(1000) }, me)).ok).toBe(true);
    expect(turns.length).toBe(before + 1);
  });

  it("lists only the caller's conversations, the one with the latest message first, and deletes one", async () => {
    const me: Caller = { userId: "chat-user-1", clientIp: "203.0.113.200" };
    const first = await send(me, "tide in Coron tomorrow");
    const second = await send(me, "terminal fee sa NAIA");
    await send(me, "and at Mactan?", first.conversationId);
    await send(guest(), "not mine");
    const listed = await invoke(chat.list, {}, me);
    expect(listed.ok && listed.value.conversations.map((c) => c.title)).toEqual(["tide in Coron tomorrow", "terminal fee sa NAIA"]);
    expect(listed.ok && listed.value.conversations[0].messageCount).toBe(4);
    expect((await invoke(chat.delete, { id: second.conversationId }, me)).ok).toBe(true);
    const after = await invoke(chat.list, {}, me);
    expect(after.ok && after.value.conversations.map((c) => c.id)).toEqual([first.conversationId]);
    const rows = await database.db.select().from(chatMessage).where(eq(chatMessage.conversationId, second.conversationId));
    expect(rows).toEqual([]);
  });

  it("limits messages per address (20 a minute) with the wait in seconds", async () => {
    const me = guest();
    for (let i = 0; i < CHAT_RATE_LIMITS.messagesPerAddress.limit; i++) await send(me, `message ${i}`);
    const refused = await invoke(chat.send, { message: "one more" }, me);
    expect(!refused.ok && refused.error.code).toBe("rate_limited");
    expect(!refused.ok && refused.error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("limits messages per conversation (60 an hour) from any address", async () => {
    const me = guest();
    const { conversationId } = await send(me, "start");
    const limit = CHAT_RATE_LIMITS.messagesPerConversation.limit;
    for (let i = 0; i < limit; i++) {
      const outcome = await invoke(chat.send, { message: `m${i}`, conversationId }, { ...me, clientIp: `198.51.100.${i % 50}` });
      expect(outcome.ok).toBe(true);
    }
    const refused = await invoke(chat.send, { message: "more", conversationId }, { ...me, clientIp: "198.51.100.99" });
    expect(!refused.ok && refused.error.code).toBe("rate_limited");
  });

  it("counts the per-conversation limit on the conversation however its id is spelled (upper, mixed or lower case)", async () => {
    const me = guest();
    const { conversationId } = await send(me, "start");
    const spellings = [
      conversationId.toUpperCase(),
      conversationId,
      conversationId.replace(/[a-f]/g, (c, i) => (i % 2 ? c.toUpperCase() : c)),
    ];
    const limit = CHAT_RATE_LIMITS.messagesPerConversation.limit;
    for (let i = 0; i < limit; i++) {
      const outcome = await invoke(
        chat.send,
        { message: `m${i}`, conversationId: spellings[i % spellings.length] },
        { ...me, clientIp: `198.18.0.${i % 50}` },
      );
      expect(outcome.ok && outcome.value.conversationId).toBe(conversationId);
    }
    for (const spelling of spellings) {
      const refused = await invoke(chat.send, { message: "more", conversationId: spelling }, { ...me, clientIp: "198.18.1.1" });
      expect(!refused.ok && refused.error.code).toBe("rate_limited");
    }
    const opened = await invoke(chat.open, { id: conversationId.toUpperCase() }, me);
    expect(opened.ok && [opened.value.id, opened.value.messageCount]).toEqual([conversationId, 2 + 2 * limit]);
  });

  it(`holds at most ${CHAT_CONVERSATION_MAX_MESSAGES} messages: the next turn is refused with a word to start a new chat, also when sent at the same moment`, async () => {
    const me = guest();
    const full = await seedConversation(me, CHAT_CONVERSATION_MAX_MESSAGES - 2);
    expect(await send(me, "the last one that fits", full)).toMatchObject({ conversationId: full });
    const before = turns.length;
    const refused = await invoke(chat.send, { message: "one more", conversationId: full.toUpperCase() }, me);
    expect(!refused.ok && refused.error).toEqual({
      code: "conflict",
      reason: "chat.conversation_full",
      params: { max: CHAT_CONVERSATION_MAX_MESSAGES },
      message: CHAT_CONVERSATION_FULL,
    });
    expect(refused.ok ? "" : refused.error.message).toMatch(/start a new chat/);
    expect(turns.length).toBe(before);
    const [row] = await database.db.select().from(chatConversation).where(eq(chatConversation.id, full));
    expect(row.messageCount).toBe(CHAT_CONVERSATION_MAX_MESSAGES);

    const racing = await seedConversation(me, CHAT_CONVERSATION_MAX_MESSAGES - 4);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        invoke(chat.send, { message: `race ${i}`, conversationId: racing }, { ...me, clientIp: `192.0.2.${100 + i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.message)).toEqual(Array(4).fill(CHAT_CONVERSATION_FULL));
    const stored = await database.db.select().from(chatMessage).where(eq(chatMessage.conversationId, racing));
    expect(stored).toHaveLength(CHAT_CONVERSATION_MAX_MESSAGES);
  });

  it(`shows the last ${CHAT_SHOWN_MESSAGES} messages of a longer (older) conversation and how many came before`, async () => {
    const me = guest();
    const id = await seedConversation(me, 1001);
    const opened = await invoke(chat.open, { id }, me);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.messageCount).toBe(1001);
    expect(opened.value.earlierMessages).toBe(1001 - CHAT_SHOWN_MESSAGES);
    expect(opened.value.messages).toHaveLength(CHAT_SHOWN_MESSAGES);
    const firstShown = 1001 - CHAT_SHOWN_MESSAGES + 1;
    expect(opened.value.messages.at(0)?.text).toMatch(new RegExp(`^${firstShown % 2 === 1 ? "q" : "a"}${firstShown} `));
    expect(opened.value.messages.at(-1)?.text).toMatch(/^q1001 /);
    const short = await invoke(chat.open, { id: (await send(me, "short")).conversationId }, me);
    expect(short.ok && short.value.earlierMessages).toBe(0);
  });

  it("stores nothing when the responder fails and says the assistant cannot answer", async () => {
    const me = guest();
    failNext = true;
    const outcome = await invoke(chat.send, { message: "may bagyo ba?" }, me);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: "unavailable" });
    const listed = await invoke(chat.list, {}, me);
    expect(listed.ok && listed.value.conversations).toEqual([]);
  });

  it("moves a guest's conversations to the account it signs in to", async () => {
    const me = guest();
    const { conversationId } = await send(me, "5 days Palawan, pa-plan naman");
    const store = createChatStore(database.db);
    expect(await store.adoptGuest(me.guestKey as string, "chat-user-2")).toBe(1);
    const account: Caller = { userId: "chat-user-2", clientIp: me.clientIp };
    const opened = await invoke(chat.open, { id: conversationId }, account);
    expect(opened.ok && opened.value.messageCount).toBe(2);
    expect((await invoke(chat.open, { id: conversationId }, me)).ok).toBe(false);
    expect((await send(account, "and 3 more days in Coron?", conversationId)).conversationId).toBe(conversationId);
  });

  it("keeps every turn sent at the same time to one conversation, each message followed by its own reply", async () => {
    const me = guest();
    const { conversationId } = await send(me, "start");
    const count = 25;
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        invoke(chat.send, { message: `parallel ${i}`, conversationId }, { ...me, clientIp: `192.0.2.${i}` }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const opened = await invoke(chat.open, { id: conversationId }, me);
    if (!opened.ok) throw new Error(opened.error.message);
    const { messages } = opened.value;
    expect(opened.value.messageCount).toBe(2 + 2 * count);
    expect(messages).toHaveLength(2 + 2 * count);
    for (let i = 0; i < messages.length; i += 2) {
      expect(messages[i].role).toBe("user");
      expect(messages[i + 1]).toMatchObject({ role: "assistant", text: `You said: ${messages[i].text}` });
    }
    const texts = new Set(messages.filter((m) => m.role === "user").map((m) => m.text));
    expect(texts.size).toBe(count + 1);
  });
});
