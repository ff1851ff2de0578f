/**
 * The contact application service (issue 18): the contact form, `POST /api/contact` and the staff
 * inbox call these use cases (and so can the assistant). The inbox's use cases are for staff only.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { ContactMessageRef, ContactMessageSchema, ContactReplyInput, InboxFilterSchema } from "../../contracts/contact-schema.ts";
import { type ContactService, isContactError } from "../contact/contact-service.ts";
import { staffRefusal } from "./staff.ts";
import { defineUseCase } from "./use-case.ts";

export type ContactApplicationDeps = { contact: ContactService };

/** Runs a staff action; the inbox's refusals come back as codes (gone → not_found, wrong state → conflict). */
async function staffOnly<T>(caller: Caller, run: () => Promise<T>): Promise<Outcome<T>> {
  const refused = staffRefusal(caller);
  if (refused) return refused;
  try {
    return ok(await run());
  } catch (error) {
    if (!isContactError(error)) throw error;
    return fail(error.code === "NOT_FOUND" ? "not_found" : "conflict", error.message);
  }
}

export function createContactApplication(deps: ContactApplicationDeps) {
  const { contact } = deps;

  const submit = defineUseCase({
    name: "contact.submit",
    summary: "Send a message to the Lakbay team; the answer is a reference number, also e-mailed to the sender",
    input: ContactMessageSchema,
    async run(input, caller) {
      const result = await contact.submit(input, { clientIp: caller.clientIp, userId: caller.userId });
      if (result.status === "limited") return fail("rate_limited", result.message, { retryAfterSeconds: result.retryAfterSeconds });
      return ok({ reference: result.reference });
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

  return { submit, inbox, open, reply, markUnread, archive, unarchive };
}

export type ContactApplication = ReturnType<typeof createContactApplication>;
