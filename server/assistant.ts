/**
 * The travel assistant's built-in engine (core/assistant/engine.ts), composed from the application
 * services and the sourced tables the pages keep: safety advisories and wind signals
 * (contracts/safety-advisories.ts, contracts/typhoon-signals.ts), and the travel guides' suggested days
 * (content/circuits) for the itinerary planner.
 */
import { GUIDE_CONTENT } from "../content/circuits/index.ts";
import { CIRCUITS } from "../contracts/circuits.ts";
import { currentAdvisories } from "../contracts/safety-advisories.ts";
import { FERRY_RULE, WIND_SIGNALS } from "../contracts/typhoon-signals.ts";
import type { BookingsApplication } from "../core/application/bookings.ts";
import type { ContactApplication } from "../core/application/contact.ts";
import type { ContentApplication } from "../core/application/content.ts";
import type { FlightsApplication } from "../core/application/flights.ts";
import type { HotelsApplication } from "../core/application/hotels.ts";
import { createTransportApplication } from "../core/application/transport.ts";
import { createTravelApplication } from "../core/application/travel.ts";
import type { WeatherApplication } from "../core/application/weather.ts";
import { createEngine, type Engine, type Understand } from "../core/assistant/engine.ts";
import type { ItineraryService } from "../core/itinerary/itinerary-service.ts";
import { createItineraryPlanner } from "../core/itinerary/planner-deps.ts";

export type AssistantDeps = {
  flightsApp: FlightsApplication;
  bookingsApp: BookingsApplication;
  hotelsApp: HotelsApplication;
  weatherApp: WeatherApplication;
  contentApp: ContentApplication;
  contactApp: ContactApplication;
  itineraries: ItineraryService;
  /** The understanding step (default: the engine's own). */
  understand?: Understand;
};

export function createAssistant(deps: AssistantDeps): Engine {
  const planner = createItineraryPlanner(
    CIRCUITS.map((c) => ({ slug: c.slug, name: c.name, days: GUIDE_CONTENT.find((g) => g.slug === c.slug)?.days ?? [] })),
  );
  return createEngine({
    flights: deps.flightsApp,
    bookings: deps.bookingsApp,
    hotels: deps.hotelsApp,
    weather: deps.weatherApp,
    content: deps.contentApp,
    contact: deps.contactApp,
    travel: createTravelApplication({ itineraries: deps.itineraries, planner }),
    transport: createTransportApplication(),
    ...(deps.understand ? { understand: deps.understand } : {}),
    safety: { advisories: (now) => currentAdvisories(now), signals: WIND_SIGNALS, ferryRule: FERRY_RULE },
  });
}
