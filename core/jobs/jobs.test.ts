import { describe, expect, it } from "vitest";
import { describeError, recurringSlot, retryDelayMs } from "./jobs.ts";

describe("job helpers", () => {
  it("doubles the retry delay per failed attempt, capped, with ±20 % jitter", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000, middle))).toEqual([1000, 2000, 4000, 5000]);
    expect(retryDelayMs(1, 1000, 5000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 5000, () => 0.999999)).toBe(1200);
  });

  it("names one slot per interval, whatever the time inside it", () => {
    const a = recurringSlot("mail.retry", 30_000, new Date("2026-11-22T06:00:01Z"));
    const b = recurringSlot("mail.retry", 30_000, new Date("2026-11-22T06:00:29.999Z"));
    const c = recurringSlot("mail.retry", 30_000, new Date("2026-11-22T06:00:30Z"));
    expect(a).toEqual(b);
    expect(a).toEqual({ key: "every:mail.retry:2026-11-22T06:00:00.000Z", runAt: new Date("2026-11-22T06:00:00Z") });
    expect(c.key).toBe("every:mail.retry:2026-11-22T06:00:30.000Z");
  });

  it("keeps stored errors short and free of NUL bytes", () => {
    expect(describeError(new Error("bad\u0000byte"))).toBe("badbyte");
    expect(describeError("x".repeat(5000))).toHaveLength(1000);
    expect(describeError(new TypeError(""))).toBe("TypeError");
  });
});
