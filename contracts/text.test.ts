import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, safeRedirectPath } from "./text.ts";

const SITE = "http://lakbay.invalid";

describe("redirect targets", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/settings/profile")).toBe("/settings/profile");
    expect(safeRedirectPath("/flights?from=MNL&to=CEB#top")).toBe("/flights?from=MNL&to=CEB#top");
    expect(safeRedirectPath("/a/../dashboard")).toBe("/dashboard");
  });

  it("drops anything that a browser would read as another site", () => {
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      " /x",
      "/%09/evil.example/..",
    ]) {
      const out = safeRedirectPath(evil);
      if (out !== undefined) expect(new URL(out, SITE).origin).toBe(SITE);
    }
    expect(safeRedirectPath("/\t/evil.example")).toBeUndefined();
    expect(safeRedirectPath("//evil.example")).toBeUndefined();
    expect(safeRedirectPath("/\\evil.example")).toBeUndefined();
  });

  it("never returns something a Location header cannot carry", () => {
    expect(safeRedirectPath("/\u0000x")).toBeUndefined();
    expect(safeRedirectPath("/\n/x")).toBeUndefined();
    // Non-ASCII is percent-encoded, as a browser would.
    expect(safeRedirectPath("/☃")).toBe("/%E2%98%83");
    expect(safeRedirectPath("/" + "a".repeat(5000))).toBeUndefined();
  });

  it("for any input: undefined, or an ASCII path on this site that stays on this site", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "binary" }),
          fc.string().map((s) => "/" + s),
          fc.string().map((s) => "/\\" + s),
        ),
        (input) => {
          const out = safeRedirectPath(input);
          if (out === undefined) return;
          expect(out.startsWith("/")).toBe(true);
          expect(out.startsWith("//")).toBe(false);
          expect(/^[\x21-\x7E]+$/.test(out)).toBe(true);
          expect(new URL(out, SITE).origin).toBe(SITE);
          expect(() => new Headers({ Location: out })).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("control characters", () => {
  it("are refused in single-line text, tabs and line breaks too", () => {
    for (const c of ["\u0000", "\u0007", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085", "\ud800"])
      expect(hasForbiddenCharacters(`Juan${c}`)).toBe(true);
    expect(hasForbiddenCharacters("Juan dela Cruz — Ñino 🌴")).toBe(false);
  });

  it("multi-line text keeps line breaks and tabs but not NUL", () => {
    expect(hasForbiddenCharacters("line one\nline two\tend", { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters("bad\u0000", { multiline: true })).toBe(true);
  });
});
