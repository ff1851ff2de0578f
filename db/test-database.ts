/**
 * A fresh, migrated database for one integration test file.
 *
 * With TEST_DATABASE_URL (a PostgreSQL server, e.g. the throwaway one `scripts/postgres.sh start`
 * runs for `npm test`), a uniquely named database is created on that server, copied from a migrated
 * template database the first file makes (see migratedTemplate), and dropped again by `cleanup()`. Without it, PGlite runs in memory. Either way the schema comes from the migrations,
 * as in production.
 *
 * A new PGlite database costs ~3 s (its initdb); restoring a migrated snapshot costs ~0.8 s, so the
 * first test file to need one saves a snapshot under node_modules/.cache/lakbay-test-db/, named by a
 * hash of the migrations and the PGlite version, and later files restore it (and run the migrator,
 * which then has nothing to do). TEST_PGLITE_SNAPSHOT=0 opens a plain `memory://` database instead.
 *
 *   let database: TestDatabase;
 *   beforeAll(async () => { database = await openTestDatabase(); });
 *   afterAll(() => database.cleanup());
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type Db } from "./client.ts";
import * as schema from "./schema.ts";

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
    const database = once(
      process.env.TEST_PGLITE_SNAPSHOT === "0" ? await openDatabase({ dataDir: "memory://" }) : await openPgliteFromSnapshot(),
    );
    return { ...database, url: undefined, cleanup: database.close };
  }

  const name = `lakbay_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const template = await migratedTemplate(adminUrl);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
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

/**
 * For a test file (or a describe): opens a test database before its tests and drops it after them.
 * What `make` builds on it answers through the returned object, so read its members inside the tests.
 *
 *   const f = onTestDatabase((database) => hotelCheckoutFixture(database.db));
 */
export function onTestDatabase<T extends object>(make: (database: TestDatabase) => T): T {
  let database: TestDatabase | undefined;
  let built: T | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    built = make(database);
  });
  afterAll(() => database?.cleanup());
  return new Proxy({} as T, {
    get(_, key) {
      if (!built) throw new Error(`${String(key)}: the test database opens before the tests; read it inside a test`);
      return Reflect.get(built, key);
    },
  });
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

/**
 * On PostgreSQL: the name of a database on the server with every migration applied, made by the first
 * test file that needs it (named by the same hash as the PGlite snapshot, so a changed migration makes
 * a new one) and copied by CREATE DATABASE … TEMPLATE for each test file after it, instead of each
 * running the migrations again. An advisory lock keeps parallel test files from making it twice.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `lakbay_template_${await snapshotKey()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock(hashtext('lakbay test template'))");
    try {
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (found.rowCount) return;
      const building = `${template}_${process.pid}_${randomBytes(4).toString("hex")}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      try {
        await (await openDatabase({ url: url.toString() })).close();
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      } catch (error) {
        await dropDatabase(adminUrl, building).catch(() => {});
        throw error;
      }
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext('lakbay test template'))");
    }
  });
  return template;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/lakbay-test-db", import.meta.url));

/** A migrated PGlite database in memory, restored from the cached snapshot (made on first use). */
async function openPgliteFromSnapshot(): Promise<Database> {
  const client = await PGlite.create({ loadDataDir: await migratedSnapshot() });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(cacheDir, `${await snapshotKey()}.tar`);
  try {
    // Read whole (not openAsBlob): a racing first run may replace the file while it is read.
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it. Parallel test files may race; each writes a whole file and renames it.
  }
  const client = await PGlite.create("memory://");
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const snapshot = await client.dumpDataDir("none");
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
    await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
    await rename(partial, file);
    // Snapshots of older migrations are no use any more (40 MB each).
    for (const old of await readdir(cacheDir)) {
      if (old.endsWith(".tar") && path.join(cacheDir, old) !== file) await rm(path.join(cacheDir, old), { force: true });
    }
    return snapshot;
  } finally {
    await client.close();
  }
}

async function snapshotKey(): Promise<string> {
  const hash = createHash("sha256");
  const pgliteManifest = fileURLToPath(new URL("../node_modules/@electric-sql/pglite/package.json", import.meta.url));
  hash.update(await readFile(pgliteManifest).catch(() => "unknown pglite"));
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((f) => /\.(sql|json)$/.test(f)).sort();
  for (const f of files) hash.update(f).update(await readFile(path.join(migrationsFolder, f)));
  return hash.digest("hex").slice(0, 16);
}
