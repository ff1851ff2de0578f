import { describe, expect, it } from "vitest";
import { appearanceCookie, appearanceFromCookie, APPEARANCE_COOKIE_MAX_AGE_SECONDS } from "./appearance.ts";

describe("appearance preference", () => {
  it("defaults to light without a cookie or with a value it does not know", () => {
    expect(appearanceFromCookie(null)).toBe("light");
    expect(appearanceFromCookie("appearance=purple")).toBe("light");
    expect(appearanceFromCookie("other=dark")).toBe("light");
  });

  it("reads dark and system from among other cookies", () => {
    expect(appearanceFromCookie("a=1; appearance=dark; b=2")).toBe("dark");
    expect(appearanceFromCookie("appearance=system")).toBe("system");
    expect(appearanceFromCookie("myappearance=dark")).toBe("light");
  });

  it("keeps the cookie for 365 days, readable by the server", () => {
    expect(APPEARANCE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
    const cookie = appearanceCookie("dark");
    expect(cookie).toContain("appearance=dark");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("over https (a public deployment) is Secure and __Host- prefixed, and wins over a plain one", () => {
    const cookie = appearanceCookie("dark", true);
    expect(cookie).toMatch(/^__Host-appearance=dark; Path=\/;/);
    expect(cookie).toContain("; Secure");
    expect(appearanceCookie("dark")).not.toContain("Secure");
    expect(appearanceFromCookie("appearance=light; __Host-appearance=dark")).toBe("dark");
  });
});
