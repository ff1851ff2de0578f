/**
 * The use cases the language model may call as tools: every read-only use case of every domain the
 * assistant answers about — searches, look-ups and quotes, never one that books, pays, cancels, files
 * a request or sends a message (the contact form stays a link the traveller opens). A booking's
 * status and its quotes need its reference and last name, or its owner, like the pages.
 */
import type { BookingsApplication } from "../../core/application/bookings.ts";
import type { ContentApplication } from "../../core/application/content.ts";
import type { FlightsApplication } from "../../core/application/flights.ts";
import type { HotelsApplication } from "../../core/application/hotels.ts";
import type { PostTicketingApplication } from "../../core/application/post-ticketing.ts";
import type { SafetyApplication } from "../../core/application/safety.ts";
import type { TransportApplication } from "../../core/application/transport.ts";
import type { TravelApplication } from "../../core/application/travel.ts";
import type { TravelInfoApplication } from "../../core/application/travel-info.ts";
import type { AnyUseCase } from "../../core/application/use-case.ts";
import type { WeatherApplication } from "../../core/application/weather.ts";

export type ModelToolApps = {
  flightsApp: Pick<FlightsApplication, "search" | "fareCalendar" | "airlines" | "fareFamilies" | "fareRules">;
  hotelsApp: Pick<HotelsApplication, "search" | "details" | "rates">;
  bookingsApp: Pick<BookingsApplication, "find">;
  postTicketingApp: Pick<PostTicketingApplication, "quoteVoid" | "quoteRefund" | "quoteReissue">;
  weatherApp: Pick<WeatherApplication, "report" | "tidePredictions" | "tideOutlook">;
  contentApp: Pick<ContentApplication, "search" | "guides" | "guide" | "posts" | "post">;
  transportApp: Pick<TransportApplication, "route">;
  travelApp: Pick<TravelApplication, "plan">;
  travelInfoApp: Pick<TravelInfoApplication, "fees" | "formalities">;
  safetyApp: Pick<SafetyApplication, "advisories" | "signals">;
};

export function assistantToolUseCases(apps: ModelToolApps): AnyUseCase[] {
  const { flightsApp, hotelsApp, postTicketingApp, weatherApp, contentApp } = apps;
  return [
    flightsApp.search,
    flightsApp.fareCalendar,
    flightsApp.airlines,
    flightsApp.fareFamilies,
    flightsApp.fareRules,
    hotelsApp.search,
    hotelsApp.details,
    hotelsApp.rates,
    apps.bookingsApp.find,
    postTicketingApp.quoteVoid,
    postTicketingApp.quoteRefund,
    postTicketingApp.quoteReissue,
    weatherApp.report,
    weatherApp.tidePredictions,
    weatherApp.tideOutlook,
    contentApp.search,
    contentApp.guides,
    contentApp.guide,
    contentApp.posts,
    contentApp.post,
    apps.transportApp.route,
    apps.travelApp.plan,
    apps.travelInfoApp.fees,
    apps.travelInfoApp.formalities,
    apps.safetyApp.advisories,
    apps.safetyApp.signals,
  ];
}
