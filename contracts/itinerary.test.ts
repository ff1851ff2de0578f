import { describe, expect, it } from "vitest";
import { parsePlanSearch, SavePlanSchema, stopsFromBuilderForm } from "./itinerary.ts";

describe("plan links at the edge", () => {
  it("reads a plan from the query", () => {
    const r = parsePlanSearch(new URLSearchParams("from=manila&stops=el-nido-palawan:3,coron-palawan:2&order=1.0.2.3.4&start=2026-12-30"));
    expect(r).toEqual({
      ok: true,
      state: {
        from: "manila",
        stops: [
          { slug: "el-nido-palawan", days: 3 },
          { slug: "coron-palawan", days: 2 },
        ],
        order: [1, 0, 2, 3, 4],
        start: "2026-12-30",
      },
    });
  });
  it("is empty without a plan", () => {
    expect(parsePlanSearch(new URLSearchParams(""))).toBeNull();
  });
  it("says what is wrong with a broken one", () => {
    for (const q of [
      "from=manila&stops=<script>",
      "from=MANILA!&stops=coron:2",
      "from=manila&stops=coron:2&order=1,0",
      `from=manila&stops=${"a:1,".repeat(300)}`,
      "from=manila&stops=coron:2&start=tomorrow",
    ]) {
      const r = parsePlanSearch(new URLSearchParams(q));
      expect(r?.ok, q).toBe(false);
    }
  });
  it("reads the builder form", () => {
    const form = new URLSearchParams("days-bohol=2&days-cebu=0&days-coron-palawan=x&days-siargao=3");
    expect(stopsFromBuilderForm(form, ["bohol", "cebu", "coron-palawan", "siargao"])).toEqual([
      { slug: "bohol", days: 2 },
      { slug: "siargao", days: 3 },
    ]);
  });
  it("checks plan names", () => {
    expect(SavePlanSchema.safeParse({ title: "Palawan in December" }).success).toBe(true);
    expect(SavePlanSchema.safeParse({ title: "  " }).success).toBe(false);
    expect(SavePlanSchema.safeParse({ title: "a\u0007b" }).success).toBe(false);
    expect(SavePlanSchema.safeParse({ title: "x".repeat(121) }).success).toBe(false);
  });
});
