/**
 * The whole evaluation in one call, for `npm run bench` (bench/assistant.ts): the understanding
 * metrics (evaluate.ts) and the replies of the built-in engine on the real services over a fresh
 * test database (replies.ts), with the figures the aims speak of (aims.ts).
 */
import type { Engine } from "../../core/assistant/engine.ts";
import { createAssistant } from "../../server/assistant.ts";
import type { Services } from "../../server/services.ts";
import { openHttpTestApp } from "../../server/test-http-app.ts";
import type { AssistantQuality } from "./aims.ts";
import { EVAL_CLOCK, evaluateUnderstanding, type UnderstandingMetrics } from "./evaluate.ts";
import { evaluateReplies, type ReplyMetrics } from "./replies.ts";

/** The built-in engine (never the model) over the app's services, as server/services.ts builds it. */
export function evaluationEngine(s: Services): Engine {
  return createAssistant({
    flightsApp: s.flightsApp,
    bookingsApp: s.bookingsApp,
    postTicketingApp: s.postTicketingApp,
    hotelsApp: s.hotelsApp,
    weatherApp: s.weatherApp,
    contentApp: s.contentApp,
    contactApp: s.contactApp,
    itineraries: s.itineraries,
  });
}

export type AssistantEvaluation = { quality: AssistantQuality; understanding: UnderstandingMetrics; replies: ReplyMetrics };

export async function evaluateAssistant(): Promise<AssistantEvaluation> {
  const understanding = evaluateUnderstanding();
  const t = await openHttpTestApp({}, { now: EVAL_CLOCK });
  try {
    const replies = await evaluateReplies(evaluationEngine(t.services));
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
