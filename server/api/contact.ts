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
import { ContactMessageSchema } from "../../contracts/contact-schema.ts";
import { fieldErrors } from "../../contracts/forms.ts";
import { z } from "../../contracts/zod.ts";
import type { HostEnv } from "../host-env.ts";
import { resolveSession } from "../guards.ts";
import { API_MESSAGES, jsonBody } from "./guards.ts";

const JsonObject = z.record(z.string(), z.unknown(), { error: "Send the message as a JSON object." });

export function contactApi() {
  const api = new Hono<HostEnv>();

  api.post("/api/contact", jsonBody(JsonObject), async (c) => {
    const parsed = ContactMessageSchema.safeParse(c.req.valid("json"));
    if (!parsed.success) return c.json({ message: API_MESSAGES.invalid, errors: fieldErrors(parsed.error) }, 422);
    const services = c.var.services;
    const session = await resolveSession(services, c.req.raw.headers);
    const result = await services.contact.submit(parsed.data, { clientIp: c.var.clientIp, userId: session?.user.id ?? null });
    if (result.status === "limited")
      return c.json({ message: result.message, errors: {} }, 429, { "Retry-After": String(result.retryAfterSeconds) });
    return c.json({ data: { reference: result.reference, message: CONTACT_MESSAGES.sent } }, 201);
  });

  return api;
}
