import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { CIRCUITS } from "./circuits.ts";

type Entry = { path?: string; children?: Entry[] };
const paths = (entries: Entry[]): string[] => entries.flatMap((e) => [...(e.path ? [e.path] : []), ...paths(e.children ?? [])]);

describe("travel circuits", () => {
  it("are the ten slugs of design/routes.md", () => {
    expect(CIRCUITS.map((c) => c.slug).sort()).toEqual([
      "baguio-cordilleras",
      "bohol",
      "boracay-aklan",
      "cebu",
      "coron-palawan",
      "davao",
      "el-nido-palawan",
      "mt-mayon-albay",
      "siargao",
      "underground-river-palawan",
    ]);
  });

  it("have their guide pages in the route table (the guide route answers 404 for any other slug), as do the legal pages", () => {
    const all = paths(routes as Entry[]);
    expect(all).toContain("travel-circuits");
    expect(all).toContain("travel-circuits/:slug");
    expect(all).toContain("privacy");
    expect(all).toContain("terms");
  });
});
