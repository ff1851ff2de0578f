/**
 * The one mapping from a use case's error code to an HTTP status for the JSON API, and the one way
 * an API route answers an outcome: `{ data }` with the success status, or `{ message, errors }`
 * with the code's status (and Retry-After when rate limited).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode, Outcome } from "../../contracts/application.ts";

export const API_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  unprocessable: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  payment_failed: 402,
  unavailable: 503,
};

export function sendOutcome<T>(c: Context, outcome: Outcome<T>, okStatus: ContentfulStatusCode = 200, map?: (value: T) => unknown) {
  if (outcome.ok) return c.json({ data: map ? map(outcome.value) : outcome.value }, okStatus);
  const { code, message, fields, retryAfterSeconds } = outcome.error;
  const headers: Record<string, string> = {};
  if (code === "rate_limited" && retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  return c.json({ message, errors: fields ?? {} }, API_STATUS[code], headers);
}
