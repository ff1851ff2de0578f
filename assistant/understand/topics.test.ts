import { describe, expect, it } from "vitest";
import { findChoices } from "./topics.ts";

describe("closed choices", () => {
  it("names the subject of a fee or safety question", () => {
    expect(findChoices("magkano terminal fee sa naia").topic).toBe("terminal_fee");
    expect(findChoices("el nido eco tourism fee").topic).toBe("environmental_fee");
    expect(findChoices("kailangan ba ng etravel").topic).toBe("etravel");
    expect(findChoices("may bagyo ba").topic).toBe("signal");
  });

  it("reads cabin, one way and 'cheaper?'", () => {
    expect(findChoices("premium economy one way")).toEqual({ cabin: "premium-economy", tripType: "one-way" });
    expect(findChoices("cheaper?")).toEqual({ sort: "cheapest" });
    // Said in so many words, a sort is read (a follow-up must not keep the previous search's order).
    expect(findChoices("cheapest flight")).toEqual({ sort: "cheapest" });
    expect(findChoices("pinakamabilis na flight")).toEqual({ sort: "fastest" });
    expect(findChoices("earliest flight bukas")).toEqual({ sort: "earliest" });
  });
});
