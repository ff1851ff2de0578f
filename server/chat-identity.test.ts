/** The assistant's identities: guest tokens stored only as hashes, and the signed token for other sites (10 minutes, never past its session). */
import { describe, expect, it } from "vitest";
import {
  guestCookie,
  guestKey,
  guestTokenFromCookie,
  issueChatToken,
  liveChatToken,
  newGuestToken,
  verifyChatToken,
} from "./chat-identity.ts";

const SECRET = "a-test-secret-that-is-long-enough-000";
const now = new Date("2026-11-25T12:00:00Z");

describe("signed chat tokens", () => {
  const holder = { userId: "user-123", sessionId: "session-abc" };

  it("are accepted for ten minutes, then refused as expired", () => {
    const { token, expiresAt } = issueChatToken(SECRET, holder, now);
    expect(expiresAt.toISOString()).toBe("2026-11-25T12:10:00.000Z");
    expect(verifyChatToken(SECRET, token, new Date(now.getTime() + 599_000))).toEqual({ ok: true, ...holder });
    expect(verifyChatToken(SECRET, token, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a forged token: another user or session, a later expiry, another key, the old unbound form, garbage", () => {
    const { token } = issueChatToken(SECRET, holder, now);
    const [v, user, session, exp, mac] = token.split(".");
    const otherUser = [v, Buffer.from("user-999").toString("base64url"), session, exp, mac].join(".");
    const otherSession = [v, user, Buffer.from("session-xyz").toString("base64url"), exp, mac].join(".");
    const later = [v, user, session, String(Number(exp) + 3600), mac].join(".");
    const unbound = ["v1", user, exp, mac].join(".");
    const otherKey = issueChatToken("another-secret-that-is-long-enough-111", holder, now).token;
    for (const forged of [otherUser, otherSession, later, unbound, otherKey, "v2.x.y.z", "", "Bearer abc", `${token}x`]) {
      expect(verifyChatToken(SECRET, forged, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("end with their session: gone, another account's, idle or past its absolute limit", async () => {
    const { token } = issueChatToken(SECRET, holder, now);
    const live = {
      userId: "user-123",
      createdAt: new Date(now.getTime() - 3600_000),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      remember: false,
    };
    const sessions = (row: typeof live | null) => ({ findSession: async (id: string) => (id === holder.sessionId ? row : null) });
    expect(await liveChatToken(SECRET, token, sessions(live), now)).toEqual({ ok: true, ...holder });
    const ended = [
      null,
      { ...live, userId: "user-999" },
      { ...live, lastSeenAt: new Date(now.getTime() - 31 * 60_000) },
      { ...live, createdAt: new Date(now.getTime() - 13 * 3600_000) },
      { ...live, expiresAt: now },
    ];
    for (const row of ended) expect(await liveChatToken(SECRET, token, sessions(row), now)).toEqual({ ok: false, reason: "ended" });
    expect(await liveChatToken(SECRET, `${token}x`, sessions(live), now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("guest tokens", () => {
  it("are random, kept only as a hash, and read back from their HttpOnly cookie", () => {
    const token = newGuestToken();
    expect(token).not.toBe(newGuestToken());
    expect(guestKey(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(guestKey(token)).not.toContain(token);
    const cookie = guestCookie(token, false);
    expect(cookie).toMatch(/^lakbay\.chat_guest=[\w-]{43}; Max-Age=2592000; HttpOnly; Path=\/; SameSite=Lax$/);
    expect(guestCookie(token, true)).toMatch(/^__Host-lakbay\.chat_guest=.*; Secure$/);
    expect(guestTokenFromCookie(`a=b; ${cookie.split(";")[0]}`, false)).toBe(token);
    expect(guestTokenFromCookie("lakbay.chat_guest=short", false)).toBeNull();
  });
});
