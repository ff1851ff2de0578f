/**
 * Prepared single-row reads on PGlite: the same rows as Drizzle's query, and no key that could
 * break out of its literal ever reaches the statement.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LITERAL_SAFE_KEY, pglitePrepared, pickColumns, selectColumns } from "./pglite-prepared.ts";
import { createAccountRepository } from "./repositories/account-repository.ts";
import { user } from "./schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "./test-database.ts";

describe(`prepared reads (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.cleanup());

  it("reads the same row, with the same types, as Drizzle", async () => {
    const id = randomUUID().replaceAll("-", "");
    await database.db.insert(user).values({ id, name: "Liza O'Hara", email: `${id}@example.test`, emailVerified: true, phone: null });
    const [expected] = await database.db.select().from(user).where(eq(user.id, id));
    const byId = pglitePrepared(database.db, `select ${selectColumns(user, "u", "u")} from "user" u where u.id = $1`);
    if (testDatabaseKind === "postgres") {
      expect(byId).toBeNull(); // node-postgres prepares named statements itself
      return;
    }
    const [row] = await byId!(id);
    expect(pickColumns(user, row!, "u")).toEqual(expected);
    expect(await byId!("no-such-id")).toEqual([]);
  });

  it("refuses any key that is not letters, digits, _ or -", async () => {
    for (const key of ["x' or '1'='1", 'a;drop table "user"', "é", "", "a b", "a\\'", "x".repeat(257)]) {
      expect(LITERAL_SAFE_KEY.test(key), key).toBe(false);
    }
    const byId = pglitePrepared(database.db, `select ${selectColumns(user, "u", "u")} from "user" u where u.id = $1`);
    if (byId) await expect(byId("x' or '1'='1")).rejects.toThrow("key refused");
    // The repository takes its ordinary, parameterised query for such an id.
    const repo = createAccountRepository(database.db);
    expect(await repo.findById("x' or '1'='1")).toBeNull();
    expect((await database.db.select().from(user)).length).toBeGreaterThan(0);
  });
});
