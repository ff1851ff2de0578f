/**
 * The hotel API (spec §7, design/routes.md "Hotel search"): the spec's paths and payload field names,
 * `{ data }` or `{ message, errors }`, never a 500 for bad input. Bodies are parsed with the schemas of
 * contracts/hotels.ts; core/hotels does the work; HotelError codes become statuses here.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { fieldErrors } from "../../contracts/forms.ts";
import { HOTEL_CANCEL_MESSAGES } from "../../contracts/hotel-cancellation.ts";
import { maskHotelBooking } from "../../contracts/masking.ts";
import { hasForbiddenCharacters } from "../../contracts/text.ts";
import { HOTEL_MESSAGES, HOTEL_REFERENCE, HOTEL_SEARCH_TYPES, type HotelSearchPage, manilaToday } from "../../contracts/hotels.ts";
import { filtersSchema, GuestDetailsSchema, hotelSearchRequestSchema, pageSchema, sortSchema } from "../../contracts/hotel-schemas.ts";
import { paymentMethodOf } from "../../contracts/checkout.ts";
import { PaymentFormSchema } from "../../contracts/payments.ts";
import { z } from "../../contracts/zod.ts";
import { mayAccessHotelBooking } from "../../core/hotels/booking-access.ts";
import { suggestCodes, suggestLocations } from "../../core/hotels/suggest.ts";
import {
  HOTEL_ERROR_STATUS,
  HotelError,
  isHotelError,
  type HotelQuery,
  type ResultOptions,
  type StayRequest,
} from "../../core/hotels/supplier.ts";
import { idempotencyKeySchema } from "../../core/payments/payment-service.ts";
import { PAYMENT_ERROR_MESSAGES, PaymentRequestError } from "../../core/payments/payments.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { lookUpByReference, resolveSession } from "../guards.ts";
import { grantTripAccess, readTripAccess } from "../trip-access.ts";
import { API_MESSAGES, jsonBody, rateLimit } from "./guards.ts";

export const HOTEL_RATE_LIMITS = {
  search: { name: "hotel-search", limit: 600, windowMs: 60_000 },
  book: { name: "hotel-book", limit: 30, windowMs: 10 * 60_000 },
  lookup: { name: "hotel-lookup", limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

type C = Context<HostEnv>;
type Kind = (typeof HOTEL_SEARCH_TYPES)[number];

const anyJson = jsonBody<z.ZodUnknown, HostEnv>(z.unknown());

const extrasSchema = z.object({
  page: pageSchema.optional().default(1),
  sessionId: z.string().max(2000).optional(),
  filters: filtersSchema,
  sort: sortSchema,
});

function bad(c: C, errors: Record<string, string[]>, message: string = API_MESSAGES.invalid) {
  return c.json({ message, errors }, 400);
}

function today(c: C): string {
  return manilaToday(c.var.services.hotelClock.now());
}

type Parsed = { query: HotelQuery; stay: StayRequest; options: ResultOptions; sessionId?: string };

/**
 * Parses a search of `kind` (the §7 payload or the §3 searchCriteria, contracts/hotel-schemas.ts)
 * plus page / sort / filters; answers the 400 reply instead when bad.
 */
function parseSearch(
  c: C,
  kind: Kind,
  body: unknown,
  extras: unknown = body,
  searchTypeMessage: string = HOTEL_MESSAGES.invalidSearchType,
): Parsed | Response {
  const criteria = hotelSearchRequestSchema(kind, () => today(c), searchTypeMessage).safeParse(body);
  const more = extrasSchema.safeParse(extras ?? {});
  if (!criteria.success || !more.success) {
    const errors = {
      ...(criteria.success ? {} : fieldErrors(criteria.error)),
      ...(more.success ? {} : fieldErrors(more.error)),
    };
    return bad(c, errors, Object.values(errors)[0]?.[0] ?? API_MESSAGES.invalid);
  }
  return {
    query: criteria.data.query,
    stay: criteria.data.stay,
    options: { page: more.data.page, filters: more.data.filters, sort: more.data.sort },
    sessionId: more.data.sessionId ?? criteria.data.sessionId,
  };
}

function failed(c: C, error: unknown) {
  if (error instanceof HotelError) return c.json({ message: error.message, errors: {} }, HOTEL_ERROR_STATUS[error.code]);
  if (error instanceof PaymentRequestError)
    return c.json(
      { message: error.message, errors: error.errors },
      error.code === "idempotency_conflict" ? 409 : error.code === "not_found" ? 404 : 400,
    );
  throw error;
}

function answer(c: C, page: HotelSearchPage) {
  if (page.totalCount === 0) return c.json({ data: page, message: HOTEL_MESSAGES.noResults });
  return c.json({ data: page });
}

