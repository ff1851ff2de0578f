/**
 * The write watch tells a cache in this process about every write to its tables on PGlite: plain
 * statements, Drizzle's queries and transactions (also the ones rolled back), never reads.
 */
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchPgliteWrites, writePattern } from "./write-watch.ts";

const session = pgTable("session", { id: text("id").primaryKey(), note: text("note") });
const other = pgTable("session_note", { id: text("id").primaryKey() });

let client: PGlite;
let calls = 0;

beforeAll(async () => {
  client = await PGlite.create("memory://");
  await client.exec(`create table "session" (id text primary key, note text); create table session_note (id text primary key);`);
  watchPgliteWrites(client, ["session", "user"]).onWrite(() => {
    calls++;
  });
});
afterAll(() => client?.close());

async function count(run: () => Promise<unknown>): Promise<number> {
  const before = calls;
  await run().catch(() => undefined);
  return calls - before;
}

describe("write watch (PGlite)", () => {
  it("hears Drizzle's inserts, updates and deletes of a watched table, before and after each", async () => {
    const db = drizzle(client);
    expect(await count(() => db.insert(session).values({ id: "a" }))).toBe(2);
    expect(await count(() => db.update(session).set({ note: "x" }).where(eq(session.id, "a")))).toBe(2);
    expect(await count(() => db.execute(sql`update "session" set note = 'y'`))).toBe(2);
    expect(await count(() => db.delete(session).where(eq(session.id, "a")))).toBe(2);
    expect(await count(() => client.exec(`insert into session (id) values ('b')`))).toBe(2);
  });

  it("ignores reads, and writes of other tables even with a watched table's name inside their own", async () => {
    const db = drizzle(client);
    expect(await count(() => db.select().from(session))).toBe(0);
    expect(await count(() => db.insert(other).values({ id: "n" }))).toBe(0);
    expect(await count(() => client.query(`select * from "session" where note = $1`, ["x"]))).toBe(0);
  });

  it("in a transaction: around each write and once more when it ends, committed or rolled back", async () => {
    const db = drizzle(client);
    expect(
      await count(() =>
        db.transaction(async (tx) => {
          await tx.select().from(session);
          await tx.insert(session).values({ id: "t1" });
        }),
      ),
    ).toBe(3);
    expect(
      await count(() =>
        db.transaction(async (tx) => {
          await tx.insert(session).values({ id: "t2" });
          throw new Error("changed my mind");
        }),
      ),
    ).toBe(3);
    expect((await db.select().from(session).where(eq(session.id, "t2"))).length).toBe(0);
    expect(await count(() => db.transaction(async (tx) => tx.select().from(session)))).toBe(0);
  });

  it("recognises the forms a write can take", () => {
    const p = writePattern(["session", "user"]);
    for (const yes of [
      `insert into "session" ("id") values ($1)`,
      `UPDATE "user" SET "name" = $1`,
      `delete from session where id = $1`,
      `delete from "public"."user" where id = $1`,
      `truncate table "session"`,
      `with gone as (delete from "session" where user_id = $1 returning id) select count(*) from gone`,
    ])
      expect(p.test(yes), yes).toBe(true);
    for (const no of [
      `select * from "session"`,
      `update "session_note" set id = $1`,
      `insert into "users" values ($1)`,
      `delete from user_session`,
    ])
      expect(p.test(no), no).toBe(false);
  });
});
