/**
 * Extra services (baggage, meals, seats) as routes.md and spec §3 name them. The supplier answers
 * `ExtraServicesResponse.ExtraServicesResult.ExtraServicesData`; the selection a traveller builds is
 * `ExtrasSelection`. The selection rules of spec §4 live in `contracts/extras-selection.ts`, shared
 * by the add-ons page (in the browser) and the server, which re-prices every selection itself.
 */
import type { Money } from "./money.ts";

/**
 * Behavior text: contains GROUP_PAX (one selection for all passengers, charged once) or PER_PAX;
 * SEGMENT (per segment); INBOUND / OUTBOUND (only the return / outbound leg). E.g. "PER_PAX_OUTBOUND".
 */
export type ServiceBehavior = string;

export type ExtraService = {
  ServiceId: string;
  ServiceName: string;
  Description: string;
  ServiceCost: Money;
  IsMandatory: boolean;
  MinimumQuantity?: number;
  MaximumQuantity?: number;
};

/** One group of baggage or meal services; `Services` has one list per leg (index = legIndex). */
export type ServiceGroup = {
  Behavior: ServiceBehavior;
  IsMultiSelect: boolean;
  Services: ExtraService[][];
  /** Which segment of the itinerary (0-based, across legs) this group applies to, for SEGMENT groups. */
  SegmentIndex?: number;
  /**
   * What the group offers, as its heading ("Boarding"), for services that are neither bags nor meals
   * but come in one of those lists; the page says "Baggage" or "Meals" when absent.
   */
  Title?: string;
};

export type SeatType = "window" | "aisle" | "middle";

export type SeatService = {
  ServiceId: string;
  SeatCode: string;
  Fare: Money;
  FlightNumber: string;
  DepartureAirportLocationCode: string;
  ArrivalAirportLocationCode: string;
  Compartment: { Text: string };
  SeatType: SeatType;
  /** "Available" | "Occupied" | "Blocked" (spelt as the supplier spells it). */
  AvailablityType: string;
  Row: number;
  Column: string;
  /**
   * The seat is in an emergency-exit row (more legroom; not for children, infants or an adult with an
   * infant on their lap). Suppliers that leave it out may say "exit row" in Compartment.Text instead.
   */
  ExitRow?: boolean;
};

/** One flight's seat map: decks → rows → seats (here one deck, rows in order). */
export type SeatMap = {
  flightIndex: number;
  FlightNumber: string;
  DepartureAirportLocationCode: string;
  ArrivalAirportLocationCode: string;
  /** Seat letters left to right, "" marking an aisle, e.g. ["A","B","C","","D","E","F"]. */
  columns: string[];
  rows: { row: number; seats: SeatService[] }[];
};

export type ExtraServicesData = {
  DynamicBaggage: ServiceGroup[];
  DynamicMeal: ServiceGroup[];
  DynamicSeat: SeatMap[];
};

export type ExtraServicesResponse = {
  ExtraServicesResponse: { ExtraServicesResult: { ExtraServicesData: ExtraServicesData } };
};

/** A baggage or meal choice (spec §3). passengerQuantities: passenger index → quantity. */
export type ServiceSelection = {
  serviceId: string;
  segmentIndex: number;
  legIndex: number;
  passengerQuantities: Record<number, number>;
  behavior: ServiceBehavior;
  /** The offer's ServiceName and Description, kept on a priced selection so the booking can say what was bought. */
  name?: string;
  description?: string;
};

/** A seat choice (spec §3). */
export type SeatSelection = {
  flightIndex: number;
  passengerIndex: number;
  seat: SeatService;
};

export type ExtrasSelection = {
  baggage: ServiceSelection[];
  meals: ServiceSelection[];
  seats: SeatSelection[];
};

export const EMPTY_EXTRAS: ExtrasSelection = Object.freeze({ baggage: [], meals: [], seats: [] }) as ExtrasSelection;
