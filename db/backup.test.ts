/**
 * A backup taken in the middle of a booking workload (issue 26; db/backup.ts): bookings run in several
 * lanes at once (flights ticketed and stays confirmed by the real services, db/repositories/site.fixture.ts),
 * the backup is taken while they run, and it is restored into a fresh database. Every booking
 * confirmed before the backup started is there, confirmed, with its money invariant
 * (db/repositories/money-invariant.ts). On PGlite the backup is the running app's own (SIGUSR2 to this
 * process, as `npm run db:backup` sends it, written to DATA_DIR/backups) restored into a new folder;
 * under `npm test`'s PostgreSQL pass it is pg_dump of the live database restored by pg_restore into
 * a new database on the same server.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { backupRunningApp, pgDump, pgRestore, restorePglite } from "./backup.ts";
import { type Database, openDatabase } from "./client.ts";
import { bookingMoney, moneyBreaches } from "./repositories/money-invariant.ts";
import { siteServices } from "./repositories/site.fixture.ts";
import { createFlightStore } from "./repositories/flight-store.ts";
import { createHotelStore } from "./repositories/hotel-store.ts";
import { openTestDatabase, testDatabaseKind } from "./test-database.ts";

const work = mkdtempSync(path.join(tmpdir(), "lakbay-backup-"));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The live database, and how to back it up and restore the backup into a fresh database. */
async function engine(): Promise<{ live: Database; backup(): Promise<string>; restore(file: string): Promise<Database> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = path.join(work, "data", "pglite");
    const live = await openDatabase({ dataDir: folder });
    cleanups.push(() => live.close());
    return {
      live,
      // What `npm run db:backup -- --data-dir DATA_DIR` does when the app runs: this process is the app.
      backup: () => backupRunningApp(folder, process.pid, 60_000),
      async restore(file) {
        const fresh = path.join(work, "restored", "pglite");
        await restorePglite(file, fresh);
        const restored = await openDatabase({ dataDir: fresh });
        cleanups.push(() => restored.close());
        return restored;
      },
    };
  }
  const test = await openTestDatabase();
  cleanups.push(() => test.cleanup());
  return {
    live: test,
    async backup() {
      const file = path.join(work, "lakbay.dump");
      await pgDump(test.url!, file);
      return file;
    },
    async restore(file) {
      const name = `lakbay_restore_${process.pid}_${randomBytes(4).toString("hex")}`;
      await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await pgRestore(file, url.toString());
      const restored = await openDatabase({ url: url.toString() });
      cleanups.push(() => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
      cleanups.push(() => restored.close());
      return restored;
    },
  };
}

describe(`a backup in the middle of a booking workload (${testDatabaseKind})`, () => {
  it("restored into a fresh database, holds every booking confirmed before it started, each with its money", async () => {
    const { live, backup, restore } = await engine();
    const site = siteServices(live.db);
    cleanups.push(() => site.stop());
    const confirmed: { kind: "flight" | "hotel"; reference: string }[] = [];
    let before: typeof confirmed = [];
    let backupMs = 0;
    let taking: Promise<string> | undefined;
    let done = false;
    // The backup starts once three bookings are confirmed, from inside the workload, and the lanes go on.
    const startBackup = () => {
      before = [...confirmed];
      const t0 = Date.now();
      taking = backup().finally(() => {
        backupMs = Date.now() - t0;
        done = true;
      });
    };
    // Three lanes booking at once, flights and stays in turn, until the backup is done (at most five each).
    // Each booking starts as a request would, from the event loop (setImmediate), so the signal is heard.
    const lane = async (n: number) => {
      for (let i = 0; i < 5 && !done; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        if ((n + i) % 2 === 0) confirmed.push({ kind: "flight", reference: await site.ticketedFlight(`Lane${n}`) });
        else confirmed.push({ kind: "hotel", reference: await site.confirmedStay() });
        if (confirmed.length === 3 && !taking) startBackup();
      }
    };
    await Promise.all([0, 1, 2].map(lane));
    const file = await taking!;
    expect(before.length).toBeGreaterThanOrEqual(3);
    const during = confirmed.length - before.length;
    expect(during, "bookings went on while the backup ran").toBeGreaterThan(0);

    const restored = await restore(file);
    const flights = createFlightStore(restored.db);
    const hotels = createHotelStore(restored.db);
    for (const b of before) {
      if (b.kind === "flight") expect((await flights.getBooking(b.reference))?.status, b.reference).toBe("ticketed");
      else expect((await hotels.get(b.reference))?.status, b.reference).toBe("confirmed");
    }
    const money = await bookingMoney(restored.db, {
      hotels: before.filter((b) => b.kind === "hotel").map((b) => b.reference),
      flightRoots: before.filter((b) => b.kind === "flight").map((b) => b.reference),
    });
    expect(money).toHaveLength(before.length);
    expect(moneyBreaches(money)).toEqual([]);
    for (const m of money) expect(m.owed, m.reference).toBeGreaterThan(0);
    console.info(`backup (${testDatabaseKind}) in ${backupMs} ms; ${before.length} bookings before it, ${during} during it`);
  }, 90_000);
});
