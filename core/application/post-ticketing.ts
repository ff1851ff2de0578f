/**
 * The flight after-booking operations as use cases (issue 18): void, refund and date-change
 * (reissue) quotes and the requests that accept them, paying for a change, a request's status, and
 * cancelling an unpaid hold — over core/flights/post-ticketing (docs/decisions/014-post-ticketing.md).
 * The pages (app/server/bookings.server.ts), the JSON API (server/api/flights.ts) and the assistant
 * call them. Every one names the booking as booking-access.ts allows (owner, browser holding it, or a
 * traveller's last name under the per-reference limit).
 *
 * Errors: the engine's as `engineFailure` maps them (a request already open: conflict; a rule
 * refusing the choice: unprocessable), an expired quote `gone`, a payment the gateway refused as
 * such `unprocessable` (a reused idempotency key: conflict), a declined change payment
 * `payment_failed`, a payment that could not pay the change (refunded in full) `conflict`, a payment
 * that is not this change's own `invalid`. Anything else is a fault and is thrown.
 */
import { type ErrorCode, fail, ok, type Outcome, type UseCaseError } from "../../contracts/application.ts";
import {
  FlightBookingInput,
  PtrQuoteInput,
  PtrRequestInput,
  PtrRequestsInput,
  ReissueInput,
  ReissuePaymentReturnInput,
  ReissueQuoteInput,
} from "../../contracts/booking-inputs.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { PTR_MESSAGES, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import { isFlightError } from "../flights/errors.ts";
import type { PostTicketing, ReissuePaymentOutcome } from "../flights/post-ticketing.ts";
import { isPaymentRequestError } from "../payments/payments.ts";
import type { FlightAccess, FlightBookingAccess, TripCaller } from "./booking-access.ts";
import { engineFailure } from "./flights/engine-failure.ts";
import { defineUseCase } from "./use-case.ts";

export type PostTicketingApplicationDeps = {
  postTicketing: Pick<
    PostTicketing,
    | "quoteVoid"
    | "quoteRefund"
    | "quoteReissue"
    | "execute"
    | "executeReissue"
    | "completeReissuePayment"
    | "cancelHold"
    | "request"
    | "requests"
    | "requestsForUser"
  >;
  access: FlightBookingAccess;
};

/** A date change accepted (nothing due, or paid), or waiting for the traveller at the gateway. */
export type ChangePaymentStep = { kind: "accepted"; request: PtrRequestView } | { kind: "redirect"; url: string; request: PtrRequestView };

/** A booking's requests with its travellers (as the caller may see them), or the signed-in traveller's. */
export type PtrRequestList = { reference: string | null; requests: PtrRequestView[]; passengers: PassengerInput[] | null };

/** An error of the engine or the gateway as a typed failure; anything else is thrown. */
export function ptrFailure(error: unknown): Outcome<never> {
  if (isPaymentRequestError(error)) {
    return fail(error.code === "idempotency_conflict" ? "conflict" : "unprocessable", error.message, {
      fields: error.errors,
      reason: `payment.${error.code}`,
    });
  }
  if (isFlightError(error) && error.message === PTR_MESSAGES.quoteExpired)
    return fail("gone", error.message, { reason: "change.quote_expired" });
  return engineFailure(error);
}

/** The payment key was already used for another change or option: each edge says it in its own words. */
export function isReusedPaymentKey(error: UseCaseError): boolean {
  return error.reason === "payment.idempotency_conflict";
}

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return ok(await work());
  } catch (error) {
    return ptrFailure(error);
  }
}

const FAILED_CHANGE_CODES: Record<Extract<ReissuePaymentOutcome, { kind: "failed" }>["reason"], ErrorCode> = {
  declined: "payment_failed",
  returned: "conflict",
  not_ours: "invalid",
};

function changeStep(outcome: ReissuePaymentOutcome): Outcome<ChangePaymentStep> {
  if (outcome.kind === "failed")
    return fail(FAILED_CHANGE_CODES[outcome.reason], outcome.message, { reason: `change.payment_${outcome.reason}` });
  return ok(outcome);
}

