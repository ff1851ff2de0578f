/**
 * The hotels application service (issue 18): the hotel pages (app/server/hotels.server.ts), the JSON
 * API (server/api/hotels.ts) and the assistant call these use cases. A search is a typed input in
 * either shape (contracts/hotel-inputs.ts HotelSearchInput, parsed once by `invoke`), checked here by
 * its rules against the hotels' today (contracts/hotel-schemas.ts checkHotelSearch); paying answers the
 * shared checkout shape (contracts/checkout.ts PaymentStepResult); booking look-ups keep the
 * per-reference limit on wrong last names and mask the lead guest's contact for anyone but the owner.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import type { BookingResult, PaymentStepResult } from "../../contracts/checkout.ts";
import { HOTEL_CANCEL_MESSAGES, type HotelCancelQuote, type HotelCancelTerms } from "../../contracts/hotel-cancellation.ts";
import {
  HotelBookingInput,
  HotelBookInput,
  HotelCancelInput,
  HotelCancelQuoteInput,
  HotelDetailsInput,
  HotelHeldStaysInput,
  HotelOfferInput,
  HotelPayInput,
  HotelPaymentReturnInput,
  HotelRoomOfferInput,
  HotelSearchInput,
  hotelReferenceSchema,
} from "../../contracts/hotel-inputs.ts";
import { type HeldStay, HOTEL_DUPLICATE_MESSAGES } from "../../contracts/hotel-duplicates.ts";
import { checkHotelSearch } from "../../contracts/hotel-schemas.ts";
import {
  HOTEL_MESSAGES,
  type HotelBookingView,
  type HotelDetails,
  type HotelSearchCriteria,
  type HotelSearchPage,
  type HotelSearchRequest,
  manilaToday,
  type RoomRate,
  type RoomRatesReply,
  type StayRequest,
} from "../../contracts/hotels.ts";
import { maskHotelBooking } from "../../contracts/masking.ts";
import type { z } from "../../contracts/zod.ts";
import type { Money } from "../../contracts/money.ts";
import type { HotelCheckout, PayOutcome } from "../hotels/hotel-checkout.ts";
import { type HotelErrorCode, type HotelSupplier, isHotelError } from "../hotels/supplier.ts";
import { isPaymentRequestError } from "../payments/payments.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { type HotelCaller, hotelBookingAccess, NO_SUCH_BOOKING } from "./hotel-access.ts";
import { paymentRequestFailure } from "./payment-failure.ts";
import { defineUseCase } from "./use-case.ts";
import type { ErrorCode } from "../../contracts/application.ts";

export type HotelsApplicationDeps = {
  hotels: HotelSupplier;
  checkout: HotelCheckout;
  /** The hotels' "now" (the end-to-end suite moves it). */
  now: () => Date;
  /** Keeps the per-reference limit on wrong last names (core/rate-limit/reference-guesses.ts, scope "hotel"). */
  rateLimiter: RateLimiter;
};

const HOTEL_ERROR_CODES: Record<HotelErrorCode, ErrorCode> = {
  session_expired: "gone",
  session_invalid: "invalid",
  hotel_not_found: "not_found",
  room_not_found: "not_found",
  room_unavailable: "conflict",
  booking_not_found: "not_found",
  not_cancellable: "conflict",
  not_payable: "conflict",
  payment_in_progress: "conflict",
  quote_changed: "conflict",
  invalid_request: "invalid",
};

/** Runs core work; a HotelError or a payment request error becomes the outcome's typed error. */
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (isHotelError(error)) return fail(HOTEL_ERROR_CODES[error.code], error.message, { reason: `hotel.${error.code}` });
    if (isPaymentRequestError(error)) return paymentRequestFailure(error);
    throw error;
  }
}

/** The hotel checkout's pay outcome in the shared checkout shape, with the booking as it now stands. */
export function hotelPaymentStep(reference: string, outcome: PayOutcome): HotelPaymentStep {
  const booking = outcome.booking;
  switch (outcome.status) {
    case "confirmed":
      return { kind: "paid", reference, booking };
    case "requires_action":
      return { kind: "redirect", reference, url: outcome.url, booking };
    case "failed":
      return { kind: "failed", reference, message: outcome.message, booking };
    case "refunded":
      return { kind: "refunded", reference, message: outcome.message, refund: outcome.refund, booking };
  }
}

export type HotelPaymentStep = PaymentStepResult<{ booking: HotelBookingView }>;

/** Where the gateway sends the traveller back after a challenge or a wallet. */
export const hotelPaymentReturnUrl = (reference: string) => `/hotels/checkout/return?reference=${reference}`;

/** Whose held stays a caller may see by reference: their account's and the ones this browser holds. */
const viewerOf = (caller: HotelCaller) => ({ userId: caller.userId, references: caller.tripReferences ?? [] });

