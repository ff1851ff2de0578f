/**
 * The flight pages' server code (app/server/, docs/architecture.md "Application layer: flights"):
 * the results page's search through the flights application (core/application/flights.ts), trip
 * look-ups by reference + last name under their limits, loading the checkout a page belongs to
 * (refusing a missing one, sending an expired one back to its results), and the traveller-facing
 * text of an engine error (its own message, written for travellers) else the spec's fallback.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { type BookingView, type CheckoutView, FLIGHT_PAYMENT_MESSAGES } from "../../contracts/flight-checkout.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { isExtrasSelectionError } from "../../contracts/extras-selection.ts";
import { EXPIRED_MESSAGE } from "../features/flights/checkout-frame.tsx";
import { safeError } from "../../server/safe-error.ts";
import { grantTripAccess } from "../../server/trip-access.ts";
import { services } from "./session.server.ts";
import { redirectWithToast } from "./toast.server.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { FieldErrors } from "../../contracts/forms.ts";
import { flightSearchFromUrl, withPlaces } from "../../contracts/flight-inputs.ts";
import type { FareCalendarDay, FlightSearchQuery } from "../../contracts/flights.ts";
import { anonymousCaller, pageCaller, tripCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";
import { fail, type Outcome } from "../../contracts/application.ts";
import { passengerDetailsOf } from "../../contracts/flight-checkout-inputs.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { FlightTrip } from "../../core/application/flight-trips.ts";
import type { FlightsApplication } from "../../core/application/flights.ts";
import { CHECKOUT_NOT_FOUND } from "../../core/application/flights/checkout.ts";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The results page's search from its address: typed place names ("Cebu") send the page to the same
 * search with airport codes; else the search read, or its field errors.
 */
export async function resultsSearch(
  context: Ctx,
  url: URL,
): Promise<{ ok: true; query: FlightSearchQuery } | { ok: false; errors: FieldErrors }> {
  const outcome = await invoke(services(context).apps.flights.checkSearch, flightSearchFromUrl(url.searchParams), anonymousCaller(context));
  if (!outcome.ok) return { ok: false, errors: outcome.error.fields ?? { form: [outcome.error.message] } };
  if (outcome.value.canonical !== null) throw redirect(`${url.pathname}?${withPlaces(url.searchParams, outcome.value.canonical)}`);
  return { ok: true, query: outcome.value.query };
}

/** The results page's fare calendar (`flights.fareCalendar`): the cheapest fare per day of `range`; none when it fails. */
export async function fareCalendar(context: Ctx, url: URL, range: { from: string; to: string }): Promise<FareCalendarDay[]> {
  const input = { ...flightSearchFromUrl(url.searchParams), ...range };
  const days = await invoke(services(context).apps.flights.fareCalendar, input, anonymousCaller(context)).catch(() => null);
  return days?.ok ? days.value : [];
}

export function flightErrorMessage(error: unknown, fallback: string): string {
  return isFlightError(error) ? error.message : fallback;
}

/** Logs an error that is not an engine or payment refusal (those are answers, not faults). */
export function logUnexpected(context: Ctx, error: unknown, msg: string): void {
  if (isFlightError(error) || isPaymentRequestError(error) || isExtrasSelectionError(error)) return;
  services(context).host.logger.error({ err: safeError(error) }, msg);
}

export function airlineNames(context: Ctx): Record<string, string> {
  return services(context).apps.flightTrips.airlineNames();
}

/** The results page's fares (flights.results): every fare of the search, and without its filters when some are on. */
export async function searchResults(context: Ctx, url: URL) {
  return valueOrThrow(
    await invoke(services(context).apps.flights.results, flightSearchFromUrl(url.searchParams), anonymousCaller(context)),
  );
}

const SELECT_FALLBACK = "Failed to revalidate flight";

/** A use case's outcome, or the sentence the results page shows when it refuses (its own words for a bad input). */
async function orSentence<T>(run: () => Promise<Outcome<T>>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  const outcome = await run();
  if (outcome.ok) return outcome;
  return { ok: false, message: outcome.error.code === "invalid" ? SELECT_FALLBACK : outcome.error.message };
}

/** Is the fare still on sale at its price (flights.revalidate)? */
export function revalidateFare(context: Ctx, fareSourceCode: string) {
  return orSentence(() =>
    invoke(services(context).apps.flights.revalidate, { fare_source_code: fareSourceCode }, anonymousCaller(context)),
  );
}

/** Starts a checkout for the fare (flights.selectFare), which goes back to `searchUrl` when its guarantee runs out. */
export function selectFare(context: Ctx, fareSourceCode: string, searchUrl: string) {
  const input = { fare_source_code: fareSourceCode, search_url: searchUrl };
  return orSentence(() => invoke(services(context).apps.flights.selectFare, input, anonymousCaller(context)));
}

