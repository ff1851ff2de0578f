/**
 * Opens the database: PGlite (embedded PostgreSQL, persisted in a folder) by default, or a
 * PostgreSQL server when a connection URL is given. Both get the same schema and migrations.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { backupOnSignal } from "./backup.ts";
import { createPool } from "./pg-pool.ts";
import { trackWrites } from "./pglite-writes.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when a trivial query succeeds; used by /ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { url: string; dataDir?: undefined }
  /** A folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  | { url?: undefined; dataDir: string };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    let closing: Promise<void> | undefined;
    // Drops connections the server ended and reads once more after such an error (db/pg-pool.ts).
    const pool = createPool(options.url, () => closing !== undefined);
    // An idle connection the server ends (restart, admin command, DROP DATABASE … FORCE) makes the
    // pool emit "error" after discarding that client; without a listener Node would crash the process.
    // The next query simply opens a new connection, so a warning is all it deserves.
    pool.on("error", (error) => {
      if (!closing) process.emitWarning(`PostgreSQL closed an idle connection: ${(error as { code?: string }).code ?? error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => (closing ??= endPool(pool)),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  // Count writes from the first statement on (db/pglite-writes.ts: what keeps caches of reads exact).
  trackWrites(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // A folder on disk answers `npm run db:backup` (SIGUSR2) with a consistent copy (db/backup.ts).
  const stopBackups = dataDir.startsWith("memory://") ? () => {} : backupOnSignal(client, dataDir);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close() {
      if (!closing) {
        stopBackups();
        closing = client.close();
      }
      return closing;
    },
  };
}

/** pool.end() resolves once its clients are told to end, not when they have; wait for them all. */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allGone = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await Promise.race([allGone, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
}
