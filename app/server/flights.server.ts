/**
 * The flight pages' server code (app/server/, docs/architecture.md "Application layer: flights"):
 * the results page's search through the flights application (core/application/flights.ts), trip
 * look-ups by reference + last name under their limits, loading the checkout a page belongs to
 * (refusing a missing one, sending an expired one back to its results), and the traveller-facing
 * text of an engine error (its own message, written for travellers) else the spec's fallback.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { BookingView, CheckoutView } from "../../contracts/flight-checkout.ts";
import { maskFlightBooking } from "../../contracts/masking.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { isExtrasSelectionError } from "../../contracts/extras-selection.ts";
import { EXPIRED_MESSAGE } from "../features/flights/checkout-frame.tsx";
import { safeError } from "../../server/safe-error.ts";
import { grantTripAccess, hasTripAccess, readTripAccess } from "../../server/trip-access.ts";
import { getCurrentSession, services } from "../lib/session.server.ts";
import { redirectWithToast } from "../lib/toast.server.ts";
import { rateLimited, referenceLookup } from "../lib/auth-actions.server.ts";
import { RATE_LIMITS } from "../../core/rate-limit/rate-limiter.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { FieldErrors } from "../../contracts/forms.ts";
import { flightSearchFields } from "../../contracts/flight-inputs.ts";
import type { FareCalendarDay, FlightSearchQuery } from "../../contracts/flights.ts";
import { anonymousCaller, pageCaller } from "./caller.server.ts";
import { fail, type Outcome } from "../../contracts/application.ts";
import { passengerDetailsOf } from "../../contracts/flight-checkout-inputs.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { FlightsApplication } from "../../core/application/flights.ts";
import { CHECKOUT_NOT_FOUND, type TripCaller } from "../../core/application/flights/checkout.ts";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The results page's search from its address: typed place names ("Cebu") send the page to the same
 * search with airport codes; else the search read, or its field errors.
 */
export async function resultsSearch(
  context: Ctx,
  url: URL,
): Promise<{ ok: true; query: FlightSearchQuery } | { ok: false; errors: FieldErrors }> {
  const outcome = await invoke(services(context).flightsApp.checkSearch, flightSearchFields(url.searchParams), anonymousCaller(context));
  if (!outcome.ok) return { ok: false, errors: outcome.error.fields ?? { form: [outcome.error.message] } };
  if (outcome.value.canonical !== null) throw redirect(`${url.pathname}?${outcome.value.canonical}`);
  return { ok: true, query: outcome.value.query };
}

/** The results page's fare calendar (`flights.fareCalendar`): the cheapest fare per day of `range`; none when it fails. */
export async function fareCalendar(context: Ctx, url: URL, range: { from: string; to: string }): Promise<FareCalendarDay[]> {
  const input = { ...flightSearchFields(url.searchParams), ...range };
  const days = await invoke(services(context).flightsApp.fareCalendar, input, anonymousCaller(context)).catch(() => null);
  return days?.ok ? days.value : [];
}

/**
 * A trip named by reference + last name in a page's form, under the per-client limit and the
 * per-reference limit on wrong last names (server/guards.ts lookUpByReference): `refused` is the
 * 429 answer to return, else the booking found (or null).
 */
export async function lookUpTrip(context: Ctx, reference: string, lastName: string) {
  const limited = await rateLimited(context, RATE_LIMITS.tripLookup);
  if (limited) return { refused: limited, booking: null };
  const { limited: guessed, found } = await referenceLookup(context, "flight", reference, () =>
    services(context).flightCheckout.findBooking(reference, lastName),
  );
  return guessed ? { refused: guessed, booking: null } : { refused: null, booking: found };
}

/** An engine refusal's field errors, and whether it is the traveller's to fix (a rule: VALIDATION). */
export function engineRefusal(error: unknown): { fields: FieldErrors; validation: boolean } {
  return isFlightError(error) ? { fields: error.errors ?? {}, validation: error.code === "VALIDATION" } : { fields: {}, validation: false };
}

export function flightErrorMessage(error: unknown, fallback: string): string {
  return isFlightError(error) ? error.message : fallback;
}

/** Logs an error that is not an engine or payment refusal (those are answers, not faults). */
export function logUnexpected(context: Ctx, error: unknown, msg: string): void {
  if (isFlightError(error) || isPaymentRequestError(error) || isExtrasSelectionError(error)) return;
  services(context).logger.error({ err: safeError(error) }, msg);
}

export function airlineNames(context: Ctx): Record<string, string> {
  return Object.fromEntries(
    services(context)
      .flights.airlines()
      .map((a) => [a.code, a.name]),
  );
}

/** The checkout named by `?s=` — or a 404 page, or (expired) back to the results with a message. */
export async function loadCheckout(context: Ctx, request: Request): Promise<{ checkout: CheckoutView; airlines: Record<string, string> }> {
  const sessionId = new URL(request.url).searchParams.get("s") ?? "";
  const found = /^[\w-]{8,100}$/.test(sessionId)
    ? await invoke(services(context).flightsApp.checkout, { session_id: sessionId }, anonymousCaller(context))
    : null;
  if (!found?.ok) throw data({ message: CHECKOUT_NOT_FOUND }, { status: 404 });
  const checkout = found.value;
  if (checkout.expired && !checkout.bookingReference) {
    throw redirectWithToast(checkout.searchUrl, { title: "Fare expired", description: EXPIRED_MESSAGE, variant: "error" });
  }
  return { checkout, airlines: airlineNames(context) };
}

/**
 * A checkout step's use case (core/application/flights/checkout.ts): its outcome; a fault (not an
 * engine or payment refusal) is logged and answers the step's `fallback` sentence instead.
 */
