import { describe, expect, it } from "vitest";
import { type Caller, fail, ok } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { defineUseCase, invoke } from "./use-case.ts";

const caller: Caller = { userId: null, clientIp: "203.0.113.9" };

const nights = defineUseCase({
  name: "test.nights",
  summary: "Counts nights between two dates",
  input: z.object({ checkIn: z.iso.date({ error: "Check-in date is required" }), checkOut: z.iso.date() }),
  async run({ checkIn, checkOut }) {
    const n = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
    return n > 0
      ? ok(n)
      : fail("invalid", "Check-out must be after check-in.", {
          fields: { checkOut: ["Check-out must be after check-in."] },
          reason: "stay.nights",
        });
  },
});

describe("invoke", () => {
  it("runs the use case on parsed input", async () => {
    expect(await invoke(nights, { checkIn: "2026-12-01", checkOut: "2026-12-04" }, caller)).toEqual({ ok: true, value: 3 });
  });

  it("answers bad input with the schema's own message and fields, without running", async () => {
    const outcome = await invoke(nights, { checkOut: "2026-12-04" }, caller);
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: "invalid",
        reason: "input.invalid",
        message: "Check-in date is required",
        fields: { checkIn: ["Check-in date is required"] },
      },
    });
  });

  it("passes the use case's own typed errors through", async () => {
    const outcome = await invoke(nights, { checkIn: "2026-12-04", checkOut: "2026-12-01" }, caller);
    expect(outcome.ok ? null : outcome.error.code).toBe("invalid");
    expect(outcome.ok ? null : outcome.error.message).toBe("Check-out must be after check-in.");
  });
});
