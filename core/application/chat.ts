/**
 * The chat service's use cases (issue 19): send a message (validated, rate limited, answered by the
 * ChatResponder with the conversation's stored context and last messages, both messages stored with
 * the new context), list the caller's conversations, open one, delete one. The API
 * (server/api/chat.ts) and /dashboard/chatbot call these.
 *
 * Who owns a conversation is the caller: the signed-in account (`userId`), else the guest
 * (`guestKey`, the hash of its guest token). Identity never comes from the message body. A
 * conversation of anybody else is "not found", the same answer as one that does not exist.
 *
 * Bounded (issue 23): a conversation id is taken in any case and used lowercase, as stored, so its
 * per-conversation limit has one count; a conversation holds at most CHAT_CONVERSATION_MAX_MESSAGES
 * (the turn past it is refused, "start a new chat"); opening one shows its last CHAT_SHOWN_MESSAGES.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { ChatMessageInput, type ChatContext, type ChatReply } from "../../contracts/assistant.ts";
import { CONTACT_HREF, contactHrefWithConversation } from "../../contracts/contact.ts";
import {
  CHAT_CONVERSATION_FULL,
  CHAT_CONVERSATION_MAX_MESSAGES,
  CHAT_NOT_FOUND,
  CHAT_SHOWN_MESSAGES,
  ChatConversationRef,
  type ChatConversationSummary,
  type ChatConversationView,
} from "../../contracts/chat.ts";
import { z } from "../../contracts/zod.ts";
import { defineUseCase } from "./use-case.ts";
import { type RateLimiter, type RateLimitRule, tooManyAttempts } from "../rate-limit/rate-limiter.ts";
import { type Logger, silentLogger } from "../shared/logger.ts";
import type { ChatHistoryEntry, ChatResponder } from "./chat-responder.ts";

export type ChatOwner = { userId: string } | { guestKey: string };

export type ChatStore = {
  /** The conversation's id as stored (lowercase), owner, context and message count, or null when it does not exist. */
  find(id: string): Promise<{ id: string; owner: ChatOwner; context: ChatContext; messageCount: number } | null>;
  /** Its last `limit` messages, oldest first. */
  recent(id: string, limit: number): Promise<ChatHistoryEntry[]>;
  /**
   * Stores one turn (the traveller's message, then the reply) after the conversation's last message,
   * with the new context, in one transaction; a new conversation (`id` null) is made with `title`.
   * Refused when the conversation is gone (deleted meanwhile) or the turn would take it past
   * `maxMessages` (checked under the conversation's lock, so turns at the same moment cannot).
   */
  saveTurn(turn: {
    id: string | null;
    owner: ChatOwner;
    title: string;
    message: string;
    reply: ChatReply;
    context: ChatContext;
    now: Date;
    maxMessages: number;
  }): Promise<{ id: string } | { refused: "gone" | "full" }>;
  /** The owner's conversations, newest (last message) first. */
  list(owner: ChatOwner, limit: number): Promise<ChatConversationSummary[]>;
  /** One conversation with its last `limit` messages (and how many earlier ones are left out), if `owner` owns it. */
  open(id: string, owner: ChatOwner, limit: number): Promise<ChatConversationView | null>;
  /** Deletes it with its messages if `owner` owns it; whether it did. */
  delete(id: string, owner: ChatOwner): Promise<boolean>;
  /** Moves every conversation of a guest to the account; how many. */
  adoptGuest(guestKey: string, userId: string): Promise<number>;
};

const MINUTE = 60_000;

