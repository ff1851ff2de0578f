/**
 * The booking pages' server code (issue 18): "Find your trip", the requests page, the after-ticketing
 * pages (void, refund, date change, cancel a hold) and the dashboard's trips call the bookings and
 * post-ticketing use cases (core/application/bookings.ts, post-ticketing.ts) through these. The
 * caller is the signed-in account with the trips this browser holds (server/trip-access.ts).
 */
import { data, type RouterContextProvider } from "react-router";
import { errorHeaders, fail, type Outcome, type UseCaseError } from "../../contracts/application.ts";
import type { BookingStatusResult } from "../../contracts/booking-inputs.ts";
import { TRIP_NOT_FOUND, TripLookupSchema } from "../../contracts/flight-checkout.ts";
import { type FieldErrors, parseForm } from "../../contracts/forms.ts";
import type { OwnTrips } from "../../core/application/bookings.ts";
import { isReusedPaymentKey } from "../../core/application/post-ticketing.ts";
import { invoke, type UseCase } from "../../core/application/use-case.ts";
import { RATE_LIMITS } from "../../core/rate-limit/rate-limiter.ts";
import type { z } from "../../contracts/zod.ts";
import { safeError } from "../../server/safe-error.ts";
import { type ActionErrors, invalid, rateLimited } from "./auth-actions.server.ts";
import { services } from "./session.server.ts";
import { tripCaller } from "./caller.server.ts";
import { tripAccessCookie } from "./flights.server.ts";
import { pageStatus } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;
/** A page's 429 answer (the form's message, Retry-After). */
type Refused = NonNullable<Awaited<ReturnType<typeof rateLimited>>>;

/** Calls a booking use case as this page's caller. */
export async function callBooking<S extends z.ZodType, T>(context: Ctx, request: Request, useCase: UseCase<S, T>, input: z.input<S>) {
  return invoke(useCase, input, await tripCaller(context, request));
}

/**
 * Runs a booking use case for a page's action. A fault (not a refusal) is logged and answered with `fallback`
 * as a conflict, so the page redraws its form with it as before.
 */
export async function runBookingCase<S extends z.ZodType, T>(
  context: Ctx,
  request: Request,
  useCase: UseCase<S, T>,
  input: z.input<S>,
  fallback: string,
): Promise<Outcome<T>> {
  try {
    return await callBooking(context, request, useCase, input);
  } catch (error) {
    services(context).host.logger.error({ err: safeError(error) }, `${useCase.name} failed`);
    return fail("conflict", fallback, { reason: "page.unexpected" });
  }
}

/** The words of a refusal on a page (a reused payment key: the form is out of date). */
export function refusalMessage(error: UseCaseError): string {
  return isReusedPaymentKey(error) ? "This payment form is out of date. Please try again." : error.message;
}

/**
 * A refusal as an action's answer, with the code's status: its message (none when it is about the
 * travellers chosen: the picker says it) and, unless `fields` is false, its field errors.
 */
export function refusal<E extends object>(error: UseCaseError, extra: E = {} as E, options: { fields?: boolean } = {}) {
  const errors: FieldErrors = options.fields === false ? {} : (error.fields ?? {});
  const message = errors.passengers ? null : refusalMessage(error);
  return data({ errors, message, ...extra }, { status: pageStatus(error.code), headers: errorHeaders(error) });
}

/**
 * "Find your trip" for a flight booking by reference + last name: the per-client limit, then the
 * bookings use case (the per-reference limit on wrong last names). `refused` is the 429 to return.
 */
export async function findFlightTrip(
  context: Ctx,
  request: Request,
  reference: string,
  lastName: string,
): Promise<{ refused: Refused; trip: null } | { refused: null; trip: BookingStatusResult | null }> {
  const limited = await rateLimited(context, RATE_LIMITS.tripLookup);
  if (limited) return { refused: limited, trip: null };
  const input = { reference, last_name: lastName, kind: "flight" as const };
  const found = await invoke(services(context).apps.bookings.find, input, await tripCaller(context, request));
  if (found.ok || found.error.code !== "rate_limited") return { refused: null, trip: found.ok ? found.value : null };
  const headers = { "Retry-After": String(found.error.retryAfterSeconds ?? 60) };
  return {
    refused: data<ActionErrors>({ errors: { form: [found.error.message] } }, { status: pageStatus("rate_limited"), headers }),
    trip: null,
  };
}

/**
 * The "find your trip" form (the trip page, the requests page): the trip and the cookie that opens it
 * in this browser, or the form's answer (its errors, the limit's 429, or not found).
 */
export async function lookUpFlightTrip(context: Ctx, request: Request, form: FormData) {
  const parsed = parseForm(TripLookupSchema, form);
  if (!parsed.ok) return { answer: invalid(parsed.errors) } as const;
  const { refused, trip } = await findFlightTrip(context, request, parsed.data.reference, parsed.data.lastName);
  if (refused) return { answer: refused } as const;
  if (!trip) return { answer: invalid({ form: [TRIP_NOT_FOUND] }, 404) } as const;
  return { trip, cookie: tripAccessCookie(context, request, trip.reference) } as const;
}

/** The signed-in traveller's trips for the dashboard (only called when the session says it has some). */
export async function ownTrips(context: Ctx, request: Request): Promise<OwnTrips> {
  const outcome = await invoke(services(context).apps.bookings.trips, {}, await tripCaller(context, request));
  return outcome.ok ? outcome.value : { trips: [], hotelStays: [], requests: [] };
}

/** When a ticketed booking's void window closes, and whether it is still open (the void quote page). */
export async function voidWindow(context: Ctx, request: Request, reference: string): Promise<{ end: string | null; open: boolean }> {
  const found = await invoke(services(context).apps.flightTrips.voidWindow, { reference }, await tripCaller(context, request));
  return found.ok ? found.value : { end: null, open: false };
}

/** A date change's own payment once paid (its amount, the card or wallet, any part refunded), else null. */
export async function changePayment(context: Ctx, request: Request, reference: string, requestId: string) {
  const found = await invoke(
    services(context).apps.flightTrips.changePayment,
    { reference, request_id: requestId },
    await tripCaller(context, request),
  );
  return found.ok ? found.value : null;
}

export function postTicketingApp(context: Ctx) {
  return services(context).apps.postTicketing;
}
