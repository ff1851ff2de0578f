/** Philippine-time helpers (no dependencies: the tide page's browser code uses them). */
export const MANILA_OFFSET_HOURS = 8;

/** "YYYY-MM-DD" in Philippine time. */
export function manilaDate(t: Date): string {
  return new Date(t.getTime() + MANILA_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** Minutes after midnight, Philippine time. */
export function manilaMinutes(t: Date): number {
  const d = new Date(t.getTime() + MANILA_OFFSET_HOURS * 3_600_000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Midnight Philippine time at the start of the given Manila day ("YYYY-MM-DD"). */
export function manilaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** The start of today in Philippine time. */
export function manilaToday(now: Date): Date {
  return manilaMidnight(manilaDate(now));
}
