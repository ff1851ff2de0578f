/**
 * The flight API of spec §7 and routes.md: search, airports, airlines, revalidation, fare rules,
 * extra services, flight expiry, booking, payment and trip details. Thin: zod at the edge, then
 * `services.flights` (the engine behind FlightSupplier) or `services.flightCheckout` (booking +
 * payment + ticketing). Errors from the engine carry a traveller-facing message; anything else
 * answers with the spec's fallback text and is logged.
 */
import { Hono, type Context } from "hono";
import { flightSearchFromUrl, SEARCH_INVALID_MESSAGE } from "../../contracts/flight-inputs.ts";
import { FLIGHT_PAYMENT_MESSAGES } from "../../contracts/flight-checkout.ts";
import { FareSourceInput, FlightHoldInput, SelectFareInput, SessionInput } from "../../contracts/flight-checkout-inputs.ts";
import type { TripCaller } from "../../core/application/flights/checkout.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { Outcome } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { asEngineFailure } from "../../core/application/flights/engine-failure.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { grantTripAccess, readTripAccess } from "../trip-access.ts";
import { jsonBody, rateLimit } from "./guards.ts";
import { sendFault, sendOutcome } from "./outcome.ts";
import { sendPaymentStep } from "./payment-step.ts";
import { postTicketingRoutes } from "./post-ticketing.ts";
import { invokeApi, sessionCaller } from "./use-case-route.ts";

