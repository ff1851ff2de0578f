import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createJobRunner } from "../core/jobs/job-runner.ts";
import { createMailService } from "../core/mail/mail-service.ts";
import { silentLogger } from "../core/shared/logger.ts";
import { createJobStore } from "../db/repositories/job-store.ts";
import { createOutboxRepository } from "../db/repositories/outbox-repository.ts";
import { job, mailAttachment, mailOutbox } from "../db/schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../db/test-database.ts";
import { jobScopedOutbox, jobScopedQueue, uuidFrom } from "./job-mail.ts";

describe(`a mail job run again writes its messages once (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(job);
  });

  function setUp() {
    let now = new Date("2026-11-29T08:00:00Z");
    const jobs = jobScopedQueue(createJobRunner({ store: createJobStore(database.db), logger: silentLogger, clock: () => now }));
    const mail = createMailService({ outbox: jobScopedOutbox(createOutboxRepository(database.db)), transport: null, logger: silentLogger });
    return { jobs, mail, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  it("keeps the messages of the first run when the job runs again (its instance died after writing them)", async () => {
    const { jobs, mail, later } = setUp();
    let runs = 0;
    const pdf = new Uint8Array([37, 80, 68, 70]);
    jobs.register(
      "test.confirmation-mail",
      async () => {
        runs += 1;
        await mail.send({ to: "ana@example.test", subject: "Booking confirmed", text: "See you." });
        await mail.send({
          to: "ana@example.test",
          subject: "Your e-ticket",
          text: "Attached.",
          attachments: [{ filename: "e-ticket.pdf", contentType: "application/pdf", content: pdf }],
        });
        // As if the process ended here: the job is not marked done and runs again.
        if (runs === 1) throw new Error("lost before the job was marked done");
      },
      { backoffMs: 1000 },
    );
    await jobs.enqueue("test.confirmation-mail", { reference: "ABC123" });
    expect(await jobs.runDue()).toBe(1);
    later(5_000);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(2);
    const [done] = await database.db.select().from(job);
    expect(done).toMatchObject({ status: "done", attempts: 2 });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.subject).sort()).toEqual(["Booking confirmed", "Your e-ticket"]);
    expect(rows.map((r) => r.id).sort()).toEqual(
      [
        uuidFrom(`job:${done.id}:${JSON.stringify(["ana@example.test", "Booking confirmed"])}:1`),
        uuidFrom(`job:${done.id}:${JSON.stringify(["ana@example.test", "Your e-ticket"])}:1`),
      ].sort(),
    );
    const eticket = rows.find((r) => r.subject === "Your e-ticket");
    expect(
      await database.db
        .select()
        .from(mailAttachment)
        .where(eq(mailAttachment.mailId, eticket?.id ?? "")),
    ).toHaveLength(1);
  });

  it("still writes the messages a run again meets in another order or for the first time", async () => {
    const { jobs, mail, later } = setUp();
    // A sweep: the first run mails A, then is lost; by the second run A's work is done and B's and C's are new.
    const todo = [["A"], ["B", "C"]];
    let runs = 0;
    jobs.register(
      "test.sweep",
      async () => {
        const batch = todo[runs++];
        for (const who of batch) await mail.send({ to: `${who.toLowerCase()}@example.test`, subject: `Booking ${who} expired`, text: "…" });
        // The same recipient and subject twice in one run are two messages.
        if (runs === 2) await mail.send({ to: "c@example.test", subject: "Booking C expired", text: "…" });
        if (runs === 1) throw new Error("lost before the job was marked done");
      },
      { backoffMs: 1000 },
    );
    await jobs.enqueue("test.sweep");
    await jobs.runDue();
    later(5_000);
    await jobs.runDue();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.subject).sort()).toEqual(["Booking A expired", "Booking B expired", "Booking C expired", "Booking C expired"]);
  });

  it("gives a message written outside a job its own id, each time", async () => {
    const { mail } = setUp();
    await mail.send({ to: "ana@example.test", subject: "We received your message", text: "Thank you." });
    await mail.send({ to: "ana@example.test", subject: "We received your message", text: "Thank you." });
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("makes the same UUID from the same key, a different one from another", () => {
    expect(uuidFrom("job:1:a:1")).toBe(uuidFrom("job:1:a:1"));
    expect(uuidFrom("job:1:a:1")).not.toBe(uuidFrom("job:1:a:2"));
    expect(uuidFrom("job:1:a:1")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
