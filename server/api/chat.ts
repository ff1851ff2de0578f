/**
 * The travel assistant's API (design/routes.md, Assistant; core/application/chat.ts):
 *
 *   POST   /api/chat/messages            { message, conversationId? } → SSE (Accept: text/event-stream:
 *                                         meta, text…, card…, done | error) or { data: { conversationId, reply } }
 *   GET    /api/chat/conversations       the caller's, newest first
 *   GET    /api/chat/conversations/:id   one with its messages (404 for anybody else's)
 *   DELETE /api/chat/conversations/:id
 *   POST   /api/chat/token               signed in on Lakbay's origin: a token for the widget on other sites, for 10 minutes
 *                                         at most and only while this session lasts
 *
 * Identity (server/chat-identity.ts) never comes from the body: on our origin the session cookie,
 * else the guest cookie; from another origin (only those in CHAT_WIDGET_ORIGINS; others 403, CORS
 * without credentials) no cookie at all: `Authorization: Bearer <token>` or the `X-Chat-Guest`
 * header, whose value comes back as `guestToken` when a message makes a new guest.
 *
 *   415 not JSON · 400 malformed JSON, too deep, NUL or control characters, fields not right ·
 *   413 over 16 KiB · 401 bad or expired token · 403 origin not allowed · 404 unknown conversation ·
 *   429 too many messages (Retry-After) · 503 the assistant cannot answer (SSE: an `error` event)
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import type { Caller } from "../../contracts/application.ts";
import type { ChatReply } from "../../contracts/assistant.ts";
import { CHAT_GUEST_HEADER, CHAT_NOT_FOUND } from "../../contracts/chat.ts";
import { z } from "../../contracts/zod.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import {
  guestCookie,
  guestKey,
  guestTokenFromCookie,
  isGuestToken,
  issueChatToken,
  liveChatToken,
  newGuestToken,
} from "../chat-identity.ts";
import { resolveSession } from "../guards.ts";
import type { HostEnv } from "../host-env.ts";
import { jsonBody, rateLimit, requireApiSession } from "./guards.ts";
import { API_STATUS, sendOutcome } from "./outcome.ts";
import { invokeApi } from "./use-case-route.ts";

export const CHAT_API_MESSAGES = {
  originRefused: "This site may not use the Lakbay assistant.",
  tokenInvalid: "That chat sign-in is not valid. Please reload the page.",
  tokenExpired: "Your chat sign-in has expired. Please reload the page.",
  tokenEnded: "You are no longer logged in to Lakbay on this device. Please log in and reload the page.",
  guestInvalid: "That guest token is not valid. Please start the chat again.",
  tooLarge: "That message is too large.",
  notJsonObject: "Send the message as a JSON object.",
} as const;

/** Per client address, kept in memory (reads and tokens; messages are limited by the use case). */
export const CHAT_API_LIMITS = {
  read: { name: "chat-read", limit: 120, windowMs: 60_000 },
  token: { name: "chat-token", limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/** A chat body is one message of at most 1,000 characters: 16 KiB is plenty. */
export const CHAT_BODY_MAX_BYTES = 16 * 1024;

type ChatVariables = HostEnv["Variables"] & {
  chatCaller: Caller;
  /** A guest token made by this request (to set as a cookie, or to return to another site's widget). */
  chatNewGuest: string | null;
  chatCrossOrigin: boolean;
};
type ChatEnv = { Variables: ChatVariables };

/** The request's Origin when it is another site's (null on our own origin or without one). */
function foreignOrigin(c: Context, appUrl: string): string | null {
  const origin = c.req.header("origin");
  if (!origin) return null;
  return origin === new URL(appUrl).origin || origin === new URL(c.req.url).origin ? null : origin;
}

/**
 * For the CSRF check (server/middleware/csrf.ts): a chat request from an allowed embedding origin may
 * change state, since the chat API never reads a cookie on such requests. The token endpoint is not.
 */
export function chatCrossOriginAllowed(c: Context, env: { appUrl: string; chatWidgetOrigins: string[] }): boolean {
  if (!c.req.path.startsWith("/api/chat/") || c.req.path === "/api/chat/token") return false;
  const origin = foreignOrigin(c, env.appUrl);
  return origin !== null && env.chatWidgetOrigins.includes(origin);
}

const CORS_HEADERS = {
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": `Content-Type, Accept, Authorization, ${CHAT_GUEST_HEADER}`,
  "Access-Control-Max-Age": "600",
};

/** CORS for the allowed embedding origins (never with credentials); any other foreign origin: 403. */
function chatCors(): MiddlewareHandler<ChatEnv> {
  return async (c, next) => {
    const { env } = c.var.services.host;
    const origin = foreignOrigin(c, env.appUrl);
    c.set("chatCrossOrigin", origin !== null);
    if (origin === null) return next();
    const allowed = env.chatWidgetOrigins.includes(origin) && c.req.path !== "/api/chat/token";
    if (!allowed) return c.json({ message: CHAT_API_MESSAGES.originRefused, errors: {} }, API_STATUS.forbidden, { Vary: "Origin" });
    if (c.req.method === "OPTIONS") {
      return c.body(null, 204, { ...CORS_HEADERS, "Access-Control-Allow-Origin": origin, Vary: "Origin" });
    }
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.append("Vary", "Origin");
    c.res.headers.set("Access-Control-Expose-Headers", "Retry-After, X-Request-Id");
  };
}

/**
 * Finds who is asking (see the file's comment) and puts the caller in `chatCaller`. With `makeGuest`
 * a caller who is nobody yet becomes a new guest.
 */
function chatIdentity(options: { makeGuest: boolean }): MiddlewareHandler<ChatEnv> {
  return async (c, next) => {
    const { host } = c.var.services;
    const clientIp = c.var.clientIp;
    c.set("chatNewGuest", null);
    const authorization = c.req.header("authorization");
    if (authorization !== undefined) {
      const bearer = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      // Signed, unexpired and its session still live (ended with it: log out, other devices, password, deletion).
      const check = bearer
        ? await liveChatToken(host.env.authSecret, bearer[1], host.sessions, new Date())
        : ({ ok: false, reason: "invalid" } as const);
      const account = check.ok ? await host.sessions.findById(check.userId) : null;
      if (!check.ok || !account) {
        const reason = check.ok ? "ended" : check.reason;
        const message =
          reason === "expired"
            ? CHAT_API_MESSAGES.tokenExpired
            : reason === "ended"
              ? CHAT_API_MESSAGES.tokenEnded
              : CHAT_API_MESSAGES.tokenInvalid;
        return c.json({ message, errors: {} }, API_STATUS.unauthenticated, { "WWW-Authenticate": 'Bearer realm="lakbay-chat"' });
      }
      c.set("chatCaller", { userId: account.id, clientIp });
      return next();
    }
    let token: string | null;
    if (c.var.chatCrossOrigin) {
      const header = c.req.header(CHAT_GUEST_HEADER);
      if (header !== undefined && !isGuestToken(header))
        return c.json({ message: CHAT_API_MESSAGES.guestInvalid, errors: {} }, API_STATUS.invalid);
      token = header ?? null;
    } else {
      const session = await resolveSession(host, c.req.raw.headers);
      if (session) {
        c.set("chatCaller", { userId: session.user.id, clientIp, staff: session.user.role === "staff" });
        return next();
      }
      token = guestTokenFromCookie(c.req.header("cookie"), host.env.publicDeployment);
    }
    if (!token && options.makeGuest) {
      token = newGuestToken();
      c.set("chatNewGuest", token);
    }
    c.set("chatCaller", token ? { userId: null, clientIp, guestKey: guestKey(token) } : { userId: null, clientIp });
    await next();
    // A new guest on our own origin keeps its token in an HttpOnly cookie; another site's widget gets it in the body.
    const made = c.var.chatNewGuest;
    if (made && !c.var.chatCrossOrigin && c.res.status < 400) {
      c.res.headers.append("Set-Cookie", guestCookie(made, host.env.publicDeployment));
    }
  };
}

/** Streamed text in pieces of a few words. */
export function textChunks(text: string, words = 6): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  const lead = text.match(/^\s*/)?.[0] ?? "";
  for (let i = 0; i < parts.length; i += words) chunks.push((i === 0 ? lead : "") + parts.slice(i, i + words).join(""));
  return chunks;
}

const JsonObject = z.record(z.string(), z.unknown(), { error: CHAT_API_MESSAGES.notJsonObject });

function wantsStream(c: Context): boolean {
  return /\btext\/event-stream\b/i.test(c.req.header("accept") ?? "");
}

export function chatApi() {
  const api = new Hono<ChatEnv>();
  api.use("/api/chat/*", chatCors());
  const reads = rateLimit<ChatEnv>(CHAT_API_LIMITS.read, (c) => c.var.clientIp, { store: "memory" });

  api.post(
    "/api/chat/messages",
    bodyLimit({ maxSize: CHAT_BODY_MAX_BYTES, onError: (c) => c.json({ message: CHAT_API_MESSAGES.tooLarge, errors: {} }, 413) }),
    chatIdentity({ makeGuest: true }),
    jsonBody<typeof JsonObject, ChatEnv>(JsonObject),
    async (c) => {
      const outcome = await invokeApi(c.var.services.apps.chat.send, c.req.valid("json"), c.var.chatCaller);
      const guestToken = c.var.chatCrossOrigin ? (c.var.chatNewGuest ?? undefined) : undefined;
      const stream = wantsStream(c);
      if (!outcome.ok && !(stream && outcome.error.code === "unavailable")) return sendOutcome(c, outcome);
      c.header("Cache-Control", "no-store");
      if (!stream) return sendOutcome(c, outcome, 200, (value) => ({ ...value, guestToken }));
      return streamSSE(c, async (sse) => {
        const send = (event: string, data: unknown) => sse.writeSSE({ event, data: JSON.stringify(data) });
        if (!outcome.ok) return send("error", { message: outcome.error.message });
        const { conversationId, reply } = outcome.value as { conversationId: string; reply: ChatReply };
        await send("meta", { conversationId, intent: reply.intent, guestToken });
        for (const text of textChunks(reply.text)) await send("text", { text });
        for (const card of reply.cards) await send("card", card);
        await send("done", { conversationId, reply });
      });
    },
  );

  api.get("/api/chat/conversations", reads, chatIdentity({ makeGuest: false }), async (c) => {
    const outcome = await invokeApi(c.var.services.apps.chat.list, {}, c.var.chatCaller);
    c.header("Cache-Control", "no-store");
    return sendOutcome(c, outcome);
  });

  api.get("/api/chat/conversations/:id", reads, chatIdentity({ makeGuest: false }), async (c) => {
    const outcome = await invokeApi(c.var.services.apps.chat.open, { id: c.req.param("id") }, c.var.chatCaller);
    c.header("Cache-Control", "no-store");
    return notFoundIfInvalid(c, outcome);
  });

  api.delete("/api/chat/conversations/:id", reads, chatIdentity({ makeGuest: false }), async (c) => {
    const outcome = await invokeApi(c.var.services.apps.chat.delete, { id: c.req.param("id") }, c.var.chatCaller);
    return notFoundIfInvalid(c, outcome);
  });

  api.post(
    "/api/chat/token",
    rateLimit<ChatEnv>(CHAT_API_LIMITS.token, (c) => c.var.clientIp, { store: "memory" }),
    requireApiSession(),
    (c) => {
      const { session } = c.var;
      const holder = { userId: session.user.id, sessionId: session.sessionId };
      const { token, expiresAt } = issueChatToken(c.var.services.host.env.authSecret, holder, new Date());
      return c.json({ data: { token, expiresAt: expiresAt.toISOString() } }, 200, { "Cache-Control": "no-store" });
    },
  );

  return api;
}

/** A conversation id that is not even a uuid names no conversation: 404, as an unknown one. */
function notFoundIfInvalid<T>(c: Context, outcome: Awaited<ReturnType<typeof invokeApi<z.ZodType, T>>>) {
  if (!outcome.ok && outcome.error.code === "invalid") return c.json({ message: CHAT_NOT_FOUND, errors: {} }, API_STATUS.not_found);
  return sendOutcome(c, outcome);
}
