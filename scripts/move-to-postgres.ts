/**
 * Moves a site that ran on the embedded database (PGlite in DATA_DIR/pglite) to a PostgreSQL server
 * (issue 26; db/move.ts does the work, docs/decisions/032-move-and-backups.md says why so):
 *
 *   npm run db:move -- --from DATA_DIR --to postgres://user@host:5432/lakbay
 *
 * Stop the app first (PGlite lets one process at a time open its folder). The target database must
 * exist and be empty: its schema is made by the project's migrations, then every table's rows move in
 * one transaction, then row counts and every booking's money are checked on both sides. Afterwards
 * start the app with DATABASE_URL set to the target.
 *
 * Exit codes: 0 moved and checked; 2 usage; 3 the target already holds data (nothing written);
 * 4 a check failed (the source breaks the money invariant: nothing written; or the target differs
 * after the move); 5 the app still runs on the source; 1 anything else.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { runningOwner } from "../db/backup.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { EXIT, MoveError, moveDatabase } from "../db/move.ts";

const usage = "Usage: npm run db:move -- --from DATA_DIR --to postgres://user@host:port/database";

/** The PGlite folder of a DATA_DIR (DATA_DIR/pglite), or the folder itself when it is one. */
export function pgliteFolder(from: string): string {
  return existsSync(path.join(from, "PG_VERSION")) ? from : path.join(from, "pglite");
}

/** Runs the move; returns the exit code. `out` and `err` take whole lines. */
export async function moveToPostgres(
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const from = arg("--from");
  const to = arg("--to");
  if (!from || !to || !/^postgres(ql)?:\/\//.test(to)) {
    err(usage);
    return EXIT.usage;
  }
  const folder = pgliteFolder(from);
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    err(`${folder} holds no embedded database (no PG_VERSION): give --from the app's DATA_DIR`);
    return EXIT.usage;
  }
  const owner = runningOwner(folder);
  if (owner) {
    err(`the app (pid ${owner}) still has ${folder} open: stop it first, then move`);
    return EXIT.sourceInUse;
  }
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    source = await openDatabase({ dataDir: folder });
    target = await openDatabase({ url: to });
    out(`Moving ${folder} → ${new URL(to).host}${new URL(to).pathname}`);
    const report = await moveDatabase(source.db, target.db, out);
    const rows = report.tables.reduce((s, t) => s + t.rows, 0);
    out(
      `Moved ${rows} rows in ${report.tables.length} tables (${report.sequences} sequences) in ${(report.ms / 1000).toFixed(1)} s; ` +
        `row counts equal, money invariant holds for ${report.bookings} bookings on both sides.`,
    );
    out(`Start the app with DATABASE_URL=${to.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")}`);
    return 0;
  } catch (error) {
    if (error instanceof MoveError) {
      err(`Not moved: ${error.message}`);
      return error.exitCode;
    }
    err(`Move failed: ${(error as Error).stack ?? error}`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await moveToPostgres(process.argv.slice(2));
}
