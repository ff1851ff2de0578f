/**
 * What the flight engine needs persisted; db/repositories/flight-store.ts implements it. Inventory
 * rows (one per flight and cabin), bookings with their passengers, tickets, seat assignments and
 * event history, and selection sessions (the pages' countdown).
 */
import type { BookingStatus, ContactInput, FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { PriceLine } from "../../contracts/flight-checkout.ts";
import type { Money } from "../../contracts/money.ts";
import type { PtrRequestView, PtrResolution, PtrStatus, PtrType } from "../../contracts/post-ticketing.ts";
import type { Locale } from "../../i18n/locales.ts";
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
  /** When a payment attempt claimed the held booking (core/flights/checkout/payment-claims.ts); null when none is going on. */
  paymentClaimedAt?: Date | null;
  tickets: FlightTicket[];
  seats: SeatHold[];
  inventory: InventoryHold[];
  events: BookingEvent[];
  createdAt: Date;
  updatedAt: Date;
  /**
   * The language its mails and e-ticket go out in (migration 0021): the booker's account's choice when
   * read by reference (`getBooking`), else the language of the page it was booked on; null or absent: English.
   */
  language?: Locale | null;
};

export type NewFlightBooking = Omit<FlightBooking, "tickets" | "events" | "createdAt" | "updatedAt" | "status" | "language"> & {
  status: "held" | "pending";
};

/** A reissue as the store applies it, in one transaction. */
export type ReissueChange = {
  fareSourceCode: string;
  itinerary: FareItinerary;
  /** Seats to take on the new flights (SOLD_OUT when one has too few: nothing changes). */
  inventory: InventoryHold[];
  tickets: Omit<FlightTicket, "status">[];
  fareTotal: Money;
  /** Added to the booking's total (the difference collected). */
  collected: Money;
  detail: Record<string, unknown>;
  /** The add-ons that move to the new flights (seats with their new flight keys), and what comes back. */
  addOns: MovedAddOns;
};

/** Add-ons after a date change (core/flights/carry-add-ons.ts): the ones that move, and the ones refunded. */
export type MovedAddOns = {
  extras: ExtrasSelection;
  lines: PriceLine[];
  total: Money;
  /** Seat assignments on the new flights (a seat taken meanwhile fails the whole change, to be tried again). */
  seats: SeatHold[];
  /** Money back for add-ons that could not move, per payment (the booking that paid them records it). */
  refunds: { paymentId: string; amount: Money }[];
};

/**
 * A reissue of some travellers only, as the store applies it in one transaction: they move to a new
 * (child) booking on the new itinerary; the parent keeps the others (docs/decisions/014-post-ticketing.md).
 */
export type SplitReissue = {
  /** Indexes (into the parent's passengers) of the travellers who move; each must hold an issued ticket. */
  passengers: number[];
  child: {
    reference: string;
    supplierBookingId: string;
    airlinePnr: string;
    fareSourceCode: string;
    itinerary: FareItinerary;
    /** Seats to take on the new flights (SOLD_OUT when one has too few: nothing changes at all). */
    inventory: InventoryHold[];
    /** Indexed 0..k-1 in the order of `passengers`. */
    tickets: Omit<FlightTicket, "status">[];
    fareTotal: Money;
    total: Money;
    /** The moving travellers' add-ons that move with them (indexed 0..k-1). */
    addOns: MovedAddOns;
    /** The parent's payments' parts that paid for them: the child's own shares (the parent's shrink by as much). */
    shares: { paymentId: string; amount: Money }[];
  };
  /**
   * The parent after they left: what their fares and add-ons cost comes off its totals; the add-ons it
   * keeps. `changesMoved`: the change fees they paid on this booking (booking-money.ts changesPaidBy),
   * which leave its total with them.
   */
  parent: { fareMoved: Money; addOnsMoved: Money; changesMoved?: Money; extras: ExtrasSelection; lines: PriceLine[]; extrasTotal: Money };
  /** The request carried out: a second call with the same id changes nothing and answers the child made first. */
  requestId: string;
  /** The payment that collected the amount due, if any (a share of the child). */
  paymentId: string | null;
  /** What it collected. */
  collected: Money;
};

/** How a post-ticketing request is carried out once accepted. */
export type PtrExecution = {
  /** Reissue: the option chosen. */
  optionId?: string;
  /** Reissue: the payment that collected the amount due (null when nothing was due). */
  paymentId?: string | null;
  /** Void / refund (and a rejected reissue): money back, per original payment. */
  refunds?: { paymentId: string; amount: Money }[];
  /** Reissue split off a new booking: its reference. */
  newReference?: string;
};

/** A post-ticketing request as stored: the fields its view shows as they are, its times as dates, and how it was carried out. */
export type PtrRecord = Pick<
  PtrRequestView,
  "id" | "reference" | "type" | "status" | "resolution" | "passengers" | "quote" | "message" | "slaMinutes"
> & {
  execution: PtrExecution | null;
  expectedAt: Date | null;
  quoteExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
};

