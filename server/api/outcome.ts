/**
 * The one mapping from a use case's error code to an HTTP status for the JSON API, and the one way
 * an API route answers an outcome: `{ data }` with the success status, or `{ message, errors }`
 * with the code's status (and Retry-After when rate limited).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode, errorHeaders, type Outcome } from "../../contracts/application.ts";
import { isDatabaseUnavailable } from "../database-unavailable.ts";
import { safeError } from "../safe-error.ts";

export const API_STATUS: Record<ErrorCode, ContentfulStatusCode> = ERROR_STATUS;

export function sendOutcome<T>(c: Context, outcome: Outcome<T>, okStatus: ContentfulStatusCode = 200, map?: (value: T) => unknown) {
  if (outcome.ok) return c.json({ data: map ? map(outcome.value) : outcome.value }, okStatus);
  const { code, message, fields, reason, params } = outcome.error;
  const why = reason ? { reason, ...(params ? { params } : {}) } : {};
  return c.json({ message, errors: fields ?? {}, ...why }, API_STATUS[code], errorHeaders(outcome.error));
}

/** How long a client waits before trying again while the database is out of reach (a restart, a failover). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A fault that escaped a use case, in the route's own words (a payment's says we are checking, never
 * that nothing was charged): 503 with Retry-After when the database was out of reach, else 500.
 * Logged either way.
 */
export function sendFault(c: Context, error: unknown, fallback: string, log: (line: object, msg: string) => void) {
  log({ err: safeError(error) }, fallback);
  if (isDatabaseUnavailable(error))
    return c.json({ message: fallback, errors: {} }, 503, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  return c.json({ message: fallback, errors: {} }, 500);
}
