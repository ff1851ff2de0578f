import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailService, MAX_DELIVERY_ATTEMPTS, OUTBOX_RETENTION_DAYS, type MailMessage } from "../../core/mail/mail-service.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import { mailAttachment, mailOutbox } from "../schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createJobRunner } from "../../core/jobs/job-runner.ts";
import { registerMailJobs } from "../../core/mail/mail-jobs.ts";
import { job } from "../schema.ts";
import { createJobStore } from "./job-store.ts";
import { createOutboxRepository } from "./outbox-repository.ts";

const message = (n: number): MailMessage => ({
  to: `traveller${n}@example.test`,
  subject: `Message ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

describe(`outbox repository (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let outbox: ReturnType<typeof createOutboxRepository>;
  beforeAll(async () => {
    database = await openTestDatabase();
    outbox = createOutboxRepository(database.db);
  });
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds messages and lists them newest first", async () => {
    const first = await outbox.add(message(1), "pending");
    await new Promise((r) => setTimeout(r, 5));
    const second = await outbox.add({ to: "b@example.test", subject: "No HTML", text: "plain" }, "kept");
    expect(first).toMatchObject({ ...message(1), status: "pending", attempts: 0, lastError: null, sentAt: null });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(second.html).toBeUndefined();
    const listed = await outbox.list(10);
    expect(listed.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(await outbox.list(1)).toHaveLength(1);
  });

  it("prunes finished mail after the retention period, never pending mail", async () => {
    const service = createMailService({ outbox, transport: null, logger: silentLogger });
    const old = await outbox.add(message(1), "sent");
    const oldKept = await outbox.add(message(2), "kept");
    const oldPending = await outbox.add(message(3), "pending");
    const recent = await outbox.add(message(4), "kept");
    const longAgo = new Date(Date.now() - (OUTBOX_RETENTION_DAYS + 1) * 86_400_000);
    await database.db
      .update(mailOutbox)
      .set({ createdAt: longAgo })
      .where(inArray(mailOutbox.id, [old.id, oldKept.id, oldPending.id]));
    expect(await service.prune()).toBe(2);
    const left = (await outbox.list(10)).map((e) => e.id).sort();
    expect(left).toEqual([oldPending.id, recent.id].sort());
  });

  it("claims pending messages oldest first, once, and skips sent, kept and failed ones", async () => {
    const a = await outbox.add(message(1), "pending");
    await new Promise((r) => setTimeout(r, 5));
    const b = await outbox.add(message(2), "pending");
    const sent = await outbox.add(message(3), "pending");
    await outbox.markSent(sent.id);
    await outbox.add(message(4), "kept");
    const failed = await outbox.add(message(5), "pending");
    await outbox.markAttemptFailed(failed.id, "refused", true);

    const claimed = await outbox.claimPending(10);
    expect(claimed.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await outbox.claimPending(10)).toEqual([]);
  });

  it("respects the claim limit", async () => {
    for (let i = 0; i < 3; i++) await outbox.add(message(i), "pending");
    expect(await outbox.claimPending(2)).toHaveLength(2);
    expect(await outbox.claimPending(2)).toHaveLength(1);
  });

  it("lets a claim lapse after a minute so another instance can retry", async () => {
    const entry = await outbox.add(message(1), "pending");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
    expect(await outbox.claimPending(10)).toHaveLength(1);
    vi.setSystemTime(new Date(Date.now() + 30_000));
    expect(await outbox.claimPending(10)).toEqual([]);
    vi.setSystemTime(new Date(Date.now() + 31_000));
    expect((await outbox.claimPending(10)).map((e) => e.id)).toEqual([entry.id]);
  });

  it("markSent records the delivery; markAttemptFailed counts attempts and keeps the error", async () => {
    const entry = await outbox.add(message(1), "pending");
    await outbox.markAttemptFailed(entry.id, "x".repeat(600), false);
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toHaveLength(500);
    await outbox.markSent(entry.id);
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it(`through the mail service, gives up after ${MAX_DELIVERY_ATTEMPTS} failed deliveries`, async () => {
    const send = vi.fn(async () => {
      throw new Error("421 mail server busy");
    });
    const mail = createMailService({ outbox, transport: { send }, logger: silentLogger });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());

    const entry = await mail.send(message(1));
    expect(entry.status).toBe("pending");
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      vi.setSystemTime(new Date(Date.now() + 61_000)); // the previous claim lapses
      expect(await mail.deliverPending()).toBe(0);
    }
    expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, lastError: "421 mail server busy" });

    vi.setSystemTime(new Date(Date.now() + 61_000));
    expect(await mail.deliverPending()).toBe(0);
    expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
  });

  it("through the mail service, delivers a pending message on retry", async () => {
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw new Error("connection refused");
    });
    const mail = createMailService({ outbox, transport: { send }, logger: silentLogger });
    const entry = await mail.send(message(1));
    fail = false;
    expect(await mail.deliverPending()).toBe(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("through jobs, a freshly queued message is delivered by the runner, once, and a lost job is covered by the retry sweep", async () => {
    await database.db.delete(job);
    const sent: string[] = [];
    const transport = { send: vi.fn(async (m: MailMessage) => void sent.push(m.subject)) };
    const runner = createJobRunner({ store: createJobStore(database.db), logger: silentLogger, pollMs: 20 });
    const mail = createMailService({ outbox, transport, logger: silentLogger, queue: runner });
    registerMailJobs(runner, mail, { hasTransport: true, logger: silentLogger });

    const entry = await mail.send(message(1));
    expect(transport.send).not.toHaveBeenCalled(); // not during the request
    expect(entry.status).toBe("pending");
    await runner.runDue(); // also schedules this slot's retry sweep and prune
    await runner.runDue();
    expect(sent).toEqual(["Message 1"]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row.status).toBe("sent");
    // The same message is not delivered again by its job or the sweep.
    expect(await mail.deliver(entry.id)).toBe(false);

    // A crash between the outbox row and its job: the sweep (mail.retry) still delivers it.
    const lost = await outbox.add(message(2), "pending");
    expect(await mail.deliverPending()).toBe(1);
    expect(sent).toEqual(["Message 1", "Message 2"]);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, lost.id)))[0].status).toBe("sent");
    await runner.stop();
  });

  it("keeps attachments with the message, byte for byte, for the first delivery and every retry", async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]); // "%PDF-", NUL, high bytes
    const notes = new TextEncoder().encode("Bring a valid ID.\n");
    const delivered: MailMessage[] = [];
    let up = false;
    const transport = {
      send: vi.fn(async (m: MailMessage) => {
        if (!up) throw new Error("421 try later");
        delivered.push(m);
      }),
    };
    const service = createMailService({ outbox, transport, logger: silentLogger });
    const entry = await service.send({
      ...message(1),
      attachments: [
        { filename: "e-ticket LKB-7Q2X9D.pdf", contentType: "application/pdf", content: pdf },
        { filename: "notes.txt", contentType: "text/plain", content: notes },
      ],
    });
    expect(transport.send).toHaveBeenCalledOnce();
    expect(transport.send.mock.calls[0][0].attachments?.map((a) => a.filename)).toEqual(["e-ticket LKB-7Q2X9D.pdf", "notes.txt"]);
    expect(entry.attachments?.[0].content).toEqual(pdf);

    // Listing for staff leaves the bytes out.
    expect((await outbox.list(10))[0].attachments).toBeUndefined();

    up = true;
    expect(await service.deliverPending()).toBe(1);
    expect(delivered).toHaveLength(1);
    const [first, second] = delivered[0].attachments ?? [];
    expect(first).toEqual({ filename: "e-ticket LKB-7Q2X9D.pdf", contentType: "application/pdf", content: pdf });
    expect(first.content).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(second.content)).toBe("Bring a valid ID.\n");

    // Deleting the message deletes its files.
    await database.db.delete(mailOutbox);
    expect(await database.db.select().from(mailAttachment)).toEqual([]);
  });
});
