/**
 * The contact service on its store and a real (test) database: messages stored with their acknowledgement, the
 * honeypot, the rate limits, replies that are mailed and kept in the thread, archiving.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactInput } from "../../contracts/contact.ts";
import { createContactStore } from "./contact-store.ts";
import { createOutboxRepository } from "./outbox-repository.ts";
import { createRateLimitStore } from "./rate-limit-store.ts";
import { contactMessage, contactReply, mailOutbox, rateLimit, user } from "../schema.ts";
import { openTestDatabase, type TestDatabase } from "../test-database.ts";
import { createMailService } from "../../core/mail/mail-service.ts";
import { createRateLimiter } from "../../core/rate-limit/rate-limiter.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import { CONTACT_RATE_LIMITS, createContactService, type ContactService, isContactError } from "../../core/contact/contact-service.ts";

let database: TestDatabase;
let contact: ContactService;
const queued: unknown[] = [];
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

const input = (over: Partial<ContactInput> = {}): ContactInput => ({
  name: "Juan Dela Cruz",
  email: `juan-${Math.random().toString(36).slice(2, 8)}@example.com`,
  subject: "Refund for a cancelled flight",
  message: "My flight to Siargao was cancelled by the airline. How do I get my money back?",
  bookingReference: "K7Q2ZM",
  honeypot: false,
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const mail = createMailService({
    outbox: createOutboxRepository(db),
    transport: {
      async send() {},
    },
    logger: silentLogger,
    queue: {
      enqueue: async (...args) => {
        queued.push(args);
        return { id: "job", created: true };
      },
    },
  });
  contact = createContactService({
    store: createContactStore(db),
    mail,
    rateLimiter: createRateLimiter(createRateLimitStore(db)),
    logger: silentLogger,
    appName: "Lakbay",
    appUrl: "https://lakbay.example",
  });
  await db.insert(user).values({ id: "staff-1", name: "Ana Staff", email: "ana@lakbay.example", emailVerified: true, role: "staff" });
});

afterAll(() => database?.cleanup());

beforeEach(() => {
  queued.length = 0;
});

async function stored(reference: string) {
  const [row] = await database.db.select().from(contactMessage).where(eq(contactMessage.reference, reference));
  return row;
}

describe("submitting", () => {
  it("stores the message and queues an acknowledgement with the reference, before answering", async () => {
    const sent = input();
    const result = await contact.submit(sent, { clientIp: nextIp(), userId: null });
    expect(result.status).toBe("accepted");
    if (result.status !== "accepted") return;
    expect(result.reference).toMatch(/^C-[A-HJ-NP-Z2-9]{6}$/);
    const row = await stored(result.reference);
    expect(row).toMatchObject({ name: sent.name, email: sent.email, status: "new", bookingReference: "K7Q2ZM", userId: null });
    const [ack] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, sent.email));
    expect(ack.subject).toBe(`We received your message (${result.reference})`);
    expect(ack.text).toContain(result.reference);
    // The sender's own words are not echoed to whatever address was typed.
    expect(ack.text).not.toContain(sent.message);
    expect(ack.text).not.toContain(sent.name);
    expect(queued).toEqual([["mail.deliver", { id: ack.id }, { uniqueKey: `mail:${ack.id}` }]]);
  });

  it("keeps the account of a signed-in sender", async () => {
    const result = await contact.submit(input(), { clientIp: nextIp(), userId: "staff-1" });
    expect(result.status === "accepted" && (await stored(result.reference)).userId).toBe("staff-1");
  });

  it("accepts the message even when the mail queue fails; the outbox keeps the acknowledgement pending", async () => {
    const failing = createContactService({
      store: createContactStore(database.db),
      mail: {
        dispatch: async () => {
          throw new Error("queue down");
        },
      },
      rateLimiter: createRateLimiter(createRateLimitStore(database.db)),
      logger: silentLogger,
      appName: "Lakbay",
      appUrl: "https://lakbay.example",
    });
    const sent = input();
    const result = await failing.submit(sent, { clientIp: nextIp(), userId: null });
    expect(result.status).toBe("accepted");
    const [ack] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, sent.email));
    expect(ack.status).toBe("pending");
  });

  it("answers a filled honeypot like any message, but stores and mails nothing", async () => {
    const before = (await database.db.select().from(contactMessage)).length;
    const sent = input({ honeypot: true });
    const result = await contact.submit(sent, { clientIp: nextIp(), userId: null });
    expect(result.status).toBe("accepted");
    expect(result.status === "accepted" && result.reference).toMatch(/^C-/);
    expect(await database.db.select().from(contactMessage)).toHaveLength(before);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, sent.email))).toEqual([]);
  });

  it("limits a flood from one client address, and from one e-mail address across clients", async () => {
    const clientIp = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.perClient.limit; i++)
      expect((await contact.submit(input(), { clientIp, userId: null })).status).toBe("accepted");
    const refused = await contact.submit(input(), { clientIp, userId: null });
    expect(refused).toMatchObject({
      status: "limited",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(refused.status === "limited" && refused.retryAfterSeconds).toBeGreaterThan(0);

    const email = "flood@example.com";
    for (let i = 0; i < CONTACT_RATE_LIMITS.perEmail.limit; i++)
      expect((await contact.submit(input({ email }), { clientIp: nextIp(), userId: null })).status).toBe("accepted");
    expect((await contact.submit(input({ email }), { clientIp: nextIp(), userId: null })).status).toBe("limited");
    // Nothing refused was stored: exactly the accepted ones are there.
    expect(await database.db.select().from(contactMessage).where(eq(contactMessage.email, email))).toHaveLength(
      CONTACT_RATE_LIMITS.perEmail.limit,
    );
    expect((await database.db.select().from(rateLimit)).length).toBeGreaterThan(0);
  });
});

describe("the inbox", () => {
  async function newMessage() {
    const result = await contact.submit(input(), { clientIp: nextIp(), userId: null });
    if (result.status !== "accepted") throw new Error("not accepted");
    return (await stored(result.reference)).id;
  }

  it("marks a message read when opened, and unread again on request", async () => {
    const id = await newMessage();
    const counts = await contact.counts();
    const opened = await contact.open(id);
    expect(opened.status).toBe("read");
    expect(opened.readAt).not.toBeNull();
    expect((await contact.counts()).new).toBe(counts.new - 1);
    await contact.markUnread(id);
    expect((await contact.list("new")).map((m) => m.id)).toContain(id);
    expect((await stored(opened.reference)).readAt).toBeNull();
  });

  it("mails a reply to the sender, keeps it in the thread with who and when, and marks the message answered", async () => {
    const id = await newMessage();
    const message = await contact.open(id);
    queued.length = 0;
    await contact.reply(id, { id: "staff-1", name: "Ana Staff" }, "We have asked the airline for your refund.");
    const after = await contact.open(id);
    expect(after.status).toBe("answered");
    expect(after.thread).toEqual([
      {
        id: expect.any(String),
        authorName: "Ana Staff",
        body: "We have asked the airline for your refund.",
        createdAt: expect.any(String),
      },
    ]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.email));
    const reply = mails.find((m) => m.subject.startsWith("Re: "));
    expect(reply?.subject).toBe(`Re: ${message.subject} (${message.reference})`);
    expect(reply?.text).toContain("We have asked the airline for your refund.");
    expect(queued).toHaveLength(1);
    const [row] = await database.db.select().from(contactReply).where(eq(contactReply.messageId, id));
    expect(row.mailId).toBe(reply?.id);
  });

  it("archives and unarchives; an archived message takes no reply", async () => {
    const id = await newMessage();
    await contact.archive(id);
    expect((await contact.list("archived")).map((m) => m.id)).toContain(id);
    expect((await contact.list("open")).map((m) => m.id)).not.toContain(id);
    const refused = await contact.reply(id, { id: "staff-1", name: "Ana Staff" }, "Hello").catch((e) => e);
    expect(isContactError(refused) && refused.code).toBe("ARCHIVED");
    expect((await contact.open(id)).thread).toEqual([]);
    await contact.unarchive(id);
    expect((await contact.open(id)).status).toBe("read");
    await contact.reply(id, { id: "staff-1", name: "Ana Staff" }, "Hello again");
    await contact.archive(id);
    await contact.unarchive(id);
    expect((await contact.open(id)).status).toBe("answered");
  });

  it("answers NOT_FOUND for a message that is not there", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    // One at a time: a rejection must have its handler before the next call starts.
    const attempts = [
      () => contact.open(missing),
      () => contact.archive(missing),
      () => contact.reply(missing, { id: "staff-1", name: "A" }, "x"),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect(isContactError(error) && error.code).toBe("NOT_FOUND");
    }
  });
});
