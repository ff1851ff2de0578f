import { describe, expect, it } from "vitest";
import { departWindows, findTimeOfDay } from "./time-of-day.ts";

describe("the part of the day a traveller wants to leave", () => {
  it("reads it in English, Taglish and text-speak", () => {
    expect(findTimeOfDay("dvo to mnl dec 26, umaga sana alis")).toBe("morning");
    expect(findTimeOfDay("in the morning, business class")).toBe("morning");
    expect(findTimeOfDay("cebu 2 siargao on dec 2 after lunch")).toBe("afternoon");
    expect(findTimeOfDay("pm only")).toBe("afternoon");
    expect(findTimeOfDay("pauwi ng clark sa dec 22, gabi na sana ang alis")).toBe("evening");
    expect(findTimeOfDay("hk to mnl tom nyt")).toBe("night");
  });

  it("never takes a length of stay or a price per night for it", () => {
    expect(findTimeOfDay("2 nights in coron")).toBeUndefined();
    expect(findTimeOfDay("3 gabi sa el nido")).toBeUndefined();
    expect(findTimeOfDay("1k kada gabi")).toBeUndefined();
    expect(findTimeOfDay("manila to cebu dec 5")).toBeUndefined();
    expect(findTimeOfDay("1,500 per night")).toBeUndefined();
    expect(findTimeOfDay("one night stay")).toBeUndefined();
  });

  it("reads a clock time and a bare am/pm after a day as that part of the day (issue 24)", () => {
    expect(findTimeOfDay("mnl to iloilo, leaving after 7pm")).toBe("evening");
    expect(findTimeOfDay("before 10 am please")).toBe("morning");
    expect(findTimeOfDay("alis ng 2pm")).toBe("afternoon");
    expect(findTimeOfDay("cebu-dvo jan 4 pm")).toBe("afternoon");
    expect(findTimeOfDay("bukas am")).toBe("morning");
    expect(findTimeOfDay("saturday night flight home")).toBe("night");
  });

  it("maps it onto the results page's departure windows", () => {
    expect(departWindows("morning")).toEqual(["morning"]);
    expect(departWindows("night")).toEqual(["evening", "early"]);
  });
});
