import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES, manilaLocalToUtc, parseSearchQuery, PostFormSchema, utcToManilaLocal } from "./content.ts";
import { parseForm } from "./forms.ts";

const valid = {
  kind: "blog",
  title: "Ferries",
  slug: "ferries-visayas",
  summary: "How to ride them.",
  category: "islands",
  author: "Lakbay editors",
  body: "Line one\r\nLine two\twith a tab",
};

const errorsOf = (over: Record<string, string>) => {
  const r = parseForm(PostFormSchema, new URLSearchParams({ ...valid, ...over }));
  return r.ok ? {} : r.errors;
};

describe("the post form", () => {
  it("accepts a valid post and stores line breaks as LF", () => {
    const r = parseForm(PostFormSchema, new URLSearchParams(valid));
    expect(r.ok && r.data.body).toBe("Line one\nLine two\twith a tab");
  });

  it("says what is wrong, field by field", () => {
    expect(errorsOf({ title: "x".repeat(201) }).title).toEqual([CONTENT_MESSAGES.titleTooLong]);
    expect(errorsOf({ title: "  " }).title).toEqual([CONTENT_MESSAGES.titleRequired]);
    expect(errorsOf({ slug: "Ferries Visayas" }).slug).toEqual([CONTENT_MESSAGES.slugPattern]);
    expect(errorsOf({ slug: "a--b" }).slug).toEqual([CONTENT_MESSAGES.slugPattern]);
    expect(errorsOf({ category: "gossip" }).category).toEqual([CONTENT_MESSAGES.categoryInvalid]);
    expect(errorsOf({ kind: "page" }).kind).toEqual([CONTENT_MESSAGES.kindInvalid]);
    expect(errorsOf({ body: "a\u0000b" }).body).toEqual([CONTENT_MESSAGES.controlCharacters]);
    expect(errorsOf({ body: "a\u001bb" }).body).toEqual([CONTENT_MESSAGES.controlCharacters]);
    expect(errorsOf({ title: "a\nb" }).title).toEqual([CONTENT_MESSAGES.controlCharacters]);
    expect(errorsOf({ body: "é".repeat(60 * 1024) }).body).toEqual([CONTENT_MESSAGES.bodyTooLong]);
    expect(errorsOf({ body: "x".repeat(100 * 1024) })).toEqual({});
  });
});

describe("Philippine time", () => {
  it("turns a datetime-local value in Manila time into UTC and back", () => {
    expect(manilaLocalToUtc("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T01:30:00.000Z");
    expect(manilaLocalToUtc("2026-12-01T03:00")?.toISOString()).toBe("2026-11-30T19:00:00.000Z");
    expect(manilaLocalToUtc("2026-02-30T09:00")).toBeUndefined();
    expect(manilaLocalToUtc("tomorrow")).toBeUndefined();
    expect(utcToManilaLocal(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12-01T03:00");
  });
});

describe("search queries", () => {
  it("refuses empty and over-long queries with a clear message", () => {
    expect(parseSearchQuery(null)).toEqual({ ok: false, q: "", message: CONTENT_MESSAGES.queryEmpty });
    expect(parseSearchQuery("   ")).toMatchObject({ ok: false, message: CONTENT_MESSAGES.queryEmpty });
    expect(parseSearchQuery("x".repeat(201))).toMatchObject({ ok: false, message: CONTENT_MESSAGES.queryTooLong });
    expect(parseSearchQuery(" ferry\tboracay ")).toEqual({ ok: true, q: "ferry boracay" });
  });
});
