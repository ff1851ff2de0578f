/** Payments, their events and refunds (core/payments; docs/decisions/011-payments.md). Re-exported by schema.ts. */
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tz } from "./schema-columns.ts";

/**
 * Every payment, whichever provider took it (core/payments). Cards: only the gateway's token, the
 * brand and the last four digits; never the number or the CVC.
 */
export const payment = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey(),
    /** "sandbox" (the embedded gateway) or a real gateway's name. */
    provider: text("provider").notNull(),
    /** One per payment attempt: a second request with it answers this payment. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** sha256 of the request without card number and CVC: the same key with another request is refused. */
    requestFingerprint: text("request_fingerprint").notNull(),
    /** "flight" or "hotel". */
    kind: text("kind").notNull(),
    /** The booking reference. */
    reference: text("reference").notNull(),
    /** What it was made for (purposeKey: "flight-checkout:REF", "flight-change:REF:<request>", "hotel-stay:REF"). */
    purpose: text("purpose").notNull(),
    description: text("description").notNull(),
    /** Minor units (centavos). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amountRefunded: bigint("amount_refunded", { mode: "number" }).notNull().default(0),
    /** requires_action, succeeded, failed. */
    status: text("status").notNull(),
    /** card, gcash, maya. */
    method: text("method").notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    token: text("token"),
    returnUrl: text("return_url").notNull(),
    /** { type: "challenge" | "wallet", url } while requires_action. */
    nextAction: jsonb("next_action"),
    declineCode: text("decline_code"),
    /** The provider's own bookkeeping (the sandbox: challenge code and outcome, wrong codes). */
    gatewayData: jsonb("gateway_data").notNull().default({}),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("payment_reference_idx").on(t.reference)],
);

/** What happened to a payment, in order (created, requires_action, succeeded, failed, refunded, …). */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payment.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").notNull().default({}),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("payment_event_payment_idx").on(t.paymentId, t.createdAt)],
);

/** Refunds, full or partial; idempotent by their own key. */
export const paymentRefund = pgTable(
  "payment_refund",
  {
    id: uuid("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payment.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    requestFingerprint: text("request_fingerprint").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reason: text("reason"),
    status: text("status").notNull().default("succeeded"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("payment_refund_payment_idx").on(t.paymentId)],
);

/**
 * Lakbay's ledger of payment idempotency keys: a key belongs to the first purpose and amount it was
 * reserved for, before any claim, change attempt or payment is written with it (core/payments/purpose.ts).
 */
export const paymentKey = pgTable("payment_key", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  purpose: text("purpose").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
});
