import { describe, expect, it } from "vitest";
import { cookieAttributes, cookiePrefix, readCookie } from "./cookies.ts";

describe("cookies", () => {
  it("are __Host- prefixed and Secure in a public deployment, plain on a laptop", () => {
    expect(cookiePrefix(true)).toBe("__Host-lakbay");
    expect(cookieAttributes(true)).toBe("Path=/; SameSite=Lax; Secure");
    expect(cookiePrefix(false)).toBe("lakbay");
    expect(cookieAttributes(false)).not.toContain("Secure");
  });

  it("are read by exact name, first one wins, URL-decoded", () => {
    const header = 'a=1; lakbay.device=x%3Dy; __Host-lakbay.device="q"; lakbay.device=second';
    expect(readCookie(header, "lakbay.device")).toBe("x=y");
    expect(readCookie(header, "__Host-lakbay.device")).toBe("q");
    expect(readCookie(header, "device")).toBeNull();
    expect(readCookie(null, "a")).toBeNull();
  });
});
