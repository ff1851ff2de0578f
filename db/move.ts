/**
 * Moves every row of one Lakbay database into another that is empty (issue 26: a site that ran on the
 * embedded database moving to a PostgreSQL server; scripts/move-to-postgres.ts is the command). Both
 * are opened with db/client.ts, so both have the project's migrations applied before anything moves.
 *
 * - The tables are read from the source's catalogue (every table of the public schema, which the
 *   migrations made from db/schema*.ts), with their foreign keys, so a new table moves without anyone
 *   adding it to a list; they are checked against the Drizzle schema so neither side drifts unseen.
 * - Parents before children (the foreign keys), in one transaction on the target: all or nothing.
 * - Rows travel as JSON (to_jsonb → jsonb_populate_recordset), so every type (jsonb, arrays,
 *   timestamps, numerics, bytea) arrives exactly as it left; generated columns are computed again.
 * - Sequences keep their values (setval), identity columns their rows' values (OVERRIDING SYSTEM VALUE).
 * - It refuses a target holding any row in any application table (MoveError, exit code 3).
 * - Afterwards it counts every table on both sides and checks the money invariant of every booking on
 *   both sides (db/repositories/money-invariant.ts): each side holds, and they agree booking by booking.
 */
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { type BookingMoney, bookingMoney, moneyBreaches } from "./repositories/money-invariant.ts";
import * as schema from "./schema.ts";

/** A refusal or a failed check; `exitCode` is what the command exits with. */
export class MoveError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
    this.name = "MoveError";
  }
}

export const EXIT = { usage: 2, targetNotEmpty: 3, checkFailed: 4, sourceInUse: 5 } as const;

export type MoveReport = {
  tables: { name: string; rows: number }[];
  sequences: number;
  bookings: number;
  ms: number;
};

const BATCH = 500;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The application tables (public schema) in an order where every table comes after the ones it references. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).map((t) => t.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint con
        join pg_class ch on ch.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where con.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (t: string, path: string[]) => {
    if (state.get(t) === "done") return;
    if (state.get(t) === "visiting") throw new Error(`foreign keys form a cycle: ${[...path, t].join(" → ")}`);
    state.set(t, "visiting");
    for (const p of [...(parents.get(t) ?? [])].sort()) visit(p, [...path, t]);
    state.set(t, "done");
    order.push(t);
  };
  for (const t of tables) visit(t, []);
  return order;
}

/** The tables db/schema*.ts declares (Drizzle), by name. */
export function schemaTables(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table as PgTable).name)
    .sort();
}

/** Rows per application table. */
export async function countRows(db: Db, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of tables) counts.set(t, Number((await rows<{ n: string }>(db, sql`select count(*) as n from ${ident(t)}`))[0].n));
  return counts;
}

async function copyableColumns(db: Db, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      sql`select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          order by a.attnum`,
    )
  ).map((c) => c.name);
}

/** Copies one table in batches (ordered by ctid: the source is not written while it moves). */
async function copyTable(source: Db, target: Db, table: string): Promise<number> {
  const columns = await copyableColumns(source, table);
  const list = sql.raw(columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(", "));
  let after = "(0,0)";
  let moved = 0;
  for (;;) {
    const batch = await rows<{ k: string; j: string }>(
      source,
      sql`select t.ctid::text as k, to_jsonb(t)::text as j from ${ident(table)} t
          where t.ctid > ${after}::tid order by t.ctid limit ${BATCH}`,
    );
    if (batch.length === 0) return moved;
    await target.execute(
      sql`insert into ${ident(table)} (${list}) overriding system value
          select ${list} from jsonb_populate_recordset(null::${ident(table)}, ${`[${batch.map((r) => r.j).join(",")}]`}::jsonb)`,
    );
    moved += batch.length;
    after = batch[batch.length - 1].k;
  }
}

async function copySequences(source: Db, target: Db): Promise<number> {
  const sequences = await rows<{ name: string; last: string | null }>(
    source,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const s of sequences) {
    if (s.last === null) continue;
    await target.execute(sql`select setval(${`public."${s.name.replace(/"/g, '""')}"`}::regclass, ${s.last}::bigint, true)`);
  }
  return sequences.length;
}

