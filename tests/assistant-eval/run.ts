/**
 * The whole evaluation in one call, for `npm run bench` (bench/assistant.ts): the understanding
 * metrics (evaluate.ts) and the replies of the built-in engine on the real services over a fresh
 * test database (replies.ts), with the figures the aims speak of (aims.ts).
 */
import { builtInAssistant } from "../../server/test-assistant.ts";
import { openHttpTestApp } from "../../server/test-http-app.ts";
import type { AssistantQuality } from "./aims.ts";
import { EVAL_CLOCK, evaluateUnderstanding, type UnderstandingMetrics } from "./evaluate.ts";
import { evaluateReplies, type ReplyMetrics } from "./replies.ts";

export type AssistantEvaluation = { quality: AssistantQuality; understanding: UnderstandingMetrics; replies: ReplyMetrics };

export async function evaluateAssistant(): Promise<AssistantEvaluation> {
  const understanding = evaluateUnderstanding();
  const t = await openHttpTestApp({}, { now: EVAL_CLOCK });
  try {
    const replies = await evaluateReplies(builtInAssistant(t.services));
    return {
      understanding,
      replies,
      quality: {
        intentAccuracy: understanding.intentAccuracy,
        slotF1: understanding.slotF1,
        multiTurnSuccess: understanding.multiTurnSuccess,
        groundedness: replies.groundedness,
        leaks: replies.leaks,
        contentChecks: replies.contentChecks,
      },
    };
  } finally {
    await t.close();
  }
}
