import { describe, expect, it } from "vitest";
import { searchedParty, stayRooms } from "./party.ts";

describe("the party a search is run for", () => {
  it("is one adult for a flight when the traveller named nobody", () => {
    expect(searchedParty({ origin: "MNL", destination: "DVO" })).toEqual({ origin: "MNL", destination: "DVO", adults: 1 });
  });

  it("is two adults for a stay, as the hotel form, unless the traveller speaks of themself alone", () => {
    expect(searchedParty({ place: "baguio" }, "stay", "hotel in Baguio Dec 20 to 22")).toMatchObject({ adults: 2 });
    expect(searchedParty({ place: "baguio" }, "stay", "I need a hotel in Baguio for the conference")).toMatchObject({ adults: 1 });
    expect(searchedParty({ place: "baguio" }, "stay", "need ko ng kwarto sa Baguio")).toMatchObject({ adults: 1 });
    expect(searchedParty({ place: "baguio" }, "stay", "need hotel w/ wifi in Baguio")).toMatchObject({ adults: 1 });
    expect(searchedParty({ place: "baguio" }, "stay", "we need a room in Baguio, my wife and I")).toMatchObject({ adults: 2 });
  });

  it("is the party said, when one was", () => {
    expect(searchedParty({ place: "cebu", adults: 4 })).toEqual({ place: "cebu", adults: 4 });
  });
});

describe("the rooms a stay is searched for", () => {
  it("are the rooms said, or as many as the party needs at four adults a room", () => {
    expect(stayRooms({ adults: 2 })).toEqual({ rooms: 1, adults: 2, over: 0 });
    expect(stayRooms({ adults: 18 })).toEqual({ rooms: 5, adults: 18, over: 0 });
    expect(stayRooms({ adults: 6, rooms: 3 })).toEqual({ rooms: 3, adults: 6, over: 0 });
  });

  it("never more than one booking holds, and says how many rooms are left over", () => {
    expect(stayRooms({ adults: 24, rooms: 12 })).toEqual({ rooms: 8, adults: 24, over: 4 });
    expect(stayRooms({ adults: 40 })).toEqual({ rooms: 8, adults: 32, over: 2 });
  });

  it("keeps a party too big for the rooms said, for the search to say so plainly", () => {
    expect(stayRooms({ adults: 6, rooms: 1 })).toEqual({ rooms: 1, adults: 6, over: 0 });
  });
});
