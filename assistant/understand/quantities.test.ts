import { describe, expect, it } from "vitest";
import { findQuantities } from "./quantities.ts";

const q = (text: string) => {
  const { rest: _rest, ...found } = findQuantities(text);
  return found;
};
const php = (pesos: number) => ({ amount: pesos * 100, currency: "PHP" });

describe("travellers, trip length and budgets", () => {
  it("counts travellers as Filipinos write them", () => {
    expect(q("2 adults 1 child")).toEqual({ adults: 2, children: 1 });
    expect(q("3 kami")).toEqual({ adults: 3 });
    expect(q("kaming dalawa")).toEqual({ adults: 2 });
    expect(q("solo")).toEqual({ adults: 1 });
    expect(q("1 infant")).toEqual({ infants: 1 });
    expect(q("for 3 instead")).toEqual({ count: 3 });
    expect(q("need 3 seats")).toEqual({ adults: 3 });
    expect(q("2 tickets manila cebu")).toEqual({ adults: 2 });
  });

  it("reads families and couples as the traveller counts them", () => {
    expect(q("family of 4 w/ 2 kids")).toEqual({ adults: 2, children: 2 });
    expect(q("family of 5 with 3 children")).toEqual({ adults: 2, children: 3 });
    expect(q("family of 4")).toEqual({ count: 4 });
    expect(q("fam of 5 kami, 3 kids")).toEqual({ adults: 2, children: 3 });
    expect(q("kami ni misis")).toEqual({ adults: 2 });
    expect(q("kaming mag-asawa")).toEqual({ adults: 2 });
    expect(q("me and my wife")).toEqual({ adults: 2 });
    expect(q("2 adults w/ baby")).toEqual({ adults: 2, infants: 1 });
    expect(q("isa lang ako")).toEqual({ adults: 1 });
    expect(q("ako at si misis")).toEqual({ adults: 2 });
    expect(q("my wife and i would like to fly")).toEqual({ adults: 2 });
    expect(q("2 of us")).toEqual({ adults: 2 });
    expect(q("me, my husband and our baby")).toEqual({ adults: 2, infants: 1 });
  });

  it("reads the children's ages written right after them", () => {
    expect(q("2 adults and 2 kids (7 and 4 yrs old)")).toEqual({ adults: 2, children: 2, childrenAges: [7, 4] });
    expect(q("2 anak namin (10 at 6)")).toEqual({ children: 2, childrenAges: [10, 6] });
    expect(q("our kids aged 12 and 9")).toEqual({ children: 2, childrenAges: [12, 9] });
    expect(q("4 kids (2, 5, 7, 10)")).toEqual({ children: 4, childrenAges: [2, 5, 7, 10] });
    expect(q("1 bata (9)")).toEqual({ children: 1, childrenAges: [9] });
    // As the understanding step sees them, without brackets; a date or a length after the children is not an age.
    expect(q("2 kids 7 and 4 yrs old")).toEqual({ children: 2, childrenAges: [7, 4] });
    expect(q("2 kids 3 days")).toEqual({ children: 2, days: 3 });
    expect(q("1 bata dec 9")).toEqual({ children: 1 });
  });

  it("reads a trip length as days, never as a date", () => {
    expect(q("3 day itinerary")).toEqual({ days: 3 });
    expect(q("5 days palawan")).toEqual({ days: 5 });
    expect(q("coron 3d2n")).toEqual({ days: 3 });
    expect(q("isang linggo")).toEqual({ days: 7, weeks: 1 });
    expect(findQuantities("3 day trip").rest).not.toContain("3 day");
  });

  it("reads budgets as a maximum in centavos", () => {
    expect(q("under 3k a night")).toEqual({ maxPrice: php(3000) });
    expect(q("below 3,000 pesos")).toEqual({ maxPrice: php(3000) });
    expect(q("1k per night")).toEqual({ maxPrice: php(1000) });
    expect(q("₱2,500 max")).toEqual({ maxPrice: php(2500) });
  });

  it("reads travellers' ages for fees that depend on them, never as dates or counts", () => {
    // "a 7-year-old" is also one child of seven, for a search ("3 adults and a 10 year old").
    expect(q("travel tax for a 7-year-old")).toEqual({ ages: [7], children: 1, childrenAges: [7] });
    expect(q("7 years old and 12 yrs old")).toEqual({ ages: [7, 12] });
    expect(q("5 anyos lang siya")).toEqual({ ages: [5] });
    expect(q("edad 2")).toEqual({ ages: [2] });
    // A baby's age makes them an infant too (fees read the age, searches the infant).
    expect(q("my 10 month old baby")).toEqual({ ages: [0], infants: 1 });
    expect(q("3 months in asia")).toEqual({});
  });

  it("drops counts no booking can take", () => {
    expect(q("99999 adults")).toEqual({});
  });

  it("reads the party as families say it (issue 24)", () => {
    expect(q("kami ni mama, cebu to manila")).toMatchObject({ adults: 2 });
    expect(q("para sa amin ni tatay")).toMatchObject({ adults: 2 });
    expect(q("my dad and me")).toMatchObject({ adults: 2 });
    expect(q("2 couples kami")).toMatchObject({ adults: 4 });
    expect(q("3 senior citizens")).toMatchObject({ adults: 3 });
    expect(q("12 katao, 4 rooms")).toMatchObject({ adults: 12, rooms: 4 });
    expect(q("isa lang po")).toMatchObject({ adults: 1 });
    expect(q("me and my 3 kids (9, 6 and 4)")).toMatchObject({ adults: 1, children: 3, childrenAges: [9, 6, 4] });
    expect(q("5 kami, 3 dun mga bata")).toMatchObject({ adults: 2, children: 3 });
  });

  it("reads groups, couples, a child named by age and whoever comes with the counted adults (issue 24)", () => {
    expect(q("dalawang mag-asawa kami")).toMatchObject({ adults: 4 });
    expect(q("team of 7, 4 rooms")).toMatchObject({ adults: 7, rooms: 4 });
    expect(q("5 divers")).toMatchObject({ adults: 5 });
    expect(q("3a 1c")).toMatchObject({ adults: 3, children: 1 });
    expect(q("3 adults and my mom")).toMatchObject({ adults: 4 });
    expect(q("me and my 6-year-old")).toMatchObject({ adults: 1, children: 1, childrenAges: [6] });
    expect(q("with my daughter, 9 years old")).toMatchObject({ adults: 1, children: 1, childrenAges: [9] });
    expect(q("ako ra usa")).toMatchObject({ adults: 1 });
    expect(q("2 adults plus a baby")).toMatchObject({ adults: 2, infants: 1 });
  });

  it("counts a child under 2 as a baby, in ages or words (issue 24)", () => {
    expect(q("2 adults, 2 kids (6 and 1)")).toMatchObject({ adults: 2, children: 1, childrenAges: [6], infants: 1 });
    expect(q("kasama si bunso, 1 year old pa lang")).toMatchObject({ infants: 1 });
    expect(q("1 child aged 7 and 1 infant")).toMatchObject({ children: 1, childrenAges: [7], infants: 1 });
  });
});
