/**
 * A page asked for without a language prefix by a traveller who reads Filipino (the `lang` cookie of
 * the language switch, or else the browser's Accept-Language) is sent to the same page under `/fil`,
 * before any cache: the address then says the language, so caches and crawlers see one language per
 * URL (docs/decisions/035-languages.md). Only page navigations (GET/HEAD wanting HTML): never the
 * API, data requests, files or forms.
 *
 * Every request it passes on runs with its language as the request's (core/mail/render.ts
 * `withRequestLanguage`): a booking or contact message made during it is stored with that language, and
 * a mail written during it (a verification link at registration) or a PDF served by it is in it.
 */
import type { Handler, MiddlewareHandler } from "hono";
import { z } from "zod";
import { withRequestLanguage } from "../../core/mail/render.ts";
import {
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  localizePath,
  resolveLocale,
} from "../../i18n/locales.ts";

export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    const path = url.pathname;
    const { locale, source } = resolveLocale({
      pathname: path,
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
    });
    const pass = () => withRequestLanguage(locale, next);
    if (method !== "GET" && method !== "HEAD") return pass();
    const last = path.slice(path.lastIndexOf("/") + 1);
    // A file has a short extension ("e-ticket.pdf", "rss.xml"); a page's token may have dots (a mailed
    // verification link's JWT) and is still a page.
    const file = /\.[a-z0-9]{1,8}$/i.test(last);
    if (path.startsWith("/api/") || file || !(c.req.header("accept") ?? "").includes("text/html")) return pass();
    if (source === "path" || locale === DEFAULT_LOCALE) return pass();
    return c.body(null, 302, {
      Location: localizePath(locale, path + url.search),
      Vary: "Cookie, Accept-Language",
      "Cache-Control": "private, no-store",
    });
  };
}

/** A path of this site: one leading slash (never `//` or `/\`, another site), no control characters. */
const sitePath = z
  .string()
  .max(2000)
  .refine((path) => /^\/(?![/\\])/.test(path) && ![...path].some((ch) => ch < " " || ch === "\u007f"));

const LanguageChoice = z.object({ to: z.enum(LOCALES), next: sitePath.catch("/") });

/**
 * POST /language, the language switch's form (app/components/layouts/site-header.tsx): remembers the
 * choice in the `lang` cookie for a year and opens the page the traveller was on (`next`, a path
 * without a language prefix) in that language. Outside React Router, whose redirects keep the
 * language of the page the form was on. A form body only; anything else is a 400 and sets nothing.
 */
export function languageSwitch(opts: {
  secure: boolean;
  /**
   * Remembers the choice on the signed-in account too (migration 0021), so signing in on another
   * browser brings it back (server/account-sessions.ts sets the cookie from it). Absent: cookie only.
   */
  account?: {
    lookUpSession(headers: Headers): Promise<{ user: { id: string } } | null>;
    setLanguage(userId: string, language: Locale): Promise<void>;
  };
}): Handler {
  return async (c) => {
    const type = c.req.header("content-type") ?? "";
    const form = type.startsWith("application/x-www-form-urlencoded") ? await c.req.parseBody().catch(() => null) : null;
    const parsed = LanguageChoice.safeParse(form ?? {});
    if (!parsed.success) return c.text("Choose English or Filipino.", 400);
    const { to, next } = parsed.data;
    if (opts.account) {
      // The cookie is the switch; the account's copy is for the next sign-in, so a failure here changes no page.
      const { account } = opts;
      await account
        .lookUpSession(c.req.raw.headers)
        .then((session) => (session ? account.setLanguage(session.user.id, to) : undefined))
        .catch(() => undefined);
    }
    const secure = opts.secure ? "; Secure" : "";
    return c.body(null, 302, {
      Location: localizePath(to, next),
      "Set-Cookie": `${LOCALE_COOKIE}=${to}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
    });
  };
}
