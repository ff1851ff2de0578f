import { readFileSync } from "node:fs";
import path from "node:path";
import { importGraph } from "./import-cycles.ts";

// Which vitest files `npm test` runs a second time on PostgreSQL (scripts/test.sh, vitest-postgres):
// every test file that opens a test database, found from the code rather than from a list, so a new
// database test is on PostgreSQL too without anyone remembering to add it. A file counts when it, or
// a helper it imports (at any depth, e.g. server/test-http-app.ts), imports db/test-database.ts or
// reads TEST_DATABASE_URL itself. The other files would only repeat what the PGlite pass already ran.
//
//   node scripts/database-tests.ts        # one path per line, relative to the repository

/**
 * The folders searched: the application's own tests (vitest.config.ts also takes tests/assistant-eval/,
 * the assistant's quality evaluation; it keeps its conversations in a database but judges replies,
 * which do not depend on the engine, so it runs on PGlite only, as before).
 */
export const testDirs = ["app", "assistant", "core", "db", "server", "contracts", "scripts"] as const;

const testDatabase = "db/test-database.ts";
const testFile = /\.test\.tsx?$/;

/** The test files under `root` that use a test database (directly or through what they import), sorted. */
export function databaseTestFiles(root: string, dirs: readonly string[] = testDirs): string[] {
  const graph = importGraph(root, dirs);
  // Walk the imports backwards from every file that touches a test database.
  const importers = new Map<string, string[]>();
  for (const [file, targets] of graph) for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  const queue = [...graph.keys()].filter(
    (file) => file === testDatabase || readFileSync(path.join(root, file), "utf8").includes("TEST_DATABASE_URL"),
  );
  const usesDatabase = new Set(queue);
  for (let head = 0; head < queue.length; head++) {
    for (const importer of importers.get(queue[head]) ?? []) {
      if (!usesDatabase.has(importer)) {
        usesDatabase.add(importer);
        queue.push(importer);
      }
    }
  }
  return [...usesDatabase].filter((file) => testFile.test(file)).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const file of databaseTestFiles(path.resolve(import.meta.dirname, ".."))) console.log(file);
}
