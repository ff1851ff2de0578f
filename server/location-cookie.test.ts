import { describe, expect, it } from "vitest";
import { anonymousAppearance } from "./html-cache.ts";
import { locationCookie, locationCookieName, readLocationCookie } from "./location-cookie.ts";

const opts = { secret: "s".repeat(32), publicDeployment: false };
const pos = { latitude: 10.31572, longitude: 123.88541, timestamp: 1_795_300_000_000 };

describe("location cookie", () => {
  it("round-trips a position, signed, HttpOnly, for the browser session only", () => {
    const set = locationCookie(opts, pos);
    expect(set).toMatch(/^lakbay\.location=/);
    expect(set).toContain("HttpOnly");
    expect(set).not.toMatch(/Max-Age|Expires/);
    expect(readLocationCookie(opts, set.split(";")[0])).toEqual(pos);
  });

  it("rejects a forged or re-signed value, and another secret's", () => {
    const value = locationCookie(opts, pos).split(";")[0];
    expect(readLocationCookie(opts, value.replace("10.31572", "14.59950"))).toBeNull();
    expect(readLocationCookie({ ...opts, secret: "t".repeat(32) }, value)).toBeNull();
    expect(readLocationCookie(opts, "lakbay.location=<script>.abc")).toBeNull();
    expect(readLocationCookie(opts, null)).toBeNull();
  });

  it("is __Host- prefixed and Secure in a public deployment", () => {
    const set = locationCookie({ ...opts, publicDeployment: true }, pos);
    expect(set).toMatch(/^__Host-lakbay\.location=/);
    expect(set).toContain("Secure");
    expect(locationCookieName(true)).toBe("__Host-lakbay.location");
  });

  it("does not keep a visitor from the anonymous-page cache, but a session cookie beside it still does", () => {
    const value = locationCookie(opts, pos).split(";")[0];
    expect(anonymousAppearance(value)).toBe("");
    expect(anonymousAppearance(`${value}; appearance=dark`)).toBe("dark");
    expect(anonymousAppearance(`${value}; lakbay.session_token=abc`)).toBeNull();
  });
});
