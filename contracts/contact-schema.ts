/**
 * The contact contracts as zod schemas, for the server: the form and `POST /api/contact` (the check of
 * contracts/contact.ts, so the browser and the server give the same messages), and the staff inbox's
 * filters and actions. Kept apart from contracts/contact.ts so that the contact page ships no zod.
 */
import { CONTACT_CONVERSATION_FIELD, CONTACT_STATUSES, type ContactInput, checkContactForm, checkReply } from "./contact.ts";
import { z } from "./zod.ts";

type Check<T> = (values: Record<string, unknown>) => { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

function checked<T>(check: Check<T>, values: unknown, ctx: z.RefinementCtx): T {
  const result = check(values && typeof values === "object" && !Array.isArray(values) ? (values as Record<string, unknown>) : {});
  if (result.ok) return result.data;
  for (const [path, messages] of Object.entries(result.errors))
    for (const message of messages) ctx.addIssue({ code: "custom", path: [path], message });
  return z.NEVER;
}

function fromCheck<T>(check: Check<T>) {
  return z.unknown().transform((values, ctx): T => checked(check, values, ctx));
}

/** The contact form and the API body (field names: name, email, subject, message, bookingReference). */
export const ContactMessageSchema: z.ZodType<ContactInput, unknown> = fromCheck(checkContactForm);

/** The body of a staff reply. */
export const ContactReplySchema: z.ZodType<{ body: string }, unknown> = fromCheck(checkReply);

/** The inbox filter (`?status=`): one of the statuses, or everything that is not archived. */
export const InboxFilterSchema = z.object({
  status: z.enum(["open", ...CONTACT_STATUSES]).catch("open"),
});

/** A message id in the URL. */
export const ContactIdSchema = z.uuid();

/** What a staff form on a message may ask; `reply` carries its body, checked by ContactReplySchema. */
export const InboxIntentSchema = z.enum(["reply", "mark-unread", "archive", "unarchive"], {
  error: "That is not something this page can do.",
});

/** The staff inbox's use cases (core/application/contact.ts): a message by id. */
export const ContactMessageRef = z.object({ id: ContactIdSchema });

/** An assistant conversation's id as the form or the URL gives it; anything else is no conversation (never an error). */
const ConversationIdField = z
  .uuid()
  .transform((id) => id.toLowerCase())
  .nullable()
  .catch(null);

/** The value of `?conversation=` or the form's field, or null. */
export function conversationIdOf(value: unknown): string | null {
  return ConversationIdField.parse(value ?? null);
}

/** The message must be an object of fields (a JSON array, text or number is not one). */
export const CONTACT_NOT_AN_OBJECT = "Send the message as a JSON object.";

/**
 * The contact form with, optionally, the id of an assistant conversation to attach (issue 19): its
 * fields named and described, each checked by the form's own rules (contracts/contact.ts, shared with the
 * browser) in this one parse, so the page, the API and the assistant give the same messages. Other
 * fields pass through to those rules (the form's honeypot is one of them).
 */
export const ContactSubmitInput = z
  .looseObject(
    {
      name: z.unknown().optional().describe("The traveller's name"),
      email: z.unknown().optional().describe("Where the team answers"),
      subject: z.unknown().optional().describe("What it is about, in a few words"),
      message: z.unknown().optional().describe("The question or request"),
      bookingReference: z.unknown().optional().describe("A booking reference it is about, if any"),
      [CONTACT_CONVERSATION_FIELD]: z.unknown().optional().describe("The id of an assistant conversation to attach, if any"),
    },
    { error: CONTACT_NOT_AN_OBJECT },
  )
  .transform((record, ctx) => ({
    ...checked(checkContactForm, record, ctx),
    conversationId: conversationIdOf(record[CONTACT_CONVERSATION_FIELD]),
  }));

/** Which assistant conversation the contact page offers to attach. */
export const AttachableConversationInput = z.object({ conversationId: z.unknown().transform(conversationIdOf) });

/** A staff reply to a message: its id and the body, checked as the reply form checks it. */
export const ContactReplyInput = z
  .object({ id: ContactIdSchema, body: z.unknown() })
  .transform((v, ctx) => ({ id: v.id, body: checked(checkReply, { body: v.body }, ctx).body }));