async function checkoutStep<T>(context: Ctx, fallback: string, run: (app: FlightsApplication) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await run(services(context).flightsApp);
  } catch (error) {
    logUnexpected(context, error, fallback);
    return fail("conflict", fallback);
  }
}

/** The caller of a booking step: the signed-in account and the trips this browser holds (server/trip-access.ts). */
async function tripCaller(context: Ctx, request: Request): Promise<TripCaller> {
  const { env } = services(context);
  const access = { secret: env.authSecret, publicDeployment: env.publicDeployment };
  return { ...(await pageCaller(context, request)), tripReferences: readTripAccess(access, request.headers.get("cookie")) };
}

/** The passenger form kept for the checkout (`flights.passengers`), or its field errors. */
export function savePassengers(context: Ctx, sessionId: string, values: Record<string, string>) {
  const input = { session_id: sessionId, ...passengerDetailsOf(values) };
  return invoke(services(context).flightsApp.passengers, input, anonymousCaller(context));
}

/** The add-ons on offer and the selection to start from (`flights.extrasOffer`). */
export function extrasOffer(context: Ctx, sessionId: string) {
  return checkoutStep(context, "Failed to get extra services", (app) =>
    invoke(app.extrasOffer, { session_id: sessionId }, anonymousCaller(context)),
  );
}

/** The add-ons chosen, checked and priced (`flights.extras`). */
export function chooseExtras(context: Ctx, sessionId: string, extras: ExtrasSelection) {
  return checkoutStep(context, "Failed to get extra services", (app) =>
    invoke(app.extras, { session_id: sessionId, extras }, anonymousCaller(context)),
  );
}

/** The checkout booked for this browser's account (or none): the seats held (`flights.hold`). */
export async function holdBooking(context: Ctx, request: Request, sessionId: string) {
  const caller = await pageCaller(context, request);
  return checkoutStep(context, "Failed to book flight", (app) => invoke(app.hold, { session_id: sessionId }, caller));
}

/** What travellers should know before they fly (entry rules, IDs), for the review page. */
export function checkoutTravelNotes(context: Ctx, checkout: CheckoutView) {
  return services(context).flightCheckout.travelNotes(checkout);
}

export const PAYMENT_FALLBACK = "Payment could not be completed. Nothing was charged; please try again.";

/** Pays for a held booking with the payment form's fields (`flights.pay`). */
export async function payBooking(context: Ctx, request: Request, reference: string, fields: Record<string, string>) {
  const caller = await tripCaller(context, request);
  return checkoutStep(context, PAYMENT_FALLBACK, (app) => invoke(app.pay, { ...fields, reference }, caller));
}

/** Back from the gateway: how the payment ended (`flights.completePayment`). */
export async function completeBookingPayment(context: Ctx, request: Request, reference: string, paymentId: string) {
  const caller = await tripCaller(context, request);
  return checkoutStep(context, PAYMENT_FALLBACK, (app) => invoke(app.completePayment, { reference, payment_id: paymentId }, caller));
}

/** A payment request the gateway refused as such (nothing charged): its field errors and message. */
export function paymentRefusal(error: unknown): { errors: Record<string, string[]>; message: string } | null {
  if (!isPaymentRequestError(error)) return null;
  const message = error.code === "idempotency_conflict" ? "This payment form is out of date. Please try again." : error.message;
  return { errors: error.errors, message };
}

/** The trip page, told to say that this payment was refunded because the booking could not keep it. */
export function refundedPath(reference: string, paymentId: string): string {
  return `/flights/confirmation/${reference}?refunded=${encodeURIComponent(paymentId)}`;
}

export function tripAccessCookie(context: Ctx, request: Request, reference: string): string {
  const { env } = services(context);
  return grantTripAccess({ secret: env.authSecret, publicDeployment: env.publicDeployment }, request.headers.get("cookie"), reference);
}

/**
 * The booking named by `reference`, for its booker only: the browser that booked or found it
 * (trip cookie) or the signed-in account it belongs to. Anyone else is sent to the look-up form,
 * which asks for a passenger's last name — the same answer whether or not the reference exists.
 */
export async function requireBookingAccess(context: Ctx, request: Request, reference: string): Promise<BookingView> {
  const booking = await bookingIfAllowed(context, request, reference);
  if (booking) return booking;
  throw redirect(`/flights/manage?ref=${encodeURIComponent(reference.toUpperCase().slice(0, 6))}`);
}

/**
 * The booking named by `reference` when this browser or account may see it, else null (no redirect).
 * Only its signed-in owner gets the contact details and dates of birth in full; a browser holding
 * the trip (it booked as a guest, or found it by reference + last name) gets them masked
 * (contracts/masking.ts), in the page and in its data alike.
 */
export async function bookingIfAllowed(context: Ctx, request: Request, reference: string): Promise<BookingView | null> {
  const ref = reference.toUpperCase();
  const svc = services(context);
  const booking = /^[A-Z0-9]{6}$/.test(ref) ? await svc.flightCheckout.booking(ref) : null;
  if (!booking) return null;
  const current = await getCurrentSession(context, request);
  if (current && booking.userId && current.user.id === booking.userId) return booking;
  const { env } = svc;
  const access = { secret: env.authSecret, publicDeployment: env.publicDeployment };
  const cookie = request.headers.get("cookie");
  if (hasTripAccess(access, cookie, ref)) return maskFlightBooking(booking);
  // A booking split off another (a date change of some travellers) opens for whoever may open that one.
  let from = booking.splitFrom ?? null;
  for (let depth = 0; from && depth < 5; depth++) {
    if (hasTripAccess(access, cookie, from)) return maskFlightBooking(booking);
    from = (await svc.flightCheckout.booking(from))?.splitFrom ?? null;
  }
  return null;
}

export { airlineDirectory } from "../../core/flights/airline-directory.ts";
