/**
 * The travel assistant's built-in engine (assistant/engine.ts), composed from the application
 * services alone: every domain it answers about is a use case it calls through `invoke`.
 * server/services.ts hands in its own instances (the pages share them); tests may leave out the
 * ones without state (transport, safety, the travel facts) and give the itinerary store instead of
 * the travel application.
 */
import type { BookingsApplication } from "../core/application/bookings.ts";
import type { ContactApplication } from "../core/application/contact.ts";
import type { ContentApplication } from "../core/application/content.ts";
import type { FlightsApplication } from "../core/application/flights.ts";
import type { HotelsApplication } from "../core/application/hotels.ts";
import type { LocationApplication } from "../core/application/location.ts";
import type { PostTicketingApplication } from "../core/application/post-ticketing.ts";
import { createSafetyApplication, type SafetyApplication } from "../core/application/safety.ts";
import { createTransportApplication, type TransportApplication } from "../core/application/transport.ts";
import { createTravelApplication, type TravelApplication } from "../core/application/travel.ts";
import { createTravelInfoApplication, type TravelInfoApplication } from "../core/application/travel-info.ts";
import type { WeatherApplication } from "../core/application/weather.ts";
import { createEngine, type Engine, type Understand } from "../assistant/engine.ts";
import type { ItineraryService } from "../core/itinerary/itinerary-service.ts";

export type AssistantDeps = {
  flightsApp: FlightsApplication;
  bookingsApp: BookingsApplication;
  hotelsApp: HotelsApplication;
  weatherApp: WeatherApplication;
  contentApp: ContentApplication;
  contactApp: ContactApplication;
  /** A flight booking's requests (a booking's status says what is in process and what came back). */
  postTicketingApp?: PostTicketingApplication;
  /** The itinerary planner (services.travelApp), or the store to compose one over. */
  travelApp?: TravelApplication;
  itineraries?: ItineraryService;
  transportApp?: TransportApplication;
  safetyApp?: SafetyApplication;
  travelInfoApp?: TravelInfoApplication;
  /** Where the caller is, as the site knows it from their internet address (a default origin to offer). */
  locationApp?: Pick<LocationApplication, "ipLookup">;
  /** The understanding step (default: the engine's own). */
  understand?: Understand;
};

export function createAssistant(deps: AssistantDeps): Engine {
  const travel = deps.travelApp ?? (deps.itineraries ? createTravelApplication({ itineraries: deps.itineraries }) : undefined);
  return createEngine({
    flights: deps.flightsApp,
    bookings: deps.bookingsApp,
    hotels: deps.hotelsApp,
    weather: deps.weatherApp,
    content: deps.contentApp,
    contact: deps.contactApp,
    ...(deps.postTicketingApp ? { postTicketing: deps.postTicketingApp } : {}),
    ...(travel ? { travel } : {}),
    transport: deps.transportApp ?? createTransportApplication(),
    safety: deps.safetyApp ?? createSafetyApplication({ now: () => new Date() }),
    travelInfo: deps.travelInfoApp ?? createTravelInfoApplication(),
    ...(deps.locationApp ? { location: deps.locationApp } : {}),
    ...(deps.understand ? { understand: deps.understand } : {}),
  });
}
