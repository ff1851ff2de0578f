/**
 * The link in a confirmation e-mail that opens the trip without the last-name step (issue 23): a
 * stranger who knows a reference can make "Find your trip" wait by guessing wrong last names, and
 * the traveller holding the e-mail must still get in.
 *
 * The link is `/flights/open/<REF>.<key>` or `/hotels/open/<REF>.<key>`, where the key is an
 * HMAC-SHA256 (key derived from AUTH_SECRET) over the kind and the reference: unguessable, bound to
 * that one booking, never counted by the guess limit. Opening it gives what reference + last name
 * gives (the trip in this browser, contact details masked, no dates of birth; the signed-in owner
 * sees theirs in full). The request log never writes the path's key (server/middleware/request-log.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TripKind = "flight" | "hotel";

const PREFIX: Record<TripKind, string> = { flight: "/flights/open/", hotel: "/hotels/open/" };
const REFERENCE = /^[A-Z0-9]{6}$/;

function key(secret: string, kind: TripKind, reference: string): string {
  const derived = createHmac("sha256", secret).update("lakbay.trip-link").digest();
  return createHmac("sha256", derived).update(`${kind}:${reference}`).digest("base64url");
}

/** The path (no origin) of the link that opens booking `reference`. */
export function tripLinkPath(secret: string, kind: TripKind, reference: string): string {
  const ref = reference.toUpperCase();
  return `${PREFIX[kind]}${ref}.${key(secret, kind, ref)}`;
}

/** The reference a link's last segment (`<REF>.<key>`) opens, or null when it is not one we made. */
export function verifyTripLink(secret: string, kind: TripKind, segment: string): string | null {
  const dot = segment.indexOf(".");
  if (dot < 0 || segment.length > 80) return null;
  const reference = segment.slice(0, dot);
  if (!REFERENCE.test(reference)) return null;
  const given = Buffer.from(segment.slice(dot + 1));
  const expected = Buffer.from(key(secret, kind, reference));
  return given.length === expected.length && timingSafeEqual(given, expected) ? reference : null;
}
