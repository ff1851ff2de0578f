/**
 * The chat API through the whole HTTP host (PGlite and PostgreSQL), with a fake responder: the JSON
 * and server-sent-event answers, every kind of bad request, ownership, cross-origin use (CORS,
 * refused origins, no cookies, guest header, signed tokens), the rate limit, and a guest's
 * conversations joining the account at sign-in.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatReply } from "../../contracts/assistant.ts";
import { createChatApplication } from "../../core/assistant/chat-service.ts";
import type { ChatResponder } from "../../core/assistant/responder.ts";
import { CHAT_CONVERSATION_FULL, CHAT_SHOWN_MESSAGES } from "../../contracts/chat.ts";
import { createChatStore } from "../../db/repositories/chat-store.ts";
import { seedChatConversation } from "../../db/repositories/chat-store.fixture.ts";
import { mailOutbox } from "../../db/schema.ts";
import { guestKey, issueChatToken } from "../chat-identity.ts";
import { signedInCookie } from "../test-flight-booking.ts";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";

const WIDGET_SITE = "https://resort.example";
let t: HttpTestApp;
let ip = 0;
let failing = false;
/** Every log line the app writes. */
const logLines: string[] = [];

const REPLY: Omit<ChatReply, "text"> = {
  intent: "tide",
  slots: { place: "coron" },
  cards: [
    { kind: "tide", href: "/stay-informed/tide?place=coron", station: "Coron", date: "2026-11-26", events: [] },
    { kind: "article", href: "/travel-circuits/coron-palawan", title: "Coron" },
  ],
  links: [{ href: "/stay-informed/tide?place=coron", label: "Tides in Coron" }],
  source: "engine",
};

const fake: ChatResponder = {
  async respond(turn) {
    if (failing) throw new Error("engine down");
    return {
      reply: { ...REPLY, text: `Low tide in Coron tomorrow is at 10:42 in the morning. You asked: ${turn.message}` },
      context: { lastIntent: "tide", slots: { place: "coron" } },
    };
  },
};

beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
  t = await openHttpTestApp({ CHAT_WIDGET_ORIGINS: `${WIDGET_SITE}, http://localhost:5173` }, { logger });
  t.services.apps.chat = createChatApplication({
    store: createChatStore(t.services.database.db),
    responder: fake,
    rateLimiter: t.services.rateLimiter,
    logger: t.services.logger,
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  failing = false;
});

type Init = {
  method?: string;
  body?: string;
  json?: unknown;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  address?: string;
};

function call(url: string, init: Init = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.address ?? `198.51.100.${++ip % 250}`);
  if (init.origin !== null) headers.set("origin", init.origin ?? t.services.env.appUrl);
  if (init.cookie) headers.set("cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return t.app.request(url, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

const guestCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lakbay.chat_guest="))
    ?.split(";")[0];

/** The events of an SSE body, in order. */
async function events(res: Response) {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) };
    });
}

