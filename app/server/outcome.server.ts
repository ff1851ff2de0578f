/**
 * The one mapping from a use case's error code to what a page answers. Loaders call `valueOrThrow`:
 * a failure becomes the error page with the code's status and the use case's message (React
 * Router's `data()` thrown to the nearest error boundary). Actions that redraw their form with the
 * message call `pageStatus` and keep the outcome's `message` and `fields`.
 */
import { data } from "react-router";
import type { ErrorCode, Outcome } from "../../contracts/application.ts";

export const PAGE_STATUS: Record<ErrorCode, number> = {
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

export function pageStatus(code: ErrorCode): number {
  return PAGE_STATUS[code];
}

export function valueOrThrow<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message, retryAfterSeconds } = outcome.error;
  const headers: Record<string, string> = {};
  if (code === "rate_limited" && retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  throw data({ message }, { status: PAGE_STATUS[code], headers });
}
