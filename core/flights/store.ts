/**
 * What the flight engine needs persisted; db/repositories/flight-store.ts implements it. Inventory
 * rows (one per flight and cabin), bookings with their passengers, tickets, seat assignments and
 * event history, and selection sessions (the pages' countdown).
 */
import type { BookingStatus, ContactInput, FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { Money } from "../../contracts/money.ts";
import type { InventoryReader } from "./engine.ts";

export type TicketStatus = "issued" | "voided" | "refunded" | "exchanged";

export type FlightTicket = { passengerIndex: number; number: string; status: TicketStatus; issuedAt: Date };

export type BookingEvent = { type: string; at: Date; detail: Record<string, unknown> };

/** Seats a booking holds on one flight cabin. */
export type InventoryHold = { key: string; capacity: number; baselineSold: number; count: number };

/** A seat chosen for a passenger on one flight (seat codes are unique per flight). */
export type SeatHold = { flightKey: string; seatCode: string; passengerIndex: number };

export type FlightBooking = {
  reference: string;
  supplierBookingId: string;
  airlinePnr: string;
  status: BookingStatus;
  fareSourceCode: string;
  itinerary: FareItinerary;
  passengers: PassengerInput[];
  contact: ContactInput;
  extras: ExtrasSelection;
  fareTotal: Money;
  extrasTotal: Money;
  /** fareTotal + extrasTotal. */
  total: Money;
  userId: string | null;
  holdExpiresAt: Date | null;
  ticketTimeLimit: Date | null;
  tickets: FlightTicket[];
  seats: SeatHold[];
  inventory: InventoryHold[];
  events: BookingEvent[];
  createdAt: Date;
  updatedAt: Date;
};

export type NewFlightBooking = Omit<FlightBooking, "tickets" | "events" | "createdAt" | "updatedAt" | "status"> & {
  status: "held" | "pending";
};

export type SelectionSession = { id: string; fareSourceCode: string; expiresAt: Date; createdAt: Date };

export type FlightStore = InventoryReader & {
  /** Seat codes taken on these flights (flight key → codes). */
  takenSeats(flightKeys: readonly string[]): Promise<Map<string, Set<string>>>;
  /**
   * In one transaction: takes `count` seats on every inventory row with a conditional update that
   * can never oversell (SOLD_OUT when one has too few: nothing is kept), records the seat
   * assignments (SEAT_TAKEN when one is already sold) and stores the booking. A reference already
   * used throws a FlightError of code "INVALID_STATE" with message "duplicate reference".
   */
  createBooking(booking: NewFlightBooking, now: Date): Promise<FlightBooking>;
  getBooking(reference: string): Promise<FlightBooking | null>;
  /** By reference and the surname of any passenger (case-insensitive). */
  findBooking(reference: string, surname: string): Promise<FlightBooking | null>;
  bookingsForUser(userId: string): Promise<FlightBooking[]>;
  /** held/pending → ticketed with these tickets; null when the booking is not in such a state. */
  ticketBooking(reference: string, tickets: Omit<FlightTicket, "status">[], now: Date): Promise<FlightBooking | null>;
  /**
   * held/pending → `status` (cancelled or expired), giving the seats back, in one transaction; null
   * when the booking is not in such a state (already released, ticketed …).
   */
  releaseBooking(
    reference: string,
    status: "cancelled" | "expired",
    now: Date,
    detail?: Record<string, unknown>,
  ): Promise<FlightBooking | null>;
  /** References of held/pending bookings whose hold ran out before `now`. */
  expiredHolds(now: Date, limit: number): Promise<string[]>;
  addEvent(reference: string, event: BookingEvent): Promise<void>;
  saveSelectionSession(session: SelectionSession): Promise<void>;
  getSelectionSession(id: string): Promise<SelectionSession | null>;
};
