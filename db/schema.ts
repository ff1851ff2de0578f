/**
 * The database schema (PostgreSQL dialect), one file per area, all re-exported here: Drizzle
 * (db/client.ts, drizzle.config.ts) reads this module. The same tables run on PGlite (embedded) and on
 * a PostgreSQL server; keep SQL to what PostgreSQL 15 understands. The parts import each other and
 * db/schema-columns.ts, never this file.
 */
export * from "./schema-accounts.ts";
export * from "./schema-chat.ts";
export * from "./schema-contact.ts";
export * from "./schema-content.ts";
export * from "./schema-flights.ts";
export * from "./schema-hotels.ts";
export * from "./schema-itinerary.ts";
export * from "./schema-location.ts";
export * from "./schema-mail-jobs.ts";
export * from "./schema-payments.ts";
export * from "./schema-post-ticketing.ts";
