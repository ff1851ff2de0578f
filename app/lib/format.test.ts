import { describe, expect, it } from "vitest";
import { formatCheckedDate, formatManilaDate, formatManilaDateTime, formatStayDates } from "./format.ts";

it("shows UTC instants in Philippine time", () => {
  // 16:30 UTC on 21 Nov is 00:30 on 22 Nov in Manila (UTC+8).
  expect(formatManilaDate("2026-11-21T16:30:00Z")).toBe("November 22, 2026");
  expect(formatManilaDateTime(new Date("2026-11-21T16:30:00Z"))).toMatch(/^Nov 22, 2026.*12:30.*AM PHT$/i);
});

describe("formatStayDates", () => {
  it("writes a stay's days out with their weekdays, never as machine dates", () => {
    expect(formatStayDates("2026-12-17", "2026-12-19")).toBe("Thu, Dec 17 – Sat, Dec 19, 2026");
    expect(formatStayDates("2026-12-30", "2027-01-02")).toBe("Wed, Dec 30 – Sat, Jan 2, 2027");
  });
});

describe("dates in Filipino", () => {
  it("names months and days in Filipino, in Manila time, with the same figures", () => {
    expect(formatManilaDate("2026-12-17T11:15:00Z", "fil")).toBe("Disyembre 17, 2026");
    expect(formatManilaDateTime("2026-12-17T11:15:00Z", "fil")).toBe("Dis 17, 2026, 7:15 PM PHT");
    expect(formatCheckedDate("2026-12-17", "fil")).toBe("17 Dis 2026");
    expect(formatStayDates("2026-12-17", "2026-12-19", "fil")).toBe("Huw, Dis 17 – Sab, Dis 19, 2026");
    expect(formatManilaDate("2026-12-17T11:15:00Z")).toBe("December 17, 2026");
  });
});
