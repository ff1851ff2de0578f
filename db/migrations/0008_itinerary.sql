CREATE TABLE "travel_itinerary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"plan" jsonb NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_itinerary_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "travel_itinerary" ADD CONSTRAINT "travel_itinerary_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_itinerary_user_idx" ON "travel_itinerary" USING btree ("user_id","updated_at");