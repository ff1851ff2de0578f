import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, fail, ok } from "../../contracts/application.ts";
import { API_STATUS, sendOutcome } from "./outcome.ts";

describe("sendOutcome", () => {
  const app = new Hono();
  app.get("/ok", (c) => sendOutcome(c, ok({ reference: "LK7Q2Z" }), 201));
  app.get("/limited", (c) => sendOutcome(c, fail("rate_limited", "Too many tries.", { retryAfterSeconds: 60, reason: "limit.attempts" })));
  app.get("/invalid", (c) =>
    sendOutcome(
      c,
      fail("invalid", "Check-in date is required", { fields: { checkin: ["Check-in date is required"] }, reason: "input.invalid" }),
    ),
  );

  it("answers a value as { data } with the success status", async () => {
    const res = await app.request("/ok");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { reference: "LK7Q2Z" } });
  });

  it("answers an error as { message, errors, reason } with its code's status, and Retry-After when limited", async () => {
    const limited = await app.request("/limited");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: "Too many tries.", errors: {}, reason: "limit.attempts" });
    const invalid = await app.request("/invalid");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Check-in date is required",
      errors: { checkin: ["Check-in date is required"] },
      reason: "input.invalid",
    });
  });

  it("maps every error code to a 4xx or 503, never a 500", () => {
    for (const code of ERROR_CODES)
      expect(API_STATUS[code] === 503 || (API_STATUS[code] >= 400 && API_STATUS[code] < 500), code).toBe(true);
  });
});
