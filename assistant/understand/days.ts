/**
 * Day arithmetic in Philippine time, and the days people travel on that no parser knows: today in
 * Manila, a day of the month still to come, the coming weekday or weekend, Christmas, New Year and
 * Holy Week.
 */

export const DAY_MS = 86_400_000;
export const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in Manila as a UTC-midnight Date (for day arithmetic). */
export function manilaDay(now: Date): Date {
  const t = new Date(now.getTime() + MANILA_OFFSET_MS);
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
}

export function iso(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, n: number): string {
  return iso(new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * DAY_MS));
}

/**
 * Dates people travel on that no parser knows. Holy Week 2027: Maundy Thursday 25 March to Easter
 * Sunday 28 March (Easter 2027 is 28 March; checked by the computus in dates.test.ts); the Philippine
 * long weekend is Thursday to Sunday. New Year means the night of 31 December.
 */
export const HOLIDAYS: { re: RegExp; days: (year: number, today: string) => [string] | [string, string] }[] = [
  { re: /\b(?:holy ?week|semana santa|mahal na araw)\b/g, days: (_y, today) => pickYear(today, HOLY_WEEK) },
  // The eves and New Year's Day first, so "Christmas Eve" is never read as Christmas.
  {
    re: /\b(?:christmas eve|xmas eve|noche ?buena|bisperas (?:ng|sa|han|ti|king) pasko|bisperas sa pasko)\b/g,
    days: (y, today) => [rollDay(y, 12, 24, today)],
  },
  { re: /\b(?:new ?year'?s? day|jan(?:uary)? 1st)\b/g, days: (y, today) => [rollDay(y, 1, 1, today)] },
  { re: /\b(?:pasko|paskua|paskwa|paskuwa|navidad|christmas(?: day)?|xmas)\b/g, days: (y, today) => [rollDay(y, 12, 25, today)] },
  // Valentine's Day in English and Filipino ("araw ng mga puso").
  { re: /\b(?:valentines?'?s?(?: day)?|araw ng mga puso)\b/g, days: (y, today) => [rollDay(y, 2, 14, today)] },
  { re: /\b(?:new ?years?(?: eve)?|bagong taon|media noche)\b/g, days: (y, today) => [rollDay(y, 12, 31, today)] },
];
export const HOLY_WEEK: [string, string][] = [
  ["2026-04-02", "2026-04-05"],
  ["2027-03-25", "2027-03-28"],
  ["2028-04-13", "2028-04-16"],
];

export function pickYear(today: string, table: [string, string][]): [string, string] {
  return table.find(([, end]) => end >= today) ?? table[table.length - 1];
}

export function rollDay(year: number, month: number, day: number, today: string): string {
  const d = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return d >= today ? d : `${year + 1}${d.slice(4)}`;
}

export function validDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The next given weekday after today (never today itself: "sa miyerkules" on a Wednesday is next week's). */
export function comingWeekday(today: string, weekday: number): string {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const ahead = (weekday - dow + 7) % 7;
  return addDays(today, ahead === 0 ? 7 : ahead);
}

/** "next Friday": that day in next week (weeks start on Monday), as chrono-node reads it. */
export function nextWeeksWeekday(today: string, weekday: number): string {
  const iso = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return addDays(today, 8 - iso + ((weekday || 7) - 1));
}

/** The day `day` of this month if it is still to come, else of next month (as a day named alone is read). */
export function comingDay(now: Date, year: number, day: number): string | undefined {
  if (day < 1 || day > 31) return undefined;
  const d = manilaDay(now);
  let y = year;
  // "the 28th" said on the 28th is next month's: today would be "today".
  let mo = d.getUTCMonth() + 1;
  if (day <= d.getUTCDate()) mo += 1;
  if (mo > 12) {
    mo = 1;
    y += 1;
  }
  return validDay(y, mo, day) ? `${y}-${String(mo).padStart(2, "0")}-${String(day).padStart(2, "0")}` : undefined;
}

export function isWeekend(days: string[]): boolean {
  const [a, b] = days.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay());
  return a === 6 && b === 0;
}

export function weekend(today: string, weeksAhead: number): [string, string] {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sat = dow === 6 ? today : dow === 0 ? addDays(today, -1) : addDays(today, 6 - dow);
  const start = addDays(sat, weeksAhead * 7);
  return [start < today ? today : start, addDays(start, 1)];
}
