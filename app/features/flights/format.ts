/**
 * How flight times read on the pages. Segment times carry the airport's own offset
 * ("2026-12-18T06:05:00+08:00"), so the local clock time is in the string itself: a flight to Tokyo
 * shows Tokyo time at arrival, as on the ticket.
 */

/** "06:05" — the local clock time at that airport. */
export function localTime(iso: string): string {
  return iso.slice(11, 16);
}

const weekday = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const longDate = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** "Fri, 18 Dec" for the local calendar date of an ISO time or a YYYY-MM-DD date. */
export function localDate(isoOrDate: string): string {
  return weekday.format(new Date(`${isoOrDate.slice(0, 10)}T00:00:00Z`));
}

/** "Friday, 18 December 2026". */
export function longLocalDate(isoOrDate: string): string {
  return longDate.format(new Date(`${isoOrDate.slice(0, 10)}T00:00:00Z`));
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

export function stopsLabel(stops: number): string {
  if (stops === 0) return "Direct";
  return stops === 1 ? "1 stop" : `${stops} stops`;
}
