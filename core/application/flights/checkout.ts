/**
 * The flight checkout as use cases (issue 18): price → hold → pay → confirm, as the hotels have it.
 *
 *   flights.checkout (the selection and its price) → flights.passengers → flights.extrasOffer /
 *   flights.extras (add-ons, priced by the server) → flights.hold (the booking: seats held) →
 *   flights.pay → flights.completePayment (back from 3-D Secure or a wallet)
 *
 * Paying answers the shared checkout shape (contracts/checkout.ts PaymentStepResult) with the one
 * payment input, parsed once by `invoke` (contracts/checkout.ts paymentInput); holding answers the shared `BookingResult`. Engine and
 * payment refusals are typed codes (engine-failure.ts); anything else is a fault and is thrown.
 */
import { type Caller, fail, ok, type Outcome } from "../../../contracts/application.ts";
import type { BookingResult, PaymentStepResult } from "../../../contracts/checkout.ts";
import { isExtrasSelectionError } from "../../../contracts/extras-selection.ts";
import type { ExtraServicesData, ExtrasSelection } from "../../../contracts/flight-extras.ts";
import type { BookingView, CheckoutView } from "../../../contracts/flight-checkout.ts";
import {
  FlightExtrasInput,
  FlightHoldInput,
  FlightPassengersInput,
  FlightPaymentReturnInput,
  FlightPayInput,
  type ContactFields,
  type PassengerFields,
  passengerFormOf,
  SessionInput,
} from "../../../contracts/flight-checkout-inputs.ts";
import { checkoutContext, parsePassengerForm } from "../../../contracts/passengers.ts";
import type { FlightCheckout, PaymentOutcome } from "../../flights/checkout/flight-checkout.ts";
import { findAirline } from "../../flights/data/airlines.ts";
import { defineUseCase } from "../use-case.ts";
import { attempt, engineFailure } from "./engine-failure.ts";

export const CHECKOUT_NOT_FOUND = "This booking session was not found. Search again to choose a flight.";
export const PASSENGERS_INVALID = "Some passenger details are not right.";
export const NO_SUCH_BOOKING = "There is no such booking.";

/** A caller that may also hold trips in its browser (server/trip-access.ts, read by the pages). */
export type TripCaller = Caller & { tripReferences?: readonly string[] };

export type FlightCheckoutUseCaseDeps = {
  checkout: Pick<FlightCheckout, "get" | "savePassengers" | "extrasOffer" | "saveExtras" | "book" | "booking" | "pay" | "completePayment">;
  /** Today in Philippine time (YYYY-MM-DD), for the passengers' ages. */
  today: () => string;
  /** Who may open a flight booking: the one rule of flight bookings (core/application/booking-access.ts). */
  access: (reference: string, caller: TripCaller) => Promise<Outcome<unknown>>;
};

export type FlightPaymentStep = PaymentStepResult;

/** The checkout's pay outcome in the shared checkout shape. */
export function flightPaymentStep(reference: string, outcome: PaymentOutcome): FlightPaymentStep {
  return { ...outcome, reference };
}

function withoutOwner(booking: BookingView): BookingResult<BookingView> {
  const { userId: _owner, ...rest } = booking;
  return rest;
}