export const FLIGHT_API_LIMITS = {
  /** Searches and look-ups per client address. */
  search: { name: "api-flight-search", limit: 300, windowMs: 60_000 },
  /** Selections, bookings and payments per client address. */
  write: { name: "api-flight-write", limit: 60, windowMs: 60_000 },
  /** Trip look-ups by reference + last name. */
  lookup: { name: "api-flight-lookup", limit: 10, windowMs: 15 * 60_000 },
  /** Post-ticketing quotes, executions and status look-ups per client address. */
  ptr: { name: "api-flight-ptr", limit: 60, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const referencePattern = /^[A-Z0-9]{6}$/;

/**
 * An engine error that escaped a use case becomes the flights application's outcome (engine-failure.ts)
 * and gets its status from the API's one table; anything else is logged and gets the fallback.
 */
function failure(c: Context<HostEnv>, error: unknown, fallback: string) {
  const refused = asEngineFailure(error);
  if (refused) return sendOutcome(c, refused);
  return sendFault(c, error, fallback, (line, msg) => c.var.services.host.logger.error(line, msg));
}

/** A use case's outcome as the answer; a fault (not an engine refusal) is logged and gets the fallback. */
async function answer<T>(
  c: Context<HostEnv>,
  fallback: string,
  call: () => Promise<Outcome<T>>,
  map?: (value: T) => unknown,
  okStatus: 200 | 201 = 200,
): Promise<Response> {
  try {
    return sendOutcome(c, await call(), okStatus, map);
  } catch (error) {
    return failure(c, error, fallback);
  }
}

/** A fault of ours while paying: the gateway may have taken the money, so we say we are checking. */
const PAYMENT_FALLBACK = FLIGHT_PAYMENT_MESSAGES.checking;

const tripOptions = (c: Context<HostEnv>) => ({
  secret: c.var.services.host.env.authSecret,
  publicDeployment: c.var.services.host.env.publicDeployment,
});

/** The signed-in account (or none) and the trips this client holds (server/trip-access.ts). */
async function tripCaller(c: Context<HostEnv>): Promise<TripCaller> {
  return { ...(await sessionCaller(c)), tripReferences: readTripAccess(tripOptions(c), c.req.header("cookie") ?? null) };
}

export function flightApi(options: { limits?: Partial<typeof FLIGHT_API_LIMITS>; testRoutes?: boolean } = {}) {
  const limits = { ...FLIGHT_API_LIMITS, ...options.limits };
  const api = new Hono<HostEnv>();
  const base = "/api/booking/flight";

  // Search and fare look-ups through the flights application (core/application/flights.ts).
  const app = (c: Context<HostEnv>) => c.var.services.apps.flights;
  const caller = (c: Context<HostEnv>) => ({ userId: null, clientIp: c.var.clientIp });

  api.get(`${base}/search`, rateLimit(limits.search, undefined, { store: "memory" }), async (c) => {
    // The query string as the typed search (string to type only); `invoke` is its one parse.
    const input = flightSearchFromUrl(new URL(c.req.url).searchParams);
    return answer(c, "Failed to search flights", () => invoke(app(c).search, input, caller(c), { invalidMessage: SEARCH_INVALID_MESSAGE }));
  });

  api.get(`${base}/airports/suggest`, rateLimit(limits.search, undefined, { store: "memory" }), async (c) =>
    sendOutcome(c, await invoke(app(c).suggestAirports, { q: c.req.query("q") ?? "" }, caller(c))),
  );

  api.get(`${base}/airlines`, rateLimit(limits.search, undefined, { store: "memory" }), async (c) =>
    sendOutcome(c, await invoke(app(c).airlines, {}, caller(c))),
  );

  api.post(`${base}/revalidate`, rateLimit(limits.write), jsonBody(FareSourceInput), async (c) =>
    answer(c, "Failed to revalidate flight", () => invoke(app(c).revalidate, c.req.valid("json"), caller(c))),
  );

  api.post(`${base}/fare-rules`, rateLimit(limits.search, undefined, { store: "memory" }), jsonBody(FareSourceInput), async (c) =>
    answer(c, "Failed to fetch fare rules", () => invoke(app(c).fareRules, c.req.valid("json"), caller(c))),
  );

  api.post(`${base}/extra-services`, rateLimit(limits.search, undefined, { store: "memory" }), jsonBody(FareSourceInput), async (c) =>
    answer(
      c,
      "Failed to get extra services",
      () => invoke(app(c).extraServices, c.req.valid("json"), caller(c)),
      (data) => ({ ExtraServicesResponse: { ExtraServicesResult: { ExtraServicesData: data } } }),
    ),
  );

  api.post(`${base}/set-flight-expiry`, rateLimit(limits.write), jsonBody(SelectFareInput), async (c) =>
    answer(c, "Failed to set flight expiry", () => invoke(app(c).selectFare, c.req.valid("json"), caller(c))),
  );

  api.post(`${base}/validate-flight-expiry`, rateLimit(limits.search, undefined, { store: "memory" }), jsonBody(SessionInput), async (c) =>
    answer(c, "Failed to validate flight expiry", () => invoke(app(c).checkoutExpiry, c.req.valid("json"), caller(c))),
  );

  // Books (holds) the checkout named by session_id. Passengers and contact may come with the call (an
  // outside client) or have been saved by the pages; the server prices everything.
  // This client may then pay for it (the trip cookie, as the pages and the hotel API give).
  api.post(`${base}/booking`, rateLimit(limits.write), jsonBody(FlightHoldInput), async (c) =>
    answer(
      c,
      "Failed to book flight",
      async () => {
        const outcome = await invokeApi(app(c).hold, c.req.valid("json"), await sessionCaller(c));
        if (outcome.ok)
          c.header("Set-Cookie", grantTripAccess(tripOptions(c), c.req.header("cookie") ?? null, outcome.value.reference), {
            append: true,
          });
        return outcome;
      },
      undefined,
      201,
    ),
  );

  // Pays for a held booking (routes.md): its signed-in owner or the client that booked it or found it.
  // The body's only parse is flights.pay's (invoke), the card's rules and the attempt's key included.
  api.post(`${base}/payment`, rateLimit(limits.write), jsonBody(), async (c) => {
    try {
      const outcome = await invokeApi(app(c).pay, c.req.valid("json"), await tripCaller(c));
      return outcome.ok ? sendPaymentStep(c, outcome.value, outcome.value) : sendOutcome(c, outcome);
    } catch (error) {
      return failure(c, error, PAYMENT_FALLBACK);
    }
  });

  api.get(`${base}/bookings/:reference`, rateLimit(limits.lookup), async (c) => {
    const input = { reference: c.req.param("reference"), last_name: c.req.query("last_name") ?? "" };
    return sendOutcome(c, await invokeApi(app(c).findTrip, input, await sessionCaller(c)));
  });

  // After the ticket: void, refund, date change, cancel a hold, requests (server/api/post-ticketing.ts).
  postTicketingRoutes(api, base, limits.ptr);

  if (options.testRoutes) {
    // Post-ticketing requests run after their expected handling time (minutes): run a booking's now.
    api.post("/api/__test/flights/requests/run-now", jsonBody(z.object({ reference: z.string().regex(referencePattern) })), async (c) => {
      await c.var.services.host.testHooks.runRequestsNow(c.req.valid("json").reference);
      return c.json({ data: { ok: true } });
    });
    // End-to-end hooks (E2E_TEST_ROUTES only): make a fare guarantee or a seat hold run out now,
    // instead of waiting 15 minutes in a browser test.
    api.post(
      "/api/__test/flights/expire-checkout",
      jsonBody(SessionInput.extend({ in_ms: z.number().int().min(0).max(600_000) })),
      async (c) => {
        const body = c.req.valid("json");
        await c.var.services.host.testHooks.expireCheckoutIn(body.session_id, body.in_ms);
        return c.json({ data: { ok: true } });
      },
    );
    api.get("/api/__test/payments/:reference", async (c) =>
      c.json({ data: await c.var.services.host.testHooks.payments(c.req.param("reference")) }),
    );
    api.post("/api/__test/flights/expire-hold", jsonBody(z.object({ reference: z.string().regex(referencePattern) })), async (c) => {
      await c.var.services.host.testHooks.expireHold(c.req.valid("json").reference);
      return c.json({ data: { ok: true } });
    });
  }

  return api;
}
