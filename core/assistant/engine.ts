/**
 * The built-in engine (issue 19): no network, no model. One turn: understand the message in the
 * conversation's context → ask one question with choices when a required detail is missing →
 * otherwise call the application services and build the reply from their results only.
 */
import type { ChatContext, ChatReply, ChatSlots, Understanding } from "../../contracts/assistant.ts";
import { answer } from "./answer/index.ts";
import type { AnswerDeps } from "./answer/deps.ts";
import { registerOf } from "./answer/wording.ts";
import type { ChatAnswer, ChatResponder, ChatTurn } from "./responder.ts";

export type Understand = (message: string, context: ChatContext, now: Date) => Understanding;
export type MissingSlots = (u: Understanding) => (keyof ChatSlots)[];

export type EngineDeps = AnswerDeps & {
  /** core/assistant/understand (until it lands, every message gets the greeting). */
  understand?: Understand;
  missingSlots?: MissingSlots;
};

export type EngineAnswer = ChatAnswer & { results: unknown[] };

const greet: Understand = () => ({ intent: "small_talk", slots: {}, confidence: 0 });

/** A responder that can also give the tool results behind a reply (the groundedness check, the language model). */
export type Engine = ChatResponder & { respondWithResults(turn: ChatTurn): Promise<EngineAnswer> };

export function createEngine(deps: EngineDeps): Engine {
  async function respondWithResults(turn: ChatTurn): Promise<EngineAnswer> {
    const understanding = (deps.understand ?? greet)(turn.message, turn.context, turn.now);
    const missing = deps.missingSlots?.(understanding) ?? [];
    const built = await answer(deps, {
      message: turn.message,
      understanding,
      missing,
      context: turn.context,
      caller: turn.caller,
      now: turn.now,
      register: registerOf(turn.message),
    });
    const reply: ChatReply = {
      text: built.text,
      intent: built.intent,
      slots: built.slots,
      cards: built.cards,
      links: built.links,
      source: "engine",
    };
    const context: ChatContext =
      built.intent === "clarify"
        ? { lastIntent: understanding.intent, slots: built.slots, ...(built.awaiting ? { awaiting: built.awaiting } : {}) }
        : { lastIntent: built.intent, slots: built.slots };
    // The traveller's own request counts as a source: a reply may restate their budget or dates.
    return { reply, context, results: [{ request: understanding.slots }, ...built.results] };
  }
  return {
    respondWithResults,
    async respond(turn) {
      const { reply, context } = await respondWithResults(turn);
      return { reply, context };
    },
  };
}