export const CHAT_RATE_LIMITS = {
  /** Messages per client address. */
  messagesPerAddress: { name: "chat-address", limit: 20, windowMs: MINUTE },
  /** Messages per conversation, from anywhere. */
  messagesPerConversation: { name: "chat-conversation", limit: 60, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** How many earlier messages the responder sees. */
export const CHAT_HISTORY_TURNS = 6;
/** How many conversations a list shows. */
export const CHAT_LIST_LIMIT = 100;
const TITLE_MAX = 80;

export const CHAT_MESSAGES = {
  noIdentity: "Please start the chat again.",
  unavailable: "The assistant cannot answer right now. Please try again in a moment.",
} as const;

export type ChatSendResult = { conversationId: string; reply: ChatReply };

export type ChatApplicationDeps = {
  store: ChatStore;
  responder: ChatResponder;
  rateLimiter: RateLimiter;
  now?: () => Date;
  logger?: Logger;
};

/** The caller as an owner of conversations: the account when signed in, else the guest, else none. */
export function chatOwner(caller: Caller): ChatOwner | null {
  if (caller.userId) return { userId: caller.userId };
  if (caller.guestKey) return { guestKey: caller.guestKey };
  return null;
}

function sameOwner(a: ChatOwner, b: ChatOwner): boolean {
  return "userId" in a ? "userId" in b && a.userId === b.userId : "guestKey" in b && a.guestKey === b.guestKey;
}

/**
 * The reply as the traveller gets it: its hand-over link to the contact form names the conversation,
 * so the form can attach it (the engine answers before the conversation has an id; stored replies
 * keep the plain link and get the id whenever they are shown).
 */
export function withConversationLinks(reply: ChatReply, conversationId: string): ChatReply {
  if (!reply.links.some((l) => l.href === CONTACT_HREF)) return reply;
  const href = contactHrefWithConversation(conversationId);
  return { ...reply, links: reply.links.map((l) => (l.href === CONTACT_HREF ? { ...l, href } : l)) };
}

/** A conversation's title: its first message on one line, cut at 80 characters. */
export function chatTitle(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length <= TITLE_MAX ? line : `${line.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

async function limited(rateLimiter: RateLimiter, rule: RateLimitRule, key: string): Promise<Outcome<never> | null> {
  const result = await rateLimiter.consume(rule, [key]);
  if (result.allowed) return null;
  return tooManyAttempts("limit.chat", result.retryAfterSeconds);
}

export function createChatApplication(deps: ChatApplicationDeps) {
  const { store, responder, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? silentLogger;

  const send = defineUseCase({
    name: "chat.send",
    summary: "Send a message to the travel assistant; the answer is its reply and the conversation it belongs to",
    input: ChatMessageInput,
    async run(input, caller): Promise<Outcome<ChatSendResult>> {
      const { message } = input;
      // One spelling per conversation (ids are lowercase as stored), so its limits count on one key.
      const conversationId = input.conversationId?.toLowerCase();
      const owner = chatOwner(caller);
      if (!owner) return fail("unauthenticated", CHAT_MESSAGES.noIdentity, { reason: "chat.no_identity" });
      const refused = await limited(rateLimiter, CHAT_RATE_LIMITS.messagesPerAddress, caller.clientIp);
      if (refused) return refused;
      let context: ChatContext = {};
      let history: ChatHistoryEntry[] = [];
      if (conversationId) {
        const found = await store.find(conversationId);
        if (!found || !sameOwner(found.owner, owner)) return fail("not_found", CHAT_NOT_FOUND, { reason: "chat.not_found" });
        if (found.messageCount + 2 > CHAT_CONVERSATION_MAX_MESSAGES)
          return fail("conflict", CHAT_CONVERSATION_FULL, {
            reason: "chat.conversation_full",
            params: { max: CHAT_CONVERSATION_MAX_MESSAGES },
          });
        // Counted on the id as stored: however the caller spelled it, one conversation has one count.
        const tooMany = await limited(rateLimiter, CHAT_RATE_LIMITS.messagesPerConversation, found.id);
        if (tooMany) return tooMany;
        context = found.context;
        history = await store.recent(found.id, CHAT_HISTORY_TURNS);
      }
      const at = now();
      let answer: Awaited<ReturnType<ChatResponder["respond"]>>;
      try {
        answer = await responder.respond({ message, context, history, caller, now: at });
      } catch (error) {
        // The error's kind only: never the message or the conversation.
        logger.error({ err: { name: (error as Error)?.name ?? "Error" } }, "chat responder failed");
        return fail("unavailable", CHAT_MESSAGES.unavailable, { reason: "chat.unavailable" });
      }
      const saved = await store.saveTurn({
        id: conversationId ?? null,
        owner,
        title: chatTitle(message),
        message,
        reply: answer.reply,
        context: answer.context,
        now: at,
        maxMessages: CHAT_CONVERSATION_MAX_MESSAGES,
      });
      if ("refused" in saved)
        return saved.refused === "full"
          ? fail("conflict", CHAT_CONVERSATION_FULL, { reason: "chat.conversation_full", params: { max: CHAT_CONVERSATION_MAX_MESSAGES } })
          : fail("not_found", CHAT_NOT_FOUND, { reason: "chat.not_found" });
      return ok({ conversationId: saved.id, reply: withConversationLinks(answer.reply, saved.id) });
    },
  });

  const list = defineUseCase({
    name: "chat.list",
    summary: "The caller's conversations with the travel assistant, newest first",
    input: z.strictObject({}),
    async run(_input, caller): Promise<Outcome<{ conversations: ChatConversationSummary[] }>> {
      const owner = chatOwner(caller);
      if (!owner) return ok({ conversations: [] });
      return ok({ conversations: await store.list(owner, CHAT_LIST_LIMIT) });
    },
  });

  const open = defineUseCase({
    name: "chat.open",
    summary: "One of the caller's conversations with its last messages (and how many earlier ones are not shown)",
    input: ChatConversationRef,
    async run({ id }, caller): Promise<Outcome<ChatConversationView>> {
      const owner = chatOwner(caller);
      const found = owner ? await store.open(id, owner, CHAT_SHOWN_MESSAGES) : null;
      if (!found) return fail("not_found", CHAT_NOT_FOUND, { reason: "chat.not_found" });
      const messages = found.messages.map((m) => (m.reply ? { ...m, reply: withConversationLinks(m.reply, id) } : m));
      return ok({ ...found, messages });
    },
  });

  const remove = defineUseCase({
    name: "chat.delete",
    summary: "Delete one of the caller's conversations with its messages",
    input: ChatConversationRef,
    async run({ id }, caller): Promise<Outcome<{ id: string }>> {
      const owner = chatOwner(caller);
      const deleted = owner ? await store.delete(id, owner) : false;
      return deleted ? ok({ id }) : fail("not_found", CHAT_NOT_FOUND, { reason: "chat.not_found" });
    },
  });

  return { send, list, open, delete: remove };
}

export type ChatApplication = ReturnType<typeof createChatApplication>;
