/**
 * The flight API of spec §7 and routes.md: search, airports, airlines, revalidation, fare rules,
 * extra services, flight expiry, booking, payment and trip details. Thin: zod at the edge, then
 * `services.flights` (the engine behind FlightSupplier) or `services.flightCheckout` (booking +
 * payment + ticketing). Errors from the engine carry a traveller-facing message; anything else
 * answers with the spec's fallback text and is logged.
 */
import { Hono, type Context } from "hono";
import { plainText } from "../../contracts/api.ts";
import { PaymentMethodInputSchema } from "../../contracts/checkout.ts";
import { flightSearchFields } from "../../contracts/flight-inputs.ts";
import { FareSourceInput, FlightHoldInput, SelectFareInput, SessionInput } from "../../contracts/flight-checkout-inputs.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { Outcome } from "../../contracts/application.ts";
import { hasForbiddenCharacters } from "../../contracts/text.ts";
import { z } from "../../contracts/zod.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { PTR_EXECUTE_JOB } from "../../core/flights/post-ticketing.ts";
import { PTR_MESSAGES, PTR_STATUS_FILTERS, type PtrStatusFilter } from "../../contracts/post-ticketing.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import { flightTestHooks } from "../../db/repositories/flight-test-hooks.ts";
import type { HostEnv } from "../host-env.ts";
import { lookUpByReference, resolveSession } from "../guards.ts";
import { safeError } from "../safe-error.ts";
import { jsonBody, rateLimit } from "./guards.ts";
import { sendOutcome } from "./outcome.ts";
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

const bookingKey = {
  reference: z
    .string({ error: "A booking reference has 6 letters and digits, like K7Q2ZM." })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(referencePattern, "A booking reference has 6 letters and digits, like K7Q2ZM.")),
  last_name: plainText({ max: 40, label: "last_name" }).pipe(z.string().min(1, "Enter the last name of a traveller on the booking.")),
};
const passengersField = z.array(z.number().int().min(0).max(8)).min(1, PTR_MESSAGES.choosePassengers).max(9).optional();
const quoteBody = z.object({ ...bookingKey, passengers: passengersField });
const executeBody = z.object({ ...bookingKey, request_id: z.string().max(64).pipe(z.string().min(1, PTR_MESSAGES.noQuote)) });
const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");
const reissueQuoteBody = z.object({ ...bookingKey, dates: z.array(dateField).min(1).max(6), passengers: passengersField });
const reissueBody = executeBody.extend({
  option_id: z.string().max(10),
  idempotency_key: z.string().max(200).optional(),
  payment_method: PaymentMethodInputSchema.optional(),
});

type FlightStatus = 400 | 404 | 409 | 410 | 422;
const STATUS_BY_CODE: Record<string, FlightStatus> = {
  NOT_FOUND: 404,
  FARE_EXPIRED: 410,
  SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  SEAT_TAKEN: 409,
  INVALID_STATE: 409,
  VALIDATION: 422,
};

