/**
 * The one mapping from a use case's error code to what a page answers. Loaders call `valueOrThrow`:
 * a failure becomes the error page with the code's status and the use case's message (React
 * Router's `data()` thrown to the nearest error boundary). Actions that redraw their form with the
 * message call `pageStatus` and keep the outcome's `message` and `fields`.
 */
import { data } from "react-router";
import { ERROR_STATUS, type ErrorCode, errorHeaders, type Outcome } from "../../contracts/application.ts";
import { refusalMessage } from "../../i18n/refusals.ts";
import { requestLocale } from "./language.server.ts";

export const PAGE_STATUS: Record<ErrorCode, number> = ERROR_STATUS;

export function pageStatus(code: ErrorCode): number {
  return PAGE_STATUS[code];
}

/**
 * The value, or the error page with the refusal's message. A page's use cases already answer in its
 * language (server/app.ts gives a Filipino page services whose refusals are worded in Filipino); with
 * `request`, a refusal built elsewhere is worded in the request's language here too.
 */
export function valueOrThrow<T>(outcome: Outcome<T>, request?: Request): T {
  if (outcome.ok) return outcome.value;
  const message = request ? refusalMessage(outcome.error, requestLocale(request)) : outcome.error.message;
  throw data({ message }, { status: PAGE_STATUS[outcome.error.code], headers: errorHeaders(outcome.error) });
}
