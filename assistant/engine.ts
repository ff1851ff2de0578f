/**
 * The built-in engine (issue 19): no network, no model. One turn: understand the message in the
 * conversation's context → ask one question with choices when a required detail is missing →
 * otherwise call the application services and build the reply from their results only.
 */
import { remember } from "./understand/memory.ts";
import type { ChatContext, ChatReply, ChatSlots, Understanding } from "../contracts/assistant.ts";
import { answer } from "./answer/index.ts";
import type { AnswerDeps } from "./answer/deps.ts";
import { pickable, pickShown } from "./answer/picked.ts";
import { registerOf } from "./answer/wording.ts";
import type { ChatAnswer, ChatResponder, ChatTurn } from "../core/application/chat-responder.ts";
import { missingSlots as understoodMissing, understand as understandMessage } from "./understand/understand.ts";

export type Understand = (message: string, context: ChatContext, now: Date) => Understanding;
export type MissingSlots = (u: Understanding) => (keyof ChatSlots)[];

export type EngineDeps = AnswerDeps & {
  /** The understanding step (default: assistant/understand). */
  understand?: Understand;
  missingSlots?: MissingSlots;
};

export type EngineAnswer = ChatAnswer & { results: unknown[] };

/** Replies that leave the conversation's context as it was (a "thanks" between two searches). */
const KEEPS_CONTEXT = new Set(["small_talk", "out_of_scope", "contact"]);

/** A responder that can also give the tool results behind a reply (the groundedness check, the language model). */
export type Engine = ChatResponder & { respondWithResults(turn: ChatTurn): Promise<EngineAnswer> };

export function createEngine(deps: EngineDeps): Engine {
  async function respondWithResults(turn: ChatTurn): Promise<EngineAnswer> {
    // "The second one": a hotel or flight the last reply showed, named from its card; nothing is searched again.
    const picked = pickShown(turn.message, turn.context, registerOf(turn.message));
    if (picked) {
      const reply: ChatReply = {
        text: picked.text,
        intent: picked.intent,
        slots: picked.slots,
        cards: picked.cards,
        links: picked.links,
        source: "engine",
      };
      return { reply, context: turn.context, results: picked.results };
    }
    const understanding = (deps.understand ?? understandMessage)(turn.message, turn.context, turn.now);
    const missing = (deps.missingSlots ?? (deps.understand ? () => [] : understoodMissing))(understanding);
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
    const kept = KEEPS_CONTEXT.has(built.intent);
    const memory = kept ? turn.context.memory : remember(turn.context.memory, built.slots, built.intent);
    const context: ChatContext = {
      ...(built.intent === "clarify"
        ? { lastIntent: understanding.intent, slots: built.slots, ...(built.awaiting ? { awaiting: built.awaiting } : {}) }
        : kept
          ? {
              ...(turn.context.lastIntent ? { lastIntent: turn.context.lastIntent } : {}),
              ...(turn.context.slots ? { slots: turn.context.slots } : {}),
            }
          : { lastIntent: built.intent, slots: built.slots }),
      ...(memory && Object.keys(memory).length > 0 ? { memory } : {}),
    };
    // What this reply showed, for "the second one" next; a reply that keeps the context keeps the list too.
    const shown = kept ? turn.context.shown : pickable(built.cards);
    if (shown && shown.length > 0) context.shown = shown;
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
