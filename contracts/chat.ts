/**
 * The chat service's own shapes (issue 19): stored conversations as `GET /api/chat/conversations`,
 * `GET /api/chat/conversations/:id` and /dashboard/chatbot show them, and the names of the headers
 * and cookie the chat widget uses (design/routes.md, Assistant). The reply itself is
 * contracts/assistant.ts ChatReply.
 */
import type { ChatReply } from "./assistant.ts";
import { z } from "./zod.ts";

export type ChatConversationSummary = {
  id: string;
  title: string;
  /** ISO instants (UTC). */
  createdAt: string;
  /** When its last message was written. */
  updatedAt: string;
  messageCount: number;
};

export type ChatMessageView = {
  id: string;
  role: "user" | "assistant";
  text: string;
  /** The whole reply of an assistant message (null for the traveller's). */
  reply: ChatReply | null;
  createdAt: string;
};

/**
 * One conversation as it is shown: its last messages (at most CHAT_SHOWN_MESSAGES), oldest first;
 * `earlierMessages` says how many came before them and are not shown (0 when all are).
 */
export type ChatConversationView = ChatConversationSummary & { messages: ChatMessageView[]; earlierMessages: number };

export const CHAT_NOT_FOUND = "That conversation does not exist.";

/** The signed-in traveller's conversations page; `?conversation=<id>` opens one (the widget continues it). */
export const CHATBOT_PAGE = "/dashboard/chatbot";

/**
 * The most messages one conversation holds (the traveller's and the assistant's together): the turn
 * that would go past it is refused with CHAT_CONVERSATION_FULL.
 */
export const CHAT_CONVERSATION_MAX_MESSAGES = 200;
/** The most messages one answer shows of a conversation (the API, /dashboard/chatbot, a contact transcript): its last ones. */
export const CHAT_SHOWN_MESSAGES = 200;
export const CHAT_CONVERSATION_FULL = `This conversation has reached its limit of ${CHAT_CONVERSATION_MAX_MESSAGES} messages. Please start a new chat to keep asking.`;

/**
 * A conversation id as any edge takes it (a path, a form, a JSON body, `?conversation=`): a UUID in
 * any case, always lowercased, so one conversation has one spelling (its limits count on that).
 */
export const ChatConversationId = z
  .string()
  .uuid(CHAT_NOT_FOUND)
  .transform((id) => id.toLowerCase());

/** A conversation named in a path or a form. */
export const ChatConversationRef = z.strictObject({ id: ChatConversationId });
export type ChatConversationRef = z.infer<typeof ChatConversationRef>;

/**
 * How the widget says who it is to `/api/chat/*`:
 * - on Lakbay's own origin the session cookie (signed in) or the HttpOnly guest cookie;
 * - from another (allowed) origin no cookie is used: `Authorization: Bearer <token>` with a token
 *   from `POST /api/chat/token` (signed in, 10 minutes), or the guest token header, whose value
 *   the API returns as `guestToken` when it makes one.
 */
export const CHAT_GUEST_HEADER = "X-Chat-Guest";
/** The guest cookie's name after the cookie prefix (contracts/cookies.ts): `lakbay.chat_guest`. */
export const CHAT_GUEST_COOKIE = "chat_guest";
/** How long a signed token from POST /api/chat/token is accepted. */
export const CHAT_TOKEN_TTL_SECONDS = 600;
