import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES, checkContactForm, checkReply, HONEYPOT_FIELD, normaliseBookingReference } from "./contact.ts";
import { ContactMessageSchema, ContactReplySchema, InboxFilterSchema } from "./contact-schema.ts";
import { fieldErrors, parseForm } from "./forms.ts";

const good = {
  name: "  Maria Clara ",
  email: "Maria.Clara@Example.com",
  subject: "Ferry cancelled",
  message: "My ferry to Coron was cancelled.\nCan I move my hotel night?",
  bookingReference: "h7q2-zm",
};

function errorsOf(values: Record<string, unknown>) {
  const result = ContactMessageSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the contact form's rules", () => {
  it("accepts a filled-in form, trimmed, with the address in lower case and the booking reference normalised", () => {
    const parsed = ContactMessageSchema.parse(good);
    expect(parsed).toEqual({
      name: "Maria Clara",
      email: "maria.clara@example.com",
      subject: "Ferry cancelled",
      message: "My ferry to Coron was cancelled.\nCan I move my hotel night?",
      bookingReference: "H7Q2ZM",
      honeypot: false,
    });
    expect(ContactMessageSchema.parse({ ...good, bookingReference: "" }).bookingReference).toBeNull();
  });

  it("names every missing field at once, each with its own message", () => {
    expect(errorsOf({})).toEqual({
      name: [CONTACT_MESSAGES.nameRequired],
      email: [CONTACT_MESSAGES.emailRequired],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.messageRequired],
    });
    expect(errorsOf({ name: "   ", email: " ", subject: "\u00a0", message: "  " })).toHaveProperty("name", [CONTACT_MESSAGES.nameRequired]);
  });

  it("refuses a bad address, a short message, too-long values and a reference that cannot be one", () => {
    expect(errorsOf({ ...good, email: "maria@" }).email).toEqual([CONTACT_MESSAGES.emailInvalid]);
    expect(errorsOf({ ...good, email: "a..b@example.com" }).email).toEqual([CONTACT_MESSAGES.emailInvalid]);
    expect(errorsOf({ ...good, message: "Help!" }).message).toEqual([CONTACT_MESSAGES.messageTooShort]);
    expect(errorsOf({ ...good, name: "x".repeat(CONTACT_LIMITS.name + 1) }).name).toEqual([CONTACT_MESSAGES.nameTooLong]);
    expect(errorsOf({ ...good, subject: "x".repeat(CONTACT_LIMITS.subject + 1) }).subject).toEqual([CONTACT_MESSAGES.subjectTooLong]);
    expect(errorsOf({ ...good, message: "x".repeat(CONTACT_LIMITS.message + 1) }).message).toEqual([CONTACT_MESSAGES.messageTooLong]);
    expect(errorsOf({ ...good, email: `${"a".repeat(250)}@example.com` }).email).toEqual([CONTACT_MESSAGES.emailTooLong]);
    expect(errorsOf({ ...good, bookingReference: "K7Q2Z" }).bookingReference).toEqual([CONTACT_MESSAGES.bookingReferenceInvalid]);
    expect(errorsOf({ ...good, bookingReference: "K7Q2ZM!" }).bookingReference).toEqual([CONTACT_MESSAGES.bookingReferenceInvalid]);
    expect(errorsOf({ ...good, bookingReference: "x".repeat(500) }).bookingReference).toEqual([CONTACT_MESSAGES.bookingReferenceInvalid]);
  });

  it("refuses control characters: none on one-line fields, line breaks allowed in the message", () => {
    expect(errorsOf({ ...good, name: "Maria\u0000" }).name).toEqual([CONTACT_MESSAGES.controlCharacters]);
    expect(errorsOf({ ...good, subject: "Line\nbreak" }).subject).toEqual([CONTACT_MESSAGES.controlCharacters]);
    expect(errorsOf({ ...good, message: "Ten chars and a bell \u0007" }).message).toEqual([CONTACT_MESSAGES.controlCharacters]);
    expect(errorsOf({ ...good, message: "Line one\r\nLine two\tand a tab" })).toEqual({});
  });

  it("answers wrong types with a field message, never by throwing", () => {
    expect(errorsOf({ ...good, name: 42, email: ["a@b.co"], subject: { x: 1 }, message: true })).toEqual({
      name: [CONTACT_MESSAGES.notText],
      email: [CONTACT_MESSAGES.notText],
      subject: [CONTACT_MESSAGES.notText],
      message: [CONTACT_MESSAGES.notText],
    });
    expect(ContactMessageSchema.safeParse(null).success).toBe(false);
    expect(ContactMessageSchema.safeParse([good]).success).toBe(false);
  });

  it("marks a filled honeypot without an error, whatever is in it", () => {
    expect(ContactMessageSchema.parse({ ...good, [HONEYPOT_FIELD]: "http://spam.example" }).honeypot).toBe(true);
    expect(ContactMessageSchema.parse({ ...good, [HONEYPOT_FIELD]: 1 }).honeypot).toBe(true);
    expect(ContactMessageSchema.parse({ ...good, [HONEYPOT_FIELD]: "" }).honeypot).toBe(false);
  });

  it("gives the browser's check (no zod) and the server's schema the same answers", () => {
    const cases: Record<string, unknown>[] = [good, {}, { ...good, email: "nope" }, { ...good, message: "short" }, { ...good, name: 1 }];
    for (const values of cases) {
      const plain = checkContactForm(values);
      const zod = ContactMessageSchema.safeParse(values);
      expect(zod.success).toBe(plain.ok);
      if (!plain.ok && !zod.success) expect(fieldErrors(zod.error)).toEqual(plain.errors);
    }
  });

  it("reads a posted form (FormData) with parseForm", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(good)) form.set(k, v);
    const parsed = parseForm(ContactMessageSchema, form);
    expect(parsed.ok && parsed.data.bookingReference).toBe("H7Q2ZM");
  });
});

describe("booking references, replies and filters", () => {
  it("normalises a booking reference loosely (case, spaces, dashes) but keeps its 6 characters", () => {
    expect(normaliseBookingReference(" k7q 2zm ")).toBe("K7Q2ZM");
    expect(normaliseBookingReference("HAB-C23")).toBe("HABC23");
    expect(normaliseBookingReference("K7Q2ZMX")).toBeNull();
  });

  it("checks a reply", () => {
    expect(checkReply({ body: "  Salamat! We moved your night.  " })).toEqual({
      ok: true,
      data: { body: "Salamat! We moved your night." },
    });
    expect(ContactReplySchema.safeParse({ body: "  " }).success).toBe(false);
    expect(checkReply({ body: "" })).toEqual({ ok: false, errors: { body: [CONTACT_MESSAGES.replyRequired] } });
    expect(checkReply({ body: "x".repeat(CONTACT_LIMITS.reply + 1) })).toEqual({
      ok: false,
      errors: { body: [CONTACT_MESSAGES.replyTooLong] },
    });
    expect(checkReply({ body: "bad \u0000" })).toEqual({ ok: false, errors: { body: [CONTACT_MESSAGES.controlCharacters] } });
  });

  it("reads the inbox filter, falling back to the open messages for anything else", () => {
    expect(InboxFilterSchema.parse({ status: "archived" }).status).toBe("archived");
    expect(InboxFilterSchema.parse({ status: "deleted" }).status).toBe("open");
    expect(InboxFilterSchema.parse({}).status).toBe("open");
  });
});
