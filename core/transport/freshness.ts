/**
 * How recent a leg's facts are: each source keeps its own date (the date the page or document shows,
 * never the day we read it), and a leg whose newest dated source is more than STALE_AFTER_YEARS old,
 * or whose sources show no date at all, is approximate, as is any leg whose time no source confirms.
 */
import type { Source } from "./types.ts";

export const STALE_AFTER_YEARS = 3;

/** The last calendar day a source date can mean: "2018" → "2018-12-31", "2018-11" → "2018-11-31" (for comparing). */
function latestDay(date: string): string {
  if (/^\d{4}$/.test(date)) return `${date}-12-31`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-31`;
  return date;
}

/** The newest date the sources show (as written: YYYY, YYYY-MM or YYYY-MM-DD), or undefined when none shows one. */
export function newestSourceDate(sources: readonly Source[]): string | undefined {
  let newest: string | undefined;
  for (const s of sources) {
    if (!s.published) continue;
    if (!newest || latestDay(s.published) > latestDay(newest)) newest = s.published;
  }
  return newest;
}

export type Freshness = {
  /** The newest source date, when any source shows one. */
  newestSource?: string;
  /** Shown to travellers as "approximate". */
  approximate: boolean;
  /** Why: no source confirms the time, the newest source is old, or no source shows a date. */
  reason?: "estimate" | "old-sources" | "undated-sources";
};

/** `today`: YYYY-MM-DD (Philippine date). */
export function freshness(leg: { sources: readonly Source[]; verified: boolean }, today: string): Freshness {
  const newestSource = newestSourceDate(leg.sources);
  const cutoff = `${Number(today.slice(0, 4)) - STALE_AFTER_YEARS}${today.slice(4)}`;
  const reason: Freshness["reason"] = !leg.verified
    ? "estimate"
    : !newestSource
      ? "undated-sources"
      : latestDay(newestSource) < cutoff
        ? "old-sources"
        : undefined;
  return { ...(newestSource ? { newestSource } : {}), approximate: reason !== undefined, ...(reason ? { reason } : {}) };
}
