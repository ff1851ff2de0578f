import { describe, expect, it } from "vitest";
import { ASSISTANT_AIMS, type AssistantQuality, latencyPass, percent, qualityRows } from "./aims.ts";

/** Every figure exactly at its aim (the aims themselves; the reply latency is not one of the figures). */
const atAims: AssistantQuality = ASSISTANT_AIMS;

describe("the assistant's aims as the bench prints them", () => {
  it("passes every figure exactly at its aim", () => {
    const rows = qualityRows(atAims);
    expect(rows.map((r) => [r.metric, r.shown, r.aim, r.pass])).toEqual([
      ["intent accuracy", "95.0%", "≥ 95.0%", true],
      ["slot F1", "0.930", "≥ 0.93", true],
      ["multi-turn success", "85.0%", "≥ 85.0%", true],
      ["groundedness (replies with every fact grounded)", "100.0%", "100%", true],
      ["leaks", "0", "0", true],
      ["must / must-not contain", "100.0%", "100%", true],
    ]);
  });

  it("fails a figure just short of its aim, and one leak", () => {
    const rows = qualityRows({
      intentAccuracy: 0.949,
      slotF1: 0.9299,
      multiTurnSuccess: 0.84,
      groundedness: 299 / 300,
      leaks: 1,
      contentChecks: 0.99,
    });
    expect(rows.every((r) => !r.pass)).toBe(true);
    // One ungrounded reply in 300 is not shown as 100 %.
    expect(rows[3]?.shown).toBe("99.6%");
  });

  it("fails a figure that could not be computed", () => {
    expect(qualityRows({ ...atAims, slotF1: Number.NaN })[1]).toMatchObject({ shown: "-", pass: false });
  });

  it("never rounds a share up to a whole", () => {
    expect(percent(0.9999)).toBe("99.9%");
    expect(percent(0.965)).toBe("96.5%");
    expect(percent(1)).toBe("100.0%");
  });

  it("holds the reply latency to p95 ≤ 150 ms with nothing failed", () => {
    expect(latencyPass({ sent: 200, failed: 0, latencyMs: { p95: 150 } })).toBe(true);
    expect(latencyPass({ sent: 200, failed: 0, latencyMs: { p95: 151 } })).toBe(false);
    expect(latencyPass({ sent: 200, failed: 1, latencyMs: { p95: 20 } })).toBe(false);
    expect(latencyPass({ sent: 0, failed: 0, latencyMs: { p95: 0 } })).toBe(false);
  });
});
