/**
 * An anonymous visitor's last position (spec §4: "sent to the server"), kept in one signed,
 * HttpOnly session cookie (it ends with the browser session, like the copy in session storage).
 * HMAC over the value with AUTH_SECRET, as server/trip-access.ts does, so a visitor cannot plant
 * arbitrary text for the pages to render. Coordinates are kept to 5 decimals (about a metre).
 *
 * The anonymous-page cache ignores this cookie (server/html-cache.ts): only the weather and tide
 * pages read it, and reading it marks their answer private (app/lib/location.server.ts), so a page
 * drawn for one visitor's position is never stored for anyone else.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookieAttributes, cookiePrefix, readCookie } from "../contracts/cookies.ts";
import type { SavedPosition } from "../contracts/location.ts";

export type LocationCookieOptions = { secret: string; publicDeployment: boolean };

export function locationCookieName(publicDeployment: boolean): string {
  return `${cookiePrefix(publicDeployment)}.location`;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`location:${payload}`).digest("base64url");
}

const PAYLOAD = /^(-?\d{1,2}\.\d{5})_(-?\d{1,3}\.\d{5})_(\d{1,15})$/;

export function readLocationCookie(options: LocationCookieOptions, cookieHeader: string | null): SavedPosition | null {
  const value = readCookie(cookieHeader, locationCookieName(options.publicDeployment));
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(options.secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const m = PAYLOAD.exec(payload);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  const timestamp = Number(m[3]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, timestamp };
}

/** A Set-Cookie value holding `position` for the rest of the browser session. */
export function locationCookie(options: LocationCookieOptions, position: SavedPosition): string {
  const payload = `${position.latitude.toFixed(5)}_${position.longitude.toFixed(5)}_${Math.round(position.timestamp)}`;
  return `${locationCookieName(options.publicDeployment)}=${payload}.${sign(options.secret, payload)}; ${cookieAttributes(options.publicDeployment)}; HttpOnly`;
}
