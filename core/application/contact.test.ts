import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, type ContactThread } from "../../contracts/contact.ts";
import { CONTACT_ERROR_MESSAGES, ContactError, type ContactService } from "../contact/contact-service.ts";
import { createContactApplication } from "./contact.ts";
import { invoke } from "./use-case.ts";

const ID = "7b0c6a52-4a8e-4c55-9d0e-3f1f2a6b9c10";
const guest = { userId: null, clientIp: "203.0.113.9" };
const traveller = { userId: "u-1", clientIp: "203.0.113.9" };
const staff = { userId: "u-staff", clientIp: "203.0.113.9", staff: true, name: "Ana Staff" };

function fakeContact(overrides: Partial<ContactService> = {}): ContactService & { replies: unknown[] } {
  const replies: unknown[] = [];
  const missing = async () => {
    throw new ContactError("NOT_FOUND", CONTACT_ERROR_MESSAGES.NOT_FOUND);
  };
  return {
    replies,
    submit: async () => ({ status: "accepted", reference: "C-K7Q2ZM" }),
    list: async () => [],
    counts: async () => ({ new: 0, read: 0, answered: 0, archived: 0 }),
    open: missing as () => Promise<ContactThread>,
    markUnread: missing,
    archive: missing,
    unarchive: missing,
    reply: async (id, who, body) => {
      replies.push({ id, who, body });
    },
    ...overrides,
  };
}

const message = { name: "Juan", email: "juan@example.com", subject: "My booking", message: "When is my flight leaving, please?" };

describe("contact.submit", () => {
  it("refuses the form with the form's own messages", async () => {
    const app = createContactApplication({ contact: fakeContact() });
    const outcome = await invoke(app.submit, { ...message, email: "juan", name: "" }, guest);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { name: [CONTACT_MESSAGES.nameRequired], email: [CONTACT_MESSAGES.emailInvalid] } },
    });
  });

  it("gives the reference, and says when to try again over the limits", async () => {
    const accepted = await invoke(createContactApplication({ contact: fakeContact() }).submit, message, guest);
    expect(accepted).toEqual({ ok: true, value: { reference: "C-K7Q2ZM" } });
    const limited = createContactApplication({
      contact: fakeContact({ submit: async () => ({ status: "limited", retryAfterSeconds: 90, message: "Too many attempts." }) }),
    });
    expect(await invoke(limited.submit, message, guest)).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "Too many attempts.", retryAfterSeconds: 90 },
    });
  });
});

describe("the staff inbox", () => {
  it("is for staff only", async () => {
    const app = createContactApplication({ contact: fakeContact() });
    expect(await invoke(app.inbox, {}, guest)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    expect(await invoke(app.inbox, {}, traveller)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await invoke(app.inbox, { status: "nonsense" }, staff)).toMatchObject({ ok: true, value: { status: "open" } });
  });

  it("answers not found for a message that is not there, invalid for a malformed id", async () => {
    const app = createContactApplication({ contact: fakeContact() });
    expect(await invoke(app.open, { id: ID }, staff)).toEqual({
      ok: false,
      error: { code: "not_found", message: "That message is not in the inbox." },
    });
    expect(await invoke(app.archive, { id: "42" }, staff)).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { id: expect.any(Array) } },
    });
  });

  it("refuses a reply to an archived message as a conflict, an empty reply as invalid, and signs a reply with the staff name", async () => {
    const archived = async () => {
      throw new ContactError("ARCHIVED", CONTACT_ERROR_MESSAGES.ARCHIVED);
    };
    const refusing = createContactApplication({ contact: fakeContact({ reply: archived }) });
    expect(await invoke(refusing.reply, { id: ID, body: "Hello" }, staff)).toEqual({
      ok: false,
      error: { code: "conflict", message: "This message is archived. Unarchive it to reply." },
    });
    const contact = fakeContact();
    const app = createContactApplication({ contact });
    expect(await invoke(app.reply, { id: ID, body: "  " }, staff)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: CONTACT_MESSAGES.replyRequired, fields: { body: [CONTACT_MESSAGES.replyRequired] } },
    });
    expect(await invoke(app.reply, { id: ID, body: "Your flight leaves at nine." }, staff)).toEqual({ ok: true, value: undefined });
    expect(contact.replies).toEqual([{ id: ID, who: { id: "u-staff", name: "Ana Staff" }, body: "Your flight leaves at nine." }]);
  });
});
