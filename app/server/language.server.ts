/**
 * A page request's language (i18n/locales.ts resolveLocale) and the shell's words in it: what the
 * root loader sends to every page. Data requests (`/path.data`) keep the `/fil` of their path.
 */
import { messagesFor, type Namespace } from "../../i18n/catalogues.ts";
import type { CompiledMessages } from "../../i18n/format.ts";
import { resolveLocale } from "../../i18n/locales.ts";
import type { PageLanguage } from "../lib/i18n.tsx";

function localeOf(request: Request) {
  return resolveLocale({
    pathname: new URL(request.url).pathname,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  }).locale;
}

export function pageLanguage(request: Request): PageLanguage {
  const locale = localeOf(request);
  return { locale, messages: messagesFor(locale, "common") };
}

/**
 * A page's own words (its namespaces, merged: keys are unique across them) in the request's language,
 * for its loader to send with its data.
 */
export function pageMessages(request: Request, ...namespaces: [Namespace, ...Namespace[]]): CompiledMessages {
  return messagesFor(localeOf(request), ...namespaces);
}

/** The request's language, for a loader or action that words something itself (a refusal, a mail). */
export function requestLocale(request: Request) {
  return localeOf(request);
}