/** A fare's rules (flights.fareRules), or the sentence the fare-rules page shows instead. */
export async function fareRules(context: Ctx, fareSourceCode: string) {
  const fallback = "Failed to fetch fare rules";
  try {
    const found = await invoke(services(context).apps.flights.fareRules, { fare_source_code: fareSourceCode }, anonymousCaller(context));
    if (found.ok) return found;
    return { ok: false as const, message: found.error.code === "invalid" ? fallback : found.error.message };
  } catch {
    return { ok: false as const, message: fallback };
  }
}

/** Every airport we fly to and from (flights.airports): the search forms' suggestions, the trip pages' cities. */
export async function airportList(context: Ctx) {
  return valueOrThrow(await invoke(services(context).apps.flightTrips.airports, {}, anonymousCaller(context)));
}

/** The checkout named by `?s=` — or a 404 page, or (expired) back to the results with a message. */
export async function loadCheckout(context: Ctx, request: Request): Promise<{ checkout: CheckoutView; airlines: Record<string, string> }> {
  const sessionId = new URL(request.url).searchParams.get("s") ?? "";
  const found = /^[\w-]{8,100}$/.test(sessionId)
    ? await invoke(services(context).apps.flights.checkout, { session_id: sessionId }, anonymousCaller(context))
    : null;
  if (!found?.ok) throw data({ message: CHECKOUT_NOT_FOUND }, { status: pageStatus("not_found") });
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
    return await run(services(context).apps.flights);
  } catch (error) {
    logUnexpected(context, error, fallback);
    return fail("conflict", fallback, { reason: "page.unexpected" });
  }
}

/** The passenger form kept for the checkout (`flights.passengers`), or its field errors. */
export function savePassengers(context: Ctx, sessionId: string, values: Record<string, string>) {
  const input = { session_id: sessionId, ...passengerDetailsOf(values) };
  return invoke(services(context).apps.flights.passengers, input, anonymousCaller(context));
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
  return services(context).apps.flightTrips.checkoutNotes(checkout);
}

/** A fault of ours while paying: the gateway may have taken the money, so we say we are checking (never "nothing was charged"). */
export const PAYMENT_FALLBACK = FLIGHT_PAYMENT_MESSAGES.checking;

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

/** The trip page, told to say that this payment was refunded because the booking could not keep it. */
export function refundedPath(reference: string, paymentId: string): string {
  return `/flights/confirmation/${reference}?refunded=${encodeURIComponent(paymentId)}`;
}

export function tripAccessCookie(context: Ctx, request: Request, reference: string): string {
  const { env } = services(context).host;
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
  throw redirect(lookUpPath(reference));
}

/** The trip page of `reference` (flights.trip) for its booker only; anyone else goes to the look-up form. */
export async function requireTrip(context: Ctx, request: Request, reference: string, refunded: string | null): Promise<FlightTrip> {
  const input = { reference, ...(refunded ? { refunded } : {}) };
  const found = await invoke(services(context).apps.flightTrips.trip, input, await tripCaller(context, request));
  if (found.ok) return found.value;
  if (found.error.code === "not_found" || found.error.code === "invalid") throw redirect(lookUpPath(reference));
  return valueOrThrow(found);
}

/** The booking's e-ticket (flights.eTicket) for its booker only; anyone else goes to the look-up form. */
export async function eTicket(context: Ctx, request: Request, reference: string) {
  const found = await invoke(services(context).apps.flightTrips.eTicket, { reference }, await tripCaller(context, request));
  if (!found.ok && (found.error.code === "not_found" || found.error.code === "invalid")) throw redirect(lookUpPath(reference));
  return found;
}

const lookUpPath = (reference: string) => `/flights/manage?ref=${encodeURIComponent(reference.toUpperCase().slice(0, 6))}`;

/**
 * The booking named by `reference` when this browser or account may see it, else null (no redirect).
 * Only its signed-in owner gets the contact details and dates of birth in full; a browser holding
 * the trip (it booked as a guest, or found it by reference + last name) gets them masked
 * (contracts/masking.ts), in the page and in its data alike.
 */
export async function bookingIfAllowed(context: Ctx, request: Request, reference: string): Promise<BookingView | null> {
  const ref = reference.toUpperCase();
  if (!/^[A-Z0-9]{6}$/.test(ref)) return null;
  // The rule of core/application/booking-access.ts: a booking split off one this browser holds opens too.
  const allowed = await services(context).apps.bookings.flightAccess(ref, await tripCaller(context, request));
  return allowed.ok ? allowed.value.booking : null;
}

export { airlineDirectory } from "../../core/flights/airline-directory.ts";
