/**
 * A fresh, migrated database for one integration test file.
 *
 * With TEST_DATABASE_URL (a PostgreSQL server, e.g. the throwaway one `scripts/postgres.sh start`
 * runs for `npm test`), a uniquely named database is created on that server and dropped again by
 * `cleanup()`. Without it, PGlite runs in memory. Either way the schema comes from the migrations,
 * as in production.
 *
 *   let database: TestDatabase;
 *   beforeAll(async () => { database = await openTestDatabase(); });
 *   afterAll(() => database.cleanup());
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./client.ts";

export type TestDatabase = Database & {
  /** Closes the connection and drops the database (PostgreSQL) or frees the memory (PGlite). */
  cleanup(): Promise<void>;
  /** The connection URL of this database on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
};

/** Which engine the integration tests run on, for test names. */
export const testDatabaseKind: "postgres" | "pglite" = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = once(await openDatabase({ dataDir: "memory://" }));
    return { ...database, url: undefined, cleanup: database.close };
  }

  const name = `lakbay_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = once(await openDatabase({ url: url.toString() }));
  } catch (error) {
    await dropDatabase(adminUrl, name).catch(() => {});
    throw error;
  }
  let dropped = false;
  return {
    ...database,
    url: url.toString(),
    async cleanup() {
      await database.close().catch(() => {});
      if (dropped) return;
      dropped = true;
      await dropDatabase(adminUrl, name);
    },
  };
}

/** close() may be called by the test and again by cleanup(). */
function once(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function dropDatabase(adminUrl: string, name: string) {
  // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
  return withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
