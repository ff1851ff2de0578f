/**
 * What the answering part of the built-in engine calls: the application services' use cases, always
 * through `invoke` (scripts/architecture.test.ts keeps assistant/answer from reading a domain any
 * other way). Optional parts are answered with a link when absent.
 */
import type { LocationApplication } from "../../core/application/location.ts";
import type { BookingsApplication } from "../../core/application/bookings.ts";
import type { ContactApplication } from "../../core/application/contact.ts";
import type { ContentApplication } from "../../core/application/content.ts";
import type { FlightsApplication } from "../../core/application/flights.ts";
import type { HotelsApplication } from "../../core/application/hotels.ts";
import type { PostTicketingApplication } from "../../core/application/post-ticketing.ts";
import type { SafetyApplication } from "../../core/application/safety.ts";
import type { TransportApplication } from "../../core/application/transport.ts";
import type { TravelApplication } from "../../core/application/travel.ts";
import type { TravelInfoApplication } from "../../core/application/travel-info.ts";
import type { WeatherApplication } from "../../core/application/weather.ts";

export type AnswerDeps = {
  flights: Pick<FlightsApplication, "search" | "fareCalendar" | "airlines" | "fareFamilies" | "extraServices">;
  /** A booking's status and what can be done next (booking_status, manage_booking). */
  bookings?: Pick<BookingsApplication, "find" | "trips">;
  /** A flight booking's void, refund and date change requests: those in process, and the money they gave back. */
  postTicketing?: Pick<PostTicketingApplication, "requests">;
  hotels: Pick<HotelsApplication, "search" | "booking">;
  /** The tide outlook (optional) says how well the nearest station stands for a destination (far, another sea). */
  weather: Pick<WeatherApplication, "report" | "tidePredictions"> & Partial<Pick<WeatherApplication, "tideOutlook">>;
  content: Pick<ContentApplication, "search" | "guide" | "guides">;
  contact?: Pick<ContactApplication, "submit">;
  travel?: Pick<TravelApplication, "plan">;
  /** The fastest way between two places (transport_info). */
  transport?: Pick<TransportApplication, "route">;
  /** The advisories in force and the wind signals (safety_info). */
  safety?: Pick<SafetyApplication, "advisories" | "signals" | "emergencyNumbers">;
  /** Travel tax, terminal and destination fees, eTravel (fees_info). */
  travelInfo?: Pick<TravelInfoApplication, "fees" | "formalities">;
  /** The caller's approximate place from their internet address: a flight's origin to offer, never to assume. */
  location?: Pick<LocationApplication, "ipLookup">;
};
