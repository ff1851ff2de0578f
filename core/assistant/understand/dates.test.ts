import { describe, expect, it } from "vitest";
import { easterSunday } from "../../../contracts/calendar.ts";
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
