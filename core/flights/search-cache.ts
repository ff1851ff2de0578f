/**
 * A few seconds of memory for identical searches. Popular searches (Manila–Cebu tomorrow) arrive
 * many times a second; each answer is the same until a seat is sold or a price moves, and the
 * traveller's price is checked again by revalidation when they select a fare. So an answer is reused
 * for `ttlMs` (default 5 s) for the same query, and the engine's work and the inventory read are
 * done once instead of hundreds of times. Real consolidators cache search answers for minutes; we
 * keep it to seconds.
 */
import type { FlightSearchQuery, FlightSearchResponse } from "../../contracts/flights.ts";

type Search = (query: FlightSearchQuery, options?: { limit?: number }) => Promise<FlightSearchResponse>;

export function cachedSearch(search: Search, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): Search {
  const ttl = options.ttlMs ?? 5_000;
  const max = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; answer: Promise<FlightSearchResponse> }>();
  return (query, options) => {
    const key = JSON.stringify([query, options?.limit ?? null]);
    const t = now();
    const hit = entries.get(key);
    if (hit && t - hit.at < ttl) return hit.answer;
    // The promise is kept, so simultaneous identical searches share one engine run.
    const answer = search(query, options);
    entries.delete(key);
    entries.set(key, { at: t, answer });
    answer.catch(() => entries.delete(key));
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
    return answer;
  };
}
