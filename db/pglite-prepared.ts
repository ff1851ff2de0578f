/**
 * Hot single-row reads on PGlite (the embedded default, one connection in this process), as
 * server-side prepared statements.
 *
 * Drizzle on PGlite sends every query through the extended protocol, so PostgreSQL parses and plans
 * it again each time: ~0.3–0.4 ms of the process's only thread per lookup. A statement PREPAREd once
 * and EXECUTEd through the simple protocol costs ~0.1 ms. PGlite's EXECUTE takes no bind parameters,
 * so the key goes into the statement text as a literal: only keys made of letters, digits, `_` and
 * `-` (the random ids and tokens better-auth generates) are accepted, anything else is refused here
 * and callers use their ordinary Drizzle query. On PostgreSQL this returns null: node-postgres
 * already keeps named prepared statements per connection.
 */
import { PGlite } from "@electric-sql/pglite";
import { getTableColumns, type Table } from "drizzle-orm";
import type { Db } from "./client.ts";
import { isPlainRead, trackWrites } from "./pglite-writes.ts";

/** Keys that may be written into an EXECUTE statement as a literal. */
export const LITERAL_SAFE_KEY = /^[A-Za-z0-9_-]{1,256}$/;

export type PreparedRows = (key: string) => Promise<Record<string, unknown>[]>;

let count = 0;

/**
 * `sqlText` reads rows by one text parameter, `$1`. Returns a function running it as a prepared
 * statement on PGlite, or null on PostgreSQL. The function throws for a key LITERAL_SAFE_KEY refuses.
 */
export function pglitePrepared(db: Db, sqlText: string): PreparedRows | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  if (!isPlainRead(sqlText, new Set())) throw new Error("pglitePrepared: only plain reads may be prepared here");
  const name = `lakbay_prepared_${++count}`;
  // Running it changes nothing, so it does not move the write counter (db/pglite-writes.ts).
  trackWrites(client).registerRead(name);
  let prepared: Promise<unknown> | null = null;
  return async (key) => {
    if (!LITERAL_SAFE_KEY.test(key)) throw new Error("pglitePrepared: key refused");
    prepared ??= client.exec(`prepare ${name}(text) as ${sqlText}`).catch((err: unknown) => {
      prepared = null;
      throw err;
    });
    await prepared;
    const [result] = await client.exec(`execute ${name}('${key}')`);
    return (result?.rows ?? []) as Record<string, unknown>[];
  };
}

/** `alias."column" as "prefix.key"` for every column of a Drizzle table, for a select list. */
export function selectColumns(table: Table, alias: string, prefix: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, c]) => `${alias}."${c.name}" as "${prefix}.${key}"`)
    .join(", ");
}

/** A row of `table` back from the `prefix.key` columns selectColumns named (PGlite parses the types). */
export function pickColumns<T extends Table>(table: T, row: Record<string, unknown>, prefix: string): T["$inferSelect"] {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, row[`${prefix}.${key}`]])) as T["$inferSelect"];
}
