/**
 * The assistant's hand-over to the contact form (issue 19), through the whole HTTP host and React
 * Router's production build (`npm test` builds first), on PGlite and PostgreSQL: the reply's contact
 * link names the conversation; the contact page offers to attach it only to its owner (the account,
 * or the guest's chat cookie), for the page and its `.data` request, and ignores anybody else's id
 * without a word; the form attaches it (the owner checked again on submit, never trusting the form)
 * and staff read the transcript in the inbox with Philippine times.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedChatConversation } from "../db/repositories/chat-store.fixture.ts";
import { contactMessage, user } from "../db/schema.ts";
import { testDatabaseKind } from "../db/test-database.ts";
import { openBuiltAppWithScriptedChat, pageRequests } from "./chat-pages.fixture.ts";
import { signedInCookie } from "./test-flight-booking.ts";
import type { HttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;
let maria: string;
let jose: string;
let staff: string;
let ip = 0;

beforeAll(async () => {
  t = await openBuiltAppWithScriptedChat(() => ({
    text: "I can't help with that here, and I don't want to guess.",
    intent: "contact",
    slots: {},
    cards: [],
    links: [{ href: "/contact", label: "Write to the Lakbay team" }],
    source: "engine",
  }));
  maria = await signedInCookie(t, "maria-contact-chat@example.com");
  jose = await signedInCookie(t, "jose-contact-chat@example.com");
  staff = await signedInCookie(t, "staff-contact-chat@example.com");
  await t.services.database.db.update(user).set({ emailVerified: true });
  await t.services.database.db.update(user).set({ role: "staff" }).where(eq(user.email, "staff-contact-chat@example.com"));
}, 60_000);
afterAll(() => t?.close());

const request = pageRequests(() => t, "198.18.9");

/** Two messages to the assistant (four in the conversation); its id, the last reply's links and the guest cookie if one was made. */
async function chat(cookie?: string): Promise<{ id: string; links: { href: string }[]; cookie: string }> {
  let id: string | undefined;
  let links: { href: string }[] = [];
  let jar = cookie ?? "";
  for (const message of ["May service dog po kami, pwede sa cabin?", "Sa cabin po talaga"]) {
    const headers = new Headers({
      origin: t.services.env.appUrl,
      "content-type": "application/json",
      "x-forwarded-for": `198.18.10.${++ip}`,
    });
    if (jar) headers.set("cookie", jar);
    const res = await t.app.request("/api/chat/messages", {
      method: "POST",
      headers,
      body: JSON.stringify(id ? { message, conversationId: id } : { message }),
    });
    expect(res.status).toBe(200);
    const guest = res.headers.getSetCookie().find((c) => c.includes("chat_guest"));
    if (guest) jar = guest.split(";")[0];
    const body = (await res.json()).data;
    id = body.conversationId as string;
    links = body.reply.links;
  }
  return { id: id as string, links, cookie: jar };
}

let sender = 0;
const form = (conversation: string) => ({
  name: "Maria Clara",
  // One address per message: the form allows 3 a quarter of an hour per address.
  email: `maria.clara${++sender}@example.com`,
  subject: "Service dog in the cabin",
  message: "Can our service dog fly with us in the cabin to Cebu?",
  conversation,
});

async function stored(subject: string) {
  const [row] = await t.services.database.db.select().from(contactMessage).where(eq(contactMessage.subject, subject));
  return row;
}

