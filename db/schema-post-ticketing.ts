/**
 * Post-ticketing guards (docs/decisions/014-post-ticketing.md), beside flight_ptr_request in
 * schema-flights.ts. Re-exported by schema.ts.
 *
 * - flight_ptr_open_traveller: one row per traveller of a request in process, PRIMARY KEY (booking,
 *   passenger index): the database refuses a second open request for the same traveller, whatever
 *   its type. Inserted in the transaction that accepts a request, deleted in the one that completes it.
 * - flight_ptr_payment: the payments created for a reissue quote (one per payment attempt, by its
 *   idempotency key): the option and amount they pay, the gateway's payment id, and whether the
 *   request accepted it or it was given back. Only a payment recorded here for the request pays it.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { flightBooking, flightPtrRequest } from "./schema-flights.ts";
import { tz } from "./schema-columns.ts";

export const flightPtrOpenTraveller = pgTable(
  "flight_ptr_open_traveller",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBooking.id, { onDelete: "cascade" }),
    passengerIndex: integer("passenger_index").notNull(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => flightPtrRequest.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "flight_ptr_open_traveller_pk", columns: [t.bookingId, t.passengerIndex] }),
    index("flight_ptr_open_traveller_request_idx").on(t.requestId),
  ],
);

export const flightPtrPayment = pgTable(
  "flight_ptr_payment",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => flightPtrRequest.id, { onDelete: "cascade" }),
    optionId: text("option_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Set once the gateway answered the create call. */
    paymentId: uuid("payment_id").unique("flight_ptr_payment_payment_id_unique"),
    /** open (not used yet), accepted (paid the change), returned (refunded in full: late, duplicate or refused). */
    state: text("state").notNull().default("open"),
    createdAt: timestamp("created_at", tz).notNull(),
    updatedAt: timestamp("updated_at", tz).notNull(),
  },
  (t) => [
    index("flight_ptr_payment_request_idx").on(t.requestId),
    check("flight_ptr_payment_state", sql`${t.state} IN ('open', 'accepted', 'returned')`),
    check("flight_ptr_payment_amount", sql`${t.amount} > 0`),
  ],
);
