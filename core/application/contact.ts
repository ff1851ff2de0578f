/**
 * The contact application service (issue 18): the contact form, `POST /api/contact` and the staff
 * inbox call these use cases (and so can the assistant). The inbox's use cases are for staff only.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { CHAT_SHOWN_MESSAGES } from "../../contracts/chat.ts";
import type { ContactTranscriptMessage } from "../../contracts/contact.ts";
import {
  AttachableConversationInput,
  ContactMessageRef,
  ContactReplyInput,
  ContactSubmitInput,
  InboxFilterSchema,
} from "../../contracts/contact-schema.ts";
import { type ChatStore, chatOwner } from "./chat.ts";
import { type ContactService, isContactError } from "../contact/contact-service.ts";
import { limitParams } from "../rate-limit/rate-limiter.ts";
import { staffRefusal } from "./staff.ts";
import { defineUseCase } from "./use-case.ts";

export type ContactApplicationDeps = {
  contact: ContactService;
  /** The assistant's conversations, read only as their owner sees them (none: nothing can be attached). */
  conversations?: Pick<ChatStore, "open">;
};

/** Runs a staff action; the inbox's refusals come back as codes (gone → not_found, wrong state → conflict). */
async function staffOnly<T>(caller: Caller, run: () => Promise<T>): Promise<Outcome<T>> {
  const refused = staffRefusal(caller);
  if (refused) return refused;
  try {
    return ok(await run());
  } catch (error) {
    if (!isContactError(error)) throw error;
    return fail(error.code === "NOT_FOUND" ? "not_found" : "conflict", error.message, { reason: `contact.${error.code}` });
  }
}

export function createContactApplication(deps: ContactApplicationDeps) {
  const { contact, conversations } = deps;

  /**
   * The caller's own assistant conversation, or null: somebody else's, a missing one and none at all
   * look the same, so nobody learns whether an id exists. Ownership is the signed-in account, else
   * the guest key. Its last CHAT_SHOWN_MESSAGES messages only (a conversation holds no more since
   * issue 23; an older, longer one is attached by its end).
   */
  async function ownConversation(id: string | null, caller: Caller) {
    const owner = chatOwner(caller);
    if (!id || !owner || !conversations) return null;
    return conversations.open(id, owner, CHAT_SHOWN_MESSAGES);
  }

  const submit = defineUseCase({
    name: "contact.submit",
    summary:
      "Send a message to the Lakbay team, with the sender's own assistant conversation attached when given; the answer is a reference number, also e-mailed to the sender",
    input: ContactSubmitInput,
    async run({ conversationId, ...input }, caller) {
      const conversation = await ownConversation(conversationId, caller);
      const transcript: ContactTranscriptMessage[] | null = conversation
        ? conversation.messages.map(({ role, text, createdAt }) => ({ role, text, createdAt }))
        : null;
      const result = await contact.submit(input, { clientIp: caller.clientIp, userId: caller.userId }, transcript);
      if (result.status === "limited")
        return fail("rate_limited", result.message, {
          retryAfterSeconds: result.retryAfterSeconds,
          reason: "limit.contact",
          params: limitParams(result.retryAfterSeconds),
        });
      return ok({ reference: result.reference });
    },
  });

  const attachableConversation = defineUseCase({
    name: "contact.attachableConversation",
    summary: "The caller's own assistant conversation that the contact form can attach (its id and message count), or not found",
    input: AttachableConversationInput,
    async run({ conversationId }, caller): Promise<Outcome<{ id: string; messageCount: number }>> {
      const conversation = await ownConversation(conversationId, caller);
      if (!conversation) return fail("not_found", "No conversation to attach.", { reason: "contact.no_conversation" });
      return ok({ id: conversation.id, messageCount: conversation.messages.length });
    },
  });

  const inbox = defineUseCase({
    name: "contact.inbox",
    summary: "Staff: the contact messages with a status (or every open one), newest first, with the count per status",
    input: InboxFilterSchema,
    run: ({ status }, caller) =>
      staffOnly(caller, async () => {
        const [messages, counts] = await Promise.all([contact.list(status), contact.counts()]);
        return { status, messages, counts };
      }),
  });

  const open = defineUseCase({
    name: "contact.open",
    summary: "Staff: one contact message with its replies; a new message becomes read",
    input: ContactMessageRef,
    run: ({ id }, caller) => staffOnly(caller, () => contact.open(id)),
  });

  const reply = defineUseCase({
    name: "contact.reply",
    summary: "Staff: answer a contact message by e-mail; the reply is kept in its thread",
    input: ContactReplyInput,
    run: ({ id, body }, caller) => staffOnly(caller, () => contact.reply(id, { id: caller.userId ?? "", name: caller.name ?? "" }, body)),
  });

  const markUnread = defineUseCase({
    name: "contact.markUnread",
    summary: "Staff: mark a contact message as new again",
    input: ContactMessageRef,
    run: ({ id }, caller) => staffOnly(caller, () => contact.markUnread(id)),
  });

  const archive = defineUseCase({
    name: "contact.archive",
    summary: "Staff: archive a contact message",
    input: ContactMessageRef,
    run: ({ id }, caller) => staffOnly(caller, () => contact.archive(id)),
  });

  const unarchive = defineUseCase({
    name: "contact.unarchive",
    summary: "Staff: bring an archived contact message back to the inbox",
    input: ContactMessageRef,
    run: ({ id }, caller) => staffOnly(caller, () => contact.unarchive(id)),
  });

  return { submit, attachableConversation, inbox, open, reply, markUnread, archive, unarchive };
}

export type ContactApplication = ReturnType<typeof createContactApplication>;
