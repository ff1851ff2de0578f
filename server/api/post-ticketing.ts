/**
 * After the ticket (docs/decisions/014-post-ticketing.md, routes.md): `POST /api/booking/flight/
 * void-quote`, `void`, `refund-quote`, `refund`, `reissue-quote`, `reissue`, `cancel` and
 * `GET …/requests`, as adapters over the post-ticketing use cases (core/application/post-ticketing.ts).
 * The booker names the booking by its reference and a traveller's last name (under the per-reference
 * limit on wrong last names; the signed-in owner is never limited); anyone else gets the same 404 as
 * for no such booking. A fault (not a refusal) is logged and answers the route's fallback with 500.
 */
import type { Context, Hono } from "hono";
import type { Outcome } from "../../contracts/application.ts";
import {
  bookingReferenceSchema,
  FlightBookingInput,
  lastNameSchema,
  PtrQuoteInput,
  PtrRequestInput,
  PtrRequestsInput,
  ReissueInput,
  ReissueQuoteInput,
  withLastName,
} from "../../contracts/booking-inputs.ts";
import { fieldErrors } from "../../contracts/forms.ts";
import { isReusedPaymentKey } from "../../core/application/post-ticketing.ts";
import type { RateLimitRule } from "../../core/rate-limit/rate-limiter.ts";
import type { HostEnv } from "../host-env.ts";
import { API_MESSAGES, jsonBody, rateLimit } from "./guards.ts";
import { API_STATUS, sendFault, sendOutcome } from "./outcome.ts";
import { invokeApi, sessionCaller } from "./use-case-route.ts";

type C = Context<HostEnv>;

/** The API's words for a payment key sent again with other details. */
export const REUSED_KEY_MESSAGE = "This payment was already sent with other details. Use a new idempotency_key.";

/** `GET …/requests`: the booking named in the query (the API always asks for the last name). */
const RequestsQuery = PtrRequestsInput.extend({ reference: bookingReferenceSchema, last_name: lastNameSchema });

async function answer<T>(c: C, fallback: string, okStatus: 200 | 201 | 202, call: () => Promise<Outcome<T>>, map?: (value: T) => unknown) {
  try {
    const outcome = await call();
    if (!outcome.ok && isReusedPaymentKey(outcome.error)) return c.json({ message: REUSED_KEY_MESSAGE, errors: {} }, API_STATUS.conflict);
    return sendOutcome(c, outcome, okStatus, map);
  } catch (error) {
    return sendFault(c, error, fallback, (line, msg) => c.var.services.host.logger.error(line, msg));
  }
}

/** Mounts the post-ticketing routes under `base` (/api/booking/flight), each under `limit` per client. */
export function postTicketingRoutes(api: Hono<HostEnv>, base: string, limit: RateLimitRule): void {
  const app = (c: C) => c.var.services.apps.postTicketing;

  for (const type of ["void", "refund"] as const) {
    api.post(`${base}/${type}-quote`, rateLimit(limit), jsonBody(withLastName(PtrQuoteInput)), async (c) =>
      answer(c, `Failed to get a ${type} quote`, 201, async () =>
        invokeApi(type === "void" ? app(c).quoteVoid : app(c).quoteRefund, c.req.valid("json"), await sessionCaller(c)),
      ),
    );
    api.post(`${base}/${type}`, rateLimit(limit), jsonBody(withLastName(PtrRequestInput)), async (c) =>
      answer(c, `Failed to ${type} the tickets`, 202, async () =>
        invokeApi(type === "void" ? app(c).requestVoid : app(c).requestRefund, c.req.valid("json"), await sessionCaller(c)),
      ),
    );
  }

  api.post(`${base}/reissue-quote`, rateLimit(limit), jsonBody(withLastName(ReissueQuoteInput)), async (c) =>
    answer(c, "Failed to get a reissue quote", 201, async () =>
      invokeApi(app(c).quoteReissue, c.req.valid("json"), await sessionCaller(c)),
    ),
  );

  // Declined: 402; paid but the change could not take it (refunded in full): 409.
  api.post(`${base}/reissue`, rateLimit(limit), jsonBody(withLastName(ReissueInput)), async (c) =>
    answer(
      c,
      "Failed to reissue the tickets",
      202,
      async () => invokeApi(app(c).reissue, c.req.valid("json"), await sessionCaller(c)),
      (step) => ({ request: step.request, next_action: step.kind === "redirect" ? { url: step.url } : null }),
    ),
  );

  api.post(`${base}/cancel`, rateLimit(limit), jsonBody(withLastName(FlightBookingInput)), async (c) =>
    answer(c, "Failed to cancel the booking", 200, async () => invokeApi(app(c).cancelHold, c.req.valid("json"), await sessionCaller(c))),
  );

  api.get(`${base}/requests`, rateLimit(limit), async (c) => {
    const query = RequestsQuery.safeParse({
      reference: c.req.query("reference") ?? "",
      last_name: c.req.query("last_name") ?? "",
      status: c.req.query("status") ?? "all",
    });
    if (!query.success) return c.json({ message: API_MESSAGES.invalid, errors: fieldErrors(query.error) }, API_STATUS.invalid);
    return answer(
      c,
      "Failed to get the requests",
      200,
      async () => invokeApi(app(c).requests, query.data, await sessionCaller(c)),
      (list) => list.requests,
    );
  });
}
