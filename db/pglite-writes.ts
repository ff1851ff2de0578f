/**
 * A counter that moves whenever anything may have changed in an embedded PGlite database.
 *
 * PGlite lives inside this process and no other process can open its folder, so every statement
 * that could change a row passes through this client. Each one is seen where PGlite takes the
 * PostgreSQL wire protocol (its `execProtocolRaw*` methods, under `query`, `exec`, `transaction`,
 * Drizzle and better-auth alike), and any statement that is not a plain read moves the counter
 * before PostgreSQL runs it. A value read before a query and still current afterwards therefore
 * proves that nothing was written in between: that is what lets a cache of reads (the session
 * lookup, server/session-lookup.ts) stay exact without knowing which code writes what.
 *
 * Conservative on purpose: transaction control, DDL, `SELECT … FOR UPDATE`, a CTE, anything it cannot
 * parse — all count as writes. Only `SELECT`/`SHOW`/`VALUES`/`EXPLAIN`… without a locking clause and
 * `EXECUTE` of a statement registered as a read (db/pglite-prepared.ts) do not.
 */
import { PGlite } from "@electric-sql/pglite";

export type WriteCounter = {
  /** Moves (never back) before every statement that may change data is run. */
  current(): number;
  /** Marks a prepared statement name as a pure read, so `EXECUTE name(…)` does not count. */
  registerRead(name: string): void;
};

const READ_KEYWORDS = new Set(["select", "show", "values", "table"]);
const LOCKING = /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i;
const EXECUTE = /^execute\s+([a-z_][a-z0-9_]*)/i;

/** Whether `sql` is a statement that cannot change data (exported for tests). */
export function isPlainRead(sql: string, reads: ReadonlySet<string>): boolean {
  const text = withoutLeadingNoise(sql);
  const keyword = /^[a-z]+/i.exec(text)?.[0]?.toLowerCase();
  if (keyword === "execute") {
    const name = EXECUTE.exec(text)?.[1]?.toLowerCase();
    return name !== undefined && reads.has(name);
  }
  if (keyword === undefined || !READ_KEYWORDS.has(keyword)) return false;
  // One statement only: `select 1; delete from …` in a simple query is two.
  if (text.replace(/;\s*$/, "").includes(";")) return false;
  return !LOCKING.test(text);
}

function withoutLeadingNoise(sql: string): string {
  let s = sql;
  for (;;) {
    const trimmed = s.replace(/^[\s(]+/, "");
    if (trimmed.startsWith("--")) {
      const end = trimmed.indexOf("\n");
      s = end === -1 ? "" : trimmed.slice(end + 1);
    } else if (trimmed.startsWith("/*")) {
      const end = trimmed.indexOf("*/");
      s = end === -1 ? "" : trimmed.slice(end + 2);
    } else {
      return trimmed;
    }
  }
}

const decoder = new TextDecoder();

/** The SQL texts of the Query ('Q') and Parse ('P') messages in a frontend wire buffer; null if it does not parse. */
export function statementsIn(message: Uint8Array): string[] | null {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const out: string[] = [];
  let at = 0;
  while (at < message.byteLength) {
    if (at + 5 > message.byteLength) return null;
    const type = message[at]!;
    const length = view.getInt32(at + 1);
    const end = at + 1 + length;
    if (length < 4 || end > message.byteLength) return null;
    let start = at + 5;
    if (type === 0x50) {
      // Parse: statement name, then the query.
      const nul = message.indexOf(0, start);
      if (nul === -1 || nul >= end) return null;
      start = nul + 1;
    }
    if (type === 0x51 || type === 0x50) {
      const nul = message.indexOf(0, start);
      if (nul === -1 || nul >= end) return null;
      out.push(decoder.decode(message.subarray(start, nul)));
    }
    at = end;
  }
  return out;
}

const RAW_METHODS = ["execProtocolRaw", "execProtocolRawStream", "execProtocolRawSync"] as const;

/** Starts counting writes on `client` (once per client; later calls return the same counter). */
export function trackWrites(client: PGlite): WriteCounter {
  const existing = counters.get(client);
  if (existing) return existing;
  let generation = 0;
  const reads = new Set<string>();
  const see = (message: unknown) => {
    if (!(message instanceof Uint8Array)) {
      generation += 1;
      return;
    }
    const statements = statementsIn(message);
    if (statements === null || statements.some((sql) => !isPlainRead(sql, reads))) generation += 1;
  };
  const target = client as unknown as Record<string, unknown>;
  for (const method of RAW_METHODS) {
    const original = target[method];
    if (typeof original !== "function") continue;
    target[method] = function (this: unknown, message: unknown, ...rest: unknown[]) {
      see(message);
      return (original as (...args: unknown[]) => unknown).call(this, message, ...rest);
    };
  }
  const counter: WriteCounter = {
    current: () => generation,
    registerRead: (name) => void reads.add(name.toLowerCase()),
  };
  counters.set(client, counter);
  return counter;
}

const counters = new WeakMap<PGlite, WriteCounter>();

/** The write counter of a Drizzle database on PGlite, or null on PostgreSQL (other processes write there too). */
export function writeCounterOf(db: unknown): WriteCounter | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? trackWrites(client) : null;
}
