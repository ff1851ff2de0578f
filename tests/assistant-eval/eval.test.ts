import { describe, expect, it } from "vitest";
import { EVAL_ATTACKS, EVAL_CONVERSATIONS, EVAL_MESSAGES, evaluateUnderstanding } from "./evaluate.ts";

const metrics = evaluateUnderstanding();
const brief = (x: unknown) => JSON.stringify(x, null, 1).slice(0, 4000);

describe("the assistant's evaluation set", () => {
  it("is as large and as mixed as issue 19 asks", () => {
    const m = EVAL_MESSAGES.messages;
    expect(m.length).toBeGreaterThanOrEqual(150);
    expect(m.filter((x) => x.tags.includes("tl")).length / m.length).toBeGreaterThanOrEqual(0.4);
    expect(m.filter((x) => x.tags.includes("typo")).length / m.length).toBeGreaterThanOrEqual(0.15);
    expect(EVAL_CONVERSATIONS.conversations.length).toBeGreaterThanOrEqual(25);
    expect(EVAL_ATTACKS.attacks.length).toBeGreaterThanOrEqual(50);
    expect(new Set(m.map((x) => x.id)).size).toBe(m.length);
  });
});

describe("understanding (built-in engine)", () => {
  it("gets the intent of at least 95% of single messages", () => {
    expect(
      metrics.intentAccuracy,
      brief(metrics.failures.messages.filter((f) => f.got.intent !== f.expected.intent)),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it("fills slots with an F1 of at least 0.93", () => {
    expect(metrics.slotF1, brief(metrics.failures.messages)).toBeGreaterThanOrEqual(0.93);
  });

  it("keeps the context of a conversation in at least 85% of turns", () => {
    expect(metrics.multiTurnSuccess, brief(metrics.failures.turns)).toBeGreaterThanOrEqual(0.85);
  });

  it("does nearly as well on held-out messages it was not shaped by", () => {
    expect(metrics.holdout.intentAccuracy, brief(metrics.failures.holdout)).toBeGreaterThanOrEqual(0.9);
    expect(metrics.holdout.slotF1, brief(metrics.failures.holdout)).toBeGreaterThanOrEqual(0.9);
  });

  it("reads every attack as something harmless and never throws", () => {
    expect(metrics.failures.attacks).toEqual([]);
  });

  it("is fast: p95 under 20 ms of CPU per message", () => {
    expect(metrics.perMessageMs.p95).toBeLessThan(20);
  });
});
