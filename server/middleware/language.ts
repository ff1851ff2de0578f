/**
 * A page asked for without a language prefix by a traveller who reads Filipino (the `lang` cookie of
 * the language switch, or else the browser's Accept-Language) is sent to the same page under `/fil`,
 * before any cache: the address then says the language, so caches and crawlers see one language per
 * URL (docs/decisions/035-languages.md). Only page navigations (GET/HEAD wanting HTML): never the
 * API, data requests, files or forms.
 */
import type { MiddlewareHandler } from "hono";
import { DEFAULT_LOCALE, localizePath, resolveLocale } from "../../i18n/locales.ts";

export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const path = url.pathname;
    const last = path.slice(path.lastIndexOf("/") + 1);
    if (path.startsWith("/api/") || last.includes(".") || !(c.req.header("accept") ?? "").includes("text/html")) return next();
    const { locale, source } = resolveLocale({
      pathname: path,
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
    });
    if (source === "path" || locale === DEFAULT_LOCALE) return next();
    return c.body(null, 302, {
      Location: localizePath(locale, path + url.search),
      Vary: "Cookie, Accept-Language",
      "Cache-Control": "private, no-store",
    });
  };
}
