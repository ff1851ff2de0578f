/** The void window: the calendar day of ticketing in Philippine time (UTC+8), at its edges. */
import { describe, expect, it } from "vitest";
import { inVoidWindow, voidWindowEnd } from "./post-ticketing.ts";

describe("void window", () => {
  it("ends at the midnight after the day of ticketing, Philippine time", () => {
    // Issued 00:00 Manila on 1 Dec (16:00 UTC on 30 Nov): open until 00:00 Manila on 2 Dec.
    expect(voidWindowEnd(new Date("2026-11-30T16:00:00Z")).toISOString()).toBe("2026-12-01T16:00:00.000Z");
    // Issued 23:59 Manila: the window is one minute long.
    expect(voidWindowEnd(new Date("2026-12-01T15:59:00Z")).toISOString()).toBe("2026-12-01T16:00:00.000Z");
    // Issued 07:59 UTC on 1 Dec = 15:59 Manila.
    expect(voidWindowEnd(new Date("2026-12-01T07:59:00Z")).toISOString()).toBe("2026-12-01T16:00:00.000Z");
  });

  it.each([
    ["2026-12-01T02:00:00Z", "2026-12-01T02:00:00Z", true],
    ["2026-12-01T02:00:00Z", "2026-12-01T15:59:59.999Z", true],
    ["2026-12-01T02:00:00Z", "2026-12-01T16:00:00Z", false],
    ["2026-12-01T15:59:00Z", "2026-12-01T16:00:00Z", false],
    ["2026-11-30T16:00:00Z", "2026-11-30T15:59:59Z", false],
    ["2026-12-01T02:00:00Z", "2026-12-08T02:00:00Z", false],
  ])("issued %s, asked %s: %s", (issued, now, open) => {
    expect(inVoidWindow(new Date(issued), new Date(now))).toBe(open);
  });
});