async function runSearch(c: C, p: Parsed, continueSession: boolean) {
  const hotels = c.var.services.hotels;
  try {
    if (continueSession && p.sessionId) return answer(c, await hotels.filtered(p.sessionId, p.options));
    return answer(c, await hotels.search(p.query, p.stay, p.options));
  } catch (error) {
    return failed(c, error);
  }
}

const isKind = (v: unknown): v is Kind => typeof v === "string" && (HOTEL_SEARCH_TYPES as readonly string[]).includes(v);

const offerSchema = z.object({
  hotelId: z.string({ error: HOTEL_MESSAGES.hotelNotFound }).trim().min(1, HOTEL_MESSAGES.hotelNotFound).max(40),
  productId: z.string().max(60).optional(),
  tokenId: z.string().max(60).optional(),
  sessionId: z.string({ error: HOTEL_MESSAGES.sessionInvalid }).min(1, HOTEL_MESSAGES.sessionInvalid).max(2000),
});

const bookSchema = offerSchema.extend({
  roomId: z.string({ error: HOTEL_MESSAGES.roomNotFound }).trim().min(1, HOTEL_MESSAGES.roomNotFound).max(60),
  guest: GuestDetailsSchema,
});

const referenceSchema = z.string().trim().toUpperCase().regex(HOTEL_REFERENCE, "Enter the booking reference (H and 5 letters or digits).");

const paymentSchema = z.object({
  reference: referenceSchema,
  idempotencyKey: idempotencyKeySchema,
  method: z.string(),
  cardNumber: z.string().optional(),
  expiry: z.string().optional(),
  cvc: z.string().optional(),
  cardName: z.string().optional(),
});

async function caller(c: C) {
  const session = await resolveSession(c.var.services, c.req.raw.headers);
  const env = c.var.services.env;
  const options = { secret: env.authSecret, publicDeployment: env.publicDeployment };
  return { userId: session?.user.id ?? null, tripReferences: readTripAccess(options, c.req.header("cookie") ?? null), options };
}

/**
 * May this caller see / cancel the booking? Its signed-in owner or a browser holding it, as is; anyone
 * else by the lead guest's last name, under the per-reference limit on wrong last names (429).
 */
async function bookingAccess(
  c: C,
  reference: string,
  lastName: string | undefined,
): Promise<{ refused: Response } | { refused: null; allowed: boolean; signedInOwner: boolean }> {
  const who = await caller(c);
  const owner = await c.var.services.hotelCheckout.ownerOf(reference);
  const signedInOwner = !!owner?.userId && owner.userId === who.userId;
  if (owner && mayAccessHotelBooking(owner, { ...who, reference })) return { refused: null, allowed: true, signedInOwner };
  if (!lastName) return { refused: null, allowed: false, signedInOwner };
  const lookup = await lookUpByReference(c.var.services.rateLimiter, "hotel", reference, async () =>
    owner && mayAccessHotelBooking(owner, { reference, lastName }) ? true : null,
  );
  if (lookup.refused) {
    const { message, retryAfterSeconds } = lookup.refused;
    return { refused: c.json({ message, errors: {} }, 429, { "Retry-After": String(retryAfterSeconds) }) };
  }
  return { refused: null, allowed: lookup.found === true, signedInOwner: false };
}

