/** Party, rooms, the way back and "cheaper" as travellers type them (issue 24, blind-11 kinds of party and follow-ups). */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { findQuantities } from "./quantities.ts";
import { understand } from "./understand.ts";

const now = new Date("2026-12-10T02:30:00Z");
const q = (text: string) => {
  const { rest: _rest, ...found } = findQuantities(text);
  return found;
};

describe("the party and rooms", () => {
  it("reads a child's age after a linker (nga, na), a Bikol list of ages with 'asin', and a niece or nephew", () => {
    expect(q("kami ni mama at ang apo ko na 7 anyos")).toMatchObject({ childrenAges: [7] });
    expect(q("tatlong aki edad 3 asin 6 asin 11")).toMatchObject({ children: 3, childrenAges: [3, 6, 11] });
    expect(q("kasama ang pamangkin ko 9 yrs old")).toMatchObject({ childrenAges: [9] });
  });

  it("reads 'just me and my wife' as two, in Hiligaynon and Tagalog, and 'just me' as one", () => {
    expect(q("ako lang kag ang asawa ko")).toMatchObject({ adults: 2 });
    expect(q("ako lang at si papa")).toMatchObject({ adults: 2 });
    expect(q("ako lang po")).toMatchObject({ adults: 1 });
  });

  it("reads 'rms' as rooms", () => {
    expect(q("3 rms")).toMatchObject({ rooms: 3 });
    expect(q("12 rms for the team")).toMatchObject({ rooms: 12 });
  });
});

describe("short follow-ups typed short", () => {
  const flight: ChatContext = {
    lastIntent: "flight_search",
    slots: { origin: "CEB", destination: "DVO", departureDate: "2026-12-20", adults: 2 },
  };
  it("takes 'blik'/'pbalik' and a day as the way back", () => {
    for (const text of ["blik dec 27", "pbalik dec 27"]) {
      const u = understand(text, flight, now);
      expect(u.intent, text).toBe("flight_search");
      expect(u.slots, text).toMatchObject({ departureDate: "2026-12-20", returnDate: "2026-12-27" });
    }
  });
  it("takes 'mas brato?' as the cheaper ones of the same search", () => {
    const u = understand("mas brato?", flight, now);
    expect(u.intent).toBe("flight_search");
    expect(u.slots).toMatchObject({ origin: "CEB", destination: "DVO", sort: "cheapest" });
  });
});
