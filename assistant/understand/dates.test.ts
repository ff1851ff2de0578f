import { describe, expect, it } from "vitest";
import { easterSunday } from "../../contracts/calendar.ts";
import { findDates } from "./dates.ts";

// Wednesday 25 November 2026, 10:00 in Manila.
const now = new Date("2026-11-25T02:00:00Z");
const days = (text: string) => findDates(text, now).days;

describe("dates in Philippine time", () => {
  it("reads Taglish days relative to the clock", () => {
    expect(days("bukas")).toEqual(["2026-11-26"]);
    expect(days("sa makalawa")).toEqual(["2026-11-27"]);
    expect(days("ngayon")).toEqual(["2026-11-25"]);
    expect(days("mamaya")).toEqual(["2026-11-25"]);
    expect(days("ngayong gabi")).toEqual(["2026-11-25"]);
    expect(days("sa sabado")).toEqual(["2026-11-28"]);
    expect(days("sa linggo")).toEqual(["2026-11-29"]);
    expect(days("sa miyerkules")).toEqual(["2026-12-02"]);
    expect(days("sa 28")).toEqual(["2026-11-28"]);
    expect(days("sa 12/20")).toEqual(["2026-12-20"]);
  });

  it("reads 'next Friday' and 'next Monday' as days of next week", () => {
    expect(days("next Friday")).toEqual(["2026-12-04"]);
    expect(days("next monday")).toEqual(["2026-11-30"]);
  });

  it("reads weekends, the 15th of next month and ranges", () => {
    expect(findDates("this weekend", now)).toMatchObject({ days: ["2026-11-28", "2026-11-29"], range: true });
    expect(days("next weekend")).toEqual(["2026-12-05", "2026-12-06"]);
    expect(days("the 15th of next month")).toEqual(["2026-12-15"]);
    expect(findDates("Dec 20 to Jan 3", now)).toMatchObject({ days: ["2026-12-20", "2027-01-03"], range: true });
    expect(findDates("bukas hanggang linggo", now)).toMatchObject({ days: ["2026-11-26", "2026-11-29"], range: true });
  });

  it("rolls a day and month already past to next year, and reads Filipino month names", () => {
    expect(days("Nov 20")).toEqual(["2027-11-20"]);
    expect(days("Enero 10")).toEqual(["2027-01-10"]);
    expect(findDates("sa disyembre", now).month).toBe(12);
    expect(findDates("next month", now).month).toBe(12);
  });

  it("knows Holy Week 2027 (Maundy Thursday to Easter Sunday) and Christmas", () => {
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(days("holy week")).toEqual(["2027-03-25", easterSunday(2027)]);
    expect(days("sa pasko")).toEqual(["2026-12-25"]);
  });

  it("does not read 'right now', 'may' (there is) or an impossible date as a date", () => {
    expect(days("any signal right now")).toEqual([]);
    expect(days("may flight ba")).toEqual([]);
    expect(days("2026-02-30")).toEqual([]);
  });
});

describe("dates as travellers text them (issue 24)", () => {
  // Thursday 3 December 2026, 09:00 in Manila.
  const thu = new Date("2026-12-03T01:00:00Z");
  const at = (text: string) => findDates(text, thu);

  it("reads text-speak for tomorrow", () => {
    for (const t of ["tom", "tmw", "2moro", "flight tom pls"]) expect(at(t).days, t).toEqual(["2026-12-04"]);
  });

  it("reads ranges written with an en or em dash, and a part of the day after a date", () => {
    expect(at("jan 8–11")).toMatchObject({ days: ["2027-01-08", "2027-01-11"], range: true });
    expect(at("Feb 2 — 5")).toMatchObject({ days: ["2027-02-02", "2027-02-05"], range: true });
    expect(at("dec 9 pm").days).toEqual(["2026-12-09"]);
    expect(at("jan 15 a.m.").days).toEqual(["2027-01-15"]);
  });

  it("counts nights in Taglish and text-speak, and 'tonight' as one night", () => {
    expect(at("2 nyts dec 10").nights).toBe(2);
    expect(at("dalawang gabi lang").nights).toBe(2);
    expect(at("one-night stay").nights).toBe(1);
    expect(at("kwarto ngayong gabi")).toMatchObject({ days: ["2026-12-03"], nights: 1 });
    expect(at("tonite until sat")).toMatchObject({ days: ["2026-12-03", "2026-12-05"], range: true });
  });

  it("reads 'this Thursday' said on a Thursday as today", () => {
    expect(at("ngayong Huwebes").days).toEqual(["2026-12-03"]);
    expect(at("sa Huwebes").days).toEqual(["2026-12-10"]);
  });

  it("places a weekday after the day before it", () => {
    expect(at("next weekend, Sunday to Tuesday").days).toEqual(["2026-12-13", "2026-12-15"]);
    expect(at("dec 18 hanggang Linggo").days).toEqual(["2026-12-18", "2026-12-20"]);
    expect(at("Friday to Monday").days).toEqual(["2026-12-04", "2026-12-07"]);
  });

  it("reads the eves and New Year's Day as their own days, and an age or a length as no date", () => {
    expect(at("xmas eve flight").days).toEqual(["2026-12-24"]);
    expect(at("on New Year's Day").days).toEqual(["2027-01-01"]);
    expect(at("dec 20, baby 9 months, balik dec 27").days).toEqual(["2026-12-20", "2026-12-27"]);
    expect(at("ugma").days).toEqual(["2026-12-04"]);
  });

  it("lets a date said outright win over a holiday named as the reason", () => {
    expect(at("uuwi for New Year, sa Dec 29").days).toEqual(["2026-12-29"]);
    expect(at("home for pasko on dec 22, one way").days).toEqual(["2026-12-22"]);
    expect(at("dec 22 hanggang pasko").days).toEqual(["2026-12-22", "2026-12-25"]);
  });
});
