import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, isConnectionError, isReadOnlyStatement } from "./pg-pool.ts";

describe("which statements are sent again after a connection error", () => {
  it("reads only", () => {
    for (const read of [
      'select "id", "name" from "user" where "id" = $1',
      "  SELECT 1",
      "with t as (select 1) select * from t",
      "select updated_at from x",
    ]) {
      expect(isReadOnlyStatement(read), read).toBe(true);
    }
    for (const other of [
      'insert into "payment" ("id") values ($1)',
      'update "booking" set "status" = $1',
      'delete from "session" where "id" = $1',
      "with moved as (delete from a returning *) select * from moved",
      'select * from "seat_inventory" where "id" = $1 for update',
      "select * from t for no key update",
      "select pg_advisory_xact_lock(1)",
      "select nextval('s')",
      "select * into copy_of_t from t",
      "begin",
      undefined,
    ]) {
      expect(isReadOnlyStatement(other), String(other)).toBe(false);
    }
  });

  it("on the errors of a connection the server ended or that broke, not on errors of the statement", () => {
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(isConnectionError(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isConnectionError(withCode("the database system is shutting down", "57P02"))).toBe(true);
    expect(isConnectionError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isConnectionError(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(withCode('duplicate key value violates unique constraint "payment_pkey"', "23505"))).toBe(false);
    expect(isConnectionError(withCode("could not serialize access", "40001"))).toBe(false);
    expect(isConnectionError("57P01")).toBe(false);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("the pool after the server ends its connections (PostgreSQL)", () => {
  const table = `pool_probe_${randomBytes(4).toString("hex")}`;
  let admin: pg.Client;
  let pool: pg.Pool;
  let closing = false;
  const acquired: pg.PoolClient[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create table ${table} (n int)`);
    pool = createPool(adminUrl ?? "", () => closing);
    pool.on("acquire", (client) => acquired.push(client));
  });
  afterAll(async () => {
    closing = true;
    await pool?.end();
    await admin?.query(`drop table if exists ${table}`);
    await admin?.end();
  });

  const socketOf = (client: pg.PoolClient) => (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const pidOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;

  /** Ends `clients`' server processes while their sockets are paused, so the pool cannot know yet. */
  async function endUnnoticed(clients: pg.PoolClient[]): Promise<() => void> {
    const sockets = clients.map(socketOf);
    for (const socket of sockets) socket.pause();
    const pids = clients.map(pidOf);
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
    await expect
      .poll(async () => (await admin.query("select count(*)::int as n from pg_stat_activity where pid = any($1::int[])", [pids])).rows[0].n)
      .toBe(0);
    return () => {
      for (const socket of sockets) socket.resume();
    };
  }

  /** `n` idle connections in the pool, as after a burst of queries. */
  async function idleConnections(n: number): Promise<pg.PoolClient[]> {
    const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
    for (const client of clients) client.release();
    expect(pool.idleCount).toBeGreaterThanOrEqual(n);
    return clients;
  }

  it("answers the first reads after a restart: each is sent once more on a live connection", async () => {
    const resume = await endUnnoticed(await idleConnections(2));
    acquired.length = 0;
    const reads = [pool.query("select 1 as one"), pool.query("select 2 as two")];
    await new Promise((resolve) => setImmediate(resolve));
    // Both reads went out on the dead connections; now the pool reads the server's goodbye.
    expect(acquired).toHaveLength(2);
    resume();
    const [one, two] = await Promise.all(reads);
    expect(one.rows).toEqual([{ one: 1 }]);
    expect(two.rows).toEqual([{ two: 2 }]);
  });

  it("never sends a write twice: it fails, and the caller decides", async () => {
    const resume = await endUnnoticed(await idleConnections(1));
    const write = pool.query(`insert into ${table} (n) values (1)`);
    await new Promise((resolve) => setImmediate(resolve));
    resume();
    await expect(write).rejects.toSatisfy(isConnectionError);
    expect((await pool.query(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 0 }]);
  });

  it("never resends inside a transaction, and a connection that dies while checked out does not crash the process", async () => {
    const client = await pool.connect();
    await client.query("begin");
    await client.query(`insert into ${table} (n) values (2)`);
    await admin.query("select pg_terminate_backend($1)", [pidOf(client)]);
    // The connection fails while no statement runs on it: the client emits "error" (unhandled, that
    // would end the process) and is no longer usable.
    await expect.poll(() => (client as unknown as { _queryable: boolean })._queryable).toBe(false);
    await expect(client.query("select 1")).rejects.toThrow();
    client.release();
    expect((await pool.query(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 0 }]);
  });
});
