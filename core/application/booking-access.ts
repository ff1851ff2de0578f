/**
 * Who may open a flight booking, for every use case that names one (bookings.ts, post-ticketing.ts):
 * its signed-in owner in full; a browser holding it (the trip cookie's references, a booking split
 * off one of them included) or anyone giving a traveller's last name, with contact details and dates
 * of birth masked. Wrong last names are limited per reference (core/rate-limit/reference-guesses.ts);
 * the owner is never limited. Anyone else: the same answer as for no such booking.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import type { BookingView } from "../../contracts/flight-checkout.ts";
import { maskFlightBooking } from "../../contracts/masking.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import type { FlightCheckout } from "../flights/checkout/flight-checkout.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { lookUpByReference, referenceGuessesRefused } from "../rate-limit/reference-guesses.ts";
import type { TripCaller } from "./flights/checkout.ts";

export type { TripCaller };

export type FlightAccessDeps = {
  checkout: Pick<FlightCheckout, "booking" | "findBooking">;
  rateLimiter: RateLimiter;
};

export type FlightAccess = { booking: BookingView; owner: boolean };

/** How deep a chain of split bookings is followed back to one the browser holds. */
const SPLIT_DEPTH = 5;

export function flightBookingAccess(deps: FlightAccessDeps) {
  const notFound = () => fail<FlightAccess>("not_found", PTR_MESSAGES.notFound, { reason: "booking.not_found" });

  /** The browser holds the booking, or the one it was split off (a date change of some travellers). */
  async function held(booking: BookingView, references: readonly string[]): Promise<boolean> {
    if (references.includes(booking.reference)) return true;
    let from = booking.splitFrom ?? null;
    for (let depth = 0; from && depth < SPLIT_DEPTH; depth++) {
      if (references.includes(from)) return true;
      from = (await deps.checkout.booking(from))?.splitFrom ?? null;
    }
    return false;
  }

  /** The booking as this caller may see it, or why not (not_found, rate_limited). */
  return async function access(reference: string, caller: TripCaller, lastName?: string): Promise<Outcome<FlightAccess>> {
    const record = await deps.checkout.booking(reference);
    const owner = !!record?.userId && record.userId === caller.userId;
    if (lastName !== undefined) {
      const find = () => deps.checkout.findBooking(reference, lastName);
      if (owner) {
        const found = await find();
        return found ? ok({ booking: found, owner }) : notFound();
      }
      const lookup = await lookUpByReference(deps.rateLimiter, "flight", reference, find);
      if (lookup.refused) return referenceGuessesRefused(lookup.refused);
      return lookup.found ? ok({ booking: maskFlightBooking(lookup.found), owner: false }) : notFound();
    }
    if (!record) return notFound();
    if (owner) return ok({ booking: record, owner });
    if (caller.tripReferences && (await held(record, caller.tripReferences))) return ok({ booking: maskFlightBooking(record), owner });
    return notFound();
  };
}

export type FlightBookingAccess = ReturnType<typeof flightBookingAccess>;
