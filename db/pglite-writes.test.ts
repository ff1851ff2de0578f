/**
 * The PGlite write counter: every statement that may change data moves it, whichever way it reaches
 * PGlite (query, exec, transaction, Drizzle); plain reads and registered prepared reads do not.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPlainRead, statementsIn, trackWrites, writeCounterOf, type WriteCounter } from "./pglite-writes.ts";

describe("which statements are plain reads", () => {
  const reads = new Set(["lakbay_prepared_1"]);
  it.each([
    "select 1",
    "  SELECT * FROM session WHERE token = $1",
    "(select 1) union (select 2)",
    "-- who is signed in\nselect * from session",
    "/* note */ select 1;",
    "show server_version",
    "values (1), (2)",
    "execute lakbay_prepared_1('abc')",
    "EXECUTE LAKBAY_PREPARED_1('abc')",
  ])("%j is a read", (text) => {
    expect(isPlainRead(text, reads)).toBe(true);
  });

  it.each([
    "insert into session values (1)",
    "update \"user\" set name = 'x'",
    "delete from session",
    "with gone as (delete from session returning *) select * from gone",
    "select * from job for update skip locked",
    "select * from seat for no key update",
    "select 1; delete from session",
    "begin",
    "commit",
    "create table t (a int)",
    "truncate session",
    "execute lakbay_prepared_2('abc')",
    "execute something_else",
    "prepare p(text) as select 1",
    "copy session from stdin",
    "",
    "-- only a comment",
  ])("%j counts as a write", (text) => {
    expect(isPlainRead(text, reads)).toBe(false);
  });
});

describe("reading SQL out of the wire protocol", () => {
  const message = (type: string, ...parts: string[]) => {
    const body = Buffer.concat(parts.map((p) => Buffer.from(`${p}\0`)));
    const head = Buffer.alloc(5);
    head.write(type, 0, "latin1");
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  it("finds simple queries and the query of a Parse among other messages", () => {
    const sync = Buffer.from([0x53, 0, 0, 0, 4]);
    const wire = Buffer.concat([message("P", "stmt1", "select $1::text"), message("D", "S"), sync, message("Q", "delete from x")]);
    expect(statementsIn(wire)).toEqual(["select $1::text", "delete from x"]);
    expect(statementsIn(sync)).toEqual([]);
  });

  it("gives up (null) on anything it cannot read, which then counts as a write", () => {
    expect(statementsIn(Buffer.from([0x51, 0, 0, 0, 99, 0x61]))).toBeNull(); // length beyond the buffer
    expect(statementsIn(Buffer.from([0x51, 0, 0]))).toBeNull();
    expect(statementsIn(Buffer.from([0x51, 0, 0, 0, 6, 0x61, 0x62]))).toBeNull(); // no terminating NUL
  });
});

describe("the counter on a real PGlite", () => {
  let client: PGlite;
  let writes: WriteCounter;
  beforeAll(async () => {
    client = await PGlite.create("memory://");
    writes = trackWrites(client);
    await client.exec("create table note (id int primary key, body text)");
  });
  afterAll(() => client.close());

  /** Whether running `fn` moved the counter. */
  const moves = async (fn: () => Promise<unknown>) => {
    const before = writes.current();
    await fn();
    return writes.current() !== before;
  };

  it("stays put for reads, however they are sent", async () => {
    const db = drizzle(client);
    expect(await moves(() => client.query("select * from note where id = $1", [1]))).toBe(false);
    expect(await moves(() => client.exec("select count(*) from note"))).toBe(false);
    expect(await moves(() => db.execute(sql`select body from note where id = ${1}`))).toBe(false);
  });

  it("moves for every write: query, exec, Drizzle and inside a transaction", async () => {
    const db = drizzle(client);
    expect(await moves(() => client.query("insert into note values ($1, $2)", [1, "a"]))).toBe(true);
    expect(await moves(() => client.exec("update note set body = 'b' where id = 1"))).toBe(true);
    expect(await moves(() => db.execute(sql`insert into note values (${2}, ${"c"})`))).toBe(true);
    expect(
      await moves(() =>
        client.transaction(async (tx) => {
          await tx.query("select 1");
          await tx.query("delete from note where id = $1", [2]);
        }),
      ),
    ).toBe(true);
    expect(await moves(() => db.transaction(async (tx) => tx.execute(sql`update note set body = 'd'`)))).toBe(true);
    expect((await client.query<{ body: string }>("select body from note")).rows).toEqual([{ body: "d" }]);
  });

  it("leaves a registered prepared read alone, and counts an unregistered one", async () => {
    await client.exec("prepare note_read(int) as select body from note where id = $1");
    expect(await moves(() => client.exec("execute note_read(1)"))).toBe(true);
    writes.registerRead("note_read");
    expect(await moves(() => client.exec("execute note_read(1)"))).toBe(false);
  });

  it("is one counter per client, found again from a Drizzle database", () => {
    expect(trackWrites(client)).toBe(writes);
    expect(writeCounterOf(drizzle(client))).toBe(writes);
    expect(writeCounterOf({ $client: {} })).toBeNull();
  });
});
