/**
 * Search sessions without server state: the session id carries the query, the stay and when it was
 * made, signed with HMAC so it cannot be altered; any instance can continue a session (more results,
 * filters, room rates) until it expires after 30 minutes (spec §9). Token ids bind a hotel to its
 * session, as a consolidator's do.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { HOTEL_MESSAGES, HOTEL_SESSION_EXPIRY_MS } from "../../contracts/hotels.ts";
import { HotelError, type HotelQuery, type StayRequest } from "./supplier.ts";

export type SearchSession = { query: HotelQuery; stay: StayRequest; issuedAt: number };

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`hotel-session:${payload}`).digest("base64url").slice(0, 32);
}

export function encodeSession(secret: string, session: SearchSession): string {
  const payload = Buffer.from(JSON.stringify({ q: session.query, s: session.stay, t: session.issuedAt })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The session, or a HotelError: session_invalid (tampered, unreadable) or session_expired. */
export function decodeSession(secret: string, sessionId: string, now: number): SearchSession {
  const dot = sessionId.lastIndexOf(".");
  if (dot < 1 || sessionId.length > 2000) throw new HotelError("session_invalid", HOTEL_MESSAGES.sessionInvalid);
  const payload = sessionId.slice(0, dot);
  const given = Buffer.from(sessionId.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HotelError("session_invalid", HOTEL_MESSAGES.sessionInvalid);
  let parsed: { q: HotelQuery; s: StayRequest; t: number };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw new HotelError("session_invalid", HOTEL_MESSAGES.sessionInvalid);
  }
  if (now - parsed.t > HOTEL_SESSION_EXPIRY_MS || parsed.t - now > 60_000)
    throw new HotelError("session_expired", HOTEL_MESSAGES.sessionExpired);
  return { query: parsed.q, stay: parsed.s, issuedAt: parsed.t };
}

export function tokenFor(secret: string, sessionId: string, hotelId: string): string {
  return createHmac("sha256", secret).update(`hotel-token:${sessionId}:${hotelId}`).digest("base64url").slice(0, 16);
}
