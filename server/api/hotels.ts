/**
 * The hotel API (spec §7, design/routes.md "Hotel search"): the spec's paths and payload field names,
 * `{ data }` or `{ message, errors }`, never a 500 for bad input. A thin adapter over the hotels
 * application service (core/application/hotels.ts): read the body, invoke the use case, answer its
 * outcome (server/api/outcome.ts maps error codes to statuses).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { Outcome } from "../../contracts/application.ts";
import { HOTEL_CANCEL_MESSAGES } from "../../contracts/hotel-cancellation.ts";
import { CONFIRM_DUPLICATE_FIELD } from "../../contracts/hotel-duplicates.ts";
import { HOTEL_MESSAGES, HOTEL_SEARCH_TYPES, type HotelSearchPage } from "../../contracts/hotels.ts";
import {
  HotelBookInput,
  HotelCancelInput,
  HotelCancelQuoteInput,
  HotelOfferInput,
  HotelRoomOfferInput,
  type HotelSearchInput,
  hotelSearchFromBody,
} from "../../contracts/hotel-inputs.ts";
import { STATE_FIELDS } from "../../contracts/hotel-schemas.ts";
import { hasForbiddenCharacters } from "../../contracts/text.ts";
import { z } from "../../contracts/zod.ts";
import type { HotelCaller } from "../../core/application/hotel-access.ts";
import type { HotelPaymentStep } from "../../core/application/hotels.ts";
import { invoke } from "../../core/application/use-case.ts";
import { suggestCodes, suggestLocations } from "../../core/hotels/suggest.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { resolveSession } from "../guards.ts";
import { grantTripAccess, readTripAccess } from "../trip-access.ts";
import { API_MESSAGES, jsonBody, rateLimit } from "./guards.ts";
import { API_STATUS, sendOutcome } from "./outcome.ts";
import { sendPaymentStep } from "./payment-step.ts";
import { invokeApi } from "./use-case-route.ts";

export const HOTEL_RATE_LIMITS = {
  search: { name: "hotel-search", limit: 600, windowMs: 60_000 },
  book: { name: "hotel-book", limit: 30, windowMs: 10 * 60_000 },
  lookup: { name: "hotel-lookup", limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

type C = Context<HostEnv>;
type Kind = (typeof HOTEL_SEARCH_TYPES)[number];

const anyJson = jsonBody<z.ZodUnknown, HostEnv>(z.unknown());

function bad(c: C, errors: Record<string, string[]>, message: string = API_MESSAGES.invalid) {
  return c.json({ message, errors }, API_STATUS.invalid);
}

const isKind = (v: unknown): v is Kind => typeof v === "string" && (HOTEL_SEARCH_TYPES as readonly string[]).includes(v);

/** Who calls: the signed-in account, and the trips this browser holds (server/trip-access.ts). */
async function callerOf(c: C): Promise<HotelCaller & { options: { secret: string; publicDeployment: boolean } }> {
  const session = await resolveSession(c.var.services.host, c.req.raw.headers);
  const env = c.var.services.host.env;
  const options = { secret: env.authSecret, publicDeployment: env.publicDeployment };
  const tripReferences = readTripAccess(options, c.req.header("cookie") ?? null);
  return { userId: session?.user.id ?? null, clientIp: c.var.clientIp, tripReferences, options };
}

/** A search's answer: the page, with the §7 message when nothing matched. */
function answerSearch(c: C, outcome: Outcome<HotelSearchPage>) {
  if (outcome.ok && outcome.value.totalCount === 0) return c.json({ data: outcome.value, message: HOTEL_MESSAGES.noResults });
  if (!outcome.ok && outcome.error.code === "invalid")
    return bad(c, outcome.error.fields ?? {}, outcome.error.message || API_MESSAGES.invalid);
  return sendOutcome(c, outcome);
}

const SEARCH_TYPE_MESSAGES = {
  search: HOTEL_MESSAGES.invalidSearchType,
  more: HOTEL_MESSAGES.invalidSearchTypePagination,
  filter: HOTEL_MESSAGES.invalidSearchTypeFiltering,
} as const;

/**
 * A search from what the client sent, as the typed input (issue 25): the criteria's fields (either
 * shape, by their own names) with the endpoint's type and purpose, and the extras (page, filters, sort,
 * session); strings that are numbers made numbers (`hotelSearchFromBody`), nothing else checked here but
 * that a search state naming its own type names this endpoint's. `invoke` is the one parse.
 */
async function search(
  c: C,
  searchType: Kind,
  purpose: keyof typeof SEARCH_TYPE_MESSAGES,
  criteria: unknown,
  extras: Record<string, unknown> = {},
) {
  const fields = hotelSearchFromBody(criteria);
  const message = SEARCH_TYPE_MESSAGES[purpose];
  if (STATE_FIELDS.some((f) => f in fields) && fields.searchType !== undefined && fields.searchType !== searchType)
    return bad(c, { searchType: [message] }, message);
  const input: HotelSearchInput = {
    ...fields,
    page: extras.page,
    filters: extras.filters,
    sort: extras.sort,
    sessionId: extras.sessionId ?? fields.sessionId,
    pages: undefined,
    searchType,
    purpose,
  } as HotelSearchInput;
  return answerSearch(c, await invoke(c.var.services.apps.hotels.search, input, await callerOf(c)));
}

