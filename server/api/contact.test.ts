/**
 * POST /api/contact through the whole HTTP host: the page's rules as JSON — 201 with a reference,
 * 400 for a body that is not a JSON object, 415 for another content type, 422 with per-field messages,
 * 429 over the rate limits; nothing stored for any refusal or for a filled honeypot.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContactSubmitInput } from "../../contracts/contact-schema.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../../contracts/contact.ts";
import { CONTACT_RATE_LIMITS } from "../../core/contact/contact-service.ts";
import { contactMessage, mailOutbox } from "../../db/schema.ts";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";
import { API_MESSAGES } from "./guards.ts";

type Reply = { data: { reference: string; message: string }; message: string; errors: Record<string, string[]> };

let t: HttpTestApp;
let ip = 0;

beforeAll(async () => {
  t = await openHttpTestApp();
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: "Jose Rizal",
  email: `jose-${Math.random().toString(36).slice(2, 8)}@example.com`,
  subject: "Hotel voucher",
  message: "I cannot find the voucher for my Bohol hotel. Could you send it again?",
  bookingReference: "HAB23C",
  ...over,
});

async function post(payload: unknown, opts: { ip?: string; type?: string; raw?: string } = {}) {
  const res = await t.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": opts.type ?? "application/json", "X-Forwarded-For": opts.ip ?? `198.51.100.${++ip}` },
    body: opts.raw ?? JSON.stringify(payload),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Reply };
}

const count = async () => (await t.services.database.db.select().from(contactMessage)).length;

describe("POST /api/contact", () => {
  it("stores a message and answers 201 with its reference; the acknowledgement is in the outbox", async () => {
    const sent = body();
    const res = await post(sent);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ data: { reference: expect.stringMatching(/^C-[A-Z2-9]{6}$/), message: CONTACT_MESSAGES.sent } });
    const [row] = await t.services.database.db.select().from(contactMessage).where(eq(contactMessage.reference, res.json.data.reference));
    expect(row).toMatchObject({ email: sent.email, bookingReference: "HAB23C", status: "new" });
    const mail = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, sent.email));
    expect(mail.map((m) => m.subject)).toEqual([`We received your message (${res.json.data.reference})`]);
  });

  it("reads the body once: contact.submit's parse is the only one, accepted or refused", async () => {
    const parses = vi.spyOn(ContactSubmitInput, "safeParse");
    try {
      expect((await post(body())).status).toBe(201);
      expect((await post(body({ email: "nope" }))).status).toBe(422);
      expect((await post([body()])).status).toBe(400);
      expect(parses).toHaveBeenCalledTimes(3);
    } finally {
      parses.mockRestore();
    }
  });

  it("answers 422 with a message per field, and stores nothing", async () => {
    const before = await count();
    const res = await post(body({ name: "", email: "not-an-address", message: "hi", bookingReference: "123" }));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: API_MESSAGES.invalid,
      errors: {
        name: [CONTACT_MESSAGES.nameRequired],
        email: [CONTACT_MESSAGES.emailInvalid],
        message: [CONTACT_MESSAGES.messageTooShort],
        bookingReference: [CONTACT_MESSAGES.bookingReferenceInvalid],
      },
    });
    expect(await count()).toBe(before);
  });

  it("answers 4xx, never 500, to wrong types, control characters, huge values and bodies that are not objects", async () => {
    const before = await count();
    expect((await post(body({ name: 7, subject: null, message: ["a"] }))).json.errors).toEqual({
      name: [CONTACT_MESSAGES.notText],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.notText],
    });
    expect((await post(body({ subject: "Bell\u0007" }))).json.errors).toEqual({ subject: [CONTACT_MESSAGES.controlCharacters] });
    const nul = await post(body({ message: "Null \u0000 character here" }));
    expect(nul.status).toBe(400);
    expect(nul.json.errors).toEqual({ message: ["Remove the control characters."] });
    expect((await post(body({ message: "x".repeat(CONTACT_LIMITS.message + 1) }))).json.errors).toEqual({
      message: [CONTACT_MESSAGES.messageTooLong],
    });
    expect((await post(body({ message: "x".repeat(2 * 1024 * 1024) }))).status).toBe(413);
    for (const payload of [[body()], "a string", 42, null]) {
      const res = await post(payload);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(API_MESSAGES.invalid);
    }
    expect((await post(null, { raw: "{ not json" })).status).toBe(400);
    expect((await post(null, { raw: "name=x", type: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("answers a filled honeypot with 201 like any other, and stores nothing", async () => {
    const before = await count();
    const res = await post(body({ website: "https://cheap-pills.example" }));
    expect(res.status).toBe(201);
    expect(res.json.data.reference).toMatch(/^C-/);
    expect(await count()).toBe(before);
  });

  it("limits a flood from one address with 429, Retry-After and a clear message", async () => {
    const clientIp = "192.0.2.77";
    for (let i = 0; i < CONTACT_RATE_LIMITS.perClient.limit; i++) expect((await post(body(), { ip: clientIp })).status).toBe(201);
    const before = await count();
    const res = await post(body(), { ip: clientIp });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      errors: {},
      reason: "limit.contact",
      params: {
        retryAfterSeconds: Number(res.headers.get("Retry-After")),
        minutes: Math.max(1, Math.ceil(Number(res.headers.get("Retry-After")) / 60)),
      },
    });
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // Another client is not affected.
    expect((await post(body())).status).toBe(201);
  });
});