export function hotelApi() {
  const api = new Hono<HostEnv>();
  const base = "/api/booking/hotel";
  // Searches, suggestions, details and rates are high-volume reads: their limit is kept per instance
  // in memory (no database write per request, which made PGlite stall under load); booking, payment
  // and look-ups keep the shared limits in the database.
  const search = rateLimit<HostEnv>(HOTEL_RATE_LIMITS.search, undefined, { store: "memory" });

  const firstSearch: Record<string, Kind> = {
    "hotel-search": "destination",
    "hotel-search-by-code": "code",
    "hotel-search-by-location": "location",
  };
  for (const [path, kind] of Object.entries(firstSearch)) {
    api.post(`${base}/${path}`, search, anyJson, async (c) => {
      const p = parseSearch(c, kind, c.req.valid("json"));
      return p instanceof Response ? p : runSearch(c, p, false);
    });
  }

  // The criteria plus page; with the reply's sessionId the same session continues.
  const morePaths: Record<string, Kind> = { "search/more": "destination", "search/code/more": "code", "search/geo/more": "location" };
  for (const [path, kind] of Object.entries(morePaths)) {
    api.post(`${base}/${path}`, search, anyJson, async (c) => {
      const body = c.req.valid("json") as Record<string, unknown> | null;
      if (body && body.searchType !== undefined && !isKind(body.searchType))
        return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypePagination] }, HOTEL_MESSAGES.invalidSearchTypePagination);
      const p = parseSearch(c, kind, body, body, HOTEL_MESSAGES.invalidSearchTypePagination);
      return p instanceof Response ? p : runSearch(c, p, true);
    });
  }

  /** Any search type (spec: "also defined"); the type travels in the body. */
  api.post(`${base}/more-results`, search, anyJson, async (c) => {
    const body = c.req.valid("json") as Record<string, unknown> | null;
    const kind = body?.searchType ?? "destination";
    if (!isKind(kind))
      return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypePagination] }, HOTEL_MESSAGES.invalidSearchTypePagination);
    const p = parseSearch(c, kind, body);
    return p instanceof Response ? p : runSearch(c, p, true);
  });

  // { searchCriteria, filters, sort, page }
  const filteredPaths: Record<string, Kind> = {
    "search/filtered": "destination",
    "search/code/filtered": "code",
    "search/geo/filtered": "location",
  };
  for (const [path, kind] of Object.entries(filteredPaths)) {
    api.post(`${base}/${path}`, search, anyJson, async (c) => {
      const body = (c.req.valid("json") ?? {}) as Record<string, unknown>;
      const criteria = body.searchCriteria as Record<string, unknown> | undefined;
      if (!criteria || typeof criteria !== "object")
        return bad(c, { searchCriteria: ["Send the searchCriteria of the search to filter."] });
      if (criteria.searchType !== undefined && !isKind(criteria.searchType))
        return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypeFiltering] }, HOTEL_MESSAGES.invalidSearchTypeFiltering);
      const p = parseSearch(
        c,
        kind,
        criteria,
        { page: body.page, filters: body.filters, sort: body.sort, sessionId: body.sessionId ?? criteria.sessionId },
        HOTEL_MESSAGES.invalidSearchTypeFiltering,
      );
      return p instanceof Response ? p : runSearch(c, p, true);
    });
  }

  const suggestQuery = (c: C) => {
    const q = (c.req.query("q") ?? "").slice(0, 80);
    return hasForbiddenCharacters(q) ? "" : q;
  };
  api.get(`${base}/locations/suggest`, search, (c) => c.json({ data: suggestLocations(suggestQuery(c)) }));
  api.get(`${base}/codes/suggest`, search, (c) => c.json({ data: suggestCodes(suggestQuery(c)) }));

  api.get(`${base}/details`, search, async (c) => {
    const hotelId = (c.req.query("hotelId") ?? "").slice(0, 40);
    if (!hotelId) return bad(c, { hotelId: [HOTEL_MESSAGES.hotelNotFound] }, HOTEL_MESSAGES.hotelNotFound);
    try {
      return c.json({
        data: await c.var.services.hotels.details({
          hotelId,
          productId: c.req.query("productId"),
          tokenId: c.req.query("tokenId"),
          sessionId: c.req.query("sessionId"),
        }),
      });
    } catch (error) {
      return failed(c, error);
    }
  });

  api.post(`${base}/room-rates`, search, jsonBody<typeof offerSchema, HostEnv>(offerSchema), async (c) => {
    try {
      return c.json({ data: await c.var.services.hotels.roomRates(c.req.valid("json")) });
    } catch (error) {
      return failed(c, error);
    }
  });

  api.post(
    `${base}/validate-availability`,
    search,
    jsonBody<ReturnType<typeof offerSchema.extend<{ roomId: z.ZodString }>>, HostEnv>(
      offerSchema.extend({ roomId: z.string().min(1, HOTEL_MESSAGES.roomNotFound).max(60) }),
    ),
    async (c) => {
      try {
        const { available, rate, stay } = await c.var.services.hotels.validateAvailability(c.req.valid("json"));
        return c.json({
          data: { available, roomRate: rate, checkInDate: stay.checkin, checkOutDate: stay.checkout, occupancy: stay.occupancy },
        });
      } catch (error) {
        return failed(c, error);
      }
    },
  );

  api.post(`${base}/book`, rateLimit<HostEnv>(HOTEL_RATE_LIMITS.book), jsonBody<typeof bookSchema, HostEnv>(bookSchema), async (c) => {
    const body = c.req.valid("json");
    const who = await caller(c);
    try {
      const booking = await c.var.services.hotelCheckout.start({ ...body, userId: who.userId });
      c.header("Set-Cookie", grantTripAccess(who.options, c.req.header("cookie") ?? null, booking.reference), { append: true });
      return c.json({ data: booking }, 201);
    } catch (error) {
      return failed(c, error);
    }
  });

  api.post(
    `${base}/payment`,
    rateLimit<HostEnv>(HOTEL_RATE_LIMITS.book),
    jsonBody<typeof paymentSchema, HostEnv>(paymentSchema),
    async (c) => {
      const body = c.req.valid("json");
      const who = await caller(c);
      const checkout = c.var.services.hotelCheckout;
      const owner = await checkout.ownerOf(body.reference);
      if (!owner || !mayAccessHotelBooking(owner, { ...who, reference: body.reference }))
        return c.json({ message: "There is no such booking.", errors: {} }, 404);
      const form = PaymentFormSchema.safeParse(body);
      if (!form.success) return bad(c, fieldErrors(form.error), PAYMENT_ERROR_MESSAGES.invalid_request);
      const method = paymentMethodOf(form.data);
      try {
        const outcome = await checkout.pay({
          reference: body.reference,
          idempotencyKey: body.idempotencyKey,
          method,
          returnUrl: `/hotels/checkout/return?reference=${body.reference}`,
        });
        if (outcome.status === "failed") return c.json({ message: outcome.message, errors: {}, data: outcome }, 402);
        // Money the booking does not keep (paid already, expired, sold out): refunded in full at once.
        if (outcome.status === "refunded") return c.json({ message: outcome.message, errors: {}, data: outcome }, 409);
        return c.json({ data: outcome });
      } catch (error) {
        return failed(c, error);
      }
    },
  );

  api.get(`${base}/bookings/:reference`, rateLimit<HostEnv>(HOTEL_RATE_LIMITS.lookup), async (c) => {
    const reference = referenceSchema.safeParse(c.req.param("reference"));
    if (!reference.success) return c.json({ message: "There is no such booking.", errors: {} }, 404);
    const access = await bookingAccess(c, reference.data, c.req.query("last_name"));
    if (access.refused) return access.refused;
    if (!access.allowed) return c.json({ message: "There is no such booking.", errors: {} }, 404);
    const view = await c.var.services.hotelCheckout.view(reference.data);
    if (!view) return c.json({ message: "There is no such booking.", errors: {} }, 404);
    return c.json({ data: access.signedInOwner ? view : maskHotelBooking(view) });
  });

  // Cancellation: the quote first (what the policy keeps, what comes back, to what, when), then the
  // cancellation with the quote's token; a quote that no longer holds answers 409 with the new one.
  const quoteSchema = z.object({ reference: referenceSchema, last_name: z.string().max(60).optional() });
  api.post(
    `${base}/cancel-quote`,
    rateLimit<HostEnv>(HOTEL_RATE_LIMITS.lookup),
    jsonBody<typeof quoteSchema, HostEnv>(quoteSchema),
    async (c) => {
      const body = c.req.valid("json");
      const access = await bookingAccess(c, body.reference, body.last_name);
      if (access.refused) return access.refused;
      if (!access.allowed) return c.json({ message: "There is no such booking.", errors: {} }, 404);
      const quote = await c.var.services.hotelCheckout.cancelQuote(body.reference);
      if (!quote) return c.json({ message: HOTEL_CANCEL_MESSAGES.notCancellable, errors: {} }, 409);
      return c.json({ data: quote });
    },
  );
  const cancelSchema = quoteSchema.extend({
    quoteToken: z
      .string({ error: HOTEL_CANCEL_MESSAGES.quoteRequired })
      .trim()
      .min(1, HOTEL_CANCEL_MESSAGES.quoteRequired)
      .max(100, HOTEL_CANCEL_MESSAGES.quoteRequired),
  });
  api.post(
    `${base}/cancel`,
    rateLimit<HostEnv>(HOTEL_RATE_LIMITS.lookup),
    jsonBody<typeof cancelSchema, HostEnv>(cancelSchema),
    async (c) => {
      const body = c.req.valid("json");
      const checkout = c.var.services.hotelCheckout;
      const access = await bookingAccess(c, body.reference, body.last_name);
      if (access.refused) return access.refused;
      if (!access.allowed) return c.json({ message: "There is no such booking.", errors: {} }, 404);
      try {
        const { booking, refund, terms } = await checkout.cancel(body.reference, { quoteToken: body.quoteToken });
        return c.json({ data: { booking: access.signedInOwner ? booking : maskHotelBooking(booking), refund, cancellation: terms } });
      } catch (error) {
        if (isHotelError(error, "quote_changed"))
          return c.json({ message: error.message, errors: {}, data: { quote: await checkout.cancelQuote(body.reference) } }, 409);
        return failed(c, error);
      }
    },
  );

  /** The end-to-end suite's clock for stale rates (only with E2E_TEST_ROUTES). */
  api.post("/api/__test/hotel-clock", anyJson, (c) => {
    if (!c.var.services.env.testRoutes) return c.json({ message: "There is nothing at this address.", errors: {} }, 404);
    const offset = Number((c.req.valid("json") as { offsetMs?: unknown } | null)?.offsetMs ?? 0);
    c.var.services.hotelClock.setOffset(Number.isFinite(offset) ? offset : 0);
    return c.json({ data: { now: c.var.services.hotelClock.now().toISOString() } });
  });

  return api;
}
