import { expect, it } from "vitest";
import { formatManilaDate, formatManilaDateTime } from "./format.ts";

it("shows UTC instants in Philippine time", () => {
  // 16:30 UTC on 21 Nov is 00:30 on 22 Nov in Manila (UTC+8).
  expect(formatManilaDate("2026-11-21T16:30:00Z")).toBe("November 22, 2026");
  expect(formatManilaDateTime(new Date("2026-11-21T16:30:00Z"))).toMatch(/^Nov 22, 2026.*12:30.*AM PHT$/i);
});
