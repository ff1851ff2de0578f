/**
 * What the checkout pages show: the selection being booked (a "checkout", kept on the server under
 * the flight-expiry session id of spec §3) and, once booked, the booking. Built by the server from
 * the engine's records; the pages never compute a price themselves.
 */
import type { ExtrasSelection } from "./flight-extras.ts";
import type { BookingStatus, ContactInput, FareItinerary, PassengerInput, PassengerType } from "./flights.ts";
import type { Money } from "./money.ts";
import { plainText } from "./api.ts";
import { z } from "./zod.ts";

/**
 * A priced line. Add-on lines kept with a booking also say whose they are (absent: shared by the
 * whole party) and what they are, so a refund or a date change can treat each traveller's own.
 */
export type PriceLine = {
  label: string;
  amount: Money;
  passengerIndex?: number;
  kind?: "baggage" | "meals" | "seat";
  /** A seat's flight (index over the trip's flights). */
  flightIndex?: number;
};

export type CheckoutView = {
  sessionId: string;
  /** ISO 8601 (UTC): when the selected fare stops being guaranteed. */
  expiresAt: string;
  expired: boolean;
  /** The results page this selection came from, to go back to. */
  searchUrl: string;
  fare: FareItinerary;
  passengerTypes: PassengerType[];
  /** Any flight leaves or enters the Philippines. */
  international: boolean;
  passengers: PassengerInput[] | null;
  contact: ContactInput | null;
  extras: ExtrasSelection;
  extrasLines: PriceLine[];
  extrasTotal: Money;
  /** Fare + extras. */
  total: Money;
  bookingReference: string | null;
};

/** A ticket as the traveller sees it: issued, or voided / refunded (exchanged ones are replaced by their reissue). */
export type TicketView = {
  passengerIndex: number;
  ticketNumber: string;
  status?: "issued" | "voided" | "refunded";
  /** ISO 8601 (UTC): when the ticket was issued. */
  issuedAt?: string;
};

export type BookingView = {
  reference: string;
  status: BookingStatus;
  /** ISO 8601 (UTC): an unpaid hold ends then. */
  holdExpiresAt: string | null;
  createdAt: string;
  fare: FareItinerary;
  passengers: PassengerInput[];
  contact: ContactInput;
  extras: ExtrasSelection;
  extrasLines: PriceLine[];
  total: Money;
  tickets: TicketView[];
  /** The airline's own record locator, once ticketed. */
  airlinePnr: string | null;
  paidWith: string | null;
  /** The account it belongs to, when booked signed in. */
  userId: string | null;
  /** Split off another booking by a date change of some of its travellers: that booking's reference. */
  splitFrom?: string | null;
  /** Travellers (indexes) who moved to new bookings by a date change, with a last name to find each one. */
  movedTo?: { reference: string; passengers: number[]; lastName: string }[];
  /**
   * While the outcome of paying is not known yet: `checking` (a payment attempt is going on, or came
   * back to no page after a fault, and we are asking the gateway), `issuing` (paid; the e-tickets are
   * being issued). Null otherwise.
   */
  paymentState?: "checking" | "issuing" | null;
};

export const TripLookupSchema = z.object({
  reference: plainText({ max: 20, label: "Booking reference" })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/, "A booking reference has 6 letters and digits, like K7Q2ZM.")),
  lastName: plainText({ max: 40, label: "Last name" }).pipe(z.string().min(1, "Enter the last name of a traveller on the booking.")),
});

/** "Find your trip" when no booking has that reference and last name. */
export const TRIP_NOT_FOUND = "We could not find a booking with that reference and last name. Check both against your confirmation e-mail.";

/** What a traveller is told about a payment the booking could not keep (docs/decisions/013-flight-checkout.md). */
export const FLIGHT_PAYMENT_MESSAGES = {
  inProgress:
    "A payment for this booking is already in progress, so nothing was charged this time. Please wait a moment and reload the page.",
  /** `payment` is e.g. "GCash payment of ₱3,450.00". */
  alreadyPaid: (payment: string) => `This booking was already paid, so your ${payment} was not needed. We refunded it in full.`,
  holdEnded: (payment: string) =>
    `The seat hold on this booking ended before your ${payment} completed, so we refunded it in full. Please search again for the latest fares.`,
  cancelled: (payment: string) => `This booking was cancelled before your ${payment} completed, so we refunded it in full.`,
  /**
   * Paying ran into a fault of ours (a restart, the database away) after the gateway may have been
   * asked: we do not know yet whether money was taken, so we never say it was not.
   */
  checking:
    "We could not confirm your payment just now. Please don't pay again yet: in a few minutes your trip page will show whether it went through, and we e-mail you either way. If it did, your e-tickets are issued; if the booking can't keep it, it is refunded in full.",
  /** The trip page while a payment attempt's outcome is not known. */
  checkingTrip:
    "We are checking your payment with the bank or wallet. Please don't pay again: this page shows the outcome as soon as we know it, usually within a few minutes, and we e-mail you either way.",
  /** The trip page after the payment, before the e-tickets are issued (a restart in between). */
  issuingTrip:
    "We have your payment. Your e-tickets are being issued and this usually takes a few minutes; we e-mail them to you as soon as they are. There is nothing more to pay.",
  /** A cancel that came after the payment had already paid the booking. */
  paidNoCancel:
    "This booking is already paid and its e-tickets are being issued, so it can't be cancelled now. Once they are issued you can void or refund them from this page.",
  /** A payment id or key that was made for something else (another booking, a date change, a hotel). */
  notThisBooking:
    "We could not find a payment for this booking at that address, so nothing changed here. Open your trip to see what was paid.",
} as const;

/** How many travellers a booking has of its own: those who moved to another booking by a date change count there. */
export function ownTravellerCount(view: Pick<BookingView, "passengers" | "movedTo">): number {
  return view.passengers.length - new Set((view.movedTo ?? []).flatMap((m) => m.passengers)).size;
}