export function createFlightCheckoutUseCases(deps: FlightCheckoutUseCaseDeps) {
  const { checkout } = deps;

  async function found(sessionId: string): Promise<Outcome<CheckoutView>> {
    const view = await checkout.get(sessionId);
    return view ? ok(view) : fail("not_found", CHECKOUT_NOT_FOUND, { reason: "checkout.not_found" });
  }

  /** The travellers checked against the fare (ages on the travel dates, passports abroad) and kept. */
  async function keepPassengers(
    view: CheckoutView,
    input: { passengers?: PassengerFields[]; contact?: ContactFields },
  ): Promise<Outcome<CheckoutView>> {
    const form = passengerFormOf(input.passengers ?? [], input.contact);
    const parsed = parsePassengerForm(
      form,
      checkoutContext(view, deps.today(), (code) => findAirline(code)?.name),
    );
    if (!parsed.ok) return fail("unprocessable", PASSENGERS_INVALID, { fields: parsed.errors, reason: "checkout.passengers_invalid" });
    await checkout.savePassengers(view.sessionId, parsed.data);
    return ok({ ...view, ...parsed.data });
  }

  /**
   * May this caller pay for the booking: the flight bookings' one access rule, without a last name
   * (its signed-in owner, or a browser holding it or the booking it was split off).
   */
  async function payable(reference: string, caller: TripCaller): Promise<boolean> {
    return (await deps.access(reference, caller)).ok;
  }

  const checkoutView = defineUseCase({
    name: "flights.checkout",
    summary: "A checkout: the chosen fare, travellers, add-ons and total, and until when the fare is guaranteed",
    input: SessionInput,
    run: (input): Promise<Outcome<CheckoutView>> => found(input.session_id),
  });

  const passengers = defineUseCase({
    name: "flights.passengers",
    summary: "Keeps the travellers (names as on the ID, dates of birth, passports abroad) and the contact for a checkout",
    input: FlightPassengersInput,
    async run(input): Promise<Outcome<CheckoutView>> {
      const view = await found(input.session_id);
      return view.ok ? keepPassengers(view.value, input) : view;
    },
  });

  const extrasOffer = defineUseCase({
    name: "flights.extrasOffer",
    summary: "The bags, meals and seats on offer for a checkout, and the selection to start from",
    input: SessionInput,
    async run(input): Promise<Outcome<{ offer: ExtraServicesData; selection: ExtrasSelection }>> {
      const offer = await attempt(() => checkout.extrasOffer(input.session_id));
      if (!offer.ok) return offer;
      return offer.value ? ok(offer.value) : fail("not_found", CHECKOUT_NOT_FOUND, { reason: "checkout.not_found" });
    },
  });

  const extras = defineUseCase({
    name: "flights.extras",
    summary: "Chooses a checkout's add-ons: checked against the offer and priced by the server; answers the new total",
    input: FlightExtrasInput,
    async run(input): Promise<Outcome<CheckoutView>> {
      try {
        // Seats are only ids here: `priceExtras` swaps in the offer's seat (contracts/extras-selection/wire.ts).
        await checkout.saveExtras(input.session_id, input.extras as unknown as ExtrasSelection);
      } catch (error) {
        // A choice the offer does not allow (too many bags, a seat already taken): its message says which.
        if (isExtrasSelectionError(error))
          return fail("unprocessable", error.message, {
            reason: `extras.${error.code}`,
            ...(error.params ? { params: error.params } : {}),
          });
        return engineFailure(error);
      }
      return found(input.session_id);
    },
  });

  const hold = defineUseCase({
    name: "flights.hold",
    summary: "Books a checkout (once): the seats are held while the traveller pays; answers the booking and its reference",
    input: FlightHoldInput,
    async run(input, caller): Promise<Outcome<BookingResult<BookingView>>> {
      const view = await found(input.session_id);
      if (!view.ok) return view;
      if (input.passengers || input.contact) {
        const kept = await keepPassengers(view.value, input);
        if (!kept.ok) return kept;
      }
      const booked = await attempt(() => checkout.book(input.session_id, caller.userId));
      if (!booked.ok) return booked;
      const booking = await checkout.booking(booked.value.reference);
      return booking ? ok(withoutOwner(booking)) : fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
    },
  });

  const pay = defineUseCase({
    name: "flights.pay",
    summary: "Pays for a held flight booking by card, GCash or Maya (one attempt per idempotency key); paid, it is ticketed",
    input: FlightPayInput,
    async run(input, caller: TripCaller): Promise<Outcome<FlightPaymentStep>> {
      if (!(await payable(input.reference, caller))) return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      const paid = await attempt(() => checkout.pay(input.reference, { method: input.method, idempotencyKey: input.idempotencyKey }));
      return paid.ok ? ok(flightPaymentStep(input.reference, paid.value)) : paid;
    },
  });

  const completePayment = defineUseCase({
    name: "flights.completePayment",
    summary: "After the gateway (3-D Secure, a wallet): how the payment ended, asked of the gateway; paid, the booking is ticketed",
    input: FlightPaymentReturnInput,
    async run(input, caller: TripCaller): Promise<Outcome<FlightPaymentStep>> {
      if (!(await payable(input.reference, caller))) return fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" });
      const done = await attempt(() => checkout.completePayment(input.reference, input.payment_id));
      return done.ok ? ok(flightPaymentStep(input.reference, done.value)) : done;
    },
  });

  return { checkout: checkoutView, passengers, extrasOffer, extras, hold, pay, completePayment };
}
