/**
 * Reading an error out of a hotel reply, in the order of spec §8: the server's `message` on a
 * failed request first; then, in any hotel reply, `data.status.error`, `status.errors[0].errorMessage`,
 * `status.error`, `error`, `message` with `success: false`, `errors[0]`, and finally `success: false`
 * with no results ("Search request was not successful"). Otherwise the caller's §8 fallback text.
 */
import { HOTEL_MESSAGES } from "./hotels.ts";

type Loose = Record<string, unknown> | null | undefined;

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);
const obj = (v: unknown): Loose => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function itemText(v: unknown): string | null {
  return text(v) ?? text(obj(v)?.errorMessage) ?? text(obj(v)?.message);
}

function hasNoResults(body: Record<string, unknown>): boolean {
  const data = obj(body.data);
  const lists = [body.searchResults, body.results, body.hotels, data?.searchResults, data?.results];
  return !lists.some((l) => Array.isArray(l) && l.length > 0);
}

/** The error a hotel reply body carries (§8 order), or null when it reads as a success. */
export function findHotelError(body: unknown): string | null {
  const b = obj(body);
  if (!b) return null;
  const data = obj(b.data);
  const status = obj(b.status);
  const errors = Array.isArray(b.errors) ? b.errors : null;
  const statusErrors = status && Array.isArray(status.errors) ? status.errors : null;
  return (
    text(obj(data?.status)?.error) ??
    text(obj(statusErrors?.[0])?.errorMessage) ??
    text(status?.error) ??
    text(b.error) ??
    (b.success === false ? text(b.message) : null) ??
    (errors ? itemText(errors[0]) : null) ??
    (b.success === false && hasNoResults(b) ? HOTEL_MESSAGES.noResultsSuccess : null)
  );
}

/**
 * The message to show for a reply: on a failed HTTP status, the body's `message` (§8 "data.message
 * where present"), else the §8 checks, else `fallback`; on a success status, the §8 checks or null.
 */
export function hotelReplyError(ok: boolean, body: unknown, fallback: string): string | null {
  if (!ok) return text(obj(body)?.message) ?? findHotelError(body) ?? fallback;
  return findHotelError(body);
}
