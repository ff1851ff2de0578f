/**
 * The contact page's and the staff inbox's server code: the form or URL values go to the contact
 * application's use cases (core/application/contact.ts), and the outcome is mapped to what the page
 * answers. Each inbox loader and action checks staff itself (a `.data` request runs one route's
 * loader or action and skips the dashboard layout): guests go to the login page, travellers get 403.
 */
import { data, type RouterContextProvider } from "react-router";
import type { UseCaseError } from "../../contracts/application.ts";
import { type FieldErrors, formValues } from "../../contracts/forms.ts";
import { ContactMessageRef, InboxIntentSchema } from "../../contracts/contact-schema.ts";
import { CONTACT_CONVERSATION_FIELD } from "../../contracts/contact.ts";
import { invoke } from "../../core/application/use-case.ts";
import { CONTACT_ERROR_MESSAGES } from "../../core/contact/contact-service.ts";
import { readForm } from "./form-body.server.ts";
import { getCurrentSession, requireStaff, services } from "./session.server.ts";
import { redirectWithToast } from "./toast.server.ts";
import { chatPageCaller, pageCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export type ContactFormOutcome =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/**
 * The contact page: signed-in people find their name and address filled in; `?conversation=<id>`
 * offers to attach that assistant conversation (its message count) only when the caller owns it,
 * and is otherwise ignored without a word (nobody learns whether it exists).
 */
export async function loadContactPage(context: Ctx, request: Request) {
  const current = await getCurrentSession(context, request);
  const conversationId = new URL(request.url).searchParams.get(CONTACT_CONVERSATION_FIELD);
  const attachable = conversationId
    ? await invoke(services(context).apps.contact.attachableConversation, { conversationId }, await chatPageCaller(context, request))
    : null;
  // The assistant's hand-over about a booking (`?reference=K2PW8D`) fills the reference in; anything that
  // is not a booking reference's shape is ignored, never echoed.
  const asked = (new URL(request.url).searchParams.get("reference") ?? "").replace(/[\s-]/g, "").toUpperCase();
  return {
    name: current?.user.name ?? "",
    email: current?.user.email ?? "",
    bookingReference: /^[A-Z0-9]{6}$/.test(asked) ? asked : "",
    conversation: attachable?.ok ? attachable.value : null,
  };
}

/**
 * Checks the posted form, then stores and acknowledges it (or refuses it over the rate limits). The
 * conversation field is only an id: the use case attaches it only if the caller owns it.
 */
export async function submitContactForm(context: Ctx, request: Request): Promise<ContactFormOutcome> {
  const values = formValues(await readForm(request));
  const outcome = await invoke(services(context).apps.contact.submit, values, await chatPageCaller(context, request));
  if (outcome.ok) return { status: "accepted", reference: outcome.value.reference };
  const { code, message, fields, retryAfterSeconds } = outcome.error;
  if (code === "rate_limited") return { status: "limited", retryAfterSeconds: retryAfterSeconds ?? 60, message };
  return { status: "invalid", errors: fields ?? { form: [message] } };
}

/** The inbox list for `?status=` (an unknown status shows every open message). */
export async function loadInbox(context: Ctx, request: Request) {
  await requireStaff(context, request);
  const status = new URL(request.url).searchParams.get("status") ?? undefined;
  return valueOrThrow(await invoke(services(context).apps.contact.inbox, { status }, await pageCaller(context, request)));
}

const notFound = () => data({ message: CONTACT_ERROR_MESSAGES.NOT_FOUND }, { status: pageStatus("not_found") });

/** A malformed id is "not in the inbox" like an unknown one. */
function throwIfNotFound(error: UseCaseError) {
  if (error.code === "not_found" || (error.code === "invalid" && error.fields?.id)) throw notFound();
}

/** The message with its thread; opening a new one marks it read. 404 for a malformed or unknown id. */
export async function loadInboxMessage(context: Ctx, request: Request, id: string | undefined) {
  await requireStaff(context, request);
  const outcome = await invoke(services(context).apps.contact.open, { id }, await pageCaller(context, request));
  if (!outcome.ok) throwIfNotFound(outcome.error);
  return valueOrThrow(outcome);
}

const DONE = {
  reply: (here: string) =>
    redirectWithToast(here, { title: "Reply sent", description: "It is on its way by e-mail and kept in the thread." }),
  // Back to the list: opening the message again would mark it read.
  "mark-unread": () => redirectWithToast("/dashboard/inbox", { title: "Marked as unread" }),
  archive: () => redirectWithToast("/dashboard/inbox", { title: "Message archived" }),
  unarchive: (here: string) => redirectWithToast(here, { title: "Message back in the inbox" }),
} as const;

/**
 * Reply, mark unread, archive, unarchive. Success redirects with a toast (thrown); a refusal is
 * returned with its status and field or form messages.
 */
export async function inboxAction(
  context: Ctx,
  request: Request,
  id: string | undefined,
): Promise<{ status: number; errors: FieldErrors }> {
  const form = await readForm(request);
  await requireStaff(context, request);
  const caller = await pageCaller(context, request);
  const app = services(context).apps.contact;
  // Checked before the intent: a malformed id is 404 whatever was asked.
  if (!ContactMessageRef.safeParse({ id }).success) throw notFound();
  const intent = InboxIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return { status: pageStatus("invalid"), errors: { form: [intent.error.issues[0].message] } };
  const outcome =
    intent.data === "reply"
      ? await invoke(app.reply, { id, body: formValues(form).body }, caller)
      : await invoke({ "mark-unread": app.markUnread, archive: app.archive, unarchive: app.unarchive }[intent.data], { id }, caller);
  if (outcome.ok) throw DONE[intent.data](`/dashboard/inbox/${id}`);
  throwIfNotFound(outcome.error);
  const { code, message, fields } = outcome.error;
  return { status: pageStatus(code), errors: fields ?? { form: [message] } };
}
