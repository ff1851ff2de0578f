import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { user } from "./schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "./test-database.ts";

const journal = (await import("./migrations/meta/_journal.json", { with: { type: "json" } })).default as { entries: unknown[] };

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0].n;
}

describe(`database client (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let pgliteDir: string | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  });

  it("answers the /ready ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.kind).toBe(testDatabaseKind);
  });

  it.runIf(testDatabaseKind === "postgres")("keeps working when the server ends an idle connection", async () => {
    // The pool must not crash the process when PostgreSQL ends one of its idle connections
    // (restart, DROP DATABASE … FORCE, an administrator): the next query opens a new one.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      // Two queries at once leave two idle connections in the pool.
      await Promise.all([database.ping(), database.ping()]);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Deterministic: wait until the pool has read the end of every connection it had (the race
      // where it hands out one whose end it has not read yet is db/pg-pool.test.ts's).
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await expect.poll(() => pool.totalCount).toBe(0);
      await expect.poll(() => warnings.join("\n")).toContain("PostgreSQL closed an idle connection");
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("applies every migration", async () => {
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it("opens an existing database again without re-running migrations, keeping the data", { timeout: 90_000 }, async () => {
    // PGlite in memory cannot be reopened, so that case uses a folder on disk.
    let first: Database;
    let reopen: () => Promise<Database>;
    if (database.url) {
      first = database;
      const url = database.url;
      reopen = () => openDatabase({ url });
    } else {
      pgliteDir = await mkdtemp(path.join(tmpdir(), "lakbay-pglite-"));
      const dataDir = pgliteDir;
      first = await openDatabase({ dataDir });
      reopen = () => openDatabase({ dataDir });
    }
    await first.db.insert(user).values({ id: "reopen-1", name: "Ana", email: "ana@example.test" });
    if (first !== database) await first.close();

    const second = await reopen();
    try {
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
      const rows = await second.db.select().from(user).where(sql`${user.id} = 'reopen-1'`);
      expect(rows).toHaveLength(1);
      await expect(second.ping()).resolves.toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it("fails the ping once closed (what /ready reports as 503)", async () => {
    const extra = await openTestDatabase();
    await extra.close();
    await expect(extra.ping()).rejects.toThrow();
    await extra.cleanup();
  });
});
