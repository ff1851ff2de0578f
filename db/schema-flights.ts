/**
 * Flight engine tables (core/flights; docs/decisions/010-flight-engine.md). Re-exported by schema.ts.
 *
 * - flight_inventory: seats per flight cabin; `sold + n <= capacity` in the update that sells them,
 *   plus a CHECK, so no race can oversell.
 * - flight_booking (+ passengers, tickets, seat assignments, events): a booking keeps its itinerary and
 *   fare snapshot as JSON, amounts in centavos, per-passenger tickets (void / refund / reissue change a
 *   ticket's status and add new ones) and an append-only event history.
 * - flight_seat_assignment: UNIQUE (flight_key, seat_code): a seat is never sold twice.
 * - flight_selection_session: the countdown of a selected fare (set/validate flight expiry).
 * - flight_ptr_request: post-ticketing requests (void, refund, reissue, cancel) with their quote, status
 *   and resolution; a partial UNIQUE index keeps one request per type in process per booking.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";

export const flightInventory = pgTable(
  "flight_inventory",
  {
    /** Airline + flight number + local departure date + cabin, e.g. "PR1845@2026-12-18/Y". */
    key: text("key").primaryKey(),
    capacity: integer("capacity").notNull(),
    sold: integer("sold").notNull(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [check("flight_inventory_sold_range", sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`)],
);

export const flightBooking = pgTable(
  "flight_booking",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Six characters without look-alikes (no 0/O, 1/I/L). */
    reference: text("reference").notNull().unique(),
    supplierBookingId: text("supplier_booking_id").notNull(),
    airlinePnr: text("airline_pnr").notNull(),
    /** contracts/flights.ts BOOKING_STATUSES. */
    status: text("status").notNull(),
    fareSourceCode: text("fare_source_code").notNull(),
    /** The FareItinerary as sold (fare snapshot). */
    itinerary: jsonb("itinerary").notNull(),
    contact: jsonb("contact").notNull(),
    extras: jsonb("extras").notNull(),
    /** Seats held per flight cabin: [{ key, capacity, baselineSold, count }], to give back. */
    inventory: jsonb("inventory").notNull(),
    fareAmount: integer("fare_amount").notNull(),
    extrasAmount: integer("extras_amount").notNull(),
    totalAmount: integer("total_amount").notNull(),
    currency: text("currency").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    holdExpiresAt: timestamp("hold_expires_at", tz),
    ticketTimeLimit: timestamp("ticket_time_limit", tz),
    /**
     * The one payment attempt (its idempotency key) allowed to pay this held booking, claimed before
     * the gateway is called (core/flights/checkout/payment-claims.ts); `paid_payment_id` is the payment that paid it.
     */
    paymentClaimKey: text("payment_claim_key"),
    paymentClaimedAt: timestamp("payment_claimed_at", tz),
    paidPaymentId: text("paid_payment_id"),
    /** The language of the page the booking was made on ("en", "fil"): its mails go out in it (null: English; migration 0021). */
    language: text("language"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("flight_booking_hold_idx").on(t.status, t.holdExpiresAt), index("flight_booking_user_idx").on(t.userId, t.createdAt)],
);

export const flightBookingPassenger = pgTable(
  "flight_booking_passenger",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    /** Adults, then children, then infants (spec §4). */
    passengerIndex: integer("passenger_index").notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    givenName: text("given_name").notNull(),
    surname: text("surname").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    gender: text("gender").notNull(),
    nationality: text("nationality").notNull(),
    passportNumber: text("passport_number"),
    passportExpiry: text("passport_expiry"),
    passportCountry: text("passport_country"),
  },
  (t) => [
    unique("flight_booking_passenger_idx").on(t.bookingId, t.passengerIndex),
    index("flight_booking_passenger_surname_idx").on(sql`lower(${t.surname})`),
  ],
);

export const flightTicket = pgTable(
  "flight_ticket",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    passengerIndex: integer("passenger_index").notNull(),
    /** 13 digits: the validating airline's 3-digit prefix + 10. */
    number: text("number").notNull().unique(),
    /** issued, voided, refunded, exchanged (replaced by a reissue). */
    status: text("status").notNull().default("issued"),
    issuedAt: timestamp("issued_at", tz).notNull(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("flight_ticket_booking_idx").on(t.bookingId)],
);

export const flightSeatAssignment = pgTable(
  "flight_seat_assignment",
  {
    /** The flight without its cabin, e.g. "PR1845@2026-12-18". */
    flightKey: text("flight_key").notNull(),
    seatCode: text("seat_code").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    passengerIndex: integer("passenger_index").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [unique("flight_seat_assignment_seat").on(t.flightKey, t.seatCode), index("flight_seat_assignment_booking_idx").on(t.bookingId)],
);

export const flightBookingEvent = pgTable(
  "flight_booking_event",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    /** held, ticketed, cancelled, expired, voided, refunded, reissued, payment … */
    type: text("type").notNull(),
    detail: jsonb("detail").notNull().default({}),
    at: timestamp("at", tz).notNull(),
  },
  (t) => [index("flight_booking_event_booking_idx").on(t.bookingId, t.at)],
);

export const flightSelectionSession = pgTable("flight_selection_session", {
  id: text("id").primaryKey(),
  fareSourceCode: text("fare_source_code").notNull(),
  expiresAt: timestamp("expires_at", tz).notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
});

export const flightPtrRequest = pgTable(
  "flight_ptr_request",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    /** void, refund, reissue, cancel (contracts/post-ticketing.ts). */
    type: text("type").notNull(),
    /** in_process, completed. */
    status: text("status").notNull(),
    /** quote_requested, quote_ready, quote_expired, voided, refunded, reissued, cancelled, rejected. */
    resolution: text("resolution").notNull(),
    /** Passenger indexes concerned. */
    passengers: jsonb("passengers").notNull(),
    /** PtrQuote: lines, amount back, reissue options. */
    quote: jsonb("quote"),
    /** How it is executed: the chosen option, the payment that collected a difference, the refund plan. */
    execution: jsonb("execution"),
    message: text("message"),
    slaMinutes: integer("sla_minutes").notNull(),
    expectedAt: timestamp("expected_at", tz),
    quoteExpiresAt: timestamp("quote_expires_at", tz),
    createdAt: timestamp("created_at", tz).notNull(),
    updatedAt: timestamp("updated_at", tz).notNull(),
    completedAt: timestamp("completed_at", tz),
  },
  (t) => [
    index("flight_ptr_request_booking_idx").on(t.bookingId, t.createdAt),
    uniqueIndex("flight_ptr_request_open_idx").on(t.bookingId, t.type).where(sql`${t.status} = 'in_process'`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Flight checkout (core/flights/checkout/flight-checkout.ts): a selection on its way to a booking, named by
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
