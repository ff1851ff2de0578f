import { describe, expect, it } from "vitest";
import { localeFromCookie, localizePath, negotiateLocale, resolveLocale, splitLocale } from "./locales.ts";

describe("a request's language", () => {
  it("reads the URL's prefix, and puts it on a path", () => {
    expect(splitLocale("/fil/flights/results")).toEqual({ locale: "fil", path: "/flights/results" });
    expect(splitLocale("/fil")).toEqual({ locale: "fil", path: "/" });
    expect(splitLocale("/filipino-food")).toEqual({ locale: null, path: "/filipino-food" });
    expect(splitLocale("/flights")).toEqual({ locale: null, path: "/flights" });
    expect(localizePath("fil", "/")).toBe("/fil");
    expect(localizePath("fil", "/?q=1")).toBe("/fil?q=1");
    expect(localizePath("fil", "/hotels?destination=Cebu")).toBe("/fil/hotels?destination=Cebu");
    expect(localizePath("en", "/hotels")).toBe("/hotels");
  });

  it("takes the browser's languages by weight, Tagalog as Filipino", () => {
    expect(negotiateLocale("fil-PH,fil;q=0.9,en-US;q=0.8")).toBe("fil");
    expect(negotiateLocale("en-US,en;q=0.9,tl;q=0.8")).toBe("en");
    expect(negotiateLocale("tl")).toBe("fil");
    expect(negotiateLocale("ceb, ja;q=0.5")).toBeNull();
    expect(negotiateLocale("en;q=0.2, fil;q=0.7")).toBe("fil");
    expect(negotiateLocale("fil;q=0")).toBeNull();
    expect(negotiateLocale(`${"x,".repeat(600)}fil`)).toBeNull();
  });

  it("chooses the URL, then the cookie, then the browser, then English", () => {
    expect(resolveLocale({ pathname: "/fil/hotels", cookie: "lang=en", acceptLanguage: "en" })).toEqual({ locale: "fil", source: "path" });
    expect(resolveLocale({ pathname: "/hotels", cookie: "theme=dark; lang=fil", acceptLanguage: "en" })).toEqual({
      locale: "fil",
      source: "cookie",
    });
    expect(resolveLocale({ pathname: "/hotels", cookie: "lang=en", acceptLanguage: "fil" })).toEqual({ locale: "en", source: "cookie" });
    expect(resolveLocale({ pathname: "/hotels", cookie: "lang=xx", acceptLanguage: "tl-PH" })).toEqual({ locale: "fil", source: "header" });
    expect(resolveLocale({ pathname: "/hotels" })).toEqual({ locale: "en", source: "default" });
    expect(localeFromCookie("lang=fil<script>")).toBeNull();
  });
});
