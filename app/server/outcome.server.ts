/**
 * The one mapping from a use case's error code to what a page answers. Loaders call `valueOrThrow`:
 * a failure becomes the error page with the code's status and the use case's message (React
 * Router's `data()` thrown to the nearest error boundary). Actions that redraw their form with the
 * message call `pageStatus` and keep the outcome's `message` and `fields`.
 */
import { data } from "react-router";
import { ERROR_STATUS, type ErrorCode, errorHeaders, type Outcome } from "../../contracts/application.ts";

export const PAGE_STATUS: Record<ErrorCode, number> = ERROR_STATUS;

export function pageStatus(code: ErrorCode): number {
  return PAGE_STATUS[code];
}

export function valueOrThrow<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw data({ message: outcome.error.message }, { status: PAGE_STATUS[outcome.error.code], headers: errorHeaders(outcome.error) });
}
