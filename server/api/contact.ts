/**
 * `POST /api/contact` (design/routes.md): the contact form as JSON, with the page's rules — the same
 * check (contracts/contact-schema.ts), the honeypot, the rate limits per client address and per
 * e-mail (core/contact/contact-service.ts).
 *
 *   415 not JSON · 400 malformed JSON, NUL characters or not a JSON object · 422 fields not right
 *   429 too many messages (Retry-After) · 201 { data: { reference, message } }
 */
import { Hono } from "hono";
import { CONTACT_MESSAGES } from "../../contracts/contact.ts";
import { CONTACT_NOT_AN_OBJECT } from "../../contracts/contact-schema.ts";
import type { HostEnv } from "../host-env.ts";
import { jsonBody } from "./guards.ts";
import { API_STATUS, sendOutcome } from "./outcome.ts";
import { invokeApi, sessionCaller } from "./use-case-route.ts";

export function contactApi() {
  const api = new Hono<HostEnv>();

  // The body's only parse is contact.submit's (invoke): a body that is not an object of fields is 400,
  // a message that does not pass the form's checks 422 (the JSON API's word since the start).
  api.post("/api/contact", jsonBody(), async (c) => {
    const outcome = await invokeApi(c.var.services.apps.contact.submit, c.req.valid("json"), await sessionCaller(c));
    if (!outcome.ok && outcome.error.fields?.form?.includes(CONTACT_NOT_AN_OBJECT)) return sendOutcome(c, outcome);
    if (!outcome.ok && outcome.error.code === "invalid")
      return c.json({ message: outcome.error.message, errors: outcome.error.fields ?? {} }, API_STATUS.unprocessable);
    return sendOutcome(c, outcome, 201, ({ reference }) => ({ reference, message: CONTACT_MESSAGES.sent }));
  });

  return api;
}
