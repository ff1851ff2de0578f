/**
 * Local knowledge for the checkout, the confirmation e-mail and the e-ticket PDF: the notes a traveller
 * in the Philippines needs for a trip (travel tax, eTravel, terminal fees, the last leg by road and
 * boat, destination fees). `core/travel-notes` builds them; every surface renders the same data.
 */
import type { Cabin, PassengerType } from "./flights.ts";
import type { Money } from "./money.ts";

/**
 * A public source of a fact with the source's OWN date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`); null when
 * the page shows none, and then `read` is the day we read it. Never our check date in its place.
 */
export type PublicSource = { name: string; date: string | null; read?: string; url?: string };

export type TravelNoteKind = "travel-tax" | "etravel" | "terminal-fee" | "transfer" | "destination-fee";

export type TransferMode = "tricycle" | "boat" | "van" | "bus" | "road";

/** One step of the way from an airport to where people stay. */
export type TransferStep = {
  mode: TransferMode;
  from: string;
  to: string;
  /** "10–20 min", "about 2 h"; absent when no source gives one. */
  duration?: string;
  operators?: string[];
  /** Distance, fares, frequency, seasonal changes. */
  detail?: string;
};

export type TravelNoteAmount = {
  label: string;
  amount: Money;
  /** "person" for a per-traveller charge, "booking" for an estimate for everybody on it. */
  per: "person" | "booking";
};

export type TravelNote = {
  /** Stable per trip, e.g. "travel-tax", "etravel-departure-0", "transfer-MPH". */
  id: string;
  kind: TravelNoteKind;
  title: string;
  /** Plain sentences, in reading order. */
  body: string[];
  amounts?: TravelNoteAmount[];
  /** Travel tax, terminal and destination fees: whether the price paid to Lakbay already covers it. */
  includedInFare?: boolean;
  steps?: TransferStep[];
  link?: { label: string; url: string };
  /** eTravel: when registration opens (ISO 8601 with the departure airport's offset). */
  opensAt?: string;
  /** Which leg of the itinerary (0-based) the note belongs to, if one. */
  legIndex?: number;
  /** Passenger indices the note concerns (all when absent). */
  passengerIndices?: number[];
  /** Where the facts come from (design reference: shared/reference/philippines-facts.md). */
  source: string;
  /** The public sources a traveller can look up, each with its own date (the body's last line names them). */
  sources?: PublicSource[];
};

export type TripAirport = {
  /** IATA code. */
  code: string;
  /** ISO 3166-1 alpha-2 country, "PH" for the Philippines. */
  country: string;
};

/** One leg of the itinerary, from its first departure to its last arrival. */
export type TripLeg = {
  origin: TripAirport;
  destination: TripAirport;
  /** ISO 8601 with the origin airport's offset, e.g. "2026-12-17T06:05:00+08:00". */
  departureDateTime: string;
  /** ISO 8601 with the destination airport's offset. */
  arrivalDateTime?: string;
  cabin?: Cabin;
};

export type TripPassenger = {
  type: PassengerType;
  /** ISO 3166-1 alpha-2 nationality (passport country). */
  nationality: string;
  /** YYYY-MM-DD when known: the travel tax goes by age on the day of departure, not by fare type. */
  dateOfBirth?: string;
};

export type TravelNotesInput = {
  legs: TripLeg[];
  /** In the §4 order (adults, children, infants), as the booking numbers them. */
  passengers: TripPassenger[];
  /** Leaves out legs that have already departed; eTravel says whether registration is open. */
  now?: Date;
};
