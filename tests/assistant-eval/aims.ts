/**
 * The assistant's aims (issue 19, "Done when") and the check of measured figures against them, for
 * `npm run bench` (bench/assistant.ts) to print beside each figure. Pure: no engine, no I/O.
 *
 * intent accuracy ≥ 95 %, slot F1 ≥ 0.93, multi-turn success ≥ 85 %, every stated fact grounded
 * (100 %), 0 leaks, and the built-in reply's p95 over HTTP ≤ 150 ms. The replies' must / must-not
 * checks of the evaluation set are held to 100 % too (replies.test.ts asserts them).
 */

export const ASSISTANT_AIMS = {
  intentAccuracy: 0.95,
  slotF1: 0.93,
  multiTurnSuccess: 0.85,
  groundedness: 1,
  leaks: 0,
  contentChecks: 1,
  replyP95Ms: 150,
} as const;

/** The evaluation's figures the aims speak of (evaluateUnderstanding() and evaluateReplies()). */
export type AssistantQuality = {
  intentAccuracy: number;
  slotF1: number;
  multiTurnSuccess: number;
  groundedness: number;
  leaks: number;
  contentChecks: number;
};

export type AimRow = {
  metric: string;
  value: number;
  /** The value as printed. */
  shown: string;
  /** The aim as printed. */
  aim: string;
  pass: boolean;
};

/** A share as a percentage with one decimal, never rounded up to 100.0 % when it is not all. */
export function percent(share: number): string {
  const tenths = Math.floor(share * 1000 + 1e-9);
  return `${(tenths / 10).toFixed(1)}%`;
}

export function qualityRows(q: AssistantQuality): AimRow[] {
  const a = ASSISTANT_AIMS;
  const atLeast = (metric: string, value: number, aim: number, shown: string, aimShown: string): AimRow => ({
    metric,
    value,
    shown,
    aim: aimShown,
    pass: Number.isFinite(value) && value >= aim,
  });
  return [
    atLeast("intent accuracy", q.intentAccuracy, a.intentAccuracy, percent(q.intentAccuracy), `≥ ${percent(a.intentAccuracy)}`),
    atLeast("slot F1", q.slotF1, a.slotF1, Number.isFinite(q.slotF1) ? q.slotF1.toFixed(3) : "-", `≥ ${a.slotF1.toFixed(2)}`),
    atLeast("multi-turn success", q.multiTurnSuccess, a.multiTurnSuccess, percent(q.multiTurnSuccess), `≥ ${percent(a.multiTurnSuccess)}`),
    atLeast("groundedness (replies with every fact grounded)", q.groundedness, a.groundedness, percent(q.groundedness), "100%"),
    { metric: "leaks", value: q.leaks, shown: String(q.leaks), aim: String(a.leaks), pass: q.leaks <= a.leaks },
    atLeast("must / must-not contain", q.contentChecks, a.contentChecks, percent(q.contentChecks), "100%"),
  ];
}

/** The reply-latency aim: every request answered, and p95 within the aim. */
export function latencyPass(run: { sent: number; failed: number; latencyMs: { p95: number } }): boolean {
  return run.sent > 0 && run.failed === 0 && run.latencyMs.p95 <= ASSISTANT_AIMS.replyP95Ms;
}
