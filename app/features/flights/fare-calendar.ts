/**
 * Which days the fare calendar shows: a strip of at least a week either side of the chosen date
 * (moved along, never past today or the booking horizon), and a month grid, navigable by month.
 * Pure, so the ranges are tested without the page.
 */
import { addDays, type FareCalendarDay, type FlightSearch } from "../../../contracts/flights.ts";

/** Days shown either side of the chosen date in the strip. */
export const STRIP_DAYS_EACH_SIDE = 7;

export type DayRange = { from: string; to: string };

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The strip: the chosen date with STRIP_DAYS_EACH_SIDE days either side; near today or the last
 * bookable date the window slides so it still shows as many days, none of them unbookable.
 */
export function stripRange(date: string, today: string, lastDate: string): DayRange {
  const span = STRIP_DAYS_EACH_SIDE * 2;
  let from = addDays(date, -STRIP_DAYS_EACH_SIDE);
  if (from < today) from = today;
  let to = addDays(from, span);
  if (to > lastDate) {
    to = lastDate;
    from = addDays(to, -span) < today ? today : addDays(to, -span);
  }
  return { from, to };
}

/** "2026-12" for a date. */
export const monthOf = (date: string) => date.slice(0, 7);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `delta` months from `month` ("2026-12", 1 → "2027-01"). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export type MonthView = {
  month: string;
  range: DayRange;
  /** The months either side, when they have bookable days. */
  previous: string | null;
  next: string | null;
};

/**
 * The month grid for `requested` ("YYYY-MM"; anything else, or a month with no bookable day, gives
 * the chosen date's month): its bookable days, and the months either side to move to.
 */
export function monthView(requested: string | null, date: string, today: string, lastDate: string): MonthView {
  const first = monthOf(today);
  const last = monthOf(lastDate);
  const month = requested && MONTH.test(requested) && requested >= first && requested <= last ? requested : monthOf(date);
  const start = `${month}-01`;
  const end = addDays(`${addMonths(month, 1)}-01`, -1);
  return {
    month,
    range: { from: start < today ? today : start, to: end > lastDate ? lastDate : end },
    previous: month > first ? addMonths(month, -1) : null,
    next: month < last ? addMonths(month, 1) : null,
  };
}

/** The month's days in weeks, Monday first; null where a week runs into another month. */
export function monthWeeks(month: string): (string | null)[][] {
  const start = `${month}-01`;
  const length = daysBetween(start, `${addMonths(month, 1)}-01`);
  const lead = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, i) => addDays(start, i))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The search moved so its first flight is on `date` (a return or later flights move with it). */
export function searchOn(search: FlightSearch, date: string): FlightSearch {
  const shift = daysBetween(search.legs[0].date, date);
  return { ...search, legs: search.legs.map((leg) => ({ ...leg, date: addDays(leg.date, shift) })) };
}

/** The cheapest price among the days (to mark the cheapest day), or null. */
export function cheapestOf(days: readonly FareCalendarDay[]): number | null {
  const prices = days.flatMap((d) => (d.cheapest ? [d.cheapest.amount] : []));
  return prices.length ? Math.min(...prices) : null;
}