describe(`the assistant's hand-over to the contact form (${testDatabaseKind})`, () => {
  it("links to the contact form with the conversation, in the reply and when the conversation is opened again", async () => {
    const { id, links } = await chat(maria);
    expect(links).toEqual([{ href: `/contact?conversation=${id}`, label: "Write to the Lakbay team" }]);
    const opened = await t.app.request(`/api/chat/conversations/${id}`, { headers: { cookie: maria, origin: t.services.env.appUrl } });
    const messages = (await opened.json()).data.messages as { reply: { links: { href: string }[] } | null }[];
    expect(messages.filter((m) => m.reply).map((m) => m.reply?.links[0].href)).toEqual([
      `/contact?conversation=${id}`,
      `/contact?conversation=${id}`,
    ]);
  });

  it("offers the owner to attach it (page and .data), and says nothing to anybody else", async () => {
    const { id } = await chat(maria);
    const page = await (await request(`/contact?conversation=${id}`, { cookie: maria })).text();
    expect(page).toMatch(/Your conversation with the Lakbay assistant \((<!-- -->)?4 messages(<!-- -->)?\)(<!-- -->)? will be attached\./);
    const box = page.match(/<input id="contact-conversation"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).toContain('name="conversation"');
    expect(box).toContain(`value="${id}"`);
    expect(box).toContain("checked");
    const data = await (await request(`/contact.data?conversation=${id}&_routes=routes%2Fcontact`, { cookie: maria })).text();
    expect(data).toContain(id);

    for (const cookie of [jose, undefined]) {
      const other = await request(`/contact?conversation=${id}`, { cookie });
      expect(other.status).toBe(200);
      const html = await other.text();
      expect(html).not.toContain("will be attached");
      expect(html).not.toContain('name="conversation"');
      const otherData = await (await request(`/contact.data?conversation=${id}&_routes=routes%2Fcontact`, { cookie })).text();
      expect(otherData).not.toContain("messageCount");
    }
    // A malformed id or one that does not exist: the same page, no error.
    for (const bad of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await request(`/contact?conversation=${bad}`, { cookie: maria });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("will be attached");
    }
  });

  it("a guest's own conversation, through the guest cookie", async () => {
    const { id, cookie } = await chat();
    expect(cookie).toMatch(/chat_guest=/);
    expect(await (await request(`/contact?conversation=${id}`, { cookie })).text()).toContain("will be attached.");
    const posted = await request("/contact", { cookie, form: { ...form(id), subject: "Guest with a dog" } });
    expect(posted.status).toBe(200);
    expect((await stored("Guest with a dog")).transcript).toHaveLength(4);
  });

  it("attaches it on submit only for its owner, not when unticked, and staff read it with Philippine times", async () => {
    const { id } = await chat(maria);
    // A stranger posting somebody else's id: the message is sent, without the conversation.
    expect((await request("/contact", { cookie: jose, form: { ...form(id), subject: "Stranger" } })).status).toBe(200);
    expect((await stored("Stranger")).transcript).toBeNull();
    // The box unticked: the field is not sent at all.
    const { conversation: _, ...unticked } = form(id);
    await request("/contact", { cookie: maria, form: { ...unticked, subject: "Unticked" } });
    expect((await stored("Unticked")).transcript).toBeNull();

    const sent = await request("/contact", { cookie: maria, form: form(id) });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Message sent");
    const row = await stored("Service dog in the cabin");
    expect(row.transcript?.map((m) => [m.role, m.text])).toEqual([
      ["user", "May service dog po kami, pwede sa cabin?"],
      ["assistant", "I can't help with that here, and I don't want to guess."],
      ["user", "Sa cabin po talaga"],
      ["assistant", "I can't help with that here, and I don't want to guess."],
    ]);

    const inbox = await request(`/dashboard/inbox/${row.id}`, { cookie: staff });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toMatch(/Conversation with the assistant \((<!-- -->)?4 messages/);
    expect(html).toContain("May service dog po kami, pwede sa cabin?");
    expect(html).toMatch(/Traveller<\/span>,(<!-- -->)? (<!-- -->)?<time[^>]*>[^<]*PHT<\/time>/);
    expect(html).toMatch(/Assistant<\/span>/);
  });

  it("attaches only the last 200 messages of a long (older) conversation, and staff see at most 200 of a long stored transcript", async () => {
    const userId = (await t.services.lookUpSession(new Headers({ cookie: maria })))?.user.id as string;
    const id = await seedChatConversation(t.services.database.db, { userId }, 10_003);
    const page = await (await request(`/contact?conversation=${id.toUpperCase()}`, { cookie: maria })).text();
    expect(page).toMatch(
      /Your conversation with the Lakbay assistant \((<!-- -->)?200 messages(<!-- -->)?\)(<!-- -->)? will be attached\./,
    );
    expect(page).toContain(`value="${id}"`);
    const sent = await request("/contact", { cookie: maria, form: { ...form(id.toUpperCase()), subject: "A long chat" } });
    expect(sent.status).toBe(200);
    const row = await stored("A long chat");
    expect(row.transcript).toHaveLength(200);
    expect(row.transcript?.at(-1)?.text).toMatch(/^q10003 /);

    // A transcript stored before the limit, 10,003 messages long: the staff page shows its last 200 and says so.
    const long = Array.from({ length: 10_003 }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      text: `m${i + 1} ${"lorem ipsum ".repeat(40)}`,
      createdAt: new Date(Date.parse("2026-11-20T01:00:00Z") + i * 1000).toISOString(),
    }));
    await t.services.database.db.update(contactMessage).set({ transcript: long }).where(eq(contactMessage.id, row.id));
    const inbox = await request(`/dashboard/inbox/${row.id}`, { cookie: staff });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    // It was a 5.6 MB page.
    expect(html.length).toBeLessThan(600_000);
    expect(html).toMatch(/Conversation with the assistant \((<!-- -->)?the last 200 messages of 10,003/);
    expect(html).toContain("The 9,803 earlier messages are not shown.");
    expect(html).toContain("m10003 ");
    expect(html).not.toContain("m9803 ");
  });
});
