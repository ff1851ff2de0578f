/** The mail outbox with its attachments, and the background job queue (re-exported by schema.ts). */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, tz } from "./schema-columns.ts";

/** Every e-mail the app sends passes through here (outbox pattern). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** pending: waiting for SMTP; sent: accepted by SMTP; kept: no SMTP configured; failed: gave up. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    sentAt: timestamp("sent_at", tz),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.createdAt)],
);

/** Background jobs any instance may run (core/jobs); see docs/decisions/007-background-jobs.md. */
export const job = pgTable(
  "job",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Which handler runs it, e.g. "mail.deliver". */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /** queued: waiting for run_at; running: claimed until locked_until; done; failed: gave up. */
    status: text("status").notNull().default("queued"),
    runAt: timestamp("run_at", tz).notNull().defaultNow(),
    /** Attempts started (counted at claim time, so a crashed run counts). */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    /** Idempotent enqueue and recurring run slots: at most one job per key. */
    uniqueKey: text("unique_key").unique(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", tz),
  },
  (t) => [index("job_due_idx").on(t.status, t.runAt), index("job_finished_idx").on(t.finishedAt)],
);

/** Files a queued mail carries (an e-ticket PDF), kept with it so that a retried delivery still has them. */
export const mailAttachment = pgTable(
  "mail_attachment",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    /** Order within the message. */
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachment_mail_idx").on(t.mailId, t.position)],
);
