import { describe, expect, it } from "vitest";
import { partyLabel, plural } from "./party.ts";

describe("party labels", () => {
  it("pluralise each count properly and leave out zeros", () => {
    expect(partyLabel({ adults: 2, children: 1 })).toBe("2 adults and 1 child");
    expect(partyLabel({ adults: 2, children: 1, infants: 1 })).toBe("2 adults, 1 child and 1 infant");
    expect(partyLabel({ adults: 1, children: 3, infants: 2 })).toBe("1 adult, 3 children and 2 infants");
    expect(partyLabel({ adults: 1 })).toBe("1 adult");
    expect(plural(1, "night")).toBe("1 night");
    expect(plural(4, "night")).toBe("4 nights");
  });
});
