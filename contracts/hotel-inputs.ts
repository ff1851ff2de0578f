/**
 * The inputs of the hotel use cases (core/application/hotels.ts), shared by the hotel pages, the JSON
 * API (§7 field names) and the assistant. Messages are the ones the API and the pages answered before.
 */
import { paymentInput } from "./checkout.ts";
import { filtersSchema, GuestDetailsSchema, hotelCodesSchema, occupancySchema, pageSchema, sortSchema } from "./hotel-schemas.ts";
import { HOTEL_CANCEL_MESSAGES } from "./hotel-cancellation.ts";
import { confirmDuplicateSchema } from "./hotel-duplicates.ts";
import { HOTEL_CURRENCY, HOTEL_LIMITS, HOTEL_MESSAGES, HOTEL_REFERENCE, HOTEL_SEARCH_TYPES } from "./hotels.ts";
import { z } from "./zod.ts";

const ENTER_TEXT = "Enter text here.";
const stateText = (max: number, message: string) => z.string({ error: ENTER_TEXT }).max(max, message);
/** A count of the §3 state: a whole number (its range and the guests per room are the rules'). */
const stateCount = (message: string, max: number) =>
  z.number({ error: message }).min(0, { error: message, abort: true }).max(max, { error: message, abort: true }).int(message);
/** A point: a number, or the text the state keeps it as. */
const coordinate = (message: string) => z.union([z.number(), z.string().max(40)], { error: message });

/**
 * A search, typed (issue 25): its type, what to do (`purpose` "more" / "filter" continues the session
 * of `sessionId`, a new one when none; `pages` appends pages 1..n, the results page without
 * JavaScript), page, filters and sort, and its criteria in either of the API's shapes, by their own
 * field names: the §7 payload (`checkin`, `checkout`, `occupancy`, and `city_name` / `hotelCodes` /
 * `latitude` + `longitude`) or the §3 searchCriteria the pages and the assistant keep
 * (`checkInDate`, `checkOutDate`, `rooms`, `adults`, `children`, and `destination` / `hotelCode` /
 * `latitude` + `longitude`). `invoke` parses the types; the rules between fields and against the
 * hotels' today run in the use case (contracts/hotel-schemas.ts checkHotelSearch). The edges turn
 * what they receive into it with `hotelSearchFromBody` (string to number only).
 */
export const HotelSearchInput = z.object({
  searchType: z
    .enum(HOTEL_SEARCH_TYPES, { error: HOTEL_MESSAGES.invalidSearchType })
    .describe(
      "destination (a city or island), code (hotel codes) or location (a point and a radius). The criteria are required: checkInDate, checkOutDate, rooms, adults, children and destination / hotelCode / latitude + longitude (or the §7 fields checkin, checkout, occupancy and city_name / hotelCodes / latitude + longitude)",
    ),
  purpose: z.enum(["search", "more", "filter"]).default("search"),
  // §3 searchCriteria
  destination: stateText(1000, "Keep the destination under 120 characters.")
    .optional()
    .describe('For searchType destination: the place, e.g. Boracay or "Cebu City, Philippines"'),
  checkInDate: stateText(40, HOTEL_MESSAGES.dateInvalid).optional().describe("Check-in, YYYY-MM-DD"),
  checkOutDate: stateText(40, HOTEL_MESSAGES.dateInvalid).optional().describe("Check-out, YYYY-MM-DD, 1 to 30 nights after check-in"),
  rooms: stateCount(HOTEL_MESSAGES.roomsRange, 1000).optional().describe(`Rooms, 1 to ${HOTEL_LIMITS.maxRooms} (default 1)`),
  adults: stateCount(HOTEL_MESSAGES.adultsPerRoom, 1000).optional().describe("Adults, at least one per room (default 2)"),
  children: stateCount(HOTEL_MESSAGES.tooManyChildren, 1000).optional().describe("Children (default 0)"),
  hotelCode: stateText(400, "A hotel code is at most 40 characters.")
    .optional()
    .describe("For searchType code: hotel codes, comma separated"),
  // §7 payload
  checkin: z
    .string({ error: HOTEL_MESSAGES.checkInRequired })
    .max(40, HOTEL_MESSAGES.dateInvalid)
    .optional()
    .describe("§7: check-in, YYYY-MM-DD"),
  checkout: z
    .string({ error: HOTEL_MESSAGES.checkOutRequired })
    .max(40, HOTEL_MESSAGES.dateInvalid)
    .optional()
    .describe("§7: check-out, YYYY-MM-DD"),
  occupancy: occupancySchema.optional().describe("§7: the guests of each room"),
  requiredCurrency: z.literal(HOTEL_CURRENCY, { error: HOTEL_MESSAGES.currency }).optional(),
  city_name: z
    .string({ error: HOTEL_MESSAGES.destinationRequired })
    .max(120, "Keep the destination under 120 characters.")
    .optional()
    .describe("§7, searchType destination: the city"),
  country_name: z.string({ error: ENTER_TEXT }).max(80, ENTER_TEXT).optional(),
  hotelCodes: hotelCodesSchema.optional().describe("§7, searchType code: hotel codes"),
  // Both shapes
  latitude: coordinate(HOTEL_MESSAGES.latitudeRange).optional().describe("For searchType location: -90 to 90"),
  longitude: coordinate(HOTEL_MESSAGES.longitudeRange).optional().describe("For searchType location: -180 to 180"),
  radius: z
    .number({ error: HOTEL_MESSAGES.radiusRange })
    .min(1, HOTEL_MESSAGES.radiusRange)
    .max(HOTEL_LIMITS.maxRadiusKm, HOTEL_MESSAGES.radiusRange)
    .optional()
    .describe(`For searchType location: km around the point, 1 to ${HOTEL_LIMITS.maxRadiusKm}`),
  page: pageSchema.optional().default(1),
  pages: z.number().int().min(1).max(10).optional(),
  sessionId: z.string().max(2000).optional().describe("An earlier answer's session, for more or filtered results"),
  filters: filtersSchema,
  sort: sortSchema,
});
export type HotelSearchInput = z.input<typeof HotelSearchInput>;

const COUNT_FIELDS = ["rooms", "adults", "children", "radius"] as const;

/**
 * A search body (or the results page's address) as the typed search (issue 25), string to type only:
 * not an object is no fields (the rules then name what is missing), a count or a radius written as a
 * number in text ("2") becomes the number; the rest is left for the schema to parse.
 */
export function hotelSearchFromBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of COUNT_FIELDS) {
    const value = out[key];
    // As the search form's check reads a count: Number(text), so an empty one is 0 (rooms: "Book between 1 and 8 rooms.").
    if (typeof value === "string" && Number.isFinite(Number(value))) out[key] = Number(value);
  }
  return out;
}

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
