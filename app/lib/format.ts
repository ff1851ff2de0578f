/**
 * Dates and times as a traveller reads them, in the page's language (`locale`, English by default;
 * `useI18n().locale` in a component, `requestLocale(request)` on the server). Times are stored in UTC
 * and shown in Philippine time.
 */
import { LANGUAGE_TAG, type Locale } from "../../i18n/locales.ts";

export const MANILA_TZ = "Asia/Manila";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options (building one is slow; the same few recur). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], options);
    formats.set(key, format);
  }
  return format;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: MANILA_TZ,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const DATE_ONLY: Intl.DateTimeFormatOptions = { timeZone: MANILA_TZ, day: "numeric", month: "long", year: "numeric" };

/** "Nov 21, 2026, 7:15 PM PHT" */
export function formatManilaDateTime(value: Date | string, locale: Locale = "en"): string {
  return `${dateFormat(locale, DATE_TIME).format(new Date(value))} PHT`;
}

/** Formatted dates by language and instant: Intl formatting is slow, and the same few dates recur on every page view. */
const formattedDates = new Map<string, string>();

/** "November 21, 2026" (the calendar date in Manila). */
export function formatManilaDate(value: Date | string, locale: Locale = "en"): string {
  const key = `${locale}:${new Date(value).getTime()}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = dateFormat(locale, DATE_ONLY).format(new Date(value));
    if (formattedDates.size >= 1000) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

const MONTHS: Record<Locale, string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  fil: ["Ene", "Peb", "Mar", "Abr", "May", "Hun", "Hul", "Ago", "Set", "Okt", "Nob", "Dis"],
};

/**
 * A calendar date as people write it: "2026-11-21" as "21 Nov 2026", "2016-05" as "May 2016", "2015" as
 * "2015" (no locale data needed, so server and browser agree). For dates with no time of day: a source's
 * publication, the day a fact was checked, a date of birth.
 */
export function formatCheckedDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!m) return String(y);
  const month = MONTHS[locale][m - 1];
  return d ? `${d} ${month} ${y}` : `${month} ${y}`;
}

const STAY_DAY: Intl.DateTimeFormatOptions = { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" };

/**
 * A hotel stay's dates as a traveller reads them: "Thu, 17 Dec – Sat, 19 Dec 2026" (check-in and
 * check-out are calendar days at the hotel, so no time zone moves them).
 */
export function formatStayDates(checkIn: string, checkOut: string, locale: Locale = "en"): string {
  const stayDay = dateFormat(locale, STAY_DAY);
  const day = (iso: string) => stayDay.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return `${day(checkIn)} – ${day(checkOut)}, ${checkOut.slice(0, 4)}`;
}
