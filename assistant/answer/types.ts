/**
 * What one answer is made of: the reply's parts, and every tool result it was built from (the
 * groundedness checker, assistant/grounded.ts, holds the text to those results).
 */
import type { Caller } from "../../contracts/application.ts";
import type { ChatCard, ChatContext, ChatIntent, ChatLink, ChatSlots, Understanding } from "../../contracts/assistant.ts";

/** The reply's language register: plain English, or English with a few Tagalog words for a Taglish message. */
export type Register = "en" | "taglish";

export type AnswerTurn = {
  message: string;
  understanding: Understanding;
  /** Required slots the understanding lacks (the engine asks for the first). */
  missing: (keyof ChatSlots)[];
  context: ChatContext;
  caller: Caller;
  now: Date;
  register: Register;
};

export type Answer = {
  intent: ChatIntent;
  text: string;
  cards: ChatCard[];
  links: ChatLink[];
  /** The slots the reply used (kept in the conversation's context for follow-ups). */
  slots: ChatSlots;
  /** Every service result the reply was built from, as the services answered them. */
  results: unknown[];
  /** The slot a question asked for (clarify only). */
  awaiting?: keyof ChatSlots;
};