export function createHotelsApplication(deps: HotelsApplicationDeps) {
  const { hotels, checkout } = deps;
  const today = () => manilaToday(deps.now());

  /** Who may open a booking: the one rule of hotel bookings (hotel-access.ts). */
  const access = hotelBookingAccess(deps);

  /** The criteria's rules, and today's (the hotels' clock), on the input `invoke` parsed: the supplier's request. */
  function checkCriteria(
    input: z.output<typeof HotelSearchInput>,
  ): Outcome<{ request: HotelSearchRequest; criteria: HotelSearchCriteria | null }> {
    const checked = checkHotelSearch(input, input.searchType, today());
    if (!checked.ok) {
      const fields = checked.errors;
      return fail("invalid", Object.values(fields)[0]?.[0] ?? HOTEL_MESSAGES.invalidSearchType, { fields, reason: "input.invalid" });
    }
    return ok({ request: checked.data, criteria: checked.criteria });
  }

  /** The search of checked criteria: a page, the session's next or filtered page, or pages 1..n appended. */
  function find(input: z.output<typeof HotelSearchInput>, { query, stay }: HotelSearchRequest): Promise<Outcome<HotelSearchPage>> {
    const options = { page: input.page, filters: input.filters, sort: input.sort };
    const sessionId = input.sessionId;
    return attempt(async () => {
      if (input.purpose !== "search" && sessionId) return hotels.filtered(sessionId, options);
      if (!input.pages) return hotels.search(query, stay, options);
      // Pages 1..n appended ("more results" without JavaScript).
      const first = await hotels.search(query, stay, { ...options, page: 1 });
      const results = [...first.searchResults];
      let last = first;
      for (let p = 2; p <= Math.min(input.pages, first.totalPages, 10); p++) {
        last = await hotels.more(first.sessionId, p, { filters: options.filters, sort: options.sort });
        results.push(...last.searchResults);
      }
      return { ...last, sessionId: first.sessionId, searchResults: results };
    });
  }

  const search = defineUseCase({
    name: "hotels.search",
    summary: "Hotels by destination, hotel codes or a place on the map for dates and guests, with pages, filters and sorting",
    input: HotelSearchInput,
    async run(input): Promise<Outcome<HotelSearchPage>> {
      const checked = checkCriteria(input);
      return checked.ok ? find(input, checked.value.request) : checked;
    },
  });

  /**
   * The results page's search (issue 25): the criteria as the rules read them (the page shows them and
   * its form) and the search's own outcome, or the criteria's field errors — one parse of the address.
   */
  const results = defineUseCase({
    name: "hotels.results",
    summary: "A hotel search for the results page: its criteria as checked, and the search's answer or why it failed",
    input: HotelSearchInput,
    async run(input): Promise<Outcome<{ criteria: HotelSearchCriteria | null; found: Outcome<HotelSearchPage> }>> {
      const checked = checkCriteria(input);
      if (!checked.ok) return checked;
      return ok({ criteria: checked.value.criteria, found: await find(input, checked.value.request) });
    },
  });

  const details = defineUseCase({
    name: "hotels.details",
    summary: "A hotel's photos, amenities, policies and rooms",
    input: HotelDetailsInput,
    run: (input): Promise<Outcome<HotelDetails>> => attempt(() => hotels.details(input)),
  });

  const rates = defineUseCase({
    name: "hotels.rates",
    summary: "Every room's rate at a hotel for the stay and rooms of a search session",
    input: HotelOfferInput,
    run: (input): Promise<Outcome<RoomRatesReply>> => attempt(() => hotels.roomRates(input)),
  });

  const availability = defineUseCase({
    name: "hotels.availability",
    summary: "Whether a room of a search session is still available, at what price",
    input: HotelRoomOfferInput,
    run: (input): Promise<Outcome<{ available: boolean; rate: RoomRate; stay: StayRequest }>> =>
      attempt(() => hotels.validateAvailability(input)),
  });

  const book = defineUseCase({
    name: "hotels.book",
    summary: "Starts a booking of a room for the lead guest: checks availability again, answers the reference and the price to pay",
    input: HotelBookInput,
    run: (input, caller): Promise<Outcome<BookingResult<HotelBookingView>>> =>
      attempt(() => checkout.start({ ...input, userId: caller.userId })),
  });

  const pay = defineUseCase({
    name: "hotels.pay",
    summary: "Pays for a started booking by card, GCash or Maya (one attempt per idempotency key)",
    input: HotelPayInput,
    async run(input, caller: HotelCaller): Promise<Outcome<HotelPaymentStep>> {
      const opened = await access(input.reference, caller);
      if (!opened.ok) return opened;
      // A second booking of a stay the traveller already holds or paid is charged only once they say so.
      if (!input.confirmDuplicate) {
        const held = await checkout.heldStaysBesides(input.reference, viewerOf(caller));
        if (held.length) {
          const references = held.flatMap((h) => (h.reference ? [h.reference] : []));
          const message = HOTEL_DUPLICATE_MESSAGES.refused(references);
          // `refs`: the references as the sentence shows them (" (H1A2B3)", or nothing), for an edge to word it.
          const params = { refs: references.length ? ` (${references.join(", ")})` : "" };
          return fail("conflict", message, { fields: { confirmDuplicate: [message] }, reason: "hotel.duplicate_stay", params });
        }
      }
      const paid = await attempt(() =>
        checkout.pay({
          reference: input.reference,
          idempotencyKey: input.idempotencyKey,
          method: input.method,
          returnUrl: hotelPaymentReturnUrl(input.reference),
        }),
      );
      return paid.ok ? ok(hotelPaymentStep(input.reference, paid.value)) : paid;
    },
  });

  const heldStays = defineUseCase({
    name: "hotels.heldStays",
    summary:
      "The stays the traveller already holds or paid at a hotel on overlapping nights (a booking not yet paid, or a hotel and dates), to warn before a second booking",
    input: HotelHeldStaysInput,
    async run(input, caller: HotelCaller): Promise<Outcome<HeldStay[]>> {
      const viewer = viewerOf(caller);
      if ("reference" in input) {
        const opened = await access(input.reference, caller);
        if (!opened.ok) return opened;
        return ok(await checkout.heldStaysBesides(input.reference, viewer));
      }
      if (!viewer.userId && !viewer.references.length) return ok([]);
      const query = {
        hotelId: input.hotelId,
        checkIn: input.checkInDate,
        checkOut: input.checkOutDate,
        userId: viewer.userId,
        email: null,
      };
      return ok(await checkout.heldStays(query, viewer));
    },
  });

  const completePayment = defineUseCase({
    name: "hotels.completePayment",
    summary: "After the gateway (3-D Secure, a wallet): how the payment ended, asked of the gateway; paid, the booking is confirmed",
    input: HotelPaymentReturnInput,
    async run(input, caller: HotelCaller): Promise<Outcome<HotelPaymentStep>> {
      const opened = await access(input.reference, caller);
      if (!opened.ok) return opened;
      const done = await attempt(() => checkout.complete(input.reference, input.payment_id));
      return done.ok ? ok(hotelPaymentStep(input.reference, done.value)) : done;
    },
  });

  const booking = defineUseCase({
    name: "hotels.booking",
    summary: "A hotel booking by reference: in full for its signed-in owner, else with the lead guest's last name and contact masked",
    input: HotelBookingInput,
    async run(input, caller: HotelCaller): Promise<Outcome<HotelBookingView>> {
      const reference = hotelReferenceSchema.safeParse(input.reference);
      if (!reference.success) return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      const a = await access(reference.data, caller, input.last_name);
      if (!a.ok) return a;
      const view = await checkout.view(reference.data);
      if (!view) return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      return ok(a.value.signedInOwner ? view : maskHotelBooking(view));
    },
  });

  const cancelQuote = defineUseCase({
    name: "hotels.cancelQuote",
    summary: "What cancelling a confirmed hotel booking now keeps and gives back, to what and when, with the token to confirm it",
    input: HotelCancelQuoteInput,
    async run(input, caller: HotelCaller): Promise<Outcome<HotelCancelQuote>> {
      const a = await access(input.reference, caller, input.last_name);
      if (!a.ok) return a;
      const quote = await checkout.cancelQuote(input.reference);
      return quote ? ok(quote) : fail("conflict", HOTEL_CANCEL_MESSAGES.notCancellable, { reason: "hotel.not_cancellable" });
    },
  });

  const cancel = defineUseCase({
    name: "hotels.cancel",
    summary: "Cancels a hotel booking under its quote (nothing happens when the quote no longer holds) and refunds",
    input: HotelCancelInput,
    async run(input, caller: HotelCaller): Promise<Outcome<{ booking: HotelBookingView; refund: Money; cancellation: HotelCancelTerms }>> {
      const a = await access(input.reference, caller, input.last_name);
      if (!a.ok) return a;
      const done = await attempt(() => checkout.cancel(input.reference, { quoteToken: input.quoteToken }));
      if (!done.ok) return done;
      const { booking, refund, terms } = done.value;
      return ok({ booking: a.value.signedInOwner ? booking : maskHotelBooking(booking), refund, cancellation: terms });
    },
  });

  return { search, results, details, rates, availability, book, pay, heldStays, completePayment, booking, cancelQuote, cancel };
}

export type HotelsApplication = ReturnType<typeof createHotelsApplication>;

export const HOTEL_USE_CASE_NAMES = [
  "hotels.search",
  "hotels.results",
  "hotels.details",
  "hotels.rates",
  "hotels.availability",
  "hotels.book",
  "hotels.pay",
  "hotels.heldStays",
  "hotels.completePayment",
  "hotels.booking",
  "hotels.cancelQuote",
  "hotels.cancel",
] as const;
