import { describe, expect, it } from "vitest";
import { formatManilaDate, formatManilaDateTime, formatStayDates } from "./format.ts";

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
