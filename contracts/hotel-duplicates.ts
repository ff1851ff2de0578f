/**
 * A second booking of the same stay (issue 23): two tabs on one hotel, or a booking made again by
 * mistake, would charge the traveller twice, and a non-refundable rate cannot be undone. Before paying,
 * the traveller is told about the stays they already hold or paid at the same hotel on overlapping
 * nights, and must say "Yes, book another room"; the server refuses the payment without it.
 */
import { z } from "./zod.ts";

/** One stay the traveller already has at the hotel, overlapping the one being booked. */
export type HeldStay = {
  /** Null when the stay was found only by the contact e-mail: this browser or account may not open it. */
  reference: string | null;
  /** Paid (confirmed), or a payment for it is under way (a wallet or 3-D Secure page still open). */
  state: "paid" | "payment_in_progress";
  hotelName: string;
  roomType: string;
  rooms: number;
  checkInDate: string;
  checkOutDate: string;
};

/** The form's checkbox and the API's field that confirm a second booking of the same stay. */
export const CONFIRM_DUPLICATE_FIELD = "confirmDuplicate";

/** `confirmDuplicate`: true (JSON), or the checkbox's "yes" (a form); anything else is no. */
export const confirmDuplicateSchema = z
  .union([z.boolean(), z.string().max(10)])
  .optional()
  .transform((v) => v === true || v === "yes" || v === "true" || v === "on");

export const HOTEL_DUPLICATE_MESSAGES = {
  heading: "You already have a booking at this hotel for these dates",
  explain:
    "Booking the same stay again charges you again, and a non-refundable rate cannot be given back. If you meant to book another room, tick the box and pay.",
  byEmailOnly:
    "A stay at this hotel on these dates was already booked with the e-mail address you entered: its confirmation went to that address.",
  confirmLabel: "Yes, book another room",
  /** The server's refusal (page and API): nothing was charged. */
  refused: (references: string[]) =>
    `You already have a booking at this hotel for overlapping dates${references.length ? ` (${references.join(", ")})` : ""}. Nothing was charged. To book another room anyway, confirm with "Yes, book another room".`,
} as const;

/** "paid" / "payment in progress", as the warning lists them. */
export function heldStayStateLabel(state: HeldStay["state"]): string {
  return state === "paid" ? "paid" : "payment in progress";
}
