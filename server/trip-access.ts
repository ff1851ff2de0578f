/**
 * Which bookings this browser may open without an account: the ones it booked, or found with the
 * booking reference and a passenger's last name. Kept in one HttpOnly cookie listing up to
 * 10 references with an HMAC over them (AUTH_SECRET), so it cannot be forged or extended; it
 * grants nothing more than the reference + last name look-up already does.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookieAttributes, cookiePrefix, readCookie } from "../contracts/cookies.ts";

const MAX_REFERENCES = 10;
const MAX_AGE_SECONDS = 90 * 24 * 3600;

export type TripAccessOptions = { secret: string; publicDeployment: boolean };

function cookieName(options: TripAccessOptions): string {
  return `${cookiePrefix(options.publicDeployment)}.trips`;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`trips:${payload}`).digest("base64url");
}

/** The references this browser holds (empty when the cookie is missing or tampered with). */
export function readTripAccess(options: TripAccessOptions, cookieHeader: string | null): string[] {
  const value = readCookie(cookieHeader, cookieName(options));
  if (!value || value.length > 400) return [];
  const dot = value.lastIndexOf(".");
  if (dot < 1) return [];
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(options.secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return payload.split("-").filter((ref) => /^[A-Z0-9]{6}$/.test(ref));
}

export function hasTripAccess(options: TripAccessOptions, cookieHeader: string | null, reference: string): boolean {
  return readTripAccess(options, cookieHeader).includes(reference);
}

/** A Set-Cookie value adding `reference` (newest first, the oldest dropped past 10). */
export function grantTripAccess(options: TripAccessOptions, cookieHeader: string | null, reference: string): string {
  const refs = [reference, ...readTripAccess(options, cookieHeader).filter((r) => r !== reference)].slice(0, MAX_REFERENCES);
  const payload = refs.join("-");
  return `${cookieName(options)}=${payload}.${sign(options.secret, payload)}; ${cookieAttributes(options.publicDeployment)}; HttpOnly; Max-Age=${MAX_AGE_SECONDS}`;
}
