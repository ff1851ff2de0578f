/**
 * The seam between the chat service (conversations, identity, limits, streaming: chat-service.ts,
 * server/api/chat.ts) and whatever writes the replies: the built-in engine (engine.ts), or a language
 * model checked against the engine's tool results. The chat service never knows which.
 */
import type { Caller } from "../../contracts/application.ts";
import type { ChatContext, ChatReply } from "../../contracts/assistant.ts";

export type ChatHistoryEntry = { role: "user" | "assistant"; text: string };

export type ChatTurn = {
  message: string;
  /** What the conversation carried from its previous turn (stored with the conversation). */
  context: ChatContext;
  /** The conversation's earlier messages, oldest first (the last few only). */
  history: readonly ChatHistoryEntry[];
  /** Who asks: booking look-ups use it (the signed-in owner), never the widget's userId. */
  caller: Caller;
  now: Date;
};

export type ChatAnswer = { reply: ChatReply; context: ChatContext };

export type ChatResponder = {
  respond(turn: ChatTurn): Promise<ChatAnswer>;
};
