/**
 * The job queue on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): two
 * runners share one database as two app instances would. On PostgreSQL the second runner has its
 * own connection pool.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createJobRunner, type JobRunner } from "../../core/jobs/job-runner.ts";
import type { JobStore } from "../../core/jobs/jobs.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import { openDatabase, type Database } from "../client.ts";
import { job } from "../schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createJobStore } from "./job-store.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(10);
  }
}

describe(`job queue (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let second: Database | undefined;
  let storeA: JobStore;
  let storeB: JobStore;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    storeA = createJobStore(database.db);
    if (database.url) second = await openDatabase({ url: database.url });
    storeB = createJobStore((second ?? database).db);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await second?.close();
    await database?.cleanup();
  });
  beforeEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await database.db.delete(job);
  });

  function runner(store: JobStore, opts: Partial<Parameters<typeof createJobRunner>[0]> = {}) {
    const r = createJobRunner({ store, logger: silentLogger, pollMs: 20, ...opts });
    runners.push(r);
    return r;
  }

  it("two runners on one database never run the same job twice", async () => {
    const runs = new Map<number, string[]>();
    const a = runner(storeA, { workerId: "a", concurrency: 3 });
    const b = runner(storeB, { workerId: "b", concurrency: 3 });
    for (const r of [a, b]) {
      r.register<{ n: number }>("count", async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), r.workerId]);
        await sleep(2);
      });
    }
    for (let n = 0; n < 40; n++) await a.enqueue("count", { n });
    a.start();
    b.start();
    await until(() => runs.size === 40);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const ranBy = new Set([...runs.values()].flat());
    expect(ranBy).toEqual(new Set(["a", "b"]));
    expect(await storeA.counts()).toEqual([{ name: "count", status: "done", count: 40 }]);
  });

  it("retries a failing job with growing backoff and marks it failed after its last attempt", async () => {
    const attempts: number[] = [];
    const a = runner(storeA, { random: () => 0.5 });
    a.register(
      "flaky",
      async (_payload, ctx) => {
        attempts.push(Date.now());
        throw new Error(`supplier timeout ${ctx.attempt}`);
      },
      { maxAttempts: 3, backoffMs: 60 },
    );
    const { id } = await a.enqueue("flaky", { ref: "ABC123" });
    a.start();
    await until(async () => (await storeA.get(id))?.status === "failed");
    const failed = (await storeA.get(id))!;
    expect(failed).toMatchObject({ status: "failed", attempts: 3, maxAttempts: 3, lastError: "supplier timeout 3", lockedBy: null });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    expect(attempts).toHaveLength(3);
    // random 0.5 → no jitter: 60 ms, then 120 ms.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(55);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(115);
    await sleep(150);
    expect(attempts).toHaveLength(3);
  });

  it("re-runs a job whose runner died once its lease has run out", async () => {
    const { id } = await storeA.add({ name: "hold.expire", payload: { hold: "H1" }, runAt: new Date(), maxAttempts: 3 }, new Date());
    // A runner claims it and then "crashes": it never completes nor renews the lease.
    const [claimed] = await storeA.claim({
      names: ["hold.expire"],
      workerId: "crashed",
      now: new Date(),
      leaseUntil: new Date(Date.now() + 150),
      limit: 5,
    });
    expect(claimed).toMatchObject({ id, status: "running", attempts: 1, lockedBy: "crashed" });

    const seen: unknown[] = [];
    const b = runner(storeB, { workerId: "b" });
    b.register("hold.expire", async (payload, ctx) => void seen.push({ payload, attempt: ctx.attempt }));
    expect(await b.runDue()).toBe(0); // still leased
    await sleep(200);
    expect(await b.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { hold: "H1" }, attempt: 2 }]);
    expect(await storeA.get(id)).toMatchObject({ status: "done", attempts: 2, lockedBy: null });
    // The crashed worker can no longer record an outcome for it.
    expect(await storeA.complete(id, "crashed", new Date())).toBe(false);
  });

  it("fails a job whose lease ran out on its last attempt instead of running it again", async () => {
    const { id } = await storeA.add({ name: "poison", payload: {}, runAt: new Date(), maxAttempts: 1 }, new Date());
    await storeA.claim({ names: ["poison"], workerId: "crashed", now: new Date(), leaseUntil: new Date(Date.now() - 1), limit: 1 });
    const ran: string[] = [];
    const b = runner(storeB);
    b.register("poison", async () => void ran.push("again"));
    expect(await b.runDue()).toBe(0);
    expect(ran).toEqual([]);
    expect(await storeA.get(id)).toMatchObject({ status: "failed", lastError: "lease ran out" });
  });

  it("schedules a recurring job once per slot across two runners", async () => {
    let now = new Date("2026-11-22T06:00:10Z");
    const clock = () => now;
    const ranBy: string[] = [];
    const a = runner(storeA, { workerId: "a", clock });
    const b = runner(storeB, { workerId: "b", clock });
    for (const r of [a, b]) r.every("outbox.prune", 60_000, async () => void ranBy.push(r.workerId));

    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ranBy).toHaveLength(1);
    now = new Date("2026-11-22T06:00:50Z"); // same slot
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ranBy).toHaveLength(1);
    now = new Date("2026-11-22T06:01:00Z"); // the next slot
    await Promise.all([b.runDue(), a.runDue()]);
    await Promise.all([b.runDue(), a.runDue()]);
    expect(ranBy).toHaveLength(2);
    const rows = await database.db.select({ key: job.uniqueKey, status: job.status }).from(job).orderBy(job.uniqueKey);
    expect(rows).toEqual([
      { key: "every:outbox.prune:2026-11-22T06:00:00.000Z", status: "done" },
      { key: "every:outbox.prune:2026-11-22T06:01:00.000Z", status: "done" },
    ]);
  });

  it("enqueues idempotently by unique key", async () => {
    const a = runner(storeA);
    const first = await a.enqueue("mail.deliver", { id: "m1" }, { uniqueKey: "mail:m1" });
    const again = await a.enqueue("mail.deliver", { id: "m1" }, { uniqueKey: "mail:m1" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await storeA.counts()).toEqual([{ name: "mail.deliver", status: "queued", count: 1 }]);
  });

  it("leaves jobs without a handler here for an instance that has one, and waits for run_at", async () => {
    const a = runner(storeA);
    a.register("known", async () => {});
    await a.enqueue("unknown-here", {});
    const later = await a.enqueue("known", {}, { delayMs: 60_000 });
    expect(await a.runDue()).toBe(0);
    expect((await storeA.get(later.id))?.status).toBe("queued");
  });

  it("on stop, claims nothing more and waits for the running job", async () => {
    let release!: () => void;
    const started: string[] = [];
    const a = runner(storeA, { concurrency: 1 });
    a.register("slow", async (_p, ctx) => {
      started.push(ctx.id);
      await new Promise<void>((r) => (release = r));
    });
    a.start();
    const { id } = await a.enqueue("slow", {});
    await until(() => started.length === 1);
    await a.enqueue("slow", {});

    let stopped = false;
    const stopping = a.stop().then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    expect((await storeA.get(id))?.status).toBe("running");
    release();
    await stopping;
    expect((await storeA.get(id))?.status).toBe("done");
    expect(started).toEqual([id]); // the second job was not started
  });

  it("deletes finished jobs after the retention period", async () => {
    const a = runner(storeA);
    a.register("x", async () => {});
    await a.enqueue("x", {});
    await a.enqueue("x", {}, { delayMs: 60_000 });
    await a.runDue();
    expect(await storeA.deleteFinishedBefore(new Date(Date.now() - 60_000))).toBe(0);
    expect(await storeA.deleteFinishedBefore(new Date(Date.now() + 1000))).toBe(1);
    expect(await storeA.counts()).toEqual([{ name: "x", status: "queued", count: 1 }]);
  });
});
