/**
 * The flights for the composition root (server/services.ts): the embedded supplier and the flight engine
 * (identical searches within 5 s share one answer), the checkout (selection, passengers, add-ons, hold,
 * payment, ticket, e-ticket mail) and what comes after the ticket (void, refund, reissue, cancelling a
 * hold), each with its background jobs registered; and the end-to-end suite's hooks into them (used only
 * with E2E_TEST_ROUTES).
 */
import { createHmac } from "node:crypto";
import { checkoutFlights } from "../core/flights/checkout/flight-adapter.ts";
import { createFlightCheckout, type FlightCheckout, registerCheckoutJobs } from "../core/flights/checkout/flight-checkout.ts";
import { eTicketFileName } from "../core/documents/eticket-pdf.ts";
import { createEmbeddedSupplier } from "../core/flights/embedded-supplier.ts";
import { createFlightService, type FlightService, registerFlightJobs } from "../core/flights/flight-service.ts";
import { createPostTicketing, type PostTicketing, PTR_EXECUTE_JOB, registerPostTicketingJobs } from "../core/flights/post-ticketing.ts";
import { cachedSearch } from "../core/flights/search-cache.ts";
import { tripLinkPath } from "../core/shared/trip-links.ts";
import { createCheckoutStore, createPaymentClaimStore } from "../db/repositories/checkout-store.ts";
import { createFlightStore } from "../db/repositories/flight-store.ts";
import { flightTestHooks } from "../db/repositories/flight-test-hooks.ts";
import type { BookingDeps } from "./booking-deps.ts";

export type FlightServices = {
  flights: FlightService;
  flightCheckout: FlightCheckout;
  postTicketing: PostTicketing;
  testHooks: FlightTestHooks;
};

/** The end-to-end suite's hooks into the flights; the routes that call them exist only with E2E_TEST_ROUTES. */
export type FlightTestHooks = {
  expireCheckoutIn(sessionId: string, inMs: number): Promise<void>;
  runRequestsNow(reference: string): Promise<void>;
  payments(reference: string): Promise<unknown>;
  expireHold(reference: string): Promise<void>;
};

export function createFlightServices(deps: BookingDeps): FlightServices {
  const { db, env, logger, jobs, mail, payments, now } = deps;
  const flightStore = createFlightStore(db);
  // Fare source codes are signed with a key of their own, derived from AUTH_SECRET.
  const fareSecret = createHmac("sha256", env.authSecret).update("lakbay.flights.fare-source-code").digest("base64url");
  const flightSupplier = createEmbeddedSupplier({ secret: fareSecret, now, store: flightStore });
  const engine = createFlightService({
    supplier: flightSupplier,
    store: flightStore,
    secret: fareSecret,
    now,
  });
  // Identical searches within 5 s share one answer (core/flights/search-cache.ts); revalidation
  // checks the price again when a fare is selected.
  const flights: FlightService = { ...engine, search: cachedSearch(engine.search) };
  registerFlightJobs(jobs, flights, logger);
  const airportByCode = new Map(flights.airports().map((a) => [a.code, a]));
  const airlineByCode = new Map(flights.airlines().map((a) => [a.code, a]));
  const flightCheckout = createFlightCheckout({
    store: createCheckoutStore(db),
    flights: checkoutFlights(flights, flightStore, now),
    payments,
    claims: createPaymentClaimStore(db),
    jobs,
    mail,
    directory: { airport: (code) => airportByCode.get(code), airline: (code) => airlineByCode.get(code) },
    appName: env.appName,
    appUrl: env.appUrl,
    tripLink: (reference) => `${env.appUrl}${tripLinkPath(env.authSecret, "flight", reference)}`,
    now,
    logger,
  });
  registerCheckoutJobs(jobs, flightCheckout);
  const postTicketing = createPostTicketing({
    supplier: flightSupplier,
    store: flightStore,
    bookings: flights,
    payments,
    jobs,
    mail,
    async eticket(reference) {
      const booking = await flightCheckout.booking(reference);
      if (booking?.status !== "ticketed") return null;
      const content = await flightCheckout.eticketPdf(booking);
      return { filename: eTicketFileName(reference), contentType: "application/pdf", content };
    },
    appName: env.appName,
    appUrl: env.appUrl,
    now,
  });
  registerPostTicketingJobs(jobs, postTicketing);
  const hooks = flightTestHooks(db);
  const testHooks: FlightTestHooks = {
    expireCheckoutIn: (sessionId, inMs) => flightCheckout.expireCheckoutIn(sessionId, inMs),
    runRequestsNow: (reference) => hooks.runRequestsNow(reference, PTR_EXECUTE_JOB),
    payments: (reference) => hooks.payments(reference),
    expireHold: (reference) => hooks.expireHold(reference),
  };
  return { flights, flightCheckout, postTicketing, testHooks };
}
