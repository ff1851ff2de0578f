/**
 * The last position a signed-in traveller shared (spec §3 User location; docs/decisions/018). One row
 * per account, replaced on every sync and deleted with the account. Anonymous visitors' positions live
 * only in a signed session cookie (server/location-cookie.ts), never here.
 */
import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";

export const userLocation = pgTable("user_location", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  /** When the device took the position (the request's `timestamp`). */
  takenAt: timestamp("taken_at", tz).notNull(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});
