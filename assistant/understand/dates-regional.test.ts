import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { findQuantities } from "./quantities.ts";
import { understand } from "./understand.ts";

const now = new Date("2026-12-05T03:00:00Z");
const days = (text: string) => findDates(text, now).days;

describe("dates as travellers write them in the regions (issue 24, blind-10's kinds)", () => {
  it("reads Filipino short month names", () => {
    expect(days("Peb 14")).toEqual(["2027-02-14"]);
    expect(days("Okt 3 hanggang Okt 5")).toEqual(["2027-10-03", "2027-10-05"]);
    expect(days("Nob 20")).toEqual(["2027-11-20"]);
  });

  it("reads a range of days in a later month before a full stop", () => {
    expect(days("Feb 3-6. pls")).toEqual(["2027-02-03", "2027-02-06"]);
  });

  it("reads Kapampangan 'ampo' (and) between a day and the way back", () => {
    expect(understand("Manila to Davao Jan 5 ampo balik Jan 9", {}, now).slots).toMatchObject({
      departureDate: "2027-01-05",
      returnDate: "2027-01-09",
      tripType: "round-trip",
    });
  });

  it("reads Hiligaynon 'tubtub' (until) like 'tubtob'", () => {
    expect(understand("hotel sa Iloilo Jan 3 tubtub 6", {}, now).slots).toMatchObject({ checkIn: "2027-01-03", checkOut: "2027-01-06" });
  });

  it("lists ages joined by Waray 'ngan'", () => {
    expect(findQuantities("duha nga bata 4 ngan 7").childrenAges).toEqual([4, 7]);
  });

  it("keeps the day of a trip asked about by road or sea", () => {
    expect(understand("bus Manila to Vigan bukas", {}, now).slots).toMatchObject({ date: "2026-12-06" });
    expect(understand("ferry Cebu to Tagbilaran on Dec 20?", {}, now)).toMatchObject({
      intent: "transport_info",
      slots: { date: "2026-12-20" },
    });
  });

  it("reads the weather asked in Ilocano and Cebuano", () => {
    expect(understand("kasano ti panawen idiay Sagada inton Jan 2?", {}, now)).toMatchObject({
      intent: "weather_info",
      slots: { place: expect.any(String) },
    });
    expect(understand("bugnaw ba sa Baguio karon?", {}, now).intent).toBe("weather_info");
  });
});
