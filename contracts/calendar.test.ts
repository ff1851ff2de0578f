import { describe, expect, it } from "vitest";
import { easterSunday, formatCalendarDay, formatClockTime } from "./calendar.ts";

describe("calendar days and clock times as travellers read them", () => {
  it("writes a day with its weekday, never as YYYY-MM-DD", () => {
    expect(formatCalendarDay("2026-12-19")).toBe("Sat 19 Dec 2026");
    expect(formatCalendarDay("2027-01-01")).toBe("Fri 1 Jan 2027");
    expect(formatCalendarDay("2028-02-29")).toBe("Tue 29 Feb 2028");
    expect(formatCalendarDay("soon")).toBe("soon");
  });

  it("writes a 24-hour time on a 12-hour clock", () => {
    expect(formatClockTime("14:00")).toBe("2:00 PM");
    expect(formatClockTime("00:30")).toBe("12:30 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatClockTime("9:05")).toBe("9:05 AM");
    expect(formatClockTime("25:00")).toBe("25:00");
  });

  it("keeps Easter where it falls", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
  });
});