/** An engine error keeps its message and gets a 4xx; anything else is logged and gets the fallback. */
function failure(c: Context<HostEnv>, error: unknown, fallback: string) {
  if (isFlightError(error)) return c.json({ message: error.message, errors: {} }, STATUS_BY_CODE[error.code] ?? 409);
  c.var.services.logger.error({ err: safeError(error) }, fallback);
  return c.json({ message: fallback, errors: {} }, 500);
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

export function flightApi(options: { limits?: Partial<typeof FLIGHT_API_LIMITS>; testRoutes?: boolean } = {}) {
  const limits = { ...FLIGHT_API_LIMITS, ...options.limits };
  const api = new Hono<HostEnv>();
  const base = "/api/booking/flight";

  // Search and fare look-ups through the flights application (core/application/flights.ts).
  const app = (c: Context<HostEnv>) => c.var.services.flightsApp;
  const caller = (c: Context<HostEnv>) => ({ userId: null, clientIp: c.var.clientIp });

  api.get(`${base}/search`, rateLimit(limits.search, undefined, { store: "memory" }), async (c) => {
    const fields = flightSearchFields(new URL(c.req.url).searchParams);
    return answer(c, "Failed to search flights", () => invoke(app(c).search, fields, caller(c)));
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
  api.post(`${base}/booking`, rateLimit(limits.write), jsonBody(FlightHoldInput), async (c) =>
    answer(c, "Failed to book flight", async () => invokeApi(app(c).hold, c.req.valid("json"), await sessionCaller(c)), undefined, 201),
  );

  api.get(`${base}/bookings/:reference`, rateLimit(limits.lookup), async (c) => {
    const input = { reference: c.req.param("reference"), last_name: c.req.query("last_name") ?? "" };
    return sendOutcome(c, await invokeApi(app(c).findTrip, input, await sessionCaller(c)));
  });

  // After the ticket (docs/decisions/014-post-ticketing.md): the booker names the booking by its
  // reference and a traveller's last name; anyone else gets the same 404 as for no such booking.
  const ptrFailure = (c: Context<HostEnv>, error: unknown, fallback: string) => {
    if (isPaymentRequestError(error)) {
      const message =
        error.code === "idempotency_conflict"
          ? "This payment was already sent with other details. Use a new idempotency_key."
          : error.message;
      return c.json({ message, errors: error.errors ?? {} }, error.code === "idempotency_conflict" ? 409 : 422);
    }
    if (isFlightError(error) && error.code === "VALIDATION") return c.json({ message: error.message, errors: error.errors ?? {} }, 422);
    return failure(c, error, fallback);
  };
  const notYours = (c: Context<HostEnv>) => c.json({ message: PTR_MESSAGES.notFound, errors: {} }, 404);
  /** The booking named by reference + last name (under the per-reference limit), or the reply to send. */
  const ownBooking = async (c: Context<HostEnv>, body: { reference: string; last_name: string }) => {
    const lookup = await limitedLookup(c, body.reference, () => c.var.services.flights.findBooking(body.reference, body.last_name));
    if (lookup.refused) return { reply: lookup.refused, booking: null };
    return lookup.found ? { reply: null, booking: lookup.found } : { reply: notYours(c), booking: null };
  };

  for (const type of ["void", "refund"] as const) {
    api.post(`${base}/${type}-quote`, rateLimit(limits.ptr), jsonBody(quoteBody), async (c) => {
      const body = c.req.valid("json");
      try {
        const { reply, booking } = await ownBooking(c, body);
        if (!booking) return reply;
        const passengers = body.passengers ?? booking.passengers.map((_, i) => i);
        const ptr = c.var.services.postTicketing;
        const request =
          type === "void" ? await ptr.quoteVoid(booking.reference, passengers) : await ptr.quoteRefund(booking.reference, passengers);
        return c.json({ data: request }, 201);
      } catch (error) {
        return ptrFailure(c, error, `Failed to get a ${type} quote`);
      }
    });
    api.post(`${base}/${type}`, rateLimit(limits.ptr), jsonBody(executeBody), async (c) => {
      const body = c.req.valid("json");
      try {
        const { reply, booking } = await ownBooking(c, body);
        if (!booking) return reply;
        return c.json({ data: await c.var.services.postTicketing.execute(booking.reference, type, body.request_id) }, 202);
      } catch (error) {
        return ptrFailure(c, error, `Failed to ${type} the tickets`);
      }
    });
  }

  api.post(`${base}/reissue-quote`, rateLimit(limits.ptr), jsonBody(reissueQuoteBody), async (c) => {
    const body = c.req.valid("json");
    try {
      const { reply, booking } = await ownBooking(c, body);
      if (!booking) return reply;
      return c.json({ data: await c.var.services.postTicketing.quoteReissue(booking.reference, body.dates, body.passengers) }, 201);
    } catch (error) {
      return ptrFailure(c, error, "Failed to get a reissue quote");
    }
  });

  api.post(`${base}/reissue`, rateLimit(limits.ptr), jsonBody(reissueBody), async (c) => {
    const body = c.req.valid("json");
    try {
      const { reply, booking } = await ownBooking(c, body);
      if (!booking) return reply;
      const outcome = await c.var.services.postTicketing.executeReissue(booking.reference, body.request_id, {
        optionId: body.option_id,
        idempotencyKey: body.idempotency_key,
        method: body.payment_method,
      });
      // Declined: 402; paid but the change could not take it (refunded in full): 409.
      if (outcome.kind === "failed") return c.json({ message: outcome.message, errors: {} }, outcome.reason === "declined" ? 402 : 409);
      if (outcome.kind === "redirect") return c.json({ data: { request: outcome.request, next_action: { url: outcome.url } } }, 202);
      return c.json({ data: { request: outcome.request, next_action: null } }, 202);
    } catch (error) {
      return ptrFailure(c, error, "Failed to reissue the tickets");
    }
  });

  api.post(`${base}/cancel`, rateLimit(limits.ptr), jsonBody(z.object(bookingKey)), async (c) => {
    const body = c.req.valid("json");
    try {
      const { reply, booking } = await ownBooking(c, body);
      if (!booking) return reply;
      return c.json({ data: await c.var.services.postTicketing.cancelHold(booking.reference) });
    } catch (error) {
      return ptrFailure(c, error, "Failed to cancel the booking");
    }
  });

  api.get(`${base}/requests`, rateLimit(limits.ptr), async (c) => {
    const reference = (c.req.query("reference") ?? "").trim().toUpperCase();
    const lastName = c.req.query("last_name") ?? "";
    const status = c.req.query("status") ?? "all";
    const errors: Record<string, string[]> = {};
    if (!referencePattern.test(reference)) errors.reference = ["A booking reference has 6 letters and digits, like K7Q2ZM."];
    if (!lastName.trim() || lastName.length > 40 || hasForbiddenCharacters(lastName))
      errors.last_name = ["Enter the last name of a traveller on the booking."];
    if (!(PTR_STATUS_FILTERS as readonly string[]).includes(status)) errors.status = ["status is all, in_process or completed."];
    if (Object.keys(errors).length) return c.json({ message: "Some fields are not right.", errors }, 400);
    try {
      const { reply, booking } = await ownBooking(c, { reference, last_name: lastName });
      if (!booking) return reply;
      return c.json({ data: await c.var.services.postTicketing.requests(booking.reference, status as PtrStatusFilter) });
    } catch (error) {
      return failure(c, error, "Failed to get the requests");
    }
  });

  if (options.testRoutes) {
    // Post-ticketing requests run after their expected handling time (minutes): run a booking's now.
    api.post("/api/__test/flights/requests/run-now", jsonBody(z.object({ reference: z.string().regex(referencePattern) })), async (c) => {
      await flightTestHooks(c.var.services.database.db).runRequestsNow(c.req.valid("json").reference, PTR_EXECUTE_JOB);
      return c.json({ data: { ok: true } });
    });
    // End-to-end hooks (E2E_TEST_ROUTES only): make a fare guarantee or a seat hold run out now,
    // instead of waiting 15 minutes in a browser test.
    api.post(
      "/api/__test/flights/expire-checkout",
      jsonBody(SessionInput.extend({ in_ms: z.number().int().min(0).max(600_000) })),
      async (c) => {
        const body = c.req.valid("json");
        await c.var.services.flightCheckout.expireCheckoutIn(body.session_id, body.in_ms);
        return c.json({ data: { ok: true } });
      },
    );
    api.get("/api/__test/payments/:reference", async (c) =>
      c.json({ data: await flightTestHooks(c.var.services.database.db).payments(c.req.param("reference")) }),
    );
    api.post("/api/__test/flights/expire-hold", jsonBody(z.object({ reference: z.string().regex(referencePattern) })), async (c) => {
      await flightTestHooks(c.var.services.database.db).expireHold(c.req.valid("json").reference);
      return c.json({ data: { ok: true } });
    });
  }

  return api;
}

/**
 * A look-up by reference + last name: for the booking's signed-in owner as is, for anyone else under
 * the per-reference limit on wrong last names (server/guards.ts lookUpByReference; 429 with Retry-After).
 */
async function limitedLookup<T>(
  c: Context<HostEnv>,
  reference: string,
  find: () => Promise<T | null>,
): Promise<{ refused: Response } | { refused: null; found: T | null; signedInOwner: boolean }> {
  const services = c.var.services;
  const current = await resolveSession(services, c.req.raw.headers);
  const signedInOwner = !!current && (await services.flightCheckout.booking(reference.toUpperCase()))?.userId === current.user.id;
  if (signedInOwner) return { refused: null, found: await find(), signedInOwner };
  const lookup = await lookUpByReference(services.rateLimiter, "flight", reference, find);
  if (!lookup.refused) return { refused: null, found: lookup.found, signedInOwner: false };
  const { message, retryAfterSeconds } = lookup.refused;
  return { refused: c.json({ message, errors: {} }, 429, { "Retry-After": String(retryAfterSeconds) }) };
}
