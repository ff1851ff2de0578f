/**
 * The panel's calls to the chat API (design/routes.md, Assistant): a message sent with fetch and its
 * reply read as server-sent events from the response's stream (EventSource cannot POST), or whole as
 * JSON; a stored conversation read back. Identity: on the API's own origin the cookies (session or
 * guest); from another origin no cookies, the guest token the API gave (X-Chat-Guest) or the host's
 * signed token (Authorization: Bearer), as contracts/chat.ts describes.
 */
import type { ChatCard, ChatReply } from "../../contracts/assistant.ts";
import type { ChatConversationView } from "../../contracts/chat.ts";
import type { WidgetConfig } from "./config.ts";
import { createSseParser } from "./sse.ts";

/** contracts/chat.ts CHAT_GUEST_HEADER (that module carries zod; a unit test keeps the two equal). */
export const GUEST_HEADER = "X-Chat-Guest";

export type ReplyHandlers = {
  meta(meta: { conversationId?: string; intent?: string; guestToken?: string }): void;
  text(chunk: string): void;
  card(card: ChatCard): void;
  /** The whole reply, when the stream's `done` (or the JSON answer) carries it. */
  done(reply: Partial<ChatReply> | null): void;
  /** A message for the traveller (a 4xx's `message`, an `error` event). */
  error(message: string): void;
};

/** The network failed or the service answered with something that is not the chat API. */
export class Unreachable extends Error {}

export type ChatSession = {
  config: WidgetConfig;
  guestToken: string | null;
};

function sameOrigin(apiUrl: string): boolean {
  try {
    return new URL(apiUrl).origin === location.origin;
  } catch {
    return false;
  }
}

function headers(session: ChatSession, extra: Record<string, string>): Record<string, string> {
  // The page's language, so the service words its refusals (a limit reached, a message too long) in it.
  const h: Record<string, string> = session.config.lang === "en" ? { ...extra } : { ...extra, "Accept-Language": session.config.lang };
  if (!sameOrigin(session.config.apiUrl)) {
    if (session.config.token) h.Authorization = `Bearer ${session.config.token}`;
    else if (session.guestToken) h[GUEST_HEADER] = session.guestToken;
  }
  return h;
}

async function call(session: ChatSession, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${session.config.apiUrl}${path}`, {
      ...init,
      credentials: sameOrigin(session.config.apiUrl) ? "same-origin" : "omit",
    });
  } catch {
    throw new Unreachable("network");
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  if (body && typeof body.message === "string") return body.message;
  throw new Unreachable(`HTTP ${res.status}`);
}

/** Feeds one SSE event of the reply stream to the handlers. */
export function dispatchReplyEvent(name: string, data: string, on: ReplyHandlers): void {
  const value = parseJson(data) as Record<string, unknown> | string;
  const obj = typeof value === "object" && value !== null ? value : null;
  if (name === "meta" && obj) on.meta(obj as Parameters<ReplyHandlers["meta"]>[0]);
  else if (name === "text") on.text(typeof value === "string" ? value : String(obj?.text ?? obj?.delta ?? ""));
  else if (name === "card" && obj) on.card((obj.card ?? obj) as ChatCard);
  else if (name === "done") on.done(obj ? ((obj.reply ?? obj) as Partial<ChatReply>) : null);
  else if (name === "error") on.error(typeof value === "string" ? value : String(obj?.message ?? ""));
}

/**
 * POST /api/chat/messages, the reply streamed to `on`. Rejects with Unreachable when the service
 * cannot be reached (the panel then says "Failed to load chatbot.").
 */
export async function sendMessage(
  session: ChatSession,
  body: { message: string; conversationId?: string },
  on: ReplyHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const res = await call(session, "/api/chat/messages", {
    method: "POST",
    headers: headers(session, { "Content-Type": "application/json", Accept: "text/event-stream" }),
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) return on.error(await errorMessage(res));
  const type = res.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const json = (await res.json().catch(() => null)) as {
      data?: { conversationId?: string; guestToken?: string; reply?: ChatReply };
    } | null;
    if (!json?.data?.reply) throw new Unreachable("no reply");
    on.meta({ conversationId: json.data.conversationId, intent: json.data.reply.intent, guestToken: json.data.guestToken });
    on.text(json.data.reply.text);
    for (const card of json.data.reply.cards ?? []) on.card(card);
    return on.done(json.data.reply);
  }
  if (!type.includes("text/event-stream") || !res.body) throw new Unreachable("not a stream");
  let finished = false;
  const parser = createSseParser((e) => {
    if (e.event === "done" || e.event === "error") finished = true;
    dispatchReplyEvent(e.event, e.data, on);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    if (!finished) throw new Unreachable("stream cut");
  }
  parser.end();
  if (!finished) on.done(null);
}

/** GET /api/chat/conversations/:id: null when it is gone (or not this traveller's). */
export async function loadConversation(session: ChatSession, id: string): Promise<ChatConversationView | null> {
  const res = await call(session, `/api/chat/conversations/${encodeURIComponent(id)}`, {
    headers: headers(session, { Accept: "application/json" }),
  });
  if (res.status === 404 || res.status === 401 || res.status === 403 || res.status === 400) return null;
  if (!res.ok) throw new Unreachable(`HTTP ${res.status}`);
  const json = (await res.json().catch(() => null)) as { data?: ChatConversationView } | null;
  if (!json?.data) throw new Unreachable("no conversation");
  return json.data;
}
