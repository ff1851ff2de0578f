/**
 * Tells listeners when a statement writes one of the watched tables — on PGlite only. The embedded
 * database belongs to this one process (PGlite allows one process at a time, and the staff script
 * asks for the app to be stopped), so every write passes through here and a cache in this process
 * can be exact: server/session-lookup.ts keeps sessions in memory and forgets them all on any write
 * to the session, user or booking tables.
 *
 * A listener is called before the statement runs and again once it has finished; in a transaction,
 * also once the transaction has ended (committed or rolled back). So a reader that records the
 * generation before its own query, and keeps its answer only when no write happened meanwhile,
 * never keeps a row read before a write committed.
 *
 * Statements are recognised by their text (`insert into`, `update`, `delete from`, `truncate`,
 * followed by a watched table, quoted or not, schema-qualified or not). A false alarm only empties
 * a cache; tables are matched as whole names.
 */
import type { PGlite } from "@electric-sql/pglite";

export type WriteWatch = {
  /** Calls `listener` around every write to a watched table; returns a function that stops it. */
  onWrite(listener: () => void): () => void;
};

type Querier = { query: (...args: never[]) => Promise<unknown>; exec: (...args: never[]) => Promise<unknown> };

export function writePattern(tables: readonly string[]): RegExp {
  const names = tables.map((t) => t.replace(/[^a-z0-9_]/gi, "")).join("|");
  return new RegExp(
    `\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:"?public"?\\s*\\.\\s*)?"?(?:${names})"?(?![\\w"])`,
    "i",
  );
}

export function watchPgliteWrites(client: PGlite, tables: readonly string[]): WriteWatch {
  const pattern = writePattern(tables);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const writes = (text: unknown) => typeof text === "string" && pattern.test(text);

  /** Wraps query and exec of the client or of a transaction; `onWrite` also hears of each write. */
  const wrap = (target: Querier, onWrite?: () => void) => {
    for (const method of ["query", "exec"] as const) {
      const original = target[method].bind(target) as (...args: unknown[]) => Promise<unknown>;
      (target as unknown as Record<string, unknown>)[method] = async (text: unknown, ...rest: unknown[]) => {
        if (!writes(text)) return original(text, ...rest);
        onWrite?.();
        notify();
        try {
          return await original(text, ...rest);
        } finally {
          notify();
        }
      };
    }
  };

  wrap(client as unknown as Querier);
  const transaction = client.transaction.bind(client);
  (client as unknown as { transaction: unknown }).transaction = async <T>(callback: (tx: unknown) => Promise<T>) => {
    let wrote = false;
    try {
      return await transaction(async (tx) => {
        wrap(tx as unknown as Querier, () => {
          wrote = true;
        });
        return callback(tx);
      });
    } finally {
      if (wrote) notify();
    }
  };

  return {
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
