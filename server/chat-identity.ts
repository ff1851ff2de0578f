/**
 * Who talks to the assistant (issue 19), never taken from the widget's `userId`:
 *
 * - a guest holds a random guest token (an HttpOnly cookie on Lakbay's own origin, or the
 *   `X-Chat-Guest` header the widget keeps on another site); the database keeps only its SHA-256,
 *   the guest key its conversations belong to, and moves them to the account at sign-in;
 * - a signed-in traveller on another site carries a short-lived token Lakbay issued to its session
 *   (`POST /api/chat/token`): `v2.<user id>.<session id>.<expiry, unix seconds>.<HMAC-SHA256>` (ids
 *   base64url), with a key of its own derived from AUTH_SECRET. It lasts 10 minutes at most and
 *   no longer than its session: every use checks that the session is still there and live
 *   (liveChatToken), so logging out, "log out other devices", a password change or reset and
 *   deleting the account end it at once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHAT_GUEST_COOKIE, CHAT_TOKEN_TTL_SECONDS } from "../contracts/chat.ts";
import { cookieAttributes, cookiePrefix, readCookie } from "../contracts/cookies.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import { judgeSession } from "../core/accounts/session-policy.ts";
import type { ChatStore } from "../core/application/chat.ts";

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

const b64 = (value: string) => Buffer.from(value).toString("base64url");
const unb64 = (value: string) => Buffer.from(value, "base64url").toString();

/** The session a token is issued to: the account and the session's id. */
export type ChatTokenHolder = { userId: string; sessionId: string };

/** A token for the session's account, accepted until `now` + 10 minutes while the session lasts. */
export function issueChatToken(secret: string, holder: ChatTokenHolder, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + CHAT_TOKEN_TTL_SECONDS * 1000);
  const body = `v2.${b64(holder.userId)}.${b64(holder.sessionId)}.${expiresAt.getTime() / 1000}`;
  return { token: `${body}.${mac(secret, body)}`, expiresAt };
}

export type ChatTokenCheck = ({ ok: true } & ChatTokenHolder) | { ok: false; reason: "invalid" | "expired" | "ended" };

/** The token's signature and expiry only (liveChatToken also asks whether its session lasts). */
export function verifyChatToken(secret: string, token: string, now: Date): ChatTokenCheck {
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== "v2" || token.length > 512) return { ok: false, reason: "invalid" };
  const body = parts.slice(0, 4).join(".");
  const given = Buffer.from(parts[4]);
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiry = Number(parts[3]);
  if (!Number.isInteger(expiry)) return { ok: false, reason: "invalid" };
  if (expiry * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const userId = unb64(parts[1]);
  const sessionId = unb64(parts[2]);
  return userId && sessionId ? { ok: true, userId, sessionId } : { ok: false, reason: "invalid" };
}

/**
 * A token checked in full: signed, unexpired, and its session still there, still the account's and
 * not ended by the idle or absolute limits (a session that logged out, was logged out from another
 * device or by a password change or reset, or whose account was deleted, is gone: "ended").
 */
export async function liveChatToken(
  secret: string,
  token: string,
  accounts: Pick<AccountRepository, "findSession">,
  now: Date,
): Promise<ChatTokenCheck> {
  const check = verifyChatToken(secret, token, now);
  if (!check.ok) return check;
  const session = await accounts.findSession(check.sessionId);
  if (!session || session.userId !== check.userId || judgeSession(session, now).state === "ended") return { ok: false, reason: "ended" };
  return check;
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
