import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, fail, ok } from "../../contracts/application.ts";
import { API_STATUS, DATABASE_RETRY_AFTER_SECONDS, sendFault, sendOutcome } from "./outcome.ts";

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

  it("answers a fault 503 with Retry-After while the database is out of reach, else the route's 500", async () => {
    const faults = new Hono();
    const logged: string[] = [];
    const log = (_line: object, msg: string) => logged.push(msg);
    faults.get("/down", (c) => sendFault(c, Object.assign(new Error("connect"), { code: "ECONNREFUSED" }), "Could not book.", log));
    faults.get("/bug", (c) => sendFault(c, new TypeError("oops"), "Could not book.", log));
    const down = await faults.request("/down");
    expect(down.status).toBe(503);
    expect(down.headers.get("Retry-After")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await down.json()).toEqual({ message: "Could not book.", errors: {} });
    const bug = await faults.request("/bug");
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ message: "Could not book.", errors: {} });
    expect(logged).toEqual(["Could not book.", "Could not book."]);
  });

  it("maps every error code to a 4xx or 503, never a 500", () => {
    for (const code of ERROR_CODES)
      expect(API_STATUS[code] === 503 || (API_STATUS[code] >= 400 && API_STATUS[code] < 500), code).toBe(true);
  });
});
