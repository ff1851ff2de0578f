/**
 * The assistant with a language model (CHAT_LLM_*, decision 028): the built-in engine wrapped by the
 * model responder, whose tools are the application's read-only use cases (assistant/llm/tool-list.ts):
 * searches, look-ups and quotes, never one that books, pays, cancels or sends. Without the settings the
 * engine answers alone.
 */
import type { Engine } from "../assistant/engine.ts";
import { createChatCompletions } from "../assistant/llm/chat-completions.ts";
import { createModelResponder } from "../assistant/llm/model-responder.ts";
import { assistantToolUseCases, type ModelToolApps } from "../assistant/llm/tool-list.ts";
import { createModelTools } from "../assistant/llm/tools.ts";
import type { ChatResponder } from "../core/application/chat-responder.ts";
import type { Logger } from "../core/shared/logger.ts";
import type { ChatModelEnv } from "./env.ts";

/** The engine alone, or wrapped by the model when CHAT_LLM_BASE_URL and CHAT_LLM_MODEL are set. */
export function withAssistantModel(engine: Engine, apps: ModelToolApps, model: ChatModelEnv | null, logger: Logger): ChatResponder {
  if (!model) return engine;
  return createModelResponder({
    engine,
    model: createChatCompletions({ baseUrl: model.baseUrl, model: model.model, apiKey: model.apiKey }),
    tools: createModelTools(assistantToolUseCases(apps)),
    timeoutMs: model.timeoutMs,
    logger,
  });
}
