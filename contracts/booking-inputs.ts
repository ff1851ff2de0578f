/**
 * The inputs of the bookings application (core/application/bookings.ts) and of the flight
 * after-ticketing use cases (core/application/post-ticketing.ts), shared by the pages, the JSON API
 * (`/api/booking/flight/*-quote`, `/void`, `/refund`, `/reissue`, `/cancel`, `/requests`) and the
 * assistant (its booking_status and manage_booking tools). Server-only (zod).
 *
 * A booking is named by its reference; the last name of a traveller (the lead guest for a hotel) is
 * needed unless the caller is its signed-in owner or a browser holding it. The API always asks for it
 * (`withLastName`).
 */
import { plainText } from "./api.ts";
import { PaymentMethodInputSchema } from "./checkout.ts";
import type { Money } from "./money.ts";
import { PTR_MESSAGES, PTR_STATUS_FILTERS } from "./post-ticketing.ts";
import { z } from "./zod.ts";

export const REFERENCE_MESSAGE = "A booking reference has 6 letters and digits, like K7Q2ZM.";
export const LAST_NAME_MESSAGE = "Enter the last name of a traveller on the booking.";

export const bookingReferenceSchema = z
  .string({ error: REFERENCE_MESSAGE })
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, REFERENCE_MESSAGE))
  .describe("The 6-character booking reference, like K7Q2ZM (hotel bookings start with H)");

export const lastNameSchema = plainText({ max: 40, label: "last_name" })
  .pipe(z.string().min(1, LAST_NAME_MESSAGE))
  .describe("The last name of a traveller on the booking (the lead guest for a hotel)");

const bookingKey = { reference: bookingReferenceSchema, last_name: lastNameSchema.optional() };

/** The same input with the last name required: how the API names a booking. */
export function withLastName<S extends z.ZodObject<typeof bookingKey>>(schema: S) {
  return schema.extend({ last_name: lastNameSchema });
}

/** `bookings.find`: a flight or hotel booking's status. `kind` narrows a reference both could have. */
export const BookingFindInput = z.object({
  ...bookingKey,
  kind: z.enum(["flight", "hotel"]).optional().describe("flight or hotel, when known"),
});
export type BookingFindInput = z.input<typeof BookingFindInput>;

/** `bookings.trips`: the signed-in traveller's own trips (nothing to give). */
export const OwnTripsInput = z.object({});

/** A flight booking (cancel an unpaid hold). */
export const FlightBookingInput = z.object(bookingKey);

const passengersField = z
  .array(z.number().int().min(0).max(8))
  .min(1, PTR_MESSAGES.choosePassengers)
  .max(9)
  .optional()
  .describe("The travellers concerned, by their index on the booking (0 = the first); all when left out");

/** A void or refund quote. */
export const PtrQuoteInput = z.object({ ...bookingKey, passengers: passengersField });

/** Accepting a void or refund quote, or reading one request: the request's id. */
export const PtrRequestInput = z.object({
  ...bookingKey,
  request_id: z.string().max(64).pipe(z.string().min(1, PTR_MESSAGES.noQuote)).describe("The id of the quote (a request)"),
});

const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");

/** A date change (reissue) quote: one new date per leg of the trip, in order. */
export const ReissueQuoteInput = z.object({
  ...bookingKey,
  dates: z.array(dateField).min(1).max(6).describe("The new departure date of each leg (YYYY-MM-DD), in trip order"),
  passengers: passengersField,
});

/** Accepting a date change option, paying what is due (one idempotency key per payment form). */
export const ReissueInput = PtrRequestInput.extend({
  option_id: z.string().max(10).describe("The option of the quote chosen, like o1"),
  idempotency_key: z.string().max(200).optional(),
  payment_method: PaymentMethodInputSchema.optional(),
});

/** Back from the gateway (3-D Secure, a wallet) after paying for a date change. */
export const ReissuePaymentReturnInput = PtrRequestInput.extend({ payment_id: z.string().max(64) });

/** A booking's requests (with a reference), or the signed-in traveller's (without), by status. */
export const PtrRequestsInput = z.object({
  reference: bookingReferenceSchema.optional(),
  last_name: lastNameSchema.optional(),
  status: z.enum(PTR_STATUS_FILTERS, { error: "status is all, in_process or completed." }).default("all"),
});

/** What can be done next with a booking (the pages' actions; the assistant links to them). */
export const BOOKING_ACTIONS = ["view", "pay", "cancel", "void", "refund", "reissue", "requests"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** One booking's status, flight or hotel alike (`bookings.find`, `bookings.trips`). */
export type BookingStatusResult = {
  reference: string;
  kind: "flight" | "hotel";
  /** The domain's own status word (ticketed, held, confirmed, cancelled …). */
  status: string;
  /** One line: the route and date, or the hotel and the stay. */
  summary: string;
  total: Money;
  /** Travellers on the booking (a flight's own, not those moved to another booking) or guests. */
  travellers: number;
  /** When the trip starts (ISO 8601 UTC for a flight, YYYY-MM-DD for a hotel check-in). */
  starts: string;
  next: { action: BookingAction; href: string }[];
  /** A flight split off another booking by a date change of some of its travellers: that booking's reference. */
  splitFrom?: string;
  /** Travellers who moved from this flight booking to new ones by a date change: each new reference and how many. */
  movedTo?: { reference: string; travellers: number }[];
  /** Where the booking's mail goes: masked (l•••@e••••.com) for anyone but the signed-in owner. */
  contact: { email: string; phone: string };
  masked: boolean;
};
