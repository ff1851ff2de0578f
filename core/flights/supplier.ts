/**
 * The consolidator's boundary. The embedded supplier (embedded-supplier.ts) implements it on
 * Lakbay's own schedules and inventory; a real adapter (TravelNext / Mystifly-like, see
 * docs/decisions/010-flight-engine.md) would map its wire shapes to these once, at the edge.
 */
import type {
  ContactInput,
  FareItinerary,
  FareRules,
  FlightSearchQuery,
  FlightSearchResponse,
  PassengerInput,
  Revalidation,
} from "../../contracts/flights.ts";
import type { ExtraServicesData, ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { Money } from "../../contracts/money.ts";
import type { FlightBooking, MovedAddOns, SplitReissue } from "./store.ts";

/** The add-ons that move with a date change; the supplier places their seats on the new flights. */
export type CarriedAddOns = Omit<MovedAddOns, "seats">;

export type SupplierBookRequest = {
  /** Our booking reference (the supplier keeps its own id too). */
  reference: string;
  fareSourceCode: string;
  passengers: PassengerInput[];
  contact: ContactInput;
  extras: ExtrasSelection;
  /** Priced by us from the supplier's own offer (contracts/extras-selection.ts). */
  extrasTotal: Money;
  userId: string | null;
};

export interface FlightSupplier {
  /** `limit`: at most this many itineraries (default MAX_RESULTS, at most MAX_PAGE_RESULTS). */
  search(query: FlightSearchQuery, options?: { limit?: number }): Promise<FlightSearchResponse>;
  /** Prices a code again; may answer a new code (priceChanged) or isValid false (sold out, gone). */
  revalidate(fareSourceCode: string): Promise<Revalidation>;
  fareRules(fareSourceCode: string): Promise<FareRules>;
  /** `reissue`: for a date change's new flights, whose code may be older than a sale's 30 minutes. */
  extraServices(fareSourceCode: string, options?: { reissue?: boolean }): Promise<ExtraServicesData>;
  /** Creates the booking with its hold (held, or pending when the carrier has not answered yet). */
  book(request: SupplierBookRequest): Promise<FlightBooking>;
  /** Issues the tickets of a paid booking. */
  ticket(reference: string): Promise<FlightBooking>;
  /** The booking as the supplier sees it now (status, ticket numbers, airline PNR). */
  tripDetails(reference: string): Promise<FlightBooking | null>;
  /** Cancels an unticketed booking, releasing its seats. */
  cancel(reference: string): Promise<FlightBooking>;

  // After the ticket (post-ticketing; docs/decisions/014-post-ticketing.md). Quotes and request
  // bookkeeping live in core/flights/post-ticketing.ts; these calls change the booking itself.

  /** Voids the issued tickets of these passengers: their seats go back; idempotent. */
  voidTickets(reference: string, passengers: readonly number[], detail: Record<string, unknown>): Promise<FlightBooking>;
  /** Refunds the issued tickets of these passengers: their seats go back; idempotent. */
  refundTickets(reference: string, passengers: readonly number[], detail: Record<string, unknown>): Promise<FlightBooking>;
  /**
   * Itineraries a ticketed booking may move to: the same route and passengers on new dates (one per
   * leg), the same airline group, cabin and fare family, with seats for everyone; cheapest first.
   * `passengers` (indexes): search for these travellers only (a split), else for everyone.
   */
  reissueOptions(reference: string, dates: readonly string[], passengers?: readonly number[]): Promise<FareItinerary[]>;
  /** Whether a reissue option can still be sold (SOLD_OUT, FARE_EXPIRED when not). */
  checkReissue(reference: string, fareSourceCode: string): Promise<void>;
  /**
   * Moves a ticketed booking to `itinerary` (an option from reissueOptions): new tickets, the old
   * seats back to stock, the new ones taken (SOLD_OUT when gone: nothing changes).
   */
  reissue(
    reference: string,
    itinerary: FareItinerary,
    collected: Money,
    detail: Record<string, unknown>,
    addOns: CarriedAddOns,
  ): Promise<FlightBooking>;
  /**
   * Splits the booking: these travellers (indexes) move to a new booking with its own reference on
   * `itinerary` (an option from reissueOptions for them), with new tickets; the booking keeps the
   * others. Their old seats go back to stock, the new ones are taken (SOLD_OUT when gone: nothing
   * changes). Idempotent per `requestId`: a second call answers the booking made by the first.
   */
  splitReissue(
    reference: string,
    passengers: readonly number[],
    itinerary: FareItinerary,
    paid: {
      total: Money;
      paymentId: string | null;
      collected: Money;
      shares: SplitReissue["child"]["shares"];
      addOns: CarriedAddOns;
      parent: SplitReissue["parent"];
    },
    requestId: string,
  ): Promise<{ parent: FlightBooking; child: FlightBooking }>;
}
