import { describe, expect, it } from "vitest";
import { judgeSession, REMEMBERED_ABSOLUTE_MS, REMEMBERED_IDLE_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session-policy.ts";

const t0 = new Date("2026-11-22T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

describe("session timeouts", () => {
  const fresh = { createdAt: t0, lastSeenAt: t0, expiresAt: at(REMEMBERED_ABSOLUTE_MS), remember: false };

  it("a session unused for 30 minutes ends; one used recently goes on", () => {
    expect(SESSION_IDLE_MS).toBe(30 * MIN);
    expect(judgeSession(fresh, at(29 * MIN))).toEqual({ state: "active", touch: true });
    expect(judgeSession(fresh, at(30 * MIN))).toEqual({ state: "ended", reason: "idle" });
    expect(judgeSession({ ...fresh, lastSeenAt: at(25 * MIN) }, at(50 * MIN)).state).toBe("active");
  });

  it("activity is written at most once a minute", () => {
    expect(judgeSession(fresh, at(59_000))).toEqual({ state: "active", touch: false });
    expect(judgeSession(fresh, at(60_000))).toEqual({ state: "active", touch: true });
  });

  it("however busy, a session ends 12 hours after sign-in", () => {
    const busy = { ...fresh, lastSeenAt: at(SESSION_ABSOLUTE_MS - MIN) };
    expect(judgeSession(busy, at(SESSION_ABSOLUTE_MS - 1)).state).toBe("active");
    expect(judgeSession(busy, at(SESSION_ABSOLUTE_MS))).toEqual({ state: "ended", reason: "absolute" });
  });

  it("a remembered session survives a long pause but not the remember-me period", () => {
    const remembered = { ...fresh, remember: true };
    expect(judgeSession(remembered, at(3 * 24 * 60 * MIN)).state).toBe("active");
    expect(judgeSession(remembered, at(REMEMBERED_IDLE_MS))).toEqual({ state: "ended", reason: "idle" });
    const busy = { ...remembered, lastSeenAt: at(REMEMBERED_ABSOLUTE_MS - 10 * MIN), expiresAt: at(REMEMBERED_ABSOLUTE_MS * 2) };
    expect(judgeSession(busy, at(REMEMBERED_ABSOLUTE_MS))).toEqual({ state: "ended", reason: "absolute" });
  });

  it("the stored expiry always wins", () => {
    expect(judgeSession({ ...fresh, expiresAt: at(MIN) }, at(MIN))).toEqual({ state: "ended", reason: "expired" });
  });
});