/** The extras of a search body (page, sort, filters, session), the criteria being the body itself or its searchCriteria. */
function extrasOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const b = body as Record<string, unknown>;
  return { page: b.page, filters: b.filters, sort: b.sort, sessionId: b.sessionId };
}

/** The §7 payment answer: `{ data: { status, booking, url | message | refund } }`, 402 when declined, 409 when refunded. */
function paymentReply(step: HotelPaymentStep) {
  switch (step.kind) {
    case "paid":
      return { status: "confirmed" as const, booking: step.booking };
    case "redirect":
      return { status: "requires_action" as const, url: step.url, booking: step.booking };
    case "failed":
      return { status: "failed" as const, message: step.message, booking: step.booking };
    case "refunded":
      return { status: "refunded" as const, message: step.message, refund: step.refund, booking: step.booking };
  }
}

export function hotelApi() {
  const api = new Hono<HostEnv>();
  const base = "/api/booking/hotel";
  // Searches, suggestions, details and rates are high-volume reads: their limit is kept per instance
  // in memory (no database write per request, which made PGlite stall under load); booking, payment
  // and look-ups keep the shared limits in the database.
  const searchLimit = rateLimit<HostEnv>(HOTEL_RATE_LIMITS.search, undefined, { store: "memory" });
  const app = (c: C) => c.var.services.apps.hotels;

  const firstSearch: Record<string, Kind> = {
    "hotel-search": "destination",
    "hotel-search-by-code": "code",
    "hotel-search-by-location": "location",
  };
  for (const [path, searchType] of Object.entries(firstSearch)) {
    api.post(`${base}/${path}`, searchLimit, anyJson, async (c) => {
      const body = c.req.valid("json");
      return search(c, searchType, "search", body, extrasOf(body));
    });
  }

  // The criteria plus page; with the reply's sessionId the same session continues.
  const morePaths: Record<string, Kind> = { "search/more": "destination", "search/code/more": "code", "search/geo/more": "location" };
  for (const [path, searchType] of Object.entries(morePaths)) {
    api.post(`${base}/${path}`, searchLimit, anyJson, async (c) => {
      const body = c.req.valid("json") as Record<string, unknown> | null;
      if (body && body.searchType !== undefined && !isKind(body.searchType))
        return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypePagination] }, HOTEL_MESSAGES.invalidSearchTypePagination);
      return search(c, searchType, "more", body, extrasOf(body));
    });
  }

  /** Any search type (spec: "also defined"); the type travels in the body. */
  api.post(`${base}/more-results`, searchLimit, anyJson, async (c) => {
    const body = c.req.valid("json") as Record<string, unknown> | null;
    const searchType = body?.searchType ?? "destination";
    if (!isKind(searchType))
      return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypePagination] }, HOTEL_MESSAGES.invalidSearchTypePagination);
    return search(c, searchType, "more", body, extrasOf(body));
  });

  // { searchCriteria, filters, sort, page }
  const filteredPaths: Record<string, Kind> = {
    "search/filtered": "destination",
    "search/code/filtered": "code",
    "search/geo/filtered": "location",
  };
  for (const [path, searchType] of Object.entries(filteredPaths)) {
    api.post(`${base}/${path}`, searchLimit, anyJson, async (c) => {
      const body = (c.req.valid("json") ?? {}) as Record<string, unknown>;
      const criteria = body.searchCriteria as Record<string, unknown> | undefined;
      if (!criteria || typeof criteria !== "object")
        return bad(c, { searchCriteria: ["Send the searchCriteria of the search to filter."] });
      if (criteria.searchType !== undefined && !isKind(criteria.searchType))
        return bad(c, { searchType: [HOTEL_MESSAGES.invalidSearchTypeFiltering] }, HOTEL_MESSAGES.invalidSearchTypeFiltering);
      return search(c, searchType, "filter", criteria, extrasOf({ ...body, sessionId: body.sessionId ?? criteria.sessionId }));
    });
  }

  const suggestQuery = (c: C) => {
    const q = (c.req.query("q") ?? "").slice(0, 80);
    return hasForbiddenCharacters(q) ? "" : q;
  };
  api.get(`${base}/locations/suggest`, searchLimit, (c) => c.json({ data: suggestLocations(suggestQuery(c)) }));
  api.get(`${base}/codes/suggest`, searchLimit, (c) => c.json({ data: suggestCodes(suggestQuery(c)) }));

  api.get(`${base}/details`, searchLimit, async (c) => {
    const { productId, tokenId, sessionId } = c.req.query();
    const input = { hotelId: (c.req.query("hotelId") ?? "").slice(0, 40), productId, tokenId, sessionId };
    return sendOutcome(c, await invoke(app(c).details, input, await callerOf(c)));
  });

  api.post(`${base}/room-rates`, searchLimit, jsonBody<typeof HotelOfferInput, HostEnv>(HotelOfferInput), async (c) =>
    sendOutcome(c, await invoke(app(c).rates, c.req.valid("json"), await callerOf(c))),
  );

  api.post(`${base}/validate-availability`, searchLimit, jsonBody<typeof HotelRoomOfferInput, HostEnv>(HotelRoomOfferInput), async (c) => {
    const outcome = await invoke(app(c).availability, c.req.valid("json"), await callerOf(c));
    return sendOutcome(c, outcome, 200, ({ available, rate, stay }) => ({
      available,
      roomRate: rate,
      checkInDate: stay.checkin,
      checkOutDate: stay.checkout,
      occupancy: stay.occupancy,
    }));
  });

  api.post(
    `${base}/book`,
    rateLimit<HostEnv>(HOTEL_RATE_LIMITS.book),
    jsonBody<typeof HotelBookInput, HostEnv>(HotelBookInput),
    async (c) => {
      const who = await callerOf(c);
      const outcome = await invoke(app(c).book, c.req.valid("json"), who);
      if (outcome.ok)
        c.header("Set-Cookie", grantTripAccess(who.options, c.req.header("cookie") ?? null, outcome.value.reference), { append: true });
      return sendOutcome(c, outcome, 201);
    },
  );

  api.post(
    `${base}/payment`,
    rateLimit<HostEnv>(HOTEL_RATE_LIMITS.book),
    // The body's only parse is hotels.pay's (invoke), the card's rules and the attempt's key included.
    jsonBody<HostEnv>(),
    async (c) => {
      const who = await callerOf(c);
      const body = c.req.valid("json");
      const outcome = await invokeApi(app(c).pay, body, who);
      // A second booking of a stay already held: 409 with the stays, until `confirmDuplicate: true` is sent.
      if (!outcome.ok && outcome.error.fields?.[CONFIRM_DUPLICATE_FIELD]) {
        const held = await invoke(app(c).heldStays, { reference: (body as { reference?: unknown }).reference }, who);
        const { message, fields } = outcome.error;
        return c.json({ message, errors: fields, data: { heldStays: held.ok ? held.value : [] } }, API_STATUS.conflict);
      }
      if (!outcome.ok) return sendOutcome(c, outcome);
      return sendPaymentStep(c, outcome.value, paymentReply(outcome.value));
    },
  );

  api.get(`${base}/bookings/:reference`, rateLimit<HostEnv>(HOTEL_RATE_LIMITS.lookup), async (c) => {
    const input = { reference: c.req.param("reference").slice(0, 40), last_name: c.req.query("last_name")?.slice(0, 60) };
    return sendOutcome(c, await invoke(app(c).booking, input, await callerOf(c)));
  });

  // Cancellation: the quote first (what the policy keeps, what comes back, to what, when), then the
  // cancellation with the quote's token; a quote that no longer holds answers 409 with the new one.
  const lookupLimit = rateLimit<HostEnv>(HOTEL_RATE_LIMITS.lookup);
  api.post(`${base}/cancel-quote`, lookupLimit, jsonBody<typeof HotelCancelQuoteInput, HostEnv>(HotelCancelQuoteInput), async (c) =>
    sendOutcome(c, await invoke(app(c).cancelQuote, c.req.valid("json"), await callerOf(c))),
  );
  api.post(`${base}/cancel`, lookupLimit, jsonBody<typeof HotelCancelInput, HostEnv>(HotelCancelInput), async (c) => {
    const who = await callerOf(c);
    const body = c.req.valid("json");
    const outcome = await invoke(app(c).cancel, body, who);
    if (!outcome.ok && outcome.error.message === HOTEL_CANCEL_MESSAGES.quoteChanged) {
      const quote = await invoke(app(c).cancelQuote, body, who);
      return c.json({ message: outcome.error.message, errors: {}, data: { quote: quote.ok ? quote.value : null } }, API_STATUS.conflict);
    }
    return sendOutcome(c, outcome);
  });

  /** The end-to-end suite's clock for stale rates (only with E2E_TEST_ROUTES). */
  api.post("/api/__test/hotel-clock", anyJson, (c) => {
    if (!c.var.services.host.env.testRoutes)
      return c.json({ message: "There is nothing at this address.", errors: {} }, API_STATUS.not_found);
    const offset = Number((c.req.valid("json") as { offsetMs?: unknown } | null)?.offsetMs ?? 0);
    c.var.services.host.testHooks.hotelClock.setOffset(Number.isFinite(offset) ? offset : 0);
    return c.json({ data: { now: c.var.services.host.testHooks.hotelClock.now().toISOString() } });
  });

  return api;
}
