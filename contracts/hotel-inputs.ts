/**
 * The inputs of the hotel use cases (core/application/hotels.ts), shared by the hotel pages, the JSON
 * API (§7 field names) and the assistant. Messages are the ones the API and the pages answered before.
 */
import { paymentInput } from "./checkout.ts";
import { filtersSchema, GuestDetailsSchema, pageSchema, sortSchema } from "./hotel-schemas.ts";
import { HOTEL_CANCEL_MESSAGES } from "./hotel-cancellation.ts";
import { confirmDuplicateSchema } from "./hotel-duplicates.ts";
import { HOTEL_MESSAGES, HOTEL_REFERENCE, HOTEL_SEARCH_TYPES } from "./hotels.ts";
import { z } from "./zod.ts";

/**
 * A search: its criteria in either shape (the §7 payload or the §3 searchCriteria, checked by
 * contracts/hotel-schemas.ts hotelSearchRequestSchema with the hotel clock's today), plus page, sort
 * and filters. `purpose` "more" / "filter" continues the session of `sessionId` (a new one when none).
 * `pages` appends pages 1..n (the results page without JavaScript).
 */
export const HotelSearchInput = z.object({
  searchType: z.enum(HOTEL_SEARCH_TYPES).default("destination"),
  purpose: z.enum(["search", "more", "filter"]).default("search"),
  criteria: z.unknown(),
  page: pageSchema.optional().default(1),
  pages: z.number().int().min(1).max(10).optional(),
  sessionId: z.string().max(2000).optional(),
  filters: filtersSchema,
  sort: sortSchema,
});
export type HotelSearchInput = z.input<typeof HotelSearchInput>;

export const HotelDetailsInput = z.object({
  hotelId: z
    .string({ error: HOTEL_MESSAGES.hotelNotFound })
    .trim()
    .min(1, HOTEL_MESSAGES.hotelNotFound)
    .max(40, HOTEL_MESSAGES.hotelNotFound),
  productId: z.string().max(60).optional(),
  tokenId: z.string().max(60).optional(),
  sessionId: z.string().max(2000).optional(),
});

/** An offer of a search session: the hotel's room rates (`hotels.rates`). */
export const HotelOfferInput = HotelDetailsInput.extend({
  sessionId: z.string({ error: HOTEL_MESSAGES.sessionInvalid }).min(1, HOTEL_MESSAGES.sessionInvalid).max(2000),
});

export const HotelRoomOfferInput = HotelOfferInput.extend({
  roomId: z.string({ error: HOTEL_MESSAGES.roomNotFound }).trim().min(1, HOTEL_MESSAGES.roomNotFound).max(60),
});

/** Start a booking: the room of an offer and the lead guest (`hotels.book`). */
export const HotelBookInput = HotelRoomOfferInput.extend({ guest: GuestDetailsSchema });

export const hotelReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(HOTEL_REFERENCE, "Enter the booking reference (H and 5 letters or digits).");

/** Pay for a started booking: the payment form's fields (contracts/checkout.ts maps them) and the attempt's key. */
export const HotelPayInput = paymentInput({
  reference: hotelReferenceSchema,
  /** "Yes, book another room": needed when the traveller already holds or paid a stay at this hotel on overlapping nights. */
  confirmDuplicate: confirmDuplicateSchema,
});

const stayDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.");

/**
 * The stays a traveller already holds at a hotel on overlapping nights: for a booking not yet paid
 * (its reference, which the caller must hold), or for a hotel and dates (by the caller's account and
 * the bookings this browser holds).
 */
export const HotelHeldStaysInput = z.union([
  z.object({ reference: hotelReferenceSchema }),
  z
    .object({ hotelId: z.string().trim().min(1).max(40), checkInDate: stayDay, checkOutDate: stayDay })
    .refine((v) => v.checkInDate < v.checkOutDate, { message: "Check-out comes after check-in.", path: ["checkOutDate"] }),
]);

/** Back from the gateway (3-D Secure, a wallet): the booking and the payment the gateway names. */
export const HotelPaymentReturnInput = z.object({
  reference: hotelReferenceSchema,
  payment_id: z.string().min(1).max(60),
});

/** A booking by reference: its owner or a browser holding it as is; anyone else with the lead guest's last name. */
export const HotelBookingInput = z.object({ reference: z.string().max(40), last_name: z.string().max(60).optional() });

export const HotelCancelQuoteInput = z.object({ reference: hotelReferenceSchema, last_name: z.string().max(60).optional() });

export const HotelCancelInput = HotelCancelQuoteInput.extend({
  quoteToken: z
    .string({ error: HOTEL_CANCEL_MESSAGES.quoteRequired })
    .trim()
    .min(1, HOTEL_CANCEL_MESSAGES.quoteRequired)
    .max(100, HOTEL_CANCEL_MESSAGES.quoteRequired),
});
