/**
 * The move from the embedded database to PostgreSQL (issue 26; scripts/move-to-postgres.ts, db/move.ts):
 * a PGlite folder filled by the real services (db/repositories/site.fixture.ts) moves into an empty
 * database; every table's row count is the same on both sides, the money invariant holds for every
 * booking, the bookings read the same through the repositories, and a second move into the now full
 * database is refused (exit code 3) without writing. Under `npm test`'s PostgreSQL pass the target is a
 * fresh database on the throwaway server and the command itself runs (--from DATA_DIR --to URL); on
 * the PGlite pass the same moveDatabase runs into an in-memory PGlite.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { countRows, EXIT, MoveError, moveDatabase, schemaTables, tablesInDependencyOrder } from "../db/move.ts";
import { createFlightStore } from "../db/repositories/flight-store.ts";
import { createHotelStore } from "../db/repositories/hotel-store.ts";
import { bookingMoney, moneyBreaches } from "../db/repositories/money-invariant.ts";
import { fillSite, type Site } from "../db/repositories/site.fixture.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../db/test-database.ts";
import { moveToPostgres } from "./move-to-postgres.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-move-"));
const folder = path.join(dataDir, "pglite");
let site: Site;
let target: TestDatabase;
let source: Database;

/** One move: the command on PostgreSQL, the library into PGlite. Returns the exit code and what it said. */
async function move(): Promise<{ code: number; said: string }> {
  const lines: string[] = [];
  if (target.url) {
    await source.close();
    try {
      const code = await moveToPostgres(
        ["--from", dataDir, "--to", target.url],
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      return { code, said: lines.join("\n") };
    } finally {
      source = await openDatabase({ dataDir: folder });
    }
  }
  try {
    await moveDatabase(source.db, target.db);
    return { code: 0, said: "" };
  } catch (error) {
    if (error instanceof MoveError) return { code: error.exitCode, said: error.message };
    throw error;
  }
}

beforeAll(async () => {
  source = await openDatabase({ dataDir: folder });
  site = await fillSite(source.db);
  target = await openTestDatabase();
  // No migration makes a sequence yet; one made on both sides shows the move carries its value.
  for (const db of [source.db, target.db]) await db.execute(sql`create sequence move_probe_seq`);
  for (let i = 0; i < 5; i++) await source.db.execute(sql`select nextval('move_probe_seq')`);
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`moving the embedded database (to ${testDatabaseKind})`, () => {
  it("finds every table of db/schema*.ts in the catalogue, parents before children", async () => {
    const order = await tablesInDependencyOrder(source.db);
    expect(order).toEqual(expect.arrayContaining(schemaTables()));
    expect(order.indexOf("user")).toBeLessThan(order.indexOf("session"));
    expect(order.indexOf("flight_booking")).toBeLessThan(order.indexOf("flight_ptr_request"));
    expect(order.indexOf("chat_conversation")).toBeLessThan(order.indexOf("chat_message"));
  });

  it("moves every row: equal counts, the money invariant on both sides, bookings read the same; a second move is refused", async () => {
    const { code, said } = await move();
    expect(said, said).not.toMatch(/Not moved|failed/);
    expect(code).toBe(0);

    const tables = await tablesInDependencyOrder(source.db);
    const [before, after] = [await countRows(source.db, tables), await countRows(target.db, tables)];
    expect(after).toEqual(before);
    for (const t of ["user", "session", "flight_booking", "flight_ptr_request", "hotel_booking", "payment", "payment_refund"]) {
      expect(before.get(t), t).toBeGreaterThan(0);
    }
    for (const t of ["chat_conversation", "chat_message", "contact_message", "post", "search_document"])
      expect(before.get(t), t).toBeGreaterThan(0);
    // The generated column is computed again on the target: the post is found by a word of its title.
    const found = await target.db.execute(sql`select id from search_document where document @@ to_tsquery('english', 'siargao')`);
    expect(((found as unknown as { rows: unknown[] }).rows ?? found).length).toBe(1);

    const next = await target.db.execute(sql`select nextval('move_probe_seq')::int as n`);
    expect(((next as unknown as { rows: { n: number }[] }).rows ?? next)[0].n).toBe(6);

    const money = await bookingMoney(target.db);
    expect(moneyBreaches(money)).toEqual([]);
    expect(moneyBreaches(await bookingMoney(source.db))).toEqual([]);
    const byRef = new Map(money.map((m) => [m.reference, m]));
    expect(byRef.get(site.flights.refunded)).toMatchObject({ kind: "flight" });
    expect(byRef.get(site.flights.refunded)!.refunded).toBeGreaterThan(0);
    expect(byRef.get(site.flights.cancelled)).toMatchObject({ status: "cancelled", taken: 0, owed: 0 });
    expect(byRef.get(site.hotels.confirmed)).toMatchObject({ status: "confirmed", refunded: 0 });
    expect(byRef.get(site.hotels.cancelled)).toMatchObject({ status: "cancelled" });
    expect(byRef.get(site.hotels.cancelled)!.refunded).toBeGreaterThan(0);
    expect(byRef.get(site.hotels.pending)).toMatchObject({ status: "pending_payment", taken: 0, owed: 0 });

    // Read through the repositories, on the target, as the app will.
    for (const ref of Object.values(site.flights)) {
      expect(await createFlightStore(target.db).getBooking(ref)).toEqual(await createFlightStore(source.db).getBooking(ref));
      expect(await createFlightStore(target.db).requestsFor(ref)).toEqual(await createFlightStore(source.db).requestsFor(ref));
    }
    for (const ref of Object.values(site.hotels)) {
      expect(await createHotelStore(target.db).get(ref)).toEqual(await createHotelStore(source.db).get(ref));
    }

    const again = await move();
    expect(again.code).toBe(EXIT.targetNotEmpty);
    expect(again.said).toMatch(/already holds data \(.*flight_booking.*\)/);
    expect(await countRows(target.db, tables)).toEqual(before);
  }, 120_000);

  it.runIf(testDatabaseKind === "postgres")("the command: usage, and a source the app still has open", async () => {
    const said: string[] = [];
    expect(
      await moveToPostgres(
        ["--from", dataDir],
        () => {},
        (l) => said.push(l),
      ),
    ).toBe(EXIT.usage);
    // `source` is open in this process, as the app would hold it: its pid file names a live process.
    const { writeFileSync } = await import("node:fs");
    writeFileSync(`${folder}.pid`, `${process.ppid}\n`);
    expect(
      await moveToPostgres(
        ["--from", dataDir, "--to", target.url!],
        () => {},
        (l) => said.push(l),
      ),
    ).toBe(EXIT.sourceInUse);
    writeFileSync(`${folder}.pid`, `${process.pid}\n`);
    expect(said.join("\n")).toMatch(/stop it first/);
  });
});
