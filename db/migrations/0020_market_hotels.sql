-- Issue 26: the market-size hotel dataset (`npm run db:market`) lives in a database of its own; this
-- table stays empty in every other one (the demo's hotels are the embedded inventory). One row per
-- hotel: the columns a search filters or orders on, and the whole hotel (rooms included) as jsonb for
-- the catalog that app instances build once at start. Per-night availability is hotel_room_night's.
-- cell: the 0.05° grid cell of the hotel (floor(lat / 0.05) * 100000 + floor(lng / 0.05)), so "near a
-- point" reads a few cells by index instead of every row (no PostGIS needed).
CREATE TABLE "market_hotel" (
	"hotel_id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"area" text NOT NULL,
	"star_rating" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"cell" integer NOT NULL,
	"min_rate" integer NOT NULL,
	"hotel" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_hotel_place_idx" ON "market_hotel" USING btree ("destination","area","min_rate","hotel_id");--> statement-breakpoint
CREATE INDEX "market_hotel_cell_idx" ON "market_hotel" USING btree ("cell");