export function createPostTicketingApplication(deps: PostTicketingApplicationDeps) {
  const ptr = deps.postTicketing;

  /** Runs `work` on the booking the caller may act on; refusals and engine errors as typed failures. */
  async function onBooking<T>(
    input: { reference: string; last_name?: string },
    caller: TripCaller,
    work: (a: FlightAccess) => Promise<T>,
  ): Promise<Outcome<T>> {
    const a = await deps.access(input.reference, caller, input.last_name);
    return a.ok ? attempt(() => work(a.value)) : a;
  }

  const quoteVoid = defineUseCase({
    name: "flights.voidQuote",
    summary: "Quotes voiding tickets on the day they were issued: the voiding fee and the money back (valid 30 minutes)",
    input: PtrQuoteInput,
    run: (input, caller: TripCaller): Promise<Outcome<PtrRequestView>> =>
      onBooking(input, caller, ({ booking }) => ptr.quoteVoid(booking.reference, input.passengers ?? booking.passengers.map((_, i) => i))),
  });

  const quoteRefund = defineUseCase({
    name: "flights.refundQuote",
    summary: "Quotes a refund of tickets before departure under the fare's rules: the penalty, fees and money back (valid 30 minutes)",
    input: PtrQuoteInput,
    run: (input, caller: TripCaller): Promise<Outcome<PtrRequestView>> =>
      onBooking(input, caller, ({ booking }) =>
        ptr.quoteRefund(booking.reference, input.passengers ?? booking.passengers.map((_, i) => i)),
      ),
  });

  const quoteReissue = defineUseCase({
    name: "flights.reissueQuote",
    summary: "Quotes a date change: flights on the new dates with the fare difference and change fee of each (valid 30 minutes)",
    input: ReissueQuoteInput,
    run: (input, caller: TripCaller): Promise<Outcome<PtrRequestView>> =>
      onBooking(input, caller, ({ booking }) => ptr.quoteReissue(booking.reference, input.dates, input.passengers)),
  });

  const requestMoneyBack = (type: "void" | "refund", summary: string) =>
    defineUseCase({
      name: `flights.${type}`,
      summary,
      input: PtrRequestInput,
      run: (input, caller: TripCaller): Promise<Outcome<PtrRequestView>> =>
        onBooking(input, caller, ({ booking }) => ptr.execute(booking.reference, type, input.request_id)),
    });
  const requestVoid = requestMoneyBack("void", "Accepts a void quote: the request is in process until the tickets are voided");
  const requestRefund = requestMoneyBack("refund", "Accepts a refund quote: the request is in process until the money is back");

  const reissue = defineUseCase({
    name: "flights.reissue",
    summary: "Accepts a date change option and pays what is due (card, GCash or Maya; nothing when nothing is due)",
    input: ReissueInput,
    async run(input, caller: TripCaller): Promise<Outcome<ChangePaymentStep>> {
      const done = await onBooking(input, caller, ({ booking }) =>
        ptr.executeReissue(booking.reference, input.request_id, {
          optionId: input.option_id,
          idempotencyKey: input.idempotency_key,
          method: input.payment_method,
        }),
      );
      return done.ok ? changeStep(done.value) : done;
    },
  });

  const reissuePaymentReturn = defineUseCase({
    name: "flights.reissuePaymentReturn",
    summary: "After the gateway's challenge or wallet page: how paying for a date change ended (only the change's own payment counts)",
    input: ReissuePaymentReturnInput,
    async run(input, caller: TripCaller): Promise<Outcome<ChangePaymentStep>> {
      const done = await onBooking(input, caller, ({ booking }) =>
        ptr.completeReissuePayment(booking.reference, input.request_id, input.payment_id),
      );
      return done.ok ? changeStep(done.value) : done;
    },
  });

  const cancelHold = defineUseCase({
    name: "flights.cancelHold",
    summary: "Cancels a held booking that is not paid yet: its seats are released, nothing is charged",
    input: FlightBookingInput,
    run: (input, caller: TripCaller): Promise<Outcome<PtrRequestView>> =>
      onBooking(input, caller, ({ booking }) => ptr.cancelHold(booking.reference)),
  });

  const request = defineUseCase({
    name: "flights.request",
    summary: "One void, refund, date change or cancel request of a booking: its quote and where it stands",
    input: PtrRequestInput,
    async run(input, caller: TripCaller): Promise<Outcome<PtrRequestView>> {
      const found = await onBooking(input, caller, ({ booking }) => ptr.request(booking.reference, input.request_id));
      if (!found.ok) return found;
      return found.value ? ok(found.value) : fail("not_found", PTR_MESSAGES.noQuote, { reason: "change.no_quote" });
    },
  });

  const requests = defineUseCase({
    name: "flights.requests",
    summary:
      "A booking's void, refund, date change and cancel requests (or, signed in without a reference, all of the traveller's), by status",
    input: PtrRequestsInput,
    async run(input, caller: TripCaller): Promise<Outcome<PtrRequestList>> {
      const { reference, status } = input;
      if (reference) {
        return onBooking({ reference, last_name: input.last_name }, caller, async ({ booking }) => ({
          reference: booking.reference,
          requests: await ptr.requests(booking.reference, status),
          passengers: booking.passengers,
        }));
      }
      if (!caller.userId)
        return fail("unauthenticated", "Log in to see your requests, or give the booking reference and a last name.", {
          reason: "account.sign_in_for_requests",
        });
      return ok({ reference: null, requests: await ptr.requestsForUser(caller.userId, status), passengers: null });
    },
  });

  return { quoteVoid, quoteRefund, quoteReissue, requestVoid, requestRefund, reissue, reissuePaymentReturn, cancelHold, request, requests };
}

export type PostTicketingApplication = ReturnType<typeof createPostTicketingApplication>;
