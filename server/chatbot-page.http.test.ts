/**
 * /dashboard/chatbot through the whole HTTP host and React Router's production build (`npm test`
 * builds first), on PGlite and PostgreSQL: guests are sent to log in, also on `.data` requests (which
 * skip the dashboard layout); a traveller sees their own conversations with the last message time in
 * Philippine time, opens one, and deletes one after confirming; anybody else's is 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedChatConversation } from "../db/repositories/chat-store.fixture.ts";
import { user } from "../db/schema.ts";
import { testDatabaseKind } from "../db/test-database.ts";
import { openBuiltAppWithScriptedChat, pageRequests } from "./chat-pages.fixture.ts";
import { signedInCookie } from "./test-flight-booking.ts";
import type { HttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;
let maria: string;
let jose: string;
let ip = 0;

beforeAll(async () => {
  t = await openBuiltAppWithScriptedChat((turn) => ({
    text: `Here are flights for: ${turn.message}`,
    intent: "flight_search",
    slots: {},
    cards: [],
    links: [{ href: "/flights/results?origin=MNL&destination=CEB&departureDate=2026-12-04&adults=2", label: "See the flights" }],
    source: "engine",
  }));
  maria = await signedInCookie(t, "maria-chat-page@example.com");
  jose = await signedInCookie(t, "jose-chat-page@example.com");
  await t.services.database.db.update(user).set({ emailVerified: true });
}, 60_000);
afterAll(() => t?.close());

const request = pageRequests(() => t, "198.18.7");

async function startChat(cookie: string, message: string): Promise<string> {
  const res = await t.app.request("/api/chat/messages", {
    method: "POST",
    headers: { cookie, origin: t.services.env.appUrl, "content-type": "application/json", "x-forwarded-for": `198.18.8.${++ip}` },
    body: JSON.stringify({ message }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.conversationId;
}

describe(`/dashboard/chatbot (${testDatabaseKind})`, () => {
  it("sends guests to log in, for the page and for its .data requests, and deletes nothing for them", async () => {
    const id = await startChat(maria, "flights Manila to Cebu Dec 4, 2 adults");
    const page = await request("/dashboard/chatbot");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fchatbot");
    const data = await request(`/dashboard/chatbot.data?conversation=${id}`);
    const text = await data.text();
    expect(text).not.toContain("Manila to Cebu");
    expect(`${data.headers.get("x-remix-redirect") ?? ""}${text}`).toContain("/login");
    const post = await request("/dashboard/chatbot.data", { form: { intent: "delete", id } });
    expect(await post.text()).not.toContain("Conversation deleted");
    const opened = await request(`/dashboard/chatbot?conversation=${id}`, { cookie: maria });
    expect(opened.status).toBe(200);
  });

  it("lists the traveller's conversations with the last message time in Philippine time, and opens one", async () => {
    const id = await startChat(maria, "hotels in El Nido under 3k");
    await startChat(jose, "jose's own question");
    const page = await request("/dashboard/chatbot", { cookie: maria });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("hotels in El Nido under 3k");
    expect(html).not.toContain("jose&#x27;s own question");
    expect(html).not.toContain("jose's own question");
    expect(html).toMatch(/Last message(<!-- -->)? <time[^>]*>[^<]*PHT<\/time>/);
    expect(html).toContain(`href="/dashboard/chatbot?conversation=${id}"`);
    const opened = await (await request(`/dashboard/chatbot?conversation=${id}`, { cookie: maria })).text();
    expect(opened).toContain(`data-chat-conversation="${id}"`);
    expect(opened).toContain("Here are flights for: hotels in El Nido under 3k");
    expect(opened).toContain('href="/flights/results?origin=MNL&amp;destination=CEB&amp;departureDate=2026-12-04&amp;adults=2"');
    expect((await request(`/dashboard/chatbot?conversation=${id}`, { cookie: jose })).status).toBe(404);
    expect((await request(`/dashboard/chatbot.data?conversation=${id}`, { cookie: jose })).status).toBe(404);
    expect((await request("/dashboard/chatbot?conversation=nope", { cookie: maria })).status).toBe(404);
  });

  it("asks before deleting, then deletes only the traveller's own conversation", async () => {
    const id = await startChat(maria, "tide in Coron tomorrow");
    const confirm = await (await request(`/dashboard/chatbot?delete=${id}`, { cookie: maria })).text();
    expect(confirm).toContain("Delete “tide in Coron tomorrow”?");
    expect(confirm).toMatch(/<input type="hidden" name="id" value="[^"]+"\/?>/);
    expect((await request("/dashboard/chatbot", { cookie: jose, form: { intent: "delete", id } })).status).toBe(404);
    const done = await request("/dashboard/chatbot", { cookie: maria, form: { intent: "delete", id } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard/chatbot");
    expect((await request(`/dashboard/chatbot?conversation=${id}`, { cookie: maria })).status).toBe(404);
    const list = await (await request("/dashboard/chatbot", { cookie: maria })).text();
    expect(list).not.toContain("tide in Coron tomorrow");
  });

  it("opens a long (older) conversation with its last 200 messages and says the earlier ones are not shown; any case of its id opens it", async () => {
    const userId = (await t.services.lookUpSession(new Headers({ cookie: maria })))?.user.id as string;
    const id = await seedChatConversation(t.services.database.db, { userId }, 10_003, "a very long chat");
    const page = await request(`/dashboard/chatbot?conversation=${id.toUpperCase()}`, { cookie: maria });
    expect(page.status).toBe(200);
    const html = await page.text();
    // 10,003 messages made a 7.3 MB page; 200 of them (about 500 characters each, twice in the page) stay well under 1 MB.
    expect(html.length).toBeLessThan(600_000);
    expect(html).toContain(`data-chat-conversation="${id}"`);
    expect(html).toContain("Showing the last 200 messages; the 9,803 before them are not shown.");
    expect(html).toMatch(/q10003 /);
    expect(html).not.toMatch(/q9801 /);
    const confirm = await request(`/dashboard/chatbot?delete=${id.toUpperCase()}`, { cookie: maria });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Delete “a very long chat”?");
  });

  it("asks an account that has not verified its address to do so", async () => {
    const cookie = await signedInCookie(t, "unverified-chat@example.com");
    await t.services.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, "unverified-chat@example.com"));
    const page = await request("/dashboard/chatbot", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/verify-email");
  });
});
