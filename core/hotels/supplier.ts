/**
 * The hotel supplier boundary (design/supplier-shapes.md "Hotels"): search by city, by codes or
 * by coordinates and radius; more and filtered results on the same session; details; room rates;
 * an availability check; book; booking details; cancel. The embedded inventory implements it
 * (embedded-supplier.ts); a real consolidator adapter can implement it later and map its wire
 * shapes once, at its edge.
 */
import type {
  CancellationPolicy,
  HotelBookingView,
  HotelDetails,
  HotelSearchFilters,
  HotelSearchPage,
  HotelQuery,
  HotelSort,
  RoomRate,
  RoomRatesReply,
  StayRequest,
} from "../../contracts/hotels.ts";
import type { Money } from "../../contracts/money.ts";

export type { HotelQuery, StayRequest } from "../../contracts/hotels.ts";

export type ResultOptions = { page?: number; filters?: HotelSearchFilters; sort?: HotelSort };

/** Which hotel offer a call is about (the ids a search result carries). */
export type OfferRef = { hotelId: string; productId?: string; tokenId?: string; sessionId?: string };

export type BookRequest = {
  sessionId: string;
  hotelId: string;
  roomId: string;
  /** Our booking reference (the supplier's "client reference"). */
  reference: string;
};

export type HotelSupplier = {
  search(query: HotelQuery, stay: StayRequest, options?: ResultOptions): Promise<HotelSearchPage>;
  /** Another page of the session's results. */
  more(sessionId: string, page: number, options?: Omit<ResultOptions, "page">): Promise<HotelSearchPage>;
  /** The session's results filtered and sorted, from `page`. */
  filtered(sessionId: string, options: ResultOptions): Promise<HotelSearchPage>;
  /** Hotel details; the session is optional (details do not depend on the stay). */
  details(offer: OfferRef): Promise<HotelDetails>;
  /** Every room's rate for the session's stay and rooms. */
  roomRates(offer: OfferRef & { sessionId: string }): Promise<RoomRatesReply>;
  /** Is `roomId` still available at what price? */
  validateAvailability(
    offer: OfferRef & { sessionId: string; roomId: string },
  ): Promise<{ available: boolean; rate: RoomRate; stay: StayRequest }>;
  /** Takes the rooms and confirms a booking created by the checkout (never overbooks). */
  book(request: { reference: string; paymentId: string }): Promise<{ confirmationNumber: string }>;
  bookingDetails(reference: string): Promise<HotelBookingView | null>;
  /**
   * Cancels under the policy, releasing the rooms; answers what the policy refunds. With `expected`
   * (the refund the traveller was quoted), refuses with `quote_changed` when the policy now gives
   * back another amount, and cancels nothing.
   */
  cancel(reference: string, expected?: { refund: Money }): Promise<{ cancelReference: string; refund: Money; policy: CancellationPolicy }>;
};

export type HotelErrorCode =
  | "session_expired"
  | "session_invalid"
  | "hotel_not_found"
  | "room_not_found"
  | "room_unavailable"
  | "booking_not_found"
  | "not_cancellable"
  | "not_payable"
  | "payment_in_progress"
  | "quote_changed"
  | "invalid_request";

/** Domain errors with a code; the edge (API, pages) maps codes to statuses. */
export class HotelError extends Error {
  readonly code: HotelErrorCode;
  constructor(code: HotelErrorCode, message: string) {
    super(message);
    this.name = "HotelError";
    this.code = code;
  }
}

/**
 * Whether `error` is a HotelError (of `code`, when given), by name: route modules run from the server
 * bundle, which has its own copy of this class, so `instanceof` fails across that boundary.
 */
export function isHotelError(error: unknown, code?: HotelErrorCode): error is HotelError {
  return error instanceof Error && error.name === "HotelError" && (code === undefined || (error as HotelError).code === code);
}

export const HOTEL_ERROR_STATUS: Record<HotelErrorCode, 400 | 404 | 409 | 410> = {
  session_expired: 410,
  session_invalid: 400,
  hotel_not_found: 404,
  room_not_found: 404,
  room_unavailable: 409,
  booking_not_found: 404,
  not_cancellable: 409,
  not_payable: 409,
  payment_in_progress: 409,
  quote_changed: 409,
  invalid_request: 400,
};
