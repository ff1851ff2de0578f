import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTestFiles, testDirs } from "./database-tests.ts";
import { sourceFiles } from "./import-cycles.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the test files npm test runs again on PostgreSQL", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "lakbay-database-tests-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("takes a test that opens a database through a helper of a helper, and leaves the rest", () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    };
    write("db/test-database.ts", "export const openTestDatabase = () => {};\n");
    write("server/app-fixture.ts", 'import { openTestDatabase } from "../db/test-database.ts";\nexport const app = openTestDatabase;\n');
    write("server/helper.ts", 'export { app } from "./app-fixture.ts";\n');
    write("app/page.test.tsx", 'import { app } from "../server/helper.ts";\napp();\n');
    write("db/store.test.ts", 'const { openTestDatabase } = await import("./test-database.ts");\nopenTestDatabase();\n');
    write("core/money.test.ts", 'import { z } from "zod";\n// import { app } from "../server/helper.ts";\nz;\n');
    write("server/pure.test.ts", 'import "./plain.ts";\n');
    write("server/plain.ts", "export const plain = 1;\n");
    expect(databaseTestFiles(scratch, ["app", "core", "db", "server"])).toEqual(["app/page.test.tsx", "db/store.test.ts"]);
  });

  it("holds every test file of the repository that opens a test database, and no pure unit test", () => {
    const selected = databaseTestFiles(root);
    const opensDatabase = sourceFiles(root, testDirs).filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /\b(openTestDatabase|onTestDatabase|openHttpTestApp)\(/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(opensDatabase.length).toBeGreaterThan(30);
    expect(selected).toEqual(expect.arrayContaining(opensDatabase));
    // Through server/test-http-app.ts, and through reading the server's URL itself.
    expect(selected).toEqual(expect.arrayContaining(["app/lib/trip-link.test.ts", "db/pg-pool.test.ts", "server/auth.test.ts"]));
    expect(selected.filter((file) => file.startsWith("core/") || file.startsWith("contracts/"))).toEqual([]);
    expect(selected).not.toContain("server/env.test.ts");
  });
});
