/**
 * How flight times read on the pages. Segment times carry the airport's own offset
 * ("2026-12-18T06:05:00+08:00"), so the local clock time is in the string itself: a flight to Tokyo
 * shows Tokyo time at arrival, as on the ticket.
 */

import { dateFormat } from "../../lib/format.ts";
import type { Locale } from "../../../i18n/locales.ts";

/** "06:05" — the local clock time at that airport. */
export function localTime(iso: string): string {
  return iso.slice(11, 16);
}

const WEEKDAY: Intl.DateTimeFormatOptions = { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" };
const LONG_DATE: Intl.DateTimeFormatOptions = { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" };

/** "Fri, 18 Dec" ("Biy, 18 Dis" in Filipino) for the local calendar date of an ISO time or a YYYY-MM-DD date. */
export function localDate(isoOrDate: string, locale: Locale = "en"): string {
  return dateFormat(locale, WEEKDAY).format(new Date(`${isoOrDate.slice(0, 10)}T00:00:00Z`));
}

/** "Friday, 18 December 2026". */
export function longLocalDate(isoOrDate: string, locale: Locale = "en"): string {
  return dateFormat(locale, LONG_DATE).format(new Date(`${isoOrDate.slice(0, 10)}T00:00:00Z`));
}

/** Whole days between the local dates of two times ("+1" when a flight lands the next day). */
export function dayShift(fromIso: string, toIso: string): number {
  const from = Date.parse(`${fromIso.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toIso.slice(0, 10)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}

/** "1h 25m", "45m", "13h". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}m`;
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** "Direct", "1 stop", "2 stops"; in another language through its words (`flights.common.stops.*`). */
export function stopsLabel(stops: number, t?: (key: string, values?: Record<string, number>) => string): string {
  if (t) return stops === 0 ? t("flights.common.stops.none") : t(`flights.common.stops.${stops === 1 ? "one" : "other"}`, { count: stops });
  if (stops === 0) return "Direct";
  return stops === 1 ? "1 stop" : `${stops} stops`;
}