/** The application tables of `db` that hold a row. */
export async function nonEmptyTables(db: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const t of tables) {
    if ((await rows<{ x: number }>(db, sql`select 1 as x from ${ident(t)} limit 1`)).length) found.push(t);
  }
  return found;
}

const moneyKey = (m: BookingMoney) => `${m.kind} ${m.reference} ${m.status} ${m.taken} ${m.refunded} ${m.owed}`;

/** Moves every row of `source` into `target` (both migrated), then checks counts and money on both sides. */
export async function moveDatabase(source: Db, target: Db, log: (line: string) => void = () => {}): Promise<MoveReport> {
  const started = Date.now();
  const tables = await tablesInDependencyOrder(source);
  const declared = schemaTables();
  const missing = declared.filter((t) => !tables.includes(t));
  if (missing.length) throw new MoveError(`the source database lacks tables of db/schema*.ts: ${missing.join(", ")}`, EXIT.checkFailed);
  const targetTables = await tablesInDependencyOrder(target);
  const absent = tables.filter((t) => !targetTables.includes(t));
  if (absent.length)
    throw new MoveError(`the target database lacks tables: ${absent.join(", ")} (are both on the same migrations?)`, EXIT.checkFailed);

  const occupied = await nonEmptyTables(target, targetTables);
  if (occupied.length)
    throw new MoveError(
      `the target database already holds data (${occupied.join(", ")}); moving needs an empty database: create a new one (createdb) and point --to at it`,
      EXIT.targetNotEmpty,
    );

  // The source's side of the checks, before anything is written: a source that breaks the invariant
  // (a payment its settle job has not finished: start the app once and let its jobs run) is not moved.
  const before = await countRows(source, tables);
  const moneyBefore = await bookingMoney(source);
  const sourceBroken = moneyBreaches(moneyBefore);
  if (sourceBroken.length)
    throw new MoveError(
      `the money invariant does not hold in the source; nothing was moved (let the app's jobs settle these first):\n  ${sourceBroken.join("\n  ")}`,
      EXIT.checkFailed,
    );

  let sequences = 0;
  await target.transaction(async (tx) => {
    // Another move started at the same time into the same database waits here, then finds it full.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lakbay move'))`);
    const late = await nonEmptyTables(tx as unknown as Db, targetTables);
    if (late.length) throw new MoveError(`the target database already holds data (${late.join(", ")})`, EXIT.targetNotEmpty);
    for (const t of tables) {
      const n = await copyTable(source, tx as unknown as Db, t);
      if (n) log(`  ${t}: ${n}`);
    }
    sequences = await copySequences(source, tx as unknown as Db);
  });

  // Checks on the target, against what the source held, before anyone is told it worked.
  const after = await countRows(target, tables);
  const differ = tables.filter((t) => before.get(t) !== after.get(t)).map((t) => `${t}: ${before.get(t)} → ${after.get(t)}`);
  if (differ.length) throw new MoveError(`row counts differ after the move: ${differ.join("; ")}`, EXIT.checkFailed);
  const moneyAfter = await bookingMoney(target);
  const broken = moneyBreaches(moneyAfter).map((b) => `target: ${b}`);
  const expected = moneyBefore.map(moneyKey).sort();
  const arrived = new Set(moneyAfter.map(moneyKey));
  for (const key of expected) if (!arrived.has(key)) broken.push(`target differs from source for ${key}`);
  if (expected.length !== arrived.size) broken.push(`source has ${expected.length} bookings' money, target ${arrived.size}`);
  if (broken.length) throw new MoveError(`the money invariant does not hold after the move:\n  ${broken.join("\n  ")}`, EXIT.checkFailed);

  return {
    tables: tables.map((name) => ({ name, rows: before.get(name) ?? 0 })),
    sequences,
    bookings: moneyBefore.length,
    ms: Date.now() - started,
  };
}
