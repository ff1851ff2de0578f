import { describe, expect, it } from "vitest";
import { editDistance, mask, normalise, takeAll } from "./text.ts";

describe("text helpers", () => {
  it("normalises accents, case and punctuation but keeps ₱ and date marks", () => {
    expect(normalise("Pañglao  ₱2,500!! <b>")).toBe("panglao ₱2,500 b");
    expect(normalise("12/22 MNL-PPS")).toBe("12/22 mnl-pps");
  });

  it("counts swapped letters as one edit", () => {
    expect(editDistance("manlia", "manila")).toBe(1);
    expect(editDistance("siargo", "siargao")).toBe(1);
    expect(editDistance("cebu", "davao", 2)).toBe(3);
  });

  it("masks what a reader took, keeping positions", () => {
    expect(mask("abc def", 0, 3)).toBe("    def");
    expect(takeAll("2 adults and 3 kids", /\d \w+/g, (m) => m[0] !== "3 kids")).toBe("         and 3 kids");
  });
});
