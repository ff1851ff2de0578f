import { describe, expect, it } from "vitest";
import { RETURN_MNL_CEB } from "../../../tests/support/flight-search.ts";
import { addMonths, monthView, monthWeeks, searchOn, stripRange } from "./fare-calendar.ts";

const today = "2026-11-25";
const last = "2027-11-20";

describe("fare calendar ranges", () => {
  it("the strip shows a week either side of the chosen date", () => {
    expect(stripRange("2026-12-18", today, last)).toEqual({ from: "2026-12-11", to: "2026-12-25" });
  });

  it("near today or the horizon it slides to keep 15 bookable days", () => {
    expect(stripRange("2026-11-27", today, last)).toEqual({ from: "2026-11-25", to: "2026-12-09" });
    expect(stripRange("2027-11-18", today, last)).toEqual({ from: "2027-11-06", to: "2027-11-20" });
  });

  it("the month view covers the month's bookable days and moves a month at a time within the horizon", () => {
    expect(monthView(null, "2026-12-18", today, last)).toEqual({
      month: "2026-12",
      range: { from: "2026-12-01", to: "2026-12-31" },
      previous: "2026-11",
      next: "2027-01",
    });
    expect(monthView("2026-11", "2026-12-18", today, last)).toMatchObject({ range: { from: today, to: "2026-11-30" }, previous: null });
    expect(monthView("2027-11", "2026-12-18", today, last)).toMatchObject({ range: { from: "2027-11-01", to: last }, next: null });
    // A month outside the horizon, or not a month at all, shows the chosen date's month.
    expect(monthView("2028-01", "2027-02-03", today, last).month).toBe("2027-02");
    expect(monthView("2027-13", "2027-02-03", today, last).month).toBe("2027-02");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
  });

  it("lays a month out in weeks from Monday", () => {
    const weeks = monthWeeks("2026-12");
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks.at(-1)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("moves the return with the departure", () => {
    expect(searchOn(RETURN_MNL_CEB, "2026-12-30").legs.map((l) => l.date)).toEqual(["2026-12-30", "2027-01-03"]);
  });
});
