import { CHAT_CONVERSATION_FULL, CHAT_SHOWN_MESSAGES } from "../../contracts/chat.ts";
import { seedChatConversation } from "../../db/repositories/chat-store.fixture.ts";
import { guestKey } from "../chat-identity.ts";
import { signedInCookie } from "../test-flight-booking.ts";
import { describe, expect, it } from "vitest";
import { chatApiSuite, events, guestCookieOf, type Init, REPLY } from "./chat.fixture.ts";

const suite = chatApiSuite();
const call = suite.call;

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
    suite.failNext();
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
    const user = await signedInCookie(suite.t, "chat-owner-check@example.com");
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
    const origin = new Headers({ origin: suite.t.services.env.appUrl });
    await suite.t.services.auth.api.signUpEmail({ body: { name: "Juan Cruz", email, password }, headers: origin });
    const signedIn = await suite.t.services.auth.api.signInEmail({
      body: { email, password },
      headers: new Headers({ origin: suite.t.services.env.appUrl, cookie: guest }),
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
    const id = await seedChatConversation(suite.t.services.database.db, { guestKey: guestKey(guestToken) }, 10_003);
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
