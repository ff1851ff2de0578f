/**
 * A flight booking's own pages as use cases (issue 25): the trip page (its notes, what was paid and
 * how, a payment the booking could not keep), the PDF e-ticket, a date change's own payment and the
 * void window of the quote page; and the airports and airlines the search forms and trip pages name.
 * Each use case that names a booking opens it only as booking-access.ts allows, and answers not_found
 * for anyone else, whether or not the booking exists.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { FlightBookingInput, PtrRequestInput } from "../../contracts/booking-inputs.ts";
import type { BookingView } from "../../contracts/flight-checkout.ts";
import type { Money } from "../../contracts/money.ts";
import type { TripPaymentView } from "../../contracts/post-ticketing.ts";
import { z } from "../../contracts/zod.ts";
import type { FlightCheckout } from "../flights/checkout/flight-checkout.ts";
import type { FlightService } from "../flights/flight-service.ts";
import type { PostTicketing } from "../flights/post-ticketing.ts";
import { voidWindowEnd } from "../flights/post-ticketing/rules.ts";
import type { FlightBookingAccess, TripCaller } from "./booking-access.ts";
import { defineUseCase } from "./use-case.ts";

export type FlightTripsApplicationDeps = {
  access: FlightBookingAccess;
  checkout: Pick<FlightCheckout, "refundNotice" | "bookingNotes" | "eticketPdf" | "travelNotes">;
  postTicketing: Pick<PostTicketing, "paidOn" | "payments" | "changePaid">;
  flights: Pick<FlightService, "airports" | "airlines" | "getBooking">;
  now: () => Date;
};

/** What the e-ticket answers for a booking whose tickets are not issued yet. */
export const NO_ETICKET_YET = "This booking has no e-ticket yet: it is issued once payment succeeds.";

export const FlightTripInput = FlightBookingInput.extend({
  refunded: z.string().max(200).optional().describe("A payment the booking could not keep, to say it was refunded"),
});

export type FlightTrip = {
  booking: Omit<BookingView, "userId">;
  /** The sentence for a payment refunded in full because the booking could not keep it, or null. */
  refundNotice: string | null;
  notes: ReturnType<FlightCheckout["bookingNotes"]>;
  /** What the booking still holds of what was paid (ticketed, voided or refunded), else null. */
  paid: Money | null;
  payments: TripPaymentView[];
};

export function createFlightTripsApplication(deps: FlightTripsApplicationDeps) {
  async function opened<T>(reference: string, caller: TripCaller, work: (booking: BookingView) => Promise<Outcome<T>>) {
    const found = await deps.access(reference, caller);
    return found.ok ? work(found.value.booking) : found;
  }

  const trip = defineUseCase({
    name: "flights.trip",
    summary: "A flight booking's trip page: the booking, its travel notes, what was paid and each payment",
    input: FlightTripInput,
    run: (input, caller: TripCaller): Promise<Outcome<FlightTrip>> =>
      opened(input.reference, caller, async (booking) => {
        const { userId: _owner, ...visible } = booking;
        const settled = booking.status === "voided" || booking.status === "refunded" || booking.status === "ticketed";
        const unpaid = booking.status === "held" || booking.status === "expired";
        return ok({
          booking: visible,
          refundNotice: input.refunded ? await deps.checkout.refundNotice(booking.reference, input.refunded) : null,
          notes: deps.checkout.bookingNotes(booking),
          paid: settled ? await deps.postTicketing.paidOn(booking.reference) : null,
          payments: unpaid ? [] : await deps.postTicketing.payments(booking.reference),
        });
      }),
  });

  const eTicket = defineUseCase({
    name: "flights.eTicket",
    summary: "The PDF e-ticket of a ticketed flight booking",
    input: FlightBookingInput,
    run: (input, caller: TripCaller): Promise<Outcome<{ reference: string; pdf: Uint8Array }>> =>
      opened(input.reference, caller, async (booking) => {
        if (booking.status !== "ticketed") return fail("conflict", NO_ETICKET_YET, { reason: "flight.no_eticket_yet" });
        return ok({ reference: booking.reference, pdf: await deps.checkout.eticketPdf(booking) });
      }),
  });

  const changePayment = defineUseCase({
    name: "flights.changePayment",
    summary: "What a date change's own payment was: its amount, the card or wallet, and any part refunded",
    input: PtrRequestInput,
    run: (input, caller: TripCaller): Promise<Outcome<TripPaymentView | null>> =>
      opened(input.reference, caller, async (booking) => ok(await deps.postTicketing.changePaid(booking.reference, input.request_id))),
  });

  const voidWindow = defineUseCase({
    name: "flights.voidWindow",
    summary: "When a ticketed booking's tickets can no longer be voided, and whether they still can",
    input: FlightBookingInput,
    run: (input, caller: TripCaller): Promise<Outcome<{ end: string | null; open: boolean }>> =>
      opened(input.reference, caller, async (booking) => {
        const record = await deps.flights.getBooking(booking.reference);
        const firstIssue = record?.tickets.find((t) => t.status === "issued")?.issuedAt ?? null;
        const end = firstIssue ? voidWindowEnd(firstIssue) : null;
        const reissued = record?.events.some((e) => e.type === "reissued") ?? false;
        return ok({ end: end ? end.toISOString() : null, open: Boolean(end && !reissued && deps.now().getTime() < end.getTime()) });
      }),
  });

  const airports = defineUseCase({
    name: "flights.airports",
    summary: "Every airport we fly to and from, with its city and country",
    input: z.object({}),
    run: async () => ok(deps.flights.airports()),
  });

  return {
    trip,
    eTicket,
    changePayment,
    voidWindow,
    airports,
    /** The airlines' names by code, for the pages that show a fare or a booking. */
    airlineNames: (): Record<string, string> => Object.fromEntries(deps.flights.airlines().map((a) => [a.code, a.name])),
    /** What travellers should know before they fly (entry rules, IDs), for a checkout's review page. */
    checkoutNotes: deps.checkout.travelNotes,
  };
}

export type FlightTripsApplication = ReturnType<typeof createFlightTripsApplication>;
