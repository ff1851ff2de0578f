/**
 * The results page's own state beside the search, all in its URL (so back / forward, sharing and
 * pages without JavaScript work): the outbound chosen on a return trip, the calendar's month view,
 * how many departures are shown.
 */
import { type FlightSearch, type FlightSearchQuery, type FlightSort, flightSearchParams } from "../../../../contracts/flights.ts";

export type PageState = {
  /** Return trips, step 2: the outbound flights ("5J557") and fare family ("sulit") chosen. */
  out: string | null;
  outFare: string | null;
  /** "month" shows the month grid instead of the strip of days. */
  calendar: "month" | null;
  month: string | null;
};

export const EMPTY_STATE: PageState = { out: null, outFare: null, calendar: null, month: null };

/** The URL parameters of the search, its filters and sort, and this page state. */
export function pageParams(
  query: FlightSearchQuery,
  state: PageState,
  change: Partial<PageState> & { search?: FlightSearch; sort?: FlightSort; show?: number } = {},
): URLSearchParams {
  const params = flightSearchParams({ search: change.search ?? query.search, filters: query.filters, sort: change.sort ?? query.sort });
  const next = { ...state, ...change };
  for (const key of ["out", "outFare", "calendar", "month"] as const) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  if (change.show) params.set("show", String(change.show));
  return params;
}

export const pageHref = (...args: Parameters<typeof pageParams>) => `?${pageParams(...args).toString()}`;
