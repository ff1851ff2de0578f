/**
 * The one mapping from a use case's error code to an HTTP status for the JSON API, and the one way
 * an API route answers an outcome: `{ data }` with the success status, or `{ message, errors }`
 * with the code's status (and Retry-After when rate limited).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode, errorHeaders, type Outcome } from "../../contracts/application.ts";

export const API_STATUS: Record<ErrorCode, ContentfulStatusCode> = ERROR_STATUS;

export function sendOutcome<T>(c: Context, outcome: Outcome<T>, okStatus: ContentfulStatusCode = 200, map?: (value: T) => unknown) {
  if (outcome.ok) return c.json({ data: map ? map(outcome.value) : outcome.value }, okStatus);
  const { code, message, fields, reason, params } = outcome.error;
  const why = reason ? { reason, ...(params ? { params } : {}) } : {};
  return c.json({ message, errors: fields ?? {}, ...why }, API_STATUS[code], errorHeaders(outcome.error));
}
