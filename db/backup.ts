/**
 * Backups of both databases (issue 26; docs/decisions/032-move-and-backups.md, scripts/db-backup.ts).
 *
 * PGlite: only the process that opened the data directory may read it (a second PGlite on the same
 * folder would corrupt it, and a file copy taken while it writes is torn). So the running app makes
 * the backup itself: `openDatabase` writes DATA_DIR/pglite.pid, and on SIGUSR2 it runs CHECKPOINT
 * (every commit so far is in the data files) and then `dumpDataDir`, which copies the folder while no
 * other statement can run (PGlite's query lock). A transaction half done at that moment is in the copy
 * as it would be after a power cut: PostgreSQL's recovery rolls it back when the copy is opened, so the
 * copy holds exactly the transactions committed before it. The tarball lands in DATA_DIR/backups/.
 * With the app stopped, the command opens the folder itself and does the same.
 *
 * PostgreSQL: pg_dump (custom format) reads one snapshot of the database while the app runs; pg_restore
 * loads it into a new, empty database.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";

const run = promisify(execFile);

/** A consistent copy of a running PGlite: every transaction committed before the call, none half done. */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.query("CHECKPOINT");
  return client.dumpDataDir("gzip");
}

/** Where the app's PGlite backups go: DATA_DIR/backups beside DATA_DIR/pglite. */
export const backupsDir = (pgliteDir: string) => path.join(path.dirname(path.resolve(pgliteDir)), "backups");
/** The file that says which process has DATA_DIR/pglite open. */
export const pidFile = (pgliteDir: string) => `${path.resolve(pgliteDir)}.pid`;

/** Writes a backup whole (a partial file, then renamed), named by the time; returns its path. */
export async function writeBackup(blob: Blob, dir: string, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.(\d+)Z$/, "$1Z");
  const file = path.join(dir, `pglite-${stamp}.tar.gz`);
  await writeFile(`${file}.partial`, new Uint8Array(await blob.arrayBuffer()));
  await rename(`${file}.partial`, file);
  return file;
}

/** The process that has this PGlite folder open, if it is still alive. */
export function runningOwner(pgliteDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(pgliteDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * In the app's process, for a PGlite folder: records the pid and answers SIGUSR2 with a backup in
 * DATA_DIR/backups. Returns what undoes both (the database's close calls it).
 */
export function backupOnSignal(client: PGlite, pgliteDir: string, log: (line: string) => void = console.error): () => void {
  const pids = pidFile(pgliteDir);
  writeFileSync(pids, `${process.pid}\n`);
  let busy = false;
  const onSignal = () => {
    if (busy) return; // a second signal during a backup gets that backup
    busy = true;
    dumpPglite(client)
      .then((blob) => writeBackup(blob, backupsDir(pgliteDir)))
      .then((file) => log(`backup written: ${file}`))
      .catch((error: unknown) => log(`backup failed: ${(error as Error).message}`))
      .finally(() => {
        busy = false;
      });
  };
  process.on("SIGUSR2", onSignal);
  return () => {
    process.off("SIGUSR2", onSignal);
    if (readFileSync(pids, "utf8").trim() === String(process.pid)) rmSync(pids, { force: true });
  };
}

/** Asks the running app for a backup and waits for the file; returns its path. */
export async function backupRunningApp(pgliteDir: string, pid: number, timeoutMs = 120_000): Promise<string> {
  const dir = backupsDir(pgliteDir);
  const list = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".tar.gz")) : []);
  const before = new Set(list());
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const made = list().find((f) => !before.has(f));
    if (made) return path.join(dir, made);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app (pid ${pid}) wrote no backup in ${dir} within ${timeoutMs / 1000} s; see its log`);
}

/** A backup of a PGlite folder no process has open. */
export async function backupStopped(pgliteDir: string, dir = backupsDir(pgliteDir)): Promise<string> {
  const client = await PGlite.create(pgliteDir);
  try {
    return await writeBackup(await dumpPglite(client), dir);
  } finally {
    await client.close();
  }
}

/** Makes a PGlite folder from a backup; refuses a folder that already holds files. */
export async function restorePglite(file: string, pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length) throw new Error(`${pgliteDir} is not empty: restore into a new folder`);
  mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.query("select 1");
  await client.close();
}

/** A PostgreSQL client program: $PG_BIN/<tool>, else the newest /usr/lib/postgresql/N/bin/<tool>, else PATH. */
export function pgTool(tool: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(root, versions[0], "bin", tool) : tool;
}

/** pg_dump of a database while it runs (one snapshot), in the custom format pg_restore reads. */
export async function pgDump(url: string, file: string): Promise<void> {
  await run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, url]);
}

/** pg_restore of a dump into an empty database. */
export async function pgRestore(file: string, url: string): Promise<void> {
  await run(pgTool("pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, file]);
}
