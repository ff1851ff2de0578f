/**
 * Backups and restores of either database (issue 26; db/backup.ts says how each stays consistent):
 *
 *   npm run db:backup -- --data-dir DATA_DIR            # embedded: DATA_DIR/backups/pglite-<time>.tar.gz
 *   npm run db:backup -- --url postgres://… --out FILE  # PostgreSQL: pg_dump, custom format
 *   npm run db:restore -- --from FILE --data-dir NEW_DATA_DIR      # into a new, empty DATA_DIR
 *   npm run db:restore -- --from FILE --url postgres://…/new_db    # into a new, empty database
 *
 * On the embedded database the running app writes the backup itself (SIGUSR2 to the pid in
 * DATA_DIR/pglite.pid); with the app stopped the command opens the folder and writes it. Exit codes:
 * 0 done, 2 usage, 1 failed.
 */
import path from "node:path";
import { backupRunningApp, backupStopped, pgDump, pgRestore, restorePglite, runningOwner } from "../db/backup.ts";

const usage = `Usage:
  npm run db:backup -- --data-dir DATA_DIR | --url postgres://… --out FILE
  npm run db:restore -- --from FILE (--data-dir NEW_DATA_DIR | --url postgres://…/empty_database)`;

export async function backupCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const [verb] = argv;
  const dataDir = arg("--data-dir");
  const url = arg("--url");
  if ((verb !== "backup" && verb !== "restore") || !dataDir === !url) {
    console.error(usage);
    return 2;
  }
  const folder = dataDir ? path.join(dataDir, "pglite") : "";
  if (verb === "backup") {
    if (url) {
      const file = arg("--out");
      if (!file) {
        console.error(usage);
        return 2;
      }
      await pgDump(url, file);
      out(`backup written: ${file}`);
      return 0;
    }
    const owner = runningOwner(folder);
    out(`backup written: ${owner ? await backupRunningApp(folder, owner) : await backupStopped(folder)}`);
    return 0;
  }
  const from = arg("--from");
  if (!from) {
    console.error(usage);
    return 2;
  }
  if (url) await pgRestore(from, url);
  else await restorePglite(from, folder);
  out(`restored ${from} into ${url ? new URL(url).pathname.slice(1) : folder}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await backupCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`failed: ${(error as Error).message}`);
    return 1;
  });
}
