/**
 * The contact inbox (core/contact; docs/decisions/017-contact-and-safety.md). Re-exported by schema.ts.
 *
 * - contact_message: what a visitor sent through /contact or POST /api/contact, with the reference
 *   they can quote, the account when they were signed in, and the inbox status
 *   (new → read → answered, archived at any point; contracts/contact.ts CONTACT_STATUSES).
 *   An assistant conversation the sender chose to attach is kept with it (`transcript`, a copy).
 * - contact_reply: the thread of staff replies, each mailed to the sender through the outbox.
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactTranscriptMessage } from "../contracts/contact.ts";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";
import { mailOutbox } from "./schema-mail-jobs.ts";

export const contactMessage = pgTable(
  "contact_message",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "C-" and six characters without look-alikes, e.g. C-K7Q2ZM. */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** A flight or hotel booking reference as the sender gave it (normalised), not checked against bookings. */
    bookingReference: text("booking_reference"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The assistant conversation the sender attached: a copy, so it stays when the conversation is deleted. */
    transcript: jsonb("transcript").$type<ContactTranscriptMessage[]>(),
    status: text("status").notNull().default("new"),
    /** The language of the page the message was sent from ("en", "fil"): the staff's reply goes out in it (null: English; migration 0021). */
    language: text("language"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    readAt: timestamp("read_at", tz),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    check("contact_message_status", sql`${t.status} in ('new', 'read', 'answered', 'archived')`),
    index("contact_message_status_idx").on(t.status, t.createdAt),
  ],
);

export const contactReply = pgTable(
  "contact_reply",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessage.id, { onDelete: "cascade" }),
    /** The staff account that replied (null once that account is deleted; the name stays). */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    /** The reply's e-mail in the outbox (null once the outbox has pruned it). */
    mailId: uuid("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("contact_reply_message_idx").on(t.messageId, t.createdAt)],
);
