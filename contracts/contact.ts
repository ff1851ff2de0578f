/**
 * The contact form and the staff inbox: limits, messages, statuses and the form's check.
 *
 * Plain checks rather than zod: this module reaches the browser with the contact page, and zod would
 * add ~25 KB of JavaScript there. contracts/contact-schema.ts wraps the very same check as a zod
 * schema for the server (the form action and `POST /api/contact`), so both sides answer with the
 * same messages. The server is the authority.
 */
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from "./text.ts";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  message: 5000,
  /** What a person may type in the booking reference box (spaces and dashes are dropped). */
  bookingReferenceInput: 20,
  reply: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Enter your name.",
  nameTooLong: `Keep your name under ${CONTACT_LIMITS.name} characters.`,
  emailRequired: "Enter your e-mail address.",
  emailTooLong: "That e-mail address is too long.",
  emailInvalid: "Enter a valid e-mail address, like juan@example.com.",
  subjectRequired: "Enter a subject.",
  subjectTooLong: `Keep the subject under ${CONTACT_LIMITS.subject} characters.`,
  messageRequired: "Write your message.",
  messageTooShort: `Tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-PH")} characters.`,
  bookingReferenceInvalid: "A booking reference has 6 letters and digits, like K7Q2ZM.",
  notText: "Enter text here.",
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  /** The page after a message was accepted. */
  sent: "Thank you. Your message has reached the Lakbay team.",
  replyRequired: "Write a reply.",
  replyTooLong: `Keep the reply under ${CONTACT_LIMITS.reply.toLocaleString("en-PH")} characters.`,
} as const;

/** The honeypot: a field people never see. A bot that fills it in gets a normal answer and nothing else. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_STATUSES = ["new", "read", "answered", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  read: "Read",
  answered: "Answered",
  archived: "Archived",
};

/** What a sender quotes: "C-" and six characters without look-alikes, e.g. C-K7Q2ZM. */
export const CONTACT_REFERENCE_PATTERN = /^C-[A-HJ-NP-Z2-9]{6}$/;

export type ContactInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Upper case, without spaces or dashes; null when none was given. */
  bookingReference: string | null;
  /** True when the honeypot was filled in. */
  honeypot: boolean;
};

type Errors = Record<string, string[]>;

// As zod's z.email(): no leading dot, no two dots in a row, a domain with a 2+ letter top level.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A booking reference as typed ("k7q2-zm ") in the form we store (K7Q2ZM), or null when it cannot be one. */
export function normaliseBookingReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]+/g, "");
  return /^[A-Z0-9]{6}$/.test(compact) ? compact : null;
}

/**
 * The contact form (or the API body): name, email, subject, message, bookingReference (optional) and the
 * honeypot. Every field is checked on its own so that every message shows at once; unknown fields are
 * ignored. Texts are trimmed; the message keeps its line breaks.
 */
export function checkContactForm(values: Record<string, unknown>): { ok: true; data: ContactInput } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const add = (path: string, message: string) => {
    (errors[path] ??= []).push(message);
  };
  /** The trimmed text, or null when the value is not text, holds control characters or is too long. */
  const text = (key: string, max: number, tooLong: string, multiline = false): string | null => {
    const v = values[key];
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") {
      add(key, CONTACT_MESSAGES.notText);
      return null;
    }
    if (hasForbiddenCharacters(v, { multiline })) {
      add(key, CONTACT_MESSAGES.controlCharacters);
      return null;
    }
    const trimmed = v.trim();
    if (trimmed.length > max) {
      add(key, tooLong);
      return null;
    }
    return trimmed;
  };

  const name = text("name", CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong);
  if (name === "") add("name", CONTACT_MESSAGES.nameRequired);

  const email = text("email", CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong);
  if (email === "") add("email", CONTACT_MESSAGES.emailRequired);
  else if (email !== null && !EMAIL.test(email)) add("email", CONTACT_MESSAGES.emailInvalid);

  const subject = text("subject", CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong);
  if (subject === "") add("subject", CONTACT_MESSAGES.subjectRequired);

  const message = text("message", CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong, true);
  if (message === "") add("message", CONTACT_MESSAGES.messageRequired);
  else if (message !== null && message.length < CONTACT_LIMITS.messageMin) add("message", CONTACT_MESSAGES.messageTooShort);

  const referenceText = text("bookingReference", CONTACT_LIMITS.bookingReferenceInput, CONTACT_MESSAGES.bookingReferenceInvalid);
  let bookingReference: string | null = null;
  if (referenceText) {
    bookingReference = normaliseBookingReference(referenceText);
    if (!bookingReference) add("bookingReference", CONTACT_MESSAGES.bookingReferenceInvalid);
  }

  // Whatever a bot puts in the honeypot (text or not) only marks the submission; it never shows an error.
  const trap = values[HONEYPOT_FIELD];
  const honeypot = trap !== undefined && trap !== null && trap !== "";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      name: name as string,
      email: (email as string).toLowerCase(),
      subject: subject as string,
      message: message as string,
      bookingReference,
      honeypot,
    },
  };
}

/** A staff reply, checked the same way in the browser and in the action. */
export function checkReply(values: Record<string, unknown>): { ok: true; data: { body: string } } | { ok: false; errors: Errors } {
  const v = values.body;
  if (v !== undefined && typeof v !== "string") return { ok: false, errors: { body: [CONTACT_MESSAGES.notText] } };
  const body = (v ?? "").trim();
  if (!body) return { ok: false, errors: { body: [CONTACT_MESSAGES.replyRequired] } };
  if (hasForbiddenCharacters(body, { multiline: true })) return { ok: false, errors: { body: [CONTACT_MESSAGES.controlCharacters] } };
  if (body.length > CONTACT_LIMITS.reply) return { ok: false, errors: { body: [CONTACT_MESSAGES.replyTooLong] } };
  return { ok: true, data: { body } };
}

/** A message as the inbox lists it. Times are ISO 8601 (UTC). */
export type ContactSummary = {
  id: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  status: ContactStatus;
  bookingReference: string | null;
  createdAt: string;
  replies: number;
};

export type ContactReplyView = { id: string; authorName: string; body: string; createdAt: string };

/** One message of an assistant conversation attached to a contact message. Times are ISO 8601 (UTC). */
export type ContactTranscriptMessage = { role: "user" | "assistant"; text: string; createdAt: string };

/** One message with its thread, as staff open it. */
export type ContactThread = ContactSummary & {
  message: string;
  userId: string | null;
  readAt: string | null;
  thread: ContactReplyView[];
  /** The assistant conversation the sender attached (a copy as it was when sent; its last 200 messages at most), or null. */
  transcript: ContactTranscriptMessage[] | null;
  /** How many earlier messages of the stored transcript are not shown (an attachment from before issue 23 may be longer). */
  transcriptEarlier: number;
};

/**
 * The contact form with an assistant conversation to attach (issue 19): the assistant's hand-over
 * links here, and the form posts the same field (a checkbox, checked by default) to attach it.
 */
export const CONTACT_CONVERSATION_FIELD = "conversation";
/** The contact form: where the assistant hands a traveller over to a person. */
export const CONTACT_HREF = "/contact";
export const contactHrefWithConversation = (conversationId: string) =>
  `${CONTACT_HREF}?${CONTACT_CONVERSATION_FIELD}=${encodeURIComponent(conversationId)}`;
