/**
 * A hotel booking's own pages and the stay in a hotel page's address, as use cases (issue 25): the
 * trip page (the booking, what cancelling it now would give back, how it was cancelled), the PDF
 * voucher, and the search session a details, room or checkout address stands on, refreshed when it
 * has run out. A booking opens by the one rule of hotel bookings (hotel-access.ts): its signed-in owner,
 * a browser holding it (the trip cookie) or the lead guest's last name; anyone else gets not_found, as
 * for no booking.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import type { HotelCancelQuote, HotelCancelTerms } from "../../contracts/hotel-cancellation.ts";
import { hotelReferenceSchema } from "../../contracts/hotel-inputs.ts";
import type { HotelBookingView, StayRequest } from "../../contracts/hotels.ts";
import { maskHotelBooking } from "../../contracts/masking.ts";
import { z } from "../../contracts/zod.ts";
import type { HotelCheckout } from "../hotels/hotel-checkout.ts";
import { type HotelSupplier, isHotelError } from "../hotels/supplier.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { type HotelCaller, hotelBookingAccess, NO_SUCH_BOOKING } from "./hotel-access.ts";
import { defineUseCase } from "./use-case.ts";

export type HotelTripsApplicationDeps = {
  hotels: Pick<HotelSupplier, "search" | "more">;
  checkout: Pick<HotelCheckout, "ownerOf" | "view" | "cancelQuote" | "cancellation" | "voucher">;
  /** The hotels' "now" (the end-to-end suite moves it). */
  now: () => Date;
  /** Keeps the per-reference limit on wrong last names (core/rate-limit/reference-guesses.ts, scope "hotel"). */
  rateLimiter: RateLimiter;
};

export const HotelTripInput = z.object({ reference: hotelReferenceSchema });

export const HotelLookUpInput = z.object({ reference: hotelReferenceSchema, lastName: z.string().trim().min(1).max(60) });

export const StaySessionInput = z.object({
  hotelId: z.string().min(1).max(100),
  /** The session the address names, if any. */
  sessionId: z.string().max(4000).nullable(),
  /** The traveller asked for fresh rates: a new session whatever the old one's state. */
  refresh: z.boolean(),
  stay: z.custom<StayRequest>((v) => typeof v === "object" && v !== null, "A stay is required."),
});

export type HotelTrip = { booking: HotelBookingView; cancelQuote: HotelCancelQuote | null; cancellation: HotelCancelTerms | null };

/** When a search session was made (read from its payload; the supplier checked its signature), or null. */
function issuedAtOf(sessionId: string): number | null {
  try {
    const t = JSON.parse(Buffer.from(sessionId.split(".")[0], "base64url").toString("utf8")).t;
    return typeof t === "number" ? t : null;
  } catch {
    return null;
  }
}

export function createHotelTripsApplication(deps: HotelTripsApplicationDeps) {
  const { checkout } = deps;

  const access = hotelBookingAccess(deps);

  /** May the caller open the booking as they are (owner or holding browser), without a last name? */
  async function mayOpen(reference: string, caller: HotelCaller): Promise<boolean> {
    return (await access(reference, caller)).ok;
  }

  /** The booking in full for its signed-in owner; for anyone else, the lead guest's e-mail and phone masked. */
  async function visible(booking: HotelBookingView, caller: HotelCaller): Promise<HotelBookingView> {
    const opened = await access(booking.reference, caller);
    return opened.ok && opened.value.signedInOwner ? booking : maskHotelBooking(booking);
  }

  const lookUp = defineUseCase({
    name: "hotels.lookUp",
    summary: "Finds a hotel booking by its reference and the lead guest's last name (wrong names are limited per reference)",
    input: HotelLookUpInput,
    async run({ reference, lastName }, caller: HotelCaller): Promise<Outcome<{ reference: string }>> {
      const opened = await access(reference, caller, lastName);
      return opened.ok ? ok({ reference }) : opened;
    },
  });

  const trip = defineUseCase({
    name: "hotels.trip",
    summary: "A hotel booking's trip page: the booking, what cancelling it now would give back, and how it was cancelled",
    input: HotelTripInput,
    async run({ reference }, caller: HotelCaller): Promise<Outcome<HotelTrip>> {
      const opened = await access(reference, caller);
      if (!opened.ok) return opened;
      const [booking, cancelQuote, cancellation] = await Promise.all([
        checkout.view(reference),
        checkout.cancelQuote(reference),
        checkout.cancellation(reference),
      ]);
      if (!booking) return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      return ok({ booking: opened.value.signedInOwner ? booking : maskHotelBooking(booking), cancelQuote, cancellation });
    },
  });

  const voucher = defineUseCase({
    name: "hotels.voucher",
    summary: "The PDF voucher of a confirmed hotel booking",
    input: HotelTripInput,
    async run({ reference }, caller: HotelCaller): Promise<Outcome<{ reference: string; pdf: Uint8Array }>> {
      const opened = await access(reference, caller);
      if (!opened.ok) return opened;
      const booking = await checkout.view(reference);
      if (booking?.status !== "confirmed") return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      return ok({ reference, pdf: await checkout.voucher(reference) });
    },
  });

  /**
   * The search session a hotel page's address stands on: the address's own while the supplier still
   * knows it (and no refresh was asked for), else a new one for this hotel and stay. `issuedAt` says
   * when its rates were read; the page calls them stale after 15 minutes.
   */
  const staySession = defineUseCase({
    name: "hotels.staySession",
    summary: "The search session of a hotel page's stay: the one given while still valid, else a new one for this hotel",
    input: StaySessionInput,
    async run(input): Promise<Outcome<{ sessionId: string; issuedAt: number }>> {
      const now = deps.now().getTime();
      if (input.sessionId && !input.refresh) {
        try {
          await deps.hotels.more(input.sessionId, 1);
          return ok({ sessionId: input.sessionId, issuedAt: issuedAtOf(input.sessionId) ?? now });
        } catch (error) {
          if (!isHotelError(error)) throw error;
        }
      }
      const page = await deps.hotels.search({ kind: "codes", codes: [input.hotelId] }, input.stay);
      return ok({ sessionId: page.sessionId, issuedAt: now });
    },
  });

  return { trip, voucher, lookUp, staySession, mayOpen, visible, now: deps.now };
}

export type HotelTripsApplication = ReturnType<typeof createHotelTripsApplication>;
