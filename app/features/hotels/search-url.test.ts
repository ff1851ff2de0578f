import { describe, expect, it } from "vitest";
import { parseFilters } from "./search-url.ts";

describe("the results page's filters in the URL", () => {
  it("reads an area and a point to be near", () => {
    expect(parseFilters(new URLSearchParams("area=General+Luna&near=Cloud+9"))).toMatchObject({ area: "General Luna", near: "Cloud 9" });
    expect(parseFilters(new URLSearchParams("area=D'Mall"))).toMatchObject({ area: "D'Mall" });
  });

  it("ignores an area or point that cannot be a place name", () => {
    const f = parseFilters(new URLSearchParams(`area=${"x".repeat(81)}&near=<script>`));
    expect(f.area).toBeUndefined();
    expect(f.near).toBeUndefined();
    expect(parseFilters(new URLSearchParams("area=%20%20")).area).toBeUndefined();
  });
});
