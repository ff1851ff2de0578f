/**
 * What the answering part of the built-in engine calls: the application services' use cases (through
 * `invoke`), and the few sourced tables the pages keep outside core (safety advisories, wind signals),
 * handed in by the composition root. Optional parts are answered with a link when absent.
 */
import type { BookingsApplication } from "../../application/bookings.ts";
import type { ContactApplication } from "../../application/contact.ts";
import type { ContentApplication } from "../../application/content.ts";
import type { FlightsApplication } from "../../application/flights.ts";
import type { HotelsApplication } from "../../application/hotels.ts";
import type { TransportApplication } from "../../application/transport.ts";
import type { TravelApplication } from "../../application/travel.ts";
import type { WeatherApplication } from "../../application/weather.ts";

/** A travel advisory as the safety page shows it (app/features/safety/advisories.ts). */
export type AdvisoryData = {
  id: string;
  level: string;
  title: string;
  summary: string;
  area: string;
  source: { name: string; url: string };
  issued: string;
  expires: string | null;
};

/** A PAGASA wind signal and what it means for flights and ferries (app/features/safety/typhoon-signals.ts). */
export type WindSignalData = { signal: number; winds: string; flights: string; ferries: string };

export type SafetyData = {
  /** The advisories in force at `now`, most serious first. */
  advisories(now: Date): readonly AdvisoryData[];
  signals: readonly WindSignalData[];
  /** The Coast Guard's sailing rule under a signal. */
  ferryRule: string;
};

export type AnswerDeps = {
  flights: Pick<FlightsApplication, "search" | "fareCalendar" | "airlines">;
  /** A booking's status and what can be done next (booking_status, manage_booking). */
  bookings?: Pick<BookingsApplication, "find" | "trips">;
  hotels: Pick<HotelsApplication, "search" | "booking">;
  weather: Pick<WeatherApplication, "report" | "tidePredictions">;
  content: Pick<ContentApplication, "search">;
  contact?: Pick<ContactApplication, "submit">;
  travel?: Pick<TravelApplication, "plan">;
  /** The fastest way between two places (transport_info). */
  transport?: Pick<TransportApplication, "route">;
  safety?: SafetyData;
};
