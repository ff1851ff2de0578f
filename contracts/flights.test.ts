import { describe, expect, it } from "vitest";
import { addDays, manilaToday } from "./flights.ts";

describe("Philippine dates", () => {
  it("counts Philippine dates", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    // 16:30 UTC is already the next day in Manila (UTC+8).
    expect(manilaToday(new Date("2026-11-22T16:30:00Z"))).toBe("2026-11-23");
  });
});
