/**
 * Who talks to the assistant (issue 19), never taken from the widget's `userId`:
 *
 * - a guest holds a random guest token (an HttpOnly cookie on Lakbay's own origin, or the
 *   `X-Chat-Guest` header the widget keeps on another site); the database keeps only its SHA-256,
 *   the guest key its conversations belong to, and moves them to the account at sign-in;
 * - a signed-in traveller on another site carries a short-lived token Lakbay issued to its session
 *   (`POST /api/chat/token`): `v1.<user id, base64url>.<expiry, unix seconds>.<HMAC-SHA256>`, with a
 *   key of its own derived from AUTH_SECRET.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHAT_GUEST_COOKIE, CHAT_TOKEN_TTL_SECONDS } from "../contracts/chat.ts";
import { cookieAttributes, cookiePrefix, readCookie } from "../contracts/cookies.ts";
import type { ChatStore } from "../core/assistant/chat-service.ts";

/** A guest token: 32 random bytes, base64url. */
const GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How long the guest cookie lasts (renewed with every message). */
export const CHAT_GUEST_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function newGuestToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isGuestToken(value: string): boolean {
  return GUEST_TOKEN.test(value);
}

/** What is stored for a guest token: its SHA-256, hex. */
export function guestKey(token: string): string {
  return createHash("sha256").update(`lakbay.chat.guest:${token}`).digest("hex");
}

export function guestCookieName(publicDeployment: boolean): string {
  return `${cookiePrefix(publicDeployment)}.${CHAT_GUEST_COOKIE}`;
}

/** The guest token in a Cookie header, when well formed. */
export function guestTokenFromCookie(cookieHeader: string | null | undefined, publicDeployment: boolean): string | null {
  const value = readCookie(cookieHeader, guestCookieName(publicDeployment));
  return value && isGuestToken(value) ? value : null;
}

export function guestCookie(token: string, publicDeployment: boolean): string {
  return `${guestCookieName(publicDeployment)}=${token}; Max-Age=${CHAT_GUEST_MAX_AGE_SECONDS}; HttpOnly; ${cookieAttributes(publicDeployment)}`;
}

function tokenKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lakbay.chat.token").digest();
}

function mac(secret: string, body: string): string {
  return createHmac("sha256", tokenKey(secret)).update(body).digest("base64url");
}

/** A token for `userId`, accepted until `now` + 10 minutes. */
export function issueChatToken(secret: string, userId: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + CHAT_TOKEN_TTL_SECONDS * 1000);
  const body = `v1.${Buffer.from(userId).toString("base64url")}.${expiresAt.getTime() / 1000}`;
  return { token: `${body}.${mac(secret, body)}`, expiresAt };
}

export type ChatTokenCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyChatToken(secret: string, token: string, now: Date): ChatTokenCheck {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "v1" || token.length > 512) return { ok: false, reason: "invalid" };
  const body = parts.slice(0, 3).join(".");
  const given = Buffer.from(parts[3]);
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiry = Number(parts[2]);
  if (!Number.isInteger(expiry)) return { ok: false, reason: "invalid" };
  if (expiry * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const userId = Buffer.from(parts[1], "base64url").toString();
  return userId ? { ok: true, userId } : { ok: false, reason: "invalid" };
}

/** At sign-in: the conversations of the guest whose cookie the browser sent join the account. */
export async function adoptGuestChats(
  store: Pick<ChatStore, "adoptGuest">,
  cookieHeader: string | null | undefined,
  userId: string,
  publicDeployment: boolean,
): Promise<number> {
  const token = guestTokenFromCookie(cookieHeader, publicDeployment);
  return token ? store.adoptGuest(guestKey(token), userId) : 0;
}