describe("POST /api/chat/messages", () => {
  it("answers JSON with the conversation and the whole reply, and keeps a guest in an HttpOnly cookie", async () => {
    const res = await call("/api/chat/messages", {
      json: { message: "when is low tide in Coron tomorrow" },
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      data: {
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reply: { ...REPLY, text: "Low tide in Coron tomorrow is at 10:42 in the morning. You asked: when is low tide in Coron tomorrow" },
      },
    });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/lakbay\.chat_guest=[\w-]{43}; Max-Age=\d+; HttpOnly; Path=\/; SameSite=Lax/);
    const cookie = guestCookieOf(res) as string;
    const follow = await call("/api/chat/messages", {
      json: { message: "and the day after?", conversationId: body.data.conversationId },
      cookie,
    });
    expect(follow.status).toBe(200);
    expect((await follow.json()).data.conversationId).toBe(body.data.conversationId);
    expect(guestCookieOf(follow)).toBeUndefined();
    const opened = await (await call(`/api/chat/conversations/${body.data.conversationId}`, { cookie })).json();
    expect(opened.data.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  it("streams meta, the text in pieces, one card each, then done", async () => {
    const res = await call("/api/chat/messages", { json: { message: "low tide Coron bukas" }, headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const list = await events(res);
    const names = list.map((e) => e.event);
    expect(names[0]).toBe("meta");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(1, -1)).toEqual([...names.slice(1, -3).map(() => "text"), "card", "card"]);
    expect(names.filter((n) => n === "text").length).toBeGreaterThan(1);
    const done = list.at(-1)?.data;
    expect(list[0].data).toEqual({ conversationId: done.conversationId, intent: "tide" });
    expect(
      list
        .filter((e) => e.event === "text")
        .map((e) => e.data.text)
        .join(""),
    ).toBe(done.reply.text);
    expect(list.filter((e) => e.event === "card").map((e) => e.data)).toEqual(REPLY.cards);
    expect(done.reply).toMatchObject({ intent: "tide", links: REPLY.links, source: "engine" });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/lakbay\.chat_guest=[\w-]{43};.*HttpOnly/);
  });

  it("says the assistant cannot answer: 503 in JSON, an error event when streaming", async () => {
    failing = true;
    const json = await call("/api/chat/messages", { json: { message: "hello" } });
    expect(json.status).toBe(503);
    expect((await json.json()).message).toBe("The assistant cannot answer right now. Please try again in a moment.");
    const sse = await call("/api/chat/messages", { json: { message: "hello" }, headers: { accept: "text/event-stream" } });
    expect(await events(sse)).toEqual([
      { event: "error", data: { message: "The assistant cannot answer right now. Please try again in a moment." } },
    ]);
  });

  it("answers every bad request with a clear 4xx", async () => {
    const cases: [Init, number, RegExp][] = [
      [{ body: "message=hi", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, /Content-Type: application\/json/],
      [{ body: "{not json", headers: { "content-type": "application/json" } }, 400, /not valid JSON/],
      [{ json: { message: "a".repeat(20_000) } }, 413, /too large/],
      [
        { body: `{"message":"hi","x":${"[".repeat(40)}${"]".repeat(40)}}`, headers: { "content-type": "application/json" } },
        400,
        /nested too deeply/,
      ],
      [{ json: { message: "hi\u0000" } }, 400, /Some fields are not right/],
      [{ json: ["hi"] }, 400, /Some fields are not right/],
      [{ json: { message: "" } }, 400, /Some fields are not right/],
      [{ json: { message: "a".repeat(1001) } }, 400, /Some fields are not right/],
      [{ json: { message: "hi", userId: "someone-else" } }, 400, /Some fields are not right/],
      [{ json: { message: "hi", conversationId: "not-a-uuid" } }, 400, /Some fields are not right/],
      [{ json: { message: "hi", conversationId: "00000000-0000-4000-8000-000000000000" } }, 404, /does not exist/],
    ];
    for (const [init, status, message] of cases) {
      const res = await call("/api/chat/messages", { method: "POST", ...init });
      expect(res.status, JSON.stringify(init).slice(0, 80)).toBe(status);
      expect((await res.json()).message).toMatch(message);
    }
    const control = await (await call("/api/chat/messages", { json: { message: "hi\u0007there" } })).json();
    expect(control.errors.message).toEqual(["A message cannot contain control characters."]);
    const long = await (await call("/api/chat/messages", { json: { message: "a".repeat(1001) } })).json();
    expect(long.errors.message).toEqual(["Please keep a message to 1,000 characters."]);
  });

  it("is limited to 20 messages a minute per address, with Retry-After", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 20; i++) expect((await call("/api/chat/messages", { json: { message: `hi ${i}` }, address })).status).toBe(200);
    const refused = await call("/api/chat/messages", { json: { message: "one more" }, address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many attempts/);
  });
});

describe("conversations", () => {
  it("belong to their guest or account: anybody else gets 404, the owner lists, opens and deletes", async () => {
    const mine = await call("/api/chat/messages", { json: { message: "hotels in El Nido under 3k" } });
    const cookie = guestCookieOf(mine) as string;
    const { conversationId } = (await mine.json()).data;
    const other = guestCookieOf(await call("/api/chat/messages", { json: { message: "something else" } })) as string;
    const user = await signedInCookie(t, "chat-owner-check@example.com");
    for (const stranger of [other, user, undefined]) {
      expect((await call(`/api/chat/conversations/${conversationId}`, { cookie: stranger })).status).toBe(404);
      expect((await call(`/api/chat/conversations/${conversationId}`, { method: "DELETE", cookie: stranger })).status).toBe(404);
      expect((await call("/api/chat/messages", { json: { message: "mine now", conversationId }, cookie: stranger })).status).toBe(404);
    }
    expect((await call("/api/chat/conversations/not-a-uuid", { cookie })).status).toBe(404);
    const listed = await (await call("/api/chat/conversations", { cookie })).json();
    expect(listed.data.conversations).toEqual([
      expect.objectContaining({ id: conversationId, title: "hotels in El Nido under 3k", messageCount: 2 }),
    ]);
    expect((await (await call("/api/chat/conversations")).json()).data.conversations).toEqual([]);
    expect((await call(`/api/chat/conversations/${conversationId}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await call(`/api/chat/conversations/${conversationId}`, { cookie })).status).toBe(404);
  });

  it("of a guest join the account it signs in to", async () => {
    const res = await call("/api/chat/messages", { json: { message: "5 days Palawan, pa-plan naman" } });
    const guest = guestCookieOf(res) as string;
    const { conversationId } = (await res.json()).data;
    const email = "chat-join@example.com";
    const password = "sampaguita-2026-long";
    const origin = new Headers({ origin: t.services.env.appUrl });
    await t.services.auth.api.signUpEmail({ body: { name: "Juan Cruz", email, password }, headers: origin });
    const signedIn = await t.services.auth.api.signInEmail({
      body: { email, password },
      headers: new Headers({ origin: t.services.env.appUrl, cookie: guest }),
      returnHeaders: true,
    });
    const session = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const listed = await (await call("/api/chat/conversations", { cookie: session })).json();
    expect(listed.data.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    expect((await call(`/api/chat/conversations/${conversationId}`, { cookie: guest })).status).toBe(404);
  });
});

describe("one conversation, one spelling, a bounded size", () => {
  it("takes its id in upper or mixed case as the same conversation, under the same per-conversation limit", async () => {
    const first = await call("/api/chat/messages", { json: { message: "start" } });
    const cookie = guestCookieOf(first) as string;
    const { conversationId } = (await first.json()).data as { conversationId: string };
    const mixed = conversationId.replace(/[a-f]/g, (c, i) => (i % 3 ? c.toUpperCase() : c));
    const spellings = [conversationId.toUpperCase(), mixed, conversationId];
    let accepted = 0;
    let refused: Response | null = null;
    for (let i = 0; i < 80 && !refused; i++) {
      const res = await call("/api/chat/messages", { json: { message: `m${i}`, conversationId: spellings[i % 3] }, cookie });
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(200);
        expect((await res.json()).data.conversationId).toBe(conversationId);
        accepted++;
      }
    }
    // The limit is 60 messages an hour per conversation, whichever way its id was written.
    expect(accepted).toBe(60);
    expect(refused?.status).toBe(429);
    for (const spelling of spellings) {
      expect((await call("/api/chat/messages", { json: { message: "again", conversationId: spelling }, cookie })).status).toBe(429);
    }
    const opened = await call(`/api/chat/conversations/${conversationId.toUpperCase()}`, { cookie });
    expect(opened.status).toBe(200);
    expect((await opened.json()).data).toMatchObject({ id: conversationId, messageCount: 122, earlierMessages: 0 });
  });

  it("answers with the last 200 messages of a longer (older) conversation, and refuses a turn past the limit with a clear 409", async () => {
    const first = await call("/api/chat/messages", { json: { message: "start" } });
    const cookie = guestCookieOf(first) as string;
    const guestToken = cookie.split("=")[1];
    const id = await seedChatConversation(t.services.database.db, { guestKey: guestKey(guestToken) }, 10_003);
    const opened = await call(`/api/chat/conversations/${id}`, { cookie });
    expect(opened.status).toBe(200);
    const text = await opened.text();
    // 10,003 messages of ~500 characters would be over 5 MB; one answer stays near 200 of them.
    expect(text.length).toBeLessThan(200_000);
    const { data } = JSON.parse(text);
    expect(data.messages).toHaveLength(CHAT_SHOWN_MESSAGES);
    expect(data).toMatchObject({ messageCount: 10_003, earlierMessages: 10_003 - CHAT_SHOWN_MESSAGES });
    expect(data.messages.at(-1).text).toMatch(/^q10003 /);
    const more = await call("/api/chat/messages", { json: { message: "one more", conversationId: id.toUpperCase() }, cookie });
    expect(more.status).toBe(409);
    expect((await more.json()).message).toBe(CHAT_CONVERSATION_FULL);
  });
});

describe("from another site", () => {
  it("answers the CORS preflight for an allowed origin only", async () => {
    const allowed = await call("/api/chat/messages", {
      method: "OPTIONS",
      origin: WIDGET_SITE,
      headers: { "access-control-request-method": "POST", "access-control-request-headers": "content-type, x-chat-guest" },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(WIDGET_SITE);
    expect(allowed.headers.get("access-control-allow-headers")).toMatch(/X-Chat-Guest/);
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    const refused = await call("/api/chat/messages", { method: "OPTIONS", origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses requests from an origin not in CHAT_WIDGET_ORIGINS", async () => {
    const post = await call("/api/chat/messages", { json: { message: "hi" }, origin: "https://evil.example" });
    expect(post.status).toBe(403);
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
    const read = await call("/api/chat/conversations", { origin: "https://evil.example" });
    expect(read.status).toBe(403);
    expect((await read.json()).message).toBe("This site may not use the Lakbay assistant.");
  });

  it("uses no cookie: a guest gets its token in the body and sends it back in X-Chat-Guest", async () => {
    const session = await signedInCookie(t, "chat-cross-cookie@example.com");
    const res = await call("/api/chat/messages", { json: { message: "hi from the resort" }, origin: WIDGET_SITE, cookie: session });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(WIDGET_SITE);
    expect(res.headers.getSetCookie()).toEqual([]);
    const { data } = await res.json();
    expect(data.guestToken).toMatch(/^[\w-]{43}$/);
    // The signed-in cookie was not used: the conversation is the guest's, not the account's.
    expect((await (await call("/api/chat/conversations", { cookie: session })).json()).data.conversations).toEqual([]);
    const headers = { "x-chat-guest": data.guestToken };
    const listed = await (await call("/api/chat/conversations", { origin: WIDGET_SITE, headers })).json();
    expect(listed.data.conversations.map((c: { id: string }) => c.id)).toEqual([data.conversationId]);
    const follow = await call("/api/chat/messages", {
      json: { message: "more", conversationId: data.conversationId },
      origin: WIDGET_SITE,
      headers,
    });
    expect(follow.status).toBe(200);
    expect((await follow.json()).data.guestToken).toBeUndefined();
    const streamed = await call("/api/chat/messages", {
      json: { message: "stream" },
      origin: WIDGET_SITE,
      headers: { accept: "text/event-stream" },
    });
    const meta = (await events(streamed))[0];
    expect(meta).toMatchObject({ event: "meta", data: { guestToken: expect.stringMatching(/^[\w-]{43}$/) } });
    const bad = await call("/api/chat/conversations", { origin: WIDGET_SITE, headers: { "x-chat-guest": "nope" } });
    expect(bad.status).toBe(400);
  });

  it("accepts a signed token from POST /api/chat/token for ten minutes, and never a forged one", async () => {
    const session = await signedInCookie(t, "chat-token@example.com");
    expect((await call("/api/chat/token", { method: "POST" })).status).toBe(401);
    expect((await call("/api/chat/token", { method: "POST", cookie: session, origin: WIDGET_SITE })).status).toBe(403);
    const issued = await call("/api/chat/token", { method: "POST", cookie: session });
    expect(issued.status).toBe(200);
    const { token, expiresAt } = (await issued.json()).data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    const sent = await call("/api/chat/messages", { json: { message: "my trips?" }, origin: WIDGET_SITE, headers: bearer(token) });
    expect(sent.status).toBe(200);
    const { conversationId, guestToken } = (await sent.json()).data;
    expect(guestToken).toBeUndefined();
    // The conversation is the account's: the traveller sees it on Lakbay too.
    const mine = await (await call("/api/chat/conversations", { cookie: session })).json();
    expect(mine.data.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);

    const found = await t.services.lookUpSession(new Headers({ cookie: session }));
    const holder = { userId: found?.user.id as string, sessionId: found?.session.id as string };
    const expired = issueChatToken(t.services.env.authSecret, holder, new Date(Date.now() - 11 * 60_000)).token;
    const forged = issueChatToken("someone-else's-secret-that-is-long-enough", holder, new Date()).token;
    const res = await call("/api/chat/conversations", { origin: WIDGET_SITE, headers: bearer(expired) });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Your chat sign-in has expired. Please reload the page.");
    for (const bad of [forged, `${token.slice(0, -2)}xx`, "garbage"]) {
      const r = await call("/api/chat/conversations", { origin: WIDGET_SITE, headers: bearer(bad) });
      expect(r.status).toBe(401);
      expect((await r.json()).message).toBe("That chat sign-in is not valid. Please reload the page.");
    }
  });
});

describe("a chat token ends with its session", () => {
  const email = "chat-token-session@example.com";
  const origin = () => new Headers({ origin: t.services.env.appUrl });
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const signIn = async (password: string) =>
    cookieOf((await t.services.auth.api.signInEmail({ body: { email, password }, headers: origin(), returnHeaders: true })).headers);
  const tokenOf = async (cookie: string): Promise<string> =>
    (await (await call("/api/chat/token", { method: "POST", cookie })).json()).data.token;
  const use = (token: string) => call("/api/chat/conversations", { origin: WIDGET_SITE, headers: { authorization: `Bearer ${token}` } });
  async function refusedAsEnded(token: string) {
    const res = await use(token);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("You are no longer logged in to Lakbay on this device. Please log in and reload the page.");
    const sent = await call("/api/chat/messages", {
      json: { message: "still me?" },
      origin: WIDGET_SITE,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status).toBe(401);
  }

  it("at log out, at 'log out other devices', at a password change or reset and when the account is deleted, at once", async () => {
    const password = "sampaguita-2026-long";
    const first = await signedInCookie(t, email);
    const userId = (await t.services.lookUpSession(new Headers({ cookie: first })))?.user.id as string;

    // Log out.
    const loggedOut = await tokenOf(first);
    expect((await use(loggedOut)).status).toBe(200);
    await t.services.auth.api.signOut({ headers: new Headers({ origin: t.services.env.appUrl, cookie: first }) });
    await refusedAsEnded(loggedOut);

    // "Log out other devices" from the laptop: the phone's token ends, the laptop's goes on.
    const phone = await signIn(password);
    const laptop = await signIn(password);
    const onPhone = await tokenOf(phone);
    const onLaptop = await tokenOf(laptop);
    const laptopSession = (await t.services.lookUpSession(new Headers({ cookie: laptop })))?.session.id as string;
    expect((await use(onPhone)).status).toBe(200);
    expect(await t.services.accounts.endOtherSessions(userId, laptopSession)).toBe(1);
    await refusedAsEnded(onPhone);
    expect((await use(onLaptop)).status).toBe(200);

    // A password change (every session before it ends, the one that changed it included).
    const tablet = await signIn(password);
    const onTablet = await tokenOf(tablet);
    const newPassword = "kalabasa-2027-longer";
    await t.services.auth.api.changePassword({
      body: { currentPassword: password, newPassword, revokeOtherSessions: true },
      headers: new Headers({ origin: t.services.env.appUrl, cookie: laptop }),
    });
    await refusedAsEnded(onTablet);
    await refusedAsEnded(onLaptop);

    // A password reset from a link (every session ends).
    const beforeReset = await tokenOf(await signIn(newPassword));
    expect((await use(beforeReset)).status).toBe(200);
    await t.services.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: origin() });
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const resetToken = mails.map((m) => /\/reset-password\/([\w-]+)/.exec(m.text)?.[1]).find(Boolean) as string;
    expect(resetToken).toBeTruthy();
    const resetPassword = "sinigang-2028-longest";
    await t.services.auth.api.resetPassword({ body: { newPassword: resetPassword, token: resetToken }, headers: origin() });
    await refusedAsEnded(beforeReset);

    // The account deleted.
    const last = await signIn(resetPassword);
    const beforeDeletion = await tokenOf(last);
    expect((await use(beforeDeletion)).status).toBe(200);
    await t.services.accounts.delete(userId);
    await refusedAsEnded(beforeDeletion);
  });
});

describe("log lines", () => {
  it("never hold a message, a reply, a title or a token", async () => {
    const secret = "Passport P1234567X for Juan";
    const session = await signedInCookie(t, "chat-logs@example.com");
    const { token } = (await (await call("/api/chat/token", { method: "POST", cookie: session })).json()).data;
    const sent = await call("/api/chat/messages", { json: { message: secret }, origin: WIDGET_SITE });
    const { guestToken, conversationId } = (await sent.json()).data;
    await call("/api/chat/messages", {
      json: { message: `${secret} again`, conversationId },
      origin: WIDGET_SITE,
      headers: { "x-chat-guest": guestToken },
    });
    await call("/api/chat/messages", { json: { message: secret }, origin: WIDGET_SITE, headers: { authorization: `Bearer ${token}` } });
    failing = true;
    await call("/api/chat/messages", { json: { message: secret }, headers: { accept: "text/event-stream" } });
    const lines = logLines.join("");
    expect(lines).toContain("/api/chat/messages");
    expect(lines).toContain("chat responder failed");
    for (const leak of ["P1234567X", "Low tide in Coron", guestToken, token, token.split(".")[4]]) expect(lines).not.toContain(leak);
  });
});
