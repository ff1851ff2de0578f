import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, type ContactThread, type ContactTranscriptMessage } from "../../contracts/contact.ts";
import type { ChatOwner, ChatStore } from "./chat.ts";
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
      error: {
        code: "rate_limited",
        message: "Too many attempts.",
        retryAfterSeconds: 90,
        reason: "limit.contact",
        params: { retryAfterSeconds: 90, minutes: 2 },
      },
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
      error: { code: "not_found", message: "That message is not in the inbox.", reason: "contact.NOT_FOUND" },
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
      error: { code: "conflict", message: "This message is archived. Unarchive it to reply.", reason: "contact.ARCHIVED" },
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

describe("an assistant conversation attached to a contact message", () => {
  const CONVERSATION = "3c1b6f1e-9a57-4c0e-8d1e-6b2a4f9c0d11";
  const GUEST_CONVERSATION = "5d2c7a2f-0b68-4d1f-9e2f-7c3b5a0d1e22";
  const messages = [
    {
      id: "m1",
      role: "user" as const,
      text: "May service dog po kami, pwede sa cabin?",
      reply: null,
      createdAt: "2026-11-25T02:00:00.000Z",
    },
    { id: "m2", role: "assistant" as const, text: "I can't help with that here.", reply: null, createdAt: "2026-11-25T02:00:00.001Z" },
  ];
  const owners: Record<string, ChatOwner> = { [CONVERSATION]: { userId: "u-1" }, [GUEST_CONVERSATION]: { guestKey: "guest-key-1" } };
  /** The store's own owner check (db/repositories/chat-store.ts): another owner's conversation is not there. */
  const conversations: Pick<ChatStore, "open"> = {
    open: async (id, owner) => {
      const own = owners[id];
      if (!own || JSON.stringify(own) !== JSON.stringify(owner)) return null;
      return {
        id,
        title: "Service dog",
        createdAt: messages[0].createdAt,
        updatedAt: messages[1].createdAt,
        messageCount: 2,
        messages,
        earlierMessages: 0,
      };
    },
  };
  const transcript: ContactTranscriptMessage[] = messages.map(({ role, text, createdAt }) => ({ role, text, createdAt }));

  function recording() {
    const sent: unknown[] = [];
    const contact = fakeContact({
      submit: async (input, from, attached) => {
        sent.push({ input, from, transcript: attached ?? null });
        return { status: "accepted", reference: "C-K7Q2ZM" };
      },
    });
    return { sent, app: createContactApplication({ contact, conversations }) };
  }

  it("attaches the signed-in owner's conversation as a transcript", async () => {
    const { sent, app } = recording();
    expect(await invoke(app.submit, { ...message, conversation: CONVERSATION }, traveller)).toEqual({
      ok: true,
      value: { reference: "C-K7Q2ZM" },
    });
    expect(sent).toEqual([{ input: expect.objectContaining({ subject: "My booking" }), from: expect.anything(), transcript }]);
    expect(await invoke(app.attachableConversation, { conversationId: CONVERSATION }, traveller)).toEqual({
      ok: true,
      value: { id: CONVERSATION, messageCount: 2 },
    });
  });

  it("ignores somebody else's conversation, a guest's without the key, and a malformed id: the message goes without it", async () => {
    const { sent, app } = recording();
    const stranger = { userId: "u-2", clientIp: "203.0.113.9" };
    const otherGuest = { userId: null, clientIp: "203.0.113.9", guestKey: "guest-key-2" };
    for (const [caller, conversation] of [
      [stranger, CONVERSATION],
      [guest, CONVERSATION],
      [otherGuest, GUEST_CONVERSATION],
      [traveller, GUEST_CONVERSATION],
      [traveller, "not-a-uuid"],
    ] as const) {
      expect(await invoke(app.submit, { ...message, conversation }, caller)).toMatchObject({ ok: true });
      expect(await invoke(app.attachableConversation, { conversationId: conversation }, caller)).toMatchObject({
        ok: false,
        error: { code: "not_found" },
      });
    }
    expect(sent.map((s) => (s as { transcript: unknown }).transcript)).toEqual([null, null, null, null, null]);
  });

  it("attaches a guest's own conversation through the guest key", async () => {
    const { sent, app } = recording();
    const owner = { userId: null, clientIp: "203.0.113.9", guestKey: "guest-key-1" };
    await invoke(app.submit, { ...message, conversation: GUEST_CONVERSATION }, owner);
    expect(sent).toEqual([expect.objectContaining({ transcript })]);
    expect(await invoke(app.attachableConversation, { conversationId: GUEST_CONVERSATION }, owner)).toMatchObject({
      ok: true,
      value: { messageCount: 2 },
    });
  });
});
