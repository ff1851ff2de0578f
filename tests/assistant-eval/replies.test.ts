/** The evaluation set's replies through the whole engine on the real services (tests/assistant-eval/replies.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInAssistant } from "../../server/test-assistant.ts";
import { type HttpTestApp, openHttpTestApp } from "../../server/test-http-app.ts";
import { EVAL_CLOCK } from "./evaluate.ts";
import { evaluateReplies, type ReplyMetrics } from "./replies.ts";

let t: HttpTestApp;
let metrics: ReplyMetrics;
const brief = (x: unknown) => JSON.stringify(x, null, 1).slice(0, 4000);

beforeAll(async () => {
  t = await openHttpTestApp({}, { now: EVAL_CLOCK });
  metrics = await evaluateReplies(builtInAssistant(t.services));
}, 180_000);

afterAll(() => t?.close());

describe("the assistant's replies over the evaluation set", () => {
  it("grounds every stated fact in the turn's tool results", () => {
    expect(metrics.groundedness, brief(metrics.failures.filter((f) => f.problem.startsWith("ungrounded")))).toBe(1);
  });

  it("leaks nothing", () => {
    expect(metrics.leaks, brief(metrics.failures.filter((f) => f.problem.startsWith("leak")))).toBe(0);
  });

  it("answers every dated question on the set's own day: no service refuses one of its dates as past", () => {
    expect(metrics.pastDates, brief(metrics.failures.filter((f) => f.problem.startsWith("past date")))).toBe(0);
  });

  it("says what each message must and nothing it must not", () => {
    expect(metrics.contentChecks, brief(metrics.failures.filter((f) => f.problem.startsWith("missing")))).toBe(1);
  });
});