export type NewPtrRecord = Omit<PtrRecord, "id" | "updatedAt" | "completedAt" | "execution" | "message"> &
  Partial<Pick<PtrRecord, "execution" | "message" | "completedAt">>;

export type PtrPatch = Partial<
  Pick<PtrRecord, "status" | "resolution" | "quote" | "execution" | "message" | "expectedAt" | "quoteExpiresAt" | "completedAt">
>;

/**
 * A payment created for a reissue quote (one per payment attempt): only such a payment, for its
 * request, its option and exactly its amount, pays the change.
 */
export type ReissuePayment = {
  idempotencyKey: string;
  requestId: string;
  optionId: string;
  amount: Money;
  /** Null until the gateway answered the create call. */
  paymentId: string | null;
  /** accepted: it paid the change; returned: refunded in full (late, a duplicate, or the change was refused). */
  state: "open" | "accepted" | "returned";
};

/** Post-ticketing requests; db/repositories/post-ticketing.ts implements it with the booking tables. */
export type PtrStore = {
  /** Adds a request; a second one of a type already in process for the booking throws FlightError INVALID_STATE. */
  createRequest(request: NewPtrRecord): Promise<PtrRecord>;
  getRequest(id: string): Promise<PtrRecord | null>;
  /** A booking's requests, newest first. */
  requestsFor(reference: string): Promise<PtrRecord[]>;
  /** Read-only: the ids of the flight payments made for this booking reference (any purpose), oldest first. */
  paymentIdsFor(reference: string): Promise<string[]>;
  /** Every request on the bookings of an account, newest first. */
  requestsForUser(userId: string): Promise<PtrRecord[]>;
  /**
   * Moves a request on only when it is still in `from` (status and resolution): null when another
   * caller moved it first. In one transaction with it:
   * - to in_process: its travellers are marked open; another request of its type, or any request for
   *   one of its travellers, already in process throws FlightError INVALID_STATE (the database refuses
   *   it, so two requests sent at once cannot both be accepted). With `execution.paymentId`, that
   *   reissue payment must be the request's own and still open: it becomes accepted (null otherwise).
   * - out of in_process: its travellers are free again.
   * - a reissue to rejected: null when the change was already applied for it (checked under the
   *   booking's row lock, as the store's reissue and split take it).
   */
  updateRequest(id: string, from: { status: PtrStatus; resolution: PtrResolution }, patch: PtrPatch, now: Date): Promise<PtrRecord | null>;
  /**
   * Records a payment attempt for a reissue quote before the gateway is called. The same key again
   * answers the attempt recorded first (the caller compares request, option and amount).
   */
  bindReissuePayment(attempt: Omit<ReissuePayment, "paymentId" | "state">, now: Date): Promise<ReissuePayment>;
  /** The gateway's payment id of an attempt (set once). */
  setReissuePaymentId(idempotencyKey: string, paymentId: string, now: Date): Promise<void>;
  /** The attempt that created this payment, or made with this key; null when it is not a reissue payment. */
  reissuePayment(by: { paymentId: string } | { idempotencyKey: string }): Promise<ReissuePayment | null>;
  /** open → returned (before it is refunded in full); false when the request accepted it. */
  returnReissuePayment(paymentId: string, now: Date): Promise<boolean>;
  /** Ready quotes of this type on the booking become quote_expired (a newer quote replaces them). */
  expireQuotes(reference: string, type: PtrType, now: Date): Promise<void>;
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
  /**
   * In one transaction: the issued tickets of these passengers become `status`, their seats go back
   * to stock (and their seat assignments are freed), and the booking becomes voided / refunded when
   * no issued ticket is left; an event records it. Tickets already closed are left alone, so a
   * second call changes nothing. Null when the booking does not exist.
   */
  closeTickets(
    reference: string,
    passengerIndexes: readonly number[],
    status: "voided" | "refunded",
    now: Date,
    detail: Record<string, unknown>,
  ): Promise<FlightBooking | null>;
  /**
   * In one transaction: the old seats go back, the new ones are taken (SOLD_OUT: nothing changes),
   * the issued tickets become exchanged and the new ones issued, and the booking carries the new
   * itinerary. Only for a ticketed booking (INVALID_STATE otherwise).
   */
  reissueBooking(reference: string, change: ReissueChange, now: Date): Promise<FlightBooking>;
  /**
   * In one transaction: a new ticketed (child) booking for the chosen travellers on the new itinerary
   * (seats taken with the never-overselling update: SOLD_OUT changes nothing), with the parent's
   * payments copied as "paid" events; on the parent their tickets become exchanged, their seats go
   * back to stock and their seat assignments are freed. Idempotent per `requestId` (a "split" event on
   * the parent): a second call answers the child already made. A reference already used throws
   * FlightError INVALID_STATE "duplicate reference" (nothing kept). Only for a ticketed parent.
   */
  splitReissue(reference: string, split: SplitReissue, now: Date): Promise<{ parent: FlightBooking; child: FlightBooking }>;
  saveSelectionSession(session: SelectionSession): Promise<void>;
  getSelectionSession(id: string): Promise<SelectionSession | null>;
};
