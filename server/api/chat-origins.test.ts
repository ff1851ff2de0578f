/**
 * The chat API from other sites and over time, through the whole HTTP host (PGlite and PostgreSQL) with
 * a fake responder: CORS and refused origins, no cookies across sites, the guest header, signed tokens
 * ending with their session, and what the log lines never hold.
 */
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema.ts";
import { issueChatToken } from "../chat-identity.ts";
import { signedInCookie } from "../test-flight-booking.ts";
import { describe, expect, it } from "vitest";
import { chatApiSuite, events, WIDGET_SITE } from "./chat.fixture.ts";

const suite = chatApiSuite();
const call = suite.call;

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
    const session = await signedInCookie(suite.t, "chat-cross-cookie@example.com");
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
    const session = await signedInCookie(suite.t, "chat-token@example.com");
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

    const found = await suite.t.services.lookUpSession(new Headers({ cookie: session }));
    const holder = { userId: found?.user.id as string, sessionId: found?.session.id as string };
    const expired = issueChatToken(suite.t.services.env.authSecret, holder, new Date(Date.now() - 11 * 60_000)).token;
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
  const origin = () => new Headers({ origin: suite.t.services.env.appUrl });
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const signIn = async (password: string) =>
    cookieOf((await suite.t.services.auth.api.signInEmail({ body: { email, password }, headers: origin(), returnHeaders: true })).headers);
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
    const first = await signedInCookie(suite.t, email);
    const userId = (await suite.t.services.lookUpSession(new Headers({ cookie: first })))?.user.id as string;

    // Log out.
    const loggedOut = await tokenOf(first);
    expect((await use(loggedOut)).status).toBe(200);
    await suite.t.services.auth.api.signOut({ headers: new Headers({ origin: suite.t.services.env.appUrl, cookie: first }) });
    await refusedAsEnded(loggedOut);

    // "Log out other devices" from the laptop: the phone's token ends, the laptop's goes on.
    const phone = await signIn(password);
    const laptop = await signIn(password);
    const onPhone = await tokenOf(phone);
    const onLaptop = await tokenOf(laptop);
    const laptopSession = (await suite.t.services.lookUpSession(new Headers({ cookie: laptop })))?.session.id as string;
    expect((await use(onPhone)).status).toBe(200);
    expect(await suite.t.services.accounts.endOtherSessions(userId, laptopSession)).toBe(1);
    await refusedAsEnded(onPhone);
    expect((await use(onLaptop)).status).toBe(200);

    // A password change (every session before it ends, the one that changed it included).
    const tablet = await signIn(password);
    const onTablet = await tokenOf(tablet);
    const newPassword = "kalabasa-2027-longer";
    await suite.t.services.auth.api.changePassword({
      body: { currentPassword: password, newPassword, revokeOtherSessions: true },
      headers: new Headers({ origin: suite.t.services.env.appUrl, cookie: laptop }),
    });
    await refusedAsEnded(onTablet);
    await refusedAsEnded(onLaptop);

    // A password reset from a link (every session ends).
    const beforeReset = await tokenOf(await signIn(newPassword));
    expect((await use(beforeReset)).status).toBe(200);
    await suite.t.services.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: origin() });
    const mails = await suite.t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const resetToken = mails.map((m) => /\/reset-password\/([\w-]+)/.exec(m.text)?.[1]).find(Boolean) as string;
    expect(resetToken).toBeTruthy();
    const resetPassword = "sinigang-2028-longest";
    await suite.t.services.auth.api.resetPassword({ body: { newPassword: resetPassword, token: resetToken }, headers: origin() });
    await refusedAsEnded(beforeReset);

    // The account deleted.
    const last = await signIn(resetPassword);
    const beforeDeletion = await tokenOf(last);
    expect((await use(beforeDeletion)).status).toBe(200);
    await suite.t.services.accounts.delete(userId);
    await refusedAsEnded(beforeDeletion);
  });
});

describe("log lines", () => {
  it("never hold a message, a reply, a title or a token", async () => {
    const secret = "Passport P1234567X for Juan";
    const session = await signedInCookie(suite.t, "chat-logs@example.com");
    const { token } = (await (await call("/api/chat/token", { method: "POST", cookie: session })).json()).data;
    const sent = await call("/api/chat/messages", { json: { message: secret }, origin: WIDGET_SITE });
    const { guestToken, conversationId } = (await sent.json()).data;
    await call("/api/chat/messages", {
      json: { message: `${secret} again`, conversationId },
      origin: WIDGET_SITE,
      headers: { "x-chat-guest": guestToken },
    });
    await call("/api/chat/messages", { json: { message: secret }, origin: WIDGET_SITE, headers: { authorization: `Bearer ${token}` } });
    suite.failNext();
    await call("/api/chat/messages", { json: { message: secret }, headers: { accept: "text/event-stream" } });
    const lines = suite.logLines.join("");
    expect(lines).toContain("/api/chat/messages");
    expect(lines).toContain("chat responder failed");
    for (const leak of ["P1234567X", "Low tide in Coron", guestToken, token, token.split(".")[4]]) expect(lines).not.toContain(leak);
  });
});
