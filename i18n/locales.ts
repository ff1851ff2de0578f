/**
 * The languages Lakbay speaks, and how a request's language is chosen (docs/decisions/035-languages.md):
 * the URL's prefix (`/fil/…`; English has none), else the `lang` cookie the language switch sets, else
 * the browser's Accept-Language as a first guess, else English. A third language is one more entry
 * here and one more catalogue folder.
 */
export const LOCALES = ["en", "fil"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie the language switch sets (a year; not a secret, so readable like the theme's). */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `<html lang>`, `hreflang` and `Intl`: the BCP 47 tag of each language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-PH", fil: "fil" };

/** Each language's name in itself, for the switch (a traveller looks for their own language's name). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fil: "Filipino" };

/** The URL prefix of each language; English, the default, has none. */
const PREFIX: Record<Locale, string> = { en: "", fil: "/fil" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path names by its prefix (null: none, so English unless the visitor chose otherwise), and the path without it. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}.data`) return { locale, path: pathname === prefix ? "/" : "/_root.data" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: null, path: pathname };
}

/** `path` (absolute, of this site, without a language prefix) in `locale`: `/flights` → `/fil/flights`; `/` → `/fil`. */
export function localizePath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  if (path === "/" || path === "") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}

/** The `lang` cookie's language, or null when there is none or it names no language of ours. */
export function localeFromCookie(cookie: string | null | undefined): Locale | null {
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/**
 * The best of our languages for an Accept-Language header, by its weights: Filipino for `fil` or
 * `tl` (Tagalog, which browsers still send for Filipino), English for `en-*`; null when the header
 * names neither (a traveller writing in Cebuano or Japanese gets the default).
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header || header.length > 1000) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const entry of header.split(",").slice(0, 30)) {
    const [tag, ...params] = entry.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.split("-")[0];
    const locale: Locale | null = primary === "fil" || primary === "tl" ? "fil" : primary === "en" ? "en" : null;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

export type LocaleSource = "path" | "cookie" | "header" | "default";

/** A request's language, and what decided it. */
export function resolveLocale(request: { pathname: string; cookie?: string | null; acceptLanguage?: string | null }): {
  locale: Locale;
  source: LocaleSource;
} {
  const fromPath = splitLocale(request.pathname).locale;
  if (fromPath) return { locale: fromPath, source: "path" };
  const fromCookie = localeFromCookie(request.cookie);
  if (fromCookie) return { locale: fromCookie, source: "cookie" };
  const fromHeader = negotiateLocale(request.acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: "header" };
  return { locale: DEFAULT_LOCALE, source: "default" };
}
