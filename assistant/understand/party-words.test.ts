import { describe, expect, it } from "vitest";
import { findQuantities } from "./quantities.ts";
import { talker } from "./talk.fixture.ts";
import { understand } from "./understand.ts";

const q = (text: string) => {
  const { rest: _rest, ...found } = findQuantities(text);
  return found;
};
const now = new Date("2026-12-05T03:00:00Z");

const talk = talker(now);

describe("groups and their rooms (issue 24, blind-10's kinds)", () => {
  it("reads rooms counted in Kapampangan and Cebuano, and a group's rooms beyond nine", () => {
    expect(q("adwang kwartu")).toEqual({ rooms: 2 });
    expect(q("lima a tau, atlung kwartu")).toMatchObject({ adults: 5, rooms: 3 });
    expect(q("24 teachers, 12 rooms")).toEqual({ adults: 24, rooms: 12 });
    expect(q("26 ka tawo, 13 ka kwarto")).toEqual({ adults: 26, rooms: 13 });
    expect(understand("hotel sa Angeles Dec 20 to 22, atlung kwartu", {}, now).slots).toMatchObject({ rooms: 3 });
  });

  it("counts the linker and the word for persons with a Waray or Cebuano group", () => {
    expect(q("pito kami ka tawo")).toMatchObject({ adults: 7 });
    expect(understand("Tacloban pa-Manila Dec 20, pito kami ka tawo", {}, now)).toMatchObject({
      intent: "flight_search",
      slots: { origin: "TAC", destination: "MNL", adults: 7 },
    });
  });

  it("counts clients as grown-ups", () => {
    expect(q("3 clients")).toEqual({ adults: 3 });
    expect(q("4 kliyente")).toEqual({ adults: 4 });
  });
});

describe("companions and children among the party", () => {
  it("counts the traveller with the friends named", () => {
    expect(q("me n 2 frens")).toMatchObject({ adults: 3, companions: 2 });
    expect(q("with 4 officemates")).toMatchObject({ adults: 5 });
    expect(q("kasama 3 kaibigan")).toMatchObject({ adults: 4 });
  });

  it("adds friends said after a search to the party it was searched for", () => {
    const [, added] = talk("Davao to Cebu Jan 8 for 2", "plus 2 friends");
    expect(added.slots).toMatchObject({ origin: "DVO", destination: "CEB", adults: 4 });
  });

  it("takes a child said to be one of the group out of its grown-ups", () => {
    expect(q("one of us is a kid")).toMatchObject({ children: 1, amongParty: true });
    const [, kid] = talk("Cebu to Manila Jan 10, 4 kami", "isa sa amin ay bata, 6 anyos");
    expect(kid.slots).toMatchObject({ adults: 3, children: 1, childrenAges: [6] });
  });
});

describe("twins", () => {
  it("are two children of the age said, however it is written", () => {
    expect(q("twins (6)")).toEqual({ children: 2, childrenAges: [6, 6] });
    expect(q("twins age 9")).toMatchObject({ children: 2, childrenAges: [9, 9] });
    expect(q("7yo twins")).toEqual({ children: 2, childrenAges: [7, 7] });
    expect(q("2 adults, twins 5 + baby")).toEqual({ adults: 2, children: 2, childrenAges: [5, 5], infants: 1 });
  });

  it("leave a baby's months and a day of the month alone", () => {
    expect(q("twins 8 months old")).not.toMatchObject({ childrenAges: [8, 8] });
    expect(q("twins dec 20")).not.toHaveProperty("childrenAges");
  });
});
