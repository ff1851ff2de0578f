/**
 * The database schema (PostgreSQL dialect). The same tables run on PGlite (embedded) and on a
 * PostgreSQL server; keep SQL to what PostgreSQL 15 understands.
 *
 * `user`, `session`, `account` and `verification` follow better-auth's model (it reads and writes
 * them through the Drizzle adapter); the rest are Lakbay's own.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const tz = { withTimezone: true } as const;

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "user" or "staff"; staff reach the contact inbox, the mail outbox and content authoring. */
  role: text("role").notNull().default("user"),
  /** Phone number without its dial code, digits only. */
  phone: text("phone"),
  /** ISO 3166-1 alpha-2 code of the country whose dial code goes with `phone`. */
  phoneCountry: text("phone_country").notNull().default("PH"),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    /** SHA-256 (hex) of the session token; the cookie holds the token (server/hashed-session-tokens.ts). */
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** When the holder of this session last re-entered the password (confirm-password). */
    passwordConfirmedAt: timestamp("password_confirmed_at", tz),
    /** "Keep me logged in" was ticked: longer idle and absolute limits (core/accounts/session-policy.ts). */
    remember: boolean("remember").notNull().default(false),
    /** Last recorded activity, for the idle timeout (written at most once a minute). */
    lastSeenAt: timestamp("last_seen_at", tz).notNull().defaultNow(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", tz).notNull(),
});

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

// ---------------------------------------------------------------------------------------------
// Payments and mail attachments (branch `pay`: docs/decisions/011-payments.md)

/** Bytes: Uint8Array in, Uint8Array out (node-postgres answers Buffers, PGlite Uint8Arrays). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

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
// ---------------------------------------------------------------------------------------------------
// Flights (core/flights): inventory, bookings, tickets, seat assignments, events, selection sessions.
export * from "./schema-flights.ts";
export * from "./schema-post-ticketing.ts";

// ---------------------------------------------------------------------------------------------------
// Flight checkout (core/checkout/flight-checkout.ts): a selection on its way to a booking, named by
// the flight-expiry session id, so every step survives a reload and the server prices everything.

export const flightCheckout = pgTable(
  "flight_checkout",
  {
    sessionId: text("session_id").primaryKey(),
    fareSourceCode: text("fare_source_code").notNull(),
    /** The revalidated fare itinerary (contracts/flights.ts FareItinerary). */
    fare: jsonb("fare").notNull(),
    searchUrl: text("search_url").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    passengers: jsonb("passengers"),
    contact: jsonb("contact"),
    extras: jsonb("extras").notNull(),
    bookingReference: text("booking_reference"),
    /** Set while a booking is being made for this checkout (one booking per checkout). */
    bookingClaimedAt: timestamp("booking_claimed_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("flight_checkout_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Hotels (core/hotels, db/repositories/hotel-store.ts; docs/decisions/012-hotels.md)

import { check as hotelCheck, date as hotelDate, primaryKey as hotelPrimaryKey } from "drizzle-orm/pg-core";

/**
 * Rooms of one type taken on one night. A row appears the first time a booking touches that night
 * (with the room type's unit count from the inventory); `booked` never exceeds `units`.
 */
export const hotelRoomNight = pgTable(
  "hotel_room_night",
  {
    hotelId: text("hotel_id").notNull(),
    roomId: text("room_id").notNull(),
    night: hotelDate("night", { mode: "string" }).notNull(),
    units: integer("units").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    hotelPrimaryKey({ columns: [t.hotelId, t.roomId, t.night] }),
    hotelCheck("hotel_room_night_booked_range", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.units}`),
  ],
);

/** A hotel booking from checkout to confirmation and cancellation. */
export const hotelBooking = pgTable(
  "hotel_booking",
  {
    id: uuid("id").primaryKey(),
    /** "H" + 5 letters or digits. */
    reference: text("reference").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** pending_payment, confirmed, cancelled, failed. */
    status: text("status").notNull(),
    hotelId: text("hotel_id").notNull(),
    roomId: text("room_id").notNull(),
    checkIn: hotelDate("check_in", { mode: "string" }).notNull(),
    checkOut: hotelDate("check_out", { mode: "string" }).notNull(),
    rooms: integer("rooms").notNull(),
    /** The §7 occupancy: [{ room_no, adult, child, child_age }]. */
    occupancy: jsonb("occupancy").notNull(),
    guestFirstName: text("guest_first_name").notNull(),
    guestLastName: text("guest_last_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone").notNull(),
    specialRequests: text("special_requests").notNull().default(""),
    /** Minor units (centavos). */
    total: bigint("total", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    policy: jsonb("policy").notNull(),
    /** The payment kept (once confirmed) or the one the current claim is charging. */
    paymentId: uuid("payment_id"),
    /** The idempotency key of the one payment attempt that holds this booking (claimed before charging). */
    paymentClaimKey: text("payment_claim_key"),
    paymentClaimedAt: timestamp("payment_claimed_at", tz),
    confirmationNumber: text("confirmation_number"),
    refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", tz),
  },
  (t) => [
    index("hotel_booking_user_idx").on(t.userId, t.createdAt),
    index("hotel_booking_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);
export * from "./schema-contact.ts";
export * from "./schema-itinerary.ts";
export * from "./schema-content.ts";
export * from "./schema-location.ts";
