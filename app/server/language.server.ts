/**
 * A page request's language (i18n/locales.ts resolveLocale) and the shell's words in it: what the
 * root loader sends to every page. Data requests (`/path.data`) keep the `/fil` of their path.
 */
import { messagesFor } from "../../i18n/catalogues.ts";
import { resolveLocale } from "../../i18n/locales.ts";
import type { PageLanguage } from "../lib/i18n.tsx";

export function pageLanguage(request: Request): PageLanguage {
  const { locale } = resolveLocale({
    pathname: new URL(request.url).pathname,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  return { locale, messages: messagesFor(locale, "common") };
}
