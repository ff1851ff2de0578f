/**
 * The inputs of the flight checkout's use cases (core/application/flights/checkout.ts), shared by the
 * checkout pages, `/api/booking/flight/*` and the assistant: choosing a fare, the passengers, the
 * add-ons, the hold, paying and coming back from the gateway, and the fare calendar. Built from the
 * schemas the pages and the API already used (the passenger JSON of `POST booking`, the add-ons'
 * wire shape, the payment form), so the rules and their messages stay where they were.
 */
import { plainText } from "./api.ts";
import { paymentInput } from "./checkout.ts";
import { extrasSelectionSchema } from "./extras-selection.ts";
import { FlightSearchInput, TripLookupInput } from "./flight-inputs.ts";
import { z } from "./zod.ts";

/** A checkout (or the engine's selection session) by its id. */
export const SessionInput = z.object({
  session_id: plainText({ max: 100, label: "session_id" })
    .pipe(z.string().min(1, "session_id is required."))
    .describe("The checkout's id, as choosing the fare answered it"),
});

/** A fare offer's code, as the search answered it. */
export const FareSourceInput = z.object({
  fare_source_code: plainText({ max: 2000, label: "fare_source_code" })
    .pipe(z.string().min(1, "fare_source_code is required."))
    .describe("The fare's code from the search"),
});

/** A fare chosen from the search, and the results page to go back to when its guarantee runs out. */
export const SelectFareInput = z.object({
  fare_source_code: FareSourceInput.shape.fare_source_code,
  search_url: plainText({ max: 2000, label: "search_url" }).optional(),
});

const field = (max: number) => z.string().max(max).optional();

/** A traveller as JSON: the passenger form's fields (contracts/passengers.ts holds the rules and messages). */
export const PassengerFields = z.object({
  title: field(10),
  givenName: field(60),
  surname: field(60),
  dateOfBirth: field(10).describe("YYYY-MM-DD"),
  gender: field(1).describe("M or F, as on the ID"),
  nationality: field(2).describe("2-letter country code"),
  passportNumber: field(20),
  passportExpiry: field(10),
  passportCountry: field(2),
});
export type PassengerFields = z.infer<typeof PassengerFields>;

export const ContactFields = z.object({ email: field(254), dialCode: field(6), phone: field(20) });
export type ContactFields = z.infer<typeof ContactFields>;

/** The travellers (adults, then children, then infants, as the fare counts them) and where to send the booking. */
export const FlightPassengersInput = SessionInput.extend({
  passengers: z.array(PassengerFields).max(9),
  contact: ContactFields,
});
export type FlightPassengersInput = z.input<typeof FlightPassengersInput>;

/**
 * Hold the seats: the checkout's booking, once. Passengers and contact may come with the call (an
 * outside client) or have been saved before (`flights.passengers`, the pages).
 */
export const FlightHoldInput = SessionInput.extend({
  passengers: FlightPassengersInput.shape.passengers.optional(),
  contact: ContactFields.optional(),
});
export type FlightHoldInput = z.input<typeof FlightHoldInput>;

/** The add-ons chosen (bags, meals, seats), priced by the server from the fare's offer. */
export const FlightExtrasInput = SessionInput.extend({ extras: extrasSelectionSchema });
export type FlightExtrasInput = z.input<typeof FlightExtrasInput>;

/** A held flight booking by its reference. */
export const FlightReferenceInput = z.object({ reference: TripLookupInput.shape.reference });

/** Pay for a held booking: the payment form's fields (contracts/checkout.ts maps them) and the attempt's key. */
export const FlightPayInput = paymentInput(FlightReferenceInput.shape);
export type FlightPayInput = z.input<typeof FlightPayInput>;

/** Back from the gateway (3-D Secure, a wallet): how the payment ended is asked of the gateway, never taken from here. */
export const FlightPaymentReturnInput = FlightReferenceInput.extend({
  payment_id: z.string().regex(/^[\w-]{1,100}$/, "We could not find that payment. Nothing was charged; please try again."),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");

/**
 * The cheapest fare per day around a search's date (later flights move with the first): the search's
 * fields (codes or place names) and the days, `from`..`to` (at most 42) or else a week around it.
 */
export const FareCalendarInput = FlightSearchInput.extend({
  from: isoDate.optional().describe("First day, YYYY-MM-DD"),
  to: isoDate.optional().describe("Last day, YYYY-MM-DD (at most 42 days after from)"),
});
export type FareCalendarInput = z.input<typeof FareCalendarInput>;

/** The passenger form's fields (`p0.givenName`, `contact.email`) as the JSON travellers and contact. */
export function passengerDetailsOf(form: Record<string, string>): { passengers: PassengerFields[]; contact: ContactFields } {
  const passengers: Record<string, string>[] = [];
  const contact: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const traveller = /^p([0-8])\.(\w+)$/.exec(key);
    if (traveller && traveller[2] in PassengerFields.shape) (passengers[Number(traveller[1])] ??= {})[traveller[2]] = value;
    const c = /^contact\.(\w+)$/.exec(key);
    if (c && c[1] in ContactFields.shape) contact[c[1]] = value;
  }
  return { passengers: Array.from(passengers, (p) => p ?? {}), contact };
}

/** The JSON travellers and contact as the passenger form's fields, so one set of rules checks both. */
export function passengerFormOf(passengers: readonly PassengerFields[], contact: ContactFields | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  passengers.forEach((p, i) => {
    for (const [key, value] of Object.entries(p)) if (typeof value === "string") out[`p${i}.${key}`] = value;
  });
  for (const [key, value] of Object.entries(contact ?? {})) if (typeof value === "string") out[`contact.${key}`] = value;
  return out;
}
