import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { pickedIndex, pickShown } from "./picked.ts";

const hotel = (name: string, amount: number) => ({
  kind: "hotel" as const,
  href: `/hotels/${name.replace(/\W/g, "")}?checkInDate=2027-01-09`,
  name,
  area: "Lio Beach",
  pricePerNight: { amount, currency: "PHP" as const },
});
const context: ChatContext = {
  lastIntent: "hotel_search",
  slots: { place: "el-nido", checkIn: "2027-01-09", checkOut: "2027-01-12" },
  shown: [hotel("Alon Inn", 251_700), hotel("Bagwis Point", 346_600), hotel("Dagat Grand", 449_600)],
};

describe("picking one of the hotels or flights just shown (issue 24)", () => {
  it("reads the place in the list in English, Taglish and as a number", () => {
    expect(pickedIndex("the second one")).toBe(1);
    expect(pickedIndex("yung pangatlo po")).toBe(2);
    expect(pickedIndex("#1")).toBe(0);
    expect(pickedIndex("I'll take the last one.")).toBe(-1);
    expect(pickedIndex("second day of the trip, is it rainy in el nido?")).toBeUndefined();
    expect(pickedIndex("2 adults")).toBeUndefined();
  });

  it("names the picked hotel from its card, links it, and keeps the search", () => {
    const a = pickShown("the second one", context, "en");
    expect(a?.text).toBe("The second one: Bagwis Point, Lio Beach: ₱3,466 a night. Open it to see its rooms and book.");
    expect(a?.links.map((l) => l.href)).toEqual([context.shown![1].href]);
    expect(a?.cards).toEqual([context.shown![1]]);
    expect(a?.intent).toBe("hotel_search");
    expect(a?.slots).toEqual(context.slots);
  });

  it("says how many it showed when the number is past the list, and does nothing without a list", () => {
    expect(pickShown("number 5", context, "en")?.text).toBe("I showed only 3: say which of them, or open the full list.");
    expect(pickShown("the second one", { lastIntent: "tide" }, "en")).toBeNull();
  });
});
