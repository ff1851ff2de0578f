/**
 * The mail renderer: every mail and PDF document Lakbay writes takes its words from the `mail`
 * catalogue (i18n/en/mail.ts, i18n/fil/mail.ts) in the recipient's language, and its dates in Manila
 * time in that language. Core's mail code passes a message key and its parameters; the sentences live
 * in the catalogues (docs/decisions/035-languages.md, "Mails, documents and the stored choice").
 *
 * The recipient's language: the account's stored choice, else the booking's (the language of the page
 * it was made on), else the language of the request that sends the mail (a mail sent while a
 * traveller registers on a /fil page), else English. The request's language travels with the request
 * through `withRequestLanguage` (server/middleware/language.ts runs every request inside it), so the
 * stores can write it with a new booking and a mail written during the request can read it.
 * core may import i18n/ (biome.json restricts core only from db/, server/, app/, assistant/ and drivers).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { formatCalendarDay, formatClockTime } from "../../contracts/calendar.ts";
import { localDateTimeLabel } from "../../contracts/local-time.ts";
import { messagesFor } from "../../i18n/catalogues.ts";
import type enMail from "../../i18n/en/mail.ts";
import { createTranslator, type MessageValues } from "../../i18n/format.ts";
import "../../i18n/formatter.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAG, type Locale } from "../../i18n/locales.ts";
import type { MailMessage } from "./mail-service.ts";

export type MailKey = keyof typeof enMail;
export type MailTranslate = (key: MailKey, values?: MessageValues) => string;

const translators = new Map<Locale, MailTranslate>();

/** The `mail` catalogue's words in `locale`. */
export function mailWords(locale: Locale): MailTranslate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, messagesFor(locale, "mail")) as MailTranslate;
    translators.set(locale, t);
  }
  return t;
}

const requestLanguage = new AsyncLocalStorage<Locale>();

/** Runs `fn` with `locale` as the language of the request being served (server/middleware/language.ts). */
export function withRequestLanguage<T>(locale: Locale, fn: () => T): T {
  return requestLanguage.run(locale, fn);
}

/** The language of the request being served, or null outside a request (a job, a script). */
export function currentRequestLanguage(): Locale | null {
  return requestLanguage.getStore() ?? null;
}

/**
 * The language a mail goes out in: the first of `choices` that names one of ours (the account's, then
 * the booking's), else the request's, else English.
 */
export function mailLanguage(...choices: (string | null | undefined)[]): Locale {
  for (const c of choices) if (isLocale(c)) return c;
  return currentRequestLanguage() ?? DEFAULT_LOCALE;
}

/**
 * The language of a document asked for through a page (the e-ticket, the voucher): the page's when it
 * is not the default (a /fil page, or the traveller's `lang` cookie), else the booking's, else English.
 */
export function documentLanguage(bookingLanguage: string | null | undefined): Locale {
  const asked = currentRequestLanguage();
  if (asked && asked !== DEFAULT_LOCALE) return asked;
  return isLocale(bookingLanguage) ? bookingLanguage : DEFAULT_LOCALE;
}

/** A language stored in the database ("fil", "en" or null) as one of ours, or null. */
export function storedLanguage(value: unknown): Locale | null {
  return isLocale(value) ? value : null;
}

// -- Dates, in Manila time and the mail's language -----------------------------------------------

const parts = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = parts.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], options);
    parts.set(key, f);
  }
  return f;
}

/** "Biy 18 Dis 2026" for a calendar day in Filipino (weekday, day, month, year, as the English "Fri 18 Dec 2026"). */
function filipinoDay(y: number, mo: number, d: number): string {
  const date = new Date(Date.UTC(y, mo - 1, d));
  const f = dateFormat("fil", { weekday: "short", month: "short", timeZone: "UTC" }).formatToParts(date);
  const weekday = f.find((p) => p.type === "weekday")?.value ?? "";
  const month = f.find((p) => p.type === "month")?.value ?? "";
  return `${weekday} ${d} ${month} ${y}`;
}

/** A calendar day "2026-12-19" as "Sat 19 Dec 2026" / "Sab 19 Dis 2026". */
export function calendarDay(locale: Locale, date: string): string {
  if (locale === "en") return formatCalendarDay(date);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? filipinoDay(Number(m[1]), Number(m[2]), Number(m[3])) : date;
}

/** A clock time "14:00" as "2:00 PM" (the Philippines writes AM and PM in both languages). */
export function clockTime(_locale: Locale, time: string): string {
  return formatClockTime(time);
}

/** A local date and time as written in an ISO string: "Fri 18 Dec 2026, 1:20 PM" / "Biy 18 Dis 2026, 1:20 PM". */
export function localDateTime(locale: Locale, iso: string): string {
  if (locale === "en") return localDateTimeLabel(iso);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(iso);
  if (!m) return iso;
  const day = filipinoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return m[4] ? `${day}, ${formatClockTime(m[4])}` : day;
}

// -- Counted words ---------------------------------------------------------------------------------

/** "2 adults and 1 child" / "2 adult at 1 bata": zero counts left out. */
export function partyText(locale: Locale, party: { adults: number; children?: number; infants?: number }): string {
  const t = mailWords(locale);
  const words = [
    party.adults ? t("mail.party.adults", { count: party.adults }) : "",
    party.children ? t("mail.party.children", { count: party.children }) : "",
    party.infants ? t("mail.party.infants", { count: party.infants }) : "",
  ].filter(Boolean);
  return words.length <= 1 ? (words[0] ?? "") : t("mail.party.and", { list: words.slice(0, -1).join(", "), last: words.at(-1)! });
}

// -- Composing -------------------------------------------------------------------------------------

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A mail of paragraphs: plain text first (read by every client and by the log), with a simple HTML
 * version in the mail's language (`<html lang>` is not read by mail clients: the `lang` attribute sits
 * on the outer div). `preWrap` keeps a paragraph's own line breaks in the HTML (a staff reply).
 */
export function composeMail(
  locale: Locale,
  to: string,
  subject: string,
  paragraphs: string[],
  options: { action?: { label: string; url: string }; preWrap?: boolean } = {},
): MailMessage {
  const { action } = options;
  const t = mailWords(locale);
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  const lang = locale === "en" ? "" : ` lang="${LANGUAGE_TAG[locale]}"`;
  const p = options.preWrap ? `<p style="white-space:pre-wrap">` : "<p>";
  const html = [
    `<div${lang} style="font-family:system-ui,sans-serif;max-width:560px;color:#0f172a">`,
    ...paragraphs.map((para) => `${p}${escapeHtml(para)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#032562;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#475569">${escapeHtml(t("mail.or_paste", { url: action.url }))}</p>`
      : "",
    `</div>`,
  ].join("");
  return { to, subject, text, html };
}
