/**
 * The assistant with a language model (CHAT_LLM_*, decision 028): the built-in engine wrapped by the
 * model responder, whose tools are the application's read-only use cases — searches and look-ups,
 * never one that books, pays, cancels or sends. Without the settings the engine answers alone.
 */
import type { BookingsApplication } from "../core/application/bookings.ts";
import type { ContentApplication } from "../core/application/content.ts";
import type { FlightsApplication } from "../core/application/flights.ts";
import type { HotelsApplication } from "../core/application/hotels.ts";
import type { AnyUseCase } from "../core/application/use-case.ts";
import type { WeatherApplication } from "../core/application/weather.ts";
import type { Engine } from "../core/assistant/engine.ts";
import { createChatCompletions } from "../core/assistant/llm/chat-completions.ts";
import { createModelResponder } from "../core/assistant/llm/model-responder.ts";
import { createModelTools } from "../core/assistant/llm/tools.ts";
import type { ChatResponder } from "../core/assistant/responder.ts";
import type { Logger } from "../core/shared/logger.ts";
import type { ChatModelEnv } from "./env.ts";

export type ModelToolApps = {
  flightsApp: Pick<FlightsApplication, "search" | "fareCalendar" | "airlines">;
  hotelsApp: Pick<HotelsApplication, "search">;
  bookingsApp: Pick<BookingsApplication, "find">;
  weatherApp: Pick<WeatherApplication, "report" | "tidePredictions" | "tideOutlook">;
  contentApp: Pick<ContentApplication, "search">;
};

/** The use cases the model may call: each only reads (a booking's status needs its reference and last name, or its owner). */
export function assistantToolUseCases(apps: ModelToolApps): AnyUseCase[] {
  return [
    apps.flightsApp.search,
    apps.flightsApp.fareCalendar,
    apps.flightsApp.airlines,
    apps.hotelsApp.search,
    apps.bookingsApp.find,
    apps.weatherApp.report,
    apps.weatherApp.tidePredictions,
    apps.weatherApp.tideOutlook,
    apps.contentApp.search,
  ];
}

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
