/** The assistant's identities: guest tokens stored only as hashes, and the signed 10-minute token for other sites. */
import { describe, expect, it } from "vitest";
import { guestCookie, guestKey, guestTokenFromCookie, issueChatToken, newGuestToken, verifyChatToken } from "./chat-identity.ts";

const SECRET = "a-test-secret-that-is-long-enough-000";
const now = new Date("2026-11-25T12:00:00Z");

describe("signed chat tokens", () => {
  it("are accepted for ten minutes, then refused as expired", () => {
    const { token, expiresAt } = issueChatToken(SECRET, "user-123", now);
    expect(expiresAt.toISOString()).toBe("2026-11-25T12:10:00.000Z");
    expect(verifyChatToken(SECRET, token, new Date(now.getTime() + 599_000))).toEqual({ ok: true, userId: "user-123" });
    expect(verifyChatToken(SECRET, token, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a forged token: another user, a later expiry, another key, garbage", () => {
    const { token } = issueChatToken(SECRET, "user-123", now);
    const [v, , exp, mac] = token.split(".");
    const otherUser = [v, Buffer.from("user-999").toString("base64url"), exp, mac].join(".");
    const later = [v, token.split(".")[1], String(Number(exp) + 3600), mac].join(".");
    const otherKey = issueChatToken("another-secret-that-is-long-enough-111", "user-123", now).token;
    for (const forged of [otherUser, later, otherKey, "v1.x.y", "", "Bearer abc", `${token}x`]) {
      expect(verifyChatToken(SECRET, forged, now)).toEqual({ ok: false, reason: "invalid" });
    }
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
