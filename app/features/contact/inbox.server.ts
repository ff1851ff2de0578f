/**
 * The staff inbox's loader and actions on the server. Each checks staff itself (a `.data` request
 * runs one route's loader or action and skips the dashboard layout), validates with zod, then calls
 * core/contact. Domain refusals come back by code (isContactError), never by instanceof.
 */
import { data, type RouterContextProvider } from "react-router";
import type { ContactThread } from "../../../contracts/contact.ts";
import { ContactIdSchema, ContactReplySchema, InboxIntentSchema } from "../../../contracts/contact-schema.ts";
import { type FieldErrors, parseForm } from "../../../contracts/forms.ts";
import { CONTACT_ERROR_MESSAGES, isContactError } from "../../../core/contact/contact-service.ts";
import { readForm } from "../../lib/form-body.server.ts";
import { requireStaff, services } from "../../lib/session.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";

type Ctx = Readonly<RouterContextProvider>;

const notFound = () => data({ message: CONTACT_ERROR_MESSAGES.NOT_FOUND }, { status: 404 });

/** The message with its thread; opening a new one marks it read. 404 for a malformed or unknown id. */
export async function loadInboxMessage(context: Ctx, request: Request, id: string | undefined): Promise<ContactThread> {
  await requireStaff(context, request);
  const parsed = ContactIdSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  try {
    return await services(context).contact.open(parsed.data);
  } catch (error) {
    if (isContactError(error) && error.code === "NOT_FOUND") throw notFound();
    throw error;
  }
}

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
  const current = await requireStaff(context, request);
  const parsedId = ContactIdSchema.safeParse(id);
  if (!parsedId.success) throw notFound();
  const messageId = parsedId.data;
  const intent = InboxIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return { status: 400, errors: { form: [intent.error.issues[0].message] } };
  const { contact } = services(context);
  const here = `/dashboard/inbox/${messageId}`;
  try {
    switch (intent.data) {
      case "reply": {
        const body = parseForm(ContactReplySchema, form);
        if (!body.ok) return { status: 400, errors: body.errors };
        await contact.reply(messageId, { id: current.user.id, name: current.user.name }, body.data.body);
        throw redirectWithToast(here, { title: "Reply sent", description: "It is on its way by e-mail and kept in the thread." });
      }
      case "mark-unread":
        await contact.markUnread(messageId);
        // Back to the list: opening the message again would mark it read.
        throw redirectWithToast("/dashboard/inbox", { title: "Marked as unread" });
      case "archive":
        await contact.archive(messageId);
        throw redirectWithToast("/dashboard/inbox", { title: "Message archived" });
      case "unarchive":
        await contact.unarchive(messageId);
        throw redirectWithToast(here, { title: "Message back in the inbox" });
    }
  } catch (error) {
    if (!isContactError(error)) throw error;
    if (error.code === "NOT_FOUND") throw notFound();
    return { status: 409, errors: { form: [error.message] } };
  }
}
