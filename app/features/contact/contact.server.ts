/**
 * The contact form's action and the staff inbox's actions, on the server: zod checks
 * (contracts/contact-schema.ts), then core/contact through the router context.
 */
import type { RouterContextProvider } from "react-router";
import { ContactMessageSchema } from "../../../contracts/contact-schema.ts";
import { type FieldErrors, parseForm } from "../../../contracts/forms.ts";
import { readForm } from "../../lib/form-body.server.ts";
import { clientIp, getCurrentSession, services } from "../../lib/session.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export type ContactFormOutcome =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/** Checks the posted form, then stores and acknowledges it (or refuses it over the rate limits). */
export async function submitContactForm(context: Ctx, request: Request): Promise<ContactFormOutcome> {
  const parsed = parseForm(ContactMessageSchema, await readForm(request));
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const current = await getCurrentSession(context, request);
  return services(context).contact.submit(parsed.data, { clientIp: clientIp(context), userId: current?.user.id ?? null });
}
