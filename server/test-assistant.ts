/**
 * The assistant's built-in engine (never the model) over a test app's services, as the integration tests
 * and the assistant's evaluations (tests/assistant-eval) build it: the application services it answers
 * from, the itinerary store for the planner, and, for tests that script it, the understanding step.
 */
import type { Engine, Understand } from "../assistant/engine.ts";
import { createAssistant } from "./assistant.ts";
import type { Services } from "./services.ts";

export function builtInAssistant(s: Services, understand?: Understand): Engine {
  return createAssistant({
    flightsApp: s.flightsApp,
    bookingsApp: s.bookingsApp,
    postTicketingApp: s.postTicketingApp,
    hotelsApp: s.hotelsApp,
    weatherApp: s.weatherApp,
    contentApp: s.contentApp,
    contactApp: s.contactApp,
    itineraries: s.itineraries,
    ...(understand ? { understand } : {}),
  });
}
