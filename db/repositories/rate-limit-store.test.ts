import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createRateLimitStore } from "./rate-limit-store.ts";

const WINDOW_MS = 60_000;

describe(`rate-limit store (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let store: ReturnType<typeof createRateLimitStore>;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = createRateLimitStore(database.db);
  });
  afterAll(() => database?.cleanup());

  it("counts hits on a key within one window, which keeps its reset time", async () => {
    const start = new Date("2026-03-01T08:00:00Z");
    const first = await store.hit("login:a", WINDOW_MS, start);
    const second = await store.hit("login:a", WINDOW_MS, new Date(start.getTime() + 10_000));
    const third = await store.hit("login:a", WINDOW_MS, new Date(start.getTime() + WINDOW_MS - 1));
    expect([first.count, second.count, third.count]).toEqual([1, 2, 3]);
    expect(first.resetAt.getTime()).toBe(start.getTime() + WINDOW_MS);
    expect(third.resetAt.getTime()).toBe(first.resetAt.getTime());
  });

  it("keeps keys apart", async () => {
    const now = new Date("2026-03-01T08:00:00Z");
    expect((await store.hit("login:b", WINDOW_MS, now)).count).toBe(1);
    expect((await store.hit("register:b", WINDOW_MS, now)).count).toBe(1);
    expect((await store.hit("login:b", WINDOW_MS, now)).count).toBe(2);
  });

  it("starts a new window once the old one has ended", async () => {
    const start = new Date("2026-03-01T09:00:00Z");
    await store.hit("login:c", WINDOW_MS, start);
    await store.hit("login:c", WINDOW_MS, start);
    const later = new Date(start.getTime() + WINDOW_MS);
    const next = await store.hit("login:c", WINDOW_MS, later);
    expect(next.count).toBe(1);
    expect(next.resetAt.getTime()).toBe(later.getTime() + WINDOW_MS);
    expect((await store.hit("login:c", WINDOW_MS, later)).count).toBe(2);
  });

  it("reset() forgets a key", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    await store.hit("login:d", WINDOW_MS, now);
    await store.hit("login:d", WINDOW_MS, now);
    await store.reset("login:d");
    expect((await store.hit("login:d", WINDOW_MS, now)).count).toBe(1);
  });

  it("counts 20 concurrent hits on one key exactly once each", async () => {
    const now = new Date("2026-03-01T11:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit("login:concurrent", WINDOW_MS, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await store.hit("login:concurrent", WINDOW_MS, now)).count).toBe(21);
  });

  it("hitAll counts one hit under several keys in one statement, each with its own window, also at the same moment", async () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const keys = [
      { key: "guess-15m:all", windowMs: 15 * WINDOW_MS },
      { key: "guess-1h:all", windowMs: 60 * WINDOW_MS },
    ];
    const first = await store.hitAll(keys, now);
    expect(first.map((r) => [r.key, r.count, r.resetAt.getTime() - now.getTime()]).sort()).toEqual(
      [
        ["guess-15m:all", 1, 15 * WINDOW_MS],
        ["guess-1h:all", 1, 60 * WINDOW_MS],
      ].sort(),
    );
    const parallel = await Promise.all(Array.from({ length: 10 }, () => store.hitAll(keys, now)));
    const counts = (key: string) => parallel.map((rows) => rows.find((r) => r.key === key)?.count).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(counts("guess-15m:all")).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
    expect(counts("guess-1h:all")).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
    // The 15-minute window ends first and starts again at 1; the hour's goes on.
    const later = await store.hitAll(keys, new Date(now.getTime() + 15 * WINDOW_MS));
    expect(Object.fromEntries(later.map((r) => [r.key, r.count]))).toEqual({ "guess-15m:all": 1, "guess-1h:all": 12 });
  });
});
