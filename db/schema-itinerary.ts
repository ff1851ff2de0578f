/**
 * Saved travel itineraries (core/itinerary). A plan is its small state (where from, stops and days, day
 * order, first date) — the day-by-day text is rebuilt from the guides each time, so a corrected guide
 * corrects every saved plan. `share_token` is the secret of the read-only link; rotating it revokes old links.
 */
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./schema-accounts.ts";
import { tz } from "./schema-columns.ts";

export const travelItinerary = pgTable(
  "travel_itinerary",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** core/itinerary/planner.ts PlanState. */
    plan: jsonb("plan").notNull(),
    shareToken: text("share_token").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("travel_itinerary_user_idx").on(t.userId, t.updatedAt)],
);
