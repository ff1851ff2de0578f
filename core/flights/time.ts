/**
 * Local times in an airport's zone as ISO 8601 with the zone's offset at that instant ("+08:00" for
 * the Philippines, "+09:00" for Tokyo, "-08:00" / "-07:00" for Los Angeles by season).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

/** The zone's offset from UTC in minutes at an instant (cached per zone and hour). */
export function offsetMinutes(timeZone: string, instantMs: number): number {
  const hour = Math.floor(instantMs / 3_600_000);
  const key = `${timeZone}@${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formatters.set(timeZone, f);
  }
  const name = f.formatToParts(new Date(hour * 3_600_000)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  const offset = m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant at which the wall clock in `timeZone` shows `date` (YYYY-MM-DD) plus `minutes`. */
export function localToUtc(timeZone: string, date: string, minutes: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let utc = wall - offsetMinutes(timeZone, wall) * 60_000;
  utc = wall - offsetMinutes(timeZone, utc) * 60_000;
  return utc;
}

/** "2026-12-18T06:05:00+08:00". */
export function isoLocal(timeZone: string, instantMs: number): string {
  const offset = offsetMinutes(timeZone, instantMs);
  const wall = new Date(instantMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The local date (YYYY-MM-DD) and minutes after local midnight of an instant. */
export function localParts(timeZone: string, instantMs: number): { date: string; minutes: number } {
  const wall = new Date(instantMs + offsetMinutes(timeZone, instantMs) * 60_000);
  return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** Local hour (0–23) of an ISO 8601 time with offset: the wall clock it was written in. */
export function isoLocalHour(iso: string): number {
  return Number(iso.slice(11, 13));
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
