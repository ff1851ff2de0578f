/**
 * The PostgreSQL connection pool, made to survive a server restart or failover.
 *
 * When the server ends connections (restart, failover, pg_terminate_backend), the pool may hand out
 * one whose end it has not read yet, and the first query on it fails (57P01, "Connection terminated
 * unexpectedly"). So:
 * - every connection has an error listener: one that fails while checked out (between the statements
 *   of a transaction) is marked unusable and dropped when released, instead of crashing the process
 *   with an unhandled "error" event; idle ones are dropped by the pool (its "error" event);
 * - a read-only statement sent through the pool (not in a transaction: those run on a checked-out
 *   client, never through pool.query) that fails with a connection-level error is sent once more,
 *   after a moment that lets the pool notice the other connections the server ended. Writes are never
 *   sent twice: whether the first one ran is unknown.
 */
import pg from "pg";

const connectionErrorCodes = new Set(["57P01", "57P02", "57P03", "ECONNRESET", "EPIPE"]);

/** An error that says the connection (not the statement) failed: the server ended it or the socket broke. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && connectionErrorCodes.has(code)) || /Connection terminated/i.test(error.message);
}

const readStart = /^\s*(select|with|values|table|show)\b/i;
// Anything that writes, locks or has effects outside the result: such a statement is never resent.
const effects =
  /\b(insert|update|delete|merge|into|create|alter|drop|truncate|grant|revoke|lock|copy|call|do|notify|listen|nextval|setval|set_config|pg_advisory_\w+|pg_try_advisory_\w+|pg_terminate_backend|pg_cancel_backend|for\s+(no\s+key\s+)?(update|share)|for\s+key\s+share)\b/i;

/** Whether the SQL text only reads, so that sending it twice cannot change anything. */
export function isReadOnlyStatement(text: string | undefined): boolean {
  return typeof text === "string" && readStart.test(text) && !effects.test(text);
}

function statementText(first: unknown): string | undefined {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && typeof (first as { text?: unknown }).text === "string") return (first as { text: string }).text;
  return undefined;
}

/** How long a retried read waits, so that the pool reads the end of its other dead connections first. */
const retryPauseMs = 25;

/**
 * A pool for `url` that drops dead connections and resends a read-only statement once after a
 * connection-level error. `stopped()` true (the pool is closing) turns the retry off.
 */
export function createPool(url: string, stopped: () => boolean): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A client emits "error" when its connection fails while no statement of it is running. The pool
  // listens only while the client is idle; this keeps one there while it is checked out too. The
  // client is then not queryable, so its next statement fails and release() drops it.
  pool.on("connect", (client) => client.on("error", () => {}));
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return query(...args);
    const first = query(...args);
    if (!isReadOnlyStatement(statementText(args[0]))) return first;
    return first.catch(async (error: unknown) => {
      if (!isConnectionError(error) || stopped()) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
      return query(...args);
    });
  }) as typeof pool.query;
  return pool;
}
