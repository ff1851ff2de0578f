/** Hotels (core/hotels, db/repositories/hotel-store.ts; docs/decisions/012-hotels.md). Re-exported by schema.ts. */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";

/**
 * Rooms of one type taken on one night. A row appears the first time a booking touches that night
 * (with the room type's unit count from the inventory); `booked` never exceeds `units`.
 */
export const hotelRoomNight = pgTable(
  "hotel_room_night",
  {
    hotelId: text("hotel_id").notNull(),
    roomId: text("room_id").notNull(),
    night: date("night", { mode: "string" }).notNull(),
    units: integer("units").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.roomId, t.night] }),
    check("hotel_room_night_booked_range", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.units}`),
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
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
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
    /** The language of the page the booking was made on ("en", "fil"): its mails go out in it (null: English; migration 0021). */
    language: text("language"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", tz),
  },
  (t) => [
    index("hotel_booking_user_idx").on(t.userId, t.createdAt),
    index("hotel_booking_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

/**
 * The market-size dataset's hotels (issue 26, migration 0020; empty outside a `npm run db:market`
 * database). `cell` is the hotel's 0.05° grid cell (core/hotels/spatial-grid.ts gridCell), `min_rate`
 * its cheapest room's base rate in pesos, `hotel` the whole generated hotel (rooms included).
 */
export const marketHotel = pgTable(
  "market_hotel",
  {
    hotelId: text("hotel_id").primaryKey(),
    destination: text("destination").notNull(),
    area: text("area").notNull(),
    starRating: smallint("star_rating").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    cell: integer("cell").notNull(),
    minRate: integer("min_rate").notNull(),
    hotel: jsonb("hotel").notNull(),
  },
  (t) => [index("market_hotel_place_idx").on(t.destination, t.area, t.minRate, t.hotelId), index("market_hotel_cell_idx").on(t.cell)],
);
