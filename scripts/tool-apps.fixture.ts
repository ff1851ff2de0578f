/**
 * The application services with no dependencies behind them, for tests that only read their use cases'
 * names, summaries and input schemas (the model's tool list): running one would fail.
 */
import { createBookingsApplication } from "../core/application/bookings.ts";
import { createContentApplication } from "../core/application/content.ts";
import { createFlightsApplication } from "../core/application/flights.ts";
import { createHotelsApplication } from "../core/application/hotels.ts";
import { createPostTicketingApplication } from "../core/application/post-ticketing.ts";
import { createSafetyApplication } from "../core/application/safety.ts";
import { createTransportApplication } from "../core/application/transport.ts";
import { createTravelApplication } from "../core/application/travel.ts";
import { createTravelInfoApplication } from "../core/application/travel-info.ts";
import { createWeatherApplication } from "../core/application/weather.ts";
import type { ModelToolApps } from "../assistant/llm/tool-list.ts";

const nothing = {} as never;

export function createToolApps(): ModelToolApps {
  return {
    flightsApp: createFlightsApplication(nothing),
    hotelsApp: createHotelsApplication(nothing),
    bookingsApp: createBookingsApplication(nothing),
    postTicketingApp: createPostTicketingApplication(nothing),
    weatherApp: createWeatherApplication(nothing),
    contentApp: createContentApplication(nothing),
    transportApp: createTransportApplication(),
    travelApp: createTravelApplication(nothing),
    travelInfoApp: createTravelInfoApplication(),
    safetyApp: createSafetyApplication({ now: () => new Date() }),
  };
}
