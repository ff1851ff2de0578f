/**
 * Who may open a hotel booking: the one rule every hotel use case that names a booking asks
 * (hotels.ts: pay, the payment's return, held stays, the booking, its cancel quote and cancel;
 * hotel-trips.ts: the trip page, the voucher and the look-up by last name). Its signed-in owner sees
 * it in full; a browser holding it (the trip cookie) or anyone giving the lead guest's last name sees
 * it with the guest's contact masked. Wrong last names are limited per reference
 * (core/rate-limit/reference-guesses.ts, scope "hotel"); the owner and a holding browser never are.
 * Anyone else gets the same answer as for no booking at all.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { mayAccessHotelBooking } from "../hotels/booking-access.ts";
import type { HotelCheckout } from "../hotels/hotel-checkout.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { lookUpByReference, referenceGuessesRefused } from "../rate-limit/reference-guesses.ts";

/** A caller of the hotel use cases may also hold trips in this browser (server/trip-access.ts). */
export type HotelCaller = Caller & { tripReferences?: readonly string[] };

export const NO_SUCH_BOOKING = "There is no such booking.";

export type HotelAccessDeps = {
  checkout: Pick<HotelCheckout, "ownerOf">;
  rateLimiter: RateLimiter;
};

/** The caller may open the booking; `signedInOwner` says whether they see it unmasked. */
export type HotelAccess = { signedInOwner: boolean };

export function hotelBookingAccess(deps: HotelAccessDeps) {
  const notFound = () => fail<HotelAccess>("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });

  return async function access(reference: string, caller: HotelCaller, lastName?: string | null): Promise<Outcome<HotelAccess>> {
    const owner = await deps.checkout.ownerOf(reference);
    const signedInOwner = !!owner?.userId && owner.userId === caller.userId;
    if (owner && mayAccessHotelBooking(owner, { userId: caller.userId, tripReferences: caller.tripReferences, reference }))
      return ok({ signedInOwner });
    if (!lastName?.trim()) return notFound();
    const lookup = await lookUpByReference(deps.rateLimiter, "hotel", reference, async () =>
      owner && mayAccessHotelBooking(owner, { reference, lastName }) ? true : null,
    );
    if (lookup.refused) return referenceGuessesRefused(lookup.refused);
    return lookup.found ? ok({ signedInOwner: false }) : notFound();
  };
}

export type HotelBookingAccess = ReturnType<typeof hotelBookingAccess>;
