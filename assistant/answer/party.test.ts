import { describe, expect, it } from "vitest";
import { searchedParty } from "./party.ts";

describe("the party a search is run for", () => {
  it("is one adult when the traveller named nobody", () => {
    expect(searchedParty({ origin: "MNL", destination: "DVO" })).toEqual({ origin: "MNL", destination: "DVO", adults: 1 });
    expect(searchedParty({ place: "baguio", children: 2 })).toEqual({ place: "baguio", children: 2, adults: 1 });
  });

  it("is the party said, when one was", () => {
    expect(searchedParty({ place: "cebu", adults: 4 })).toEqual({ place: "cebu", adults: 4 });
  });
});
