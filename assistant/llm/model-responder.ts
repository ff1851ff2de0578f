/**
 * The assistant with a language model (decision 028): the built-in engine answers every turn first —
 * its understanding gives the intent and slots, its answer the cards and links — then the model writes
 * the wording, choosing tools among the application's read-only use cases (at most three rounds). The
 * model's text replaces the engine's only if it passes the checks: every amount, time, date, flight
 * number, hotel name and reference it states appears in this turn's tool results (the groundedness
 * checker), no link, no repeated instructions, not empty or long. On any failure — an HTTP error, a bad
 * body, the deadline — the engine's answer stands, at once: one deadline, no retries.
 */
import { type Logger, silentLogger } from "../../core/shared/logger.ts";
import type { Engine, EngineAnswer } from "../engine.ts";
import { ungroundedFacts } from "../grounded.ts";
import type { ChatAnswer, ChatResponder, ChatTurn } from "../../core/application/chat-responder.ts";
import type { ChatCompletions } from "./chat-completions.ts";
import { conversationOf, repeatsInstructions } from "./instructions.ts";
import type { ModelTools, ToolRun } from "./tools.ts";
import { ModelError, type WireMessage } from "./wire.ts";

export const MAX_TOOL_ROUNDS = 3;
const MAX_CALLS_PER_ROUND = 4;
const MAX_REPLY_CHARS = 1200;

export type ModelResponderDeps = {
  engine: Engine;
  model: ChatCompletions;
  tools: ModelTools;
  /** One deadline for the model's whole turn, tool rounds included (CHAT_LLM_TIMEOUT_MS). */
  timeoutMs: number;
  logger?: Logger;
};

type Written = { text: string; results: unknown[]; toolCalls: number; refusedCalls: number };

export function createModelResponder(deps: ModelResponderDeps): ChatResponder {
  const logger = deps.logger ?? silentLogger;
  return {
    async respond(turn) {
      const engine = await deps.engine.respondWithResults(turn);
      if (engine.reply.intent === "clarify") {
        // The engine asks one question with choices: its own words match its choices.
        logger.info({ assistant: "engine", reason: "clarify" }, "assistant reply");
        return answerOf(engine);
      }
      const started = Date.now();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new ModelError("timeout")), deps.timeoutMs);
      try {
        const written = await untilAborted(write(deps, turn, controller.signal), controller.signal);
        const problem = checkReply(written.text, [...engine.results, ...written.results]);
        const ms = Date.now() - started;
        const calls = { toolCalls: written.toolCalls, refusedCalls: written.refusedCalls };
        if (problem) {
          logger.warn({ assistant: "engine", reason: problem.reason, ...problem.detail, ...calls, ms }, "assistant model fell back");
          return answerOf(engine);
        }
        logger.info({ assistant: "llm", ...calls, ms }, "assistant reply");
        return { reply: { ...engine.reply, text: written.text, source: "llm" }, context: engine.context };
      } catch (error) {
        logger.warn({ assistant: "engine", reason: reasonOf(error), ms: Date.now() - started }, "assistant model fell back");
        return answerOf(engine);
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}

const answerOf = ({ reply, context }: EngineAnswer): ChatAnswer => ({ reply, context });

async function write(deps: ModelResponderDeps, turn: ChatTurn, signal: AbortSignal): Promise<Written> {
  const messages: WireMessage[] = conversationOf(turn);
  const written: Written = { text: "", results: [], toolCalls: 0, refusedCalls: 0 };
  for (let round = 0; ; round++) {
    const last = round === MAX_TOOL_ROUNDS;
    const message = await deps.model.complete({ messages, tools: deps.tools.definitions, toolChoice: last ? "none" : "auto", signal });
    if (message.toolCalls.length === 0) return { ...written, text: message.content.trim() };
    if (last) throw new ModelError("too_many_tool_rounds");
    messages.push({ role: "assistant", content: message.content || null, tool_calls: message.toolCalls });
    const runs: ToolRun[] = await Promise.all(
      message.toolCalls.map((call, i) =>
        i < MAX_CALLS_PER_ROUND
          ? deps.tools.run(call, turn.caller)
          : { content: JSON.stringify({ error: { message: "Too many tool calls at once." } }), failure: "refused" as const },
      ),
    );
    runs.forEach((run, i) => {
      messages.push({ role: "tool", tool_call_id: message.toolCalls[i].id, content: run.content });
      written.toolCalls++;
      if (run.failure) written.refusedCalls++;
      if (run.value !== undefined) written.results.push(run.value);
    });
  }
}

type Problem = { reason: string; detail?: Record<string, unknown> };

/** Why the model's text cannot be the reply, or null when it can. Log details name kinds, never text. */
export function checkReply(text: string, results: readonly unknown[]): Problem | null {
  if (!text) return { reason: "empty" };
  if (text.length > MAX_REPLY_CHARS) return { reason: "too_long" };
  if (/:\/\/|\bwww\./i.test(text)) return { reason: "link" };
  if (repeatsInstructions(text)) return { reason: "instructions" };
  const ungrounded = ungroundedFacts(text, results);
  if (ungrounded.length) return { reason: "ungrounded", detail: { ungrounded: [...new Set(ungrounded.map((f) => f.kind))] } };
  return null;
}

function reasonOf(error: unknown): string {
  if (error instanceof ModelError) return error.reason;
  const name = (error as Error)?.name;
  if (name === "AbortError" || name === "TimeoutError") return "timeout";
  if (name === "TypeError") return "network";
  return `error:${typeof name === "string" ? name.slice(0, 40) : "unknown"}`;
}

/** The promise, or the signal's reason as soon as it aborts (a tool that does not listen cannot stall the reply). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => {});
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
