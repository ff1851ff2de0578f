/**
 * "Known device" cookies (OWASP's answer to account lockout). Failed logins for one account are
 * throttled across every client address, with longer and longer waits, so a botnet cannot try
 * passwords on it freely. To keep that from locking the real owner out, a browser that has logged
 * in to the account before carries a signed cookie naming it, and is throttled on its own instead.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function sign(secret: string, nonce: string, email: string): string {
  return createHmac("sha256", secret).update(`known-device|${nonce}|${email.toLowerCase()}`).digest("base64url");
}

/** A new cookie value for a browser that just logged in to `email`. */
export function knownDeviceValue(secret: string, email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(secret, nonce, email)}`;
}

/** The device's id when `value` is a genuine cookie of ours for this address, else null. */
export function knownDeviceId(secret: string, value: string | null | undefined, email: string): string | null {
  if (!value || value.length > 200) return null;
  const [nonce, mac] = value.split(".");
  if (!nonce || !mac) return null;
  const expected = Buffer.from(sign(secret, nonce, email));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
