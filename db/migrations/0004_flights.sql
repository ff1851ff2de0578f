CREATE TABLE "flight_checkout" (
	"session_id" text PRIMARY KEY NOT NULL,
	"fare_source_code" text NOT NULL,
	"fare" jsonb NOT NULL,
	"search_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passengers" jsonb,
	"contact" jsonb,
	"extras" jsonb NOT NULL,
	"booking_reference" text,
	"booking_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"supplier_booking_id" text NOT NULL,
	"airline_pnr" text NOT NULL,
	"status" text NOT NULL,
	"fare_source_code" text NOT NULL,
	"itinerary" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"inventory" jsonb NOT NULL,
	"fare_amount" integer NOT NULL,
	"extras_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"user_id" text,
	"hold_expires_at" timestamp with time zone,
	"ticket_time_limit" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_booking_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "flight_booking_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_booking_passenger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"passport_number" text,
	"passport_expiry" text,
	"passport_country" text,
	CONSTRAINT "flight_booking_passenger_idx" UNIQUE("booking_id","passenger_index")
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"key" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_sold_range" CHECK ("flight_inventory"."sold" >= 0 and "flight_inventory"."sold" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_seat_assignment" (
	"flight_key" text NOT NULL,
	"seat_code" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_seat_assignment_seat" UNIQUE("flight_key","seat_code")
);
--> statement-breakpoint
CREATE TABLE "flight_selection_session" (
	"id" text PRIMARY KEY NOT NULL,
	"fare_source_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_ticket_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "flight_booking" ADD CONSTRAINT "flight_booking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_event" ADD CONSTRAINT "flight_booking_event_booking_id_flight_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_passenger" ADD CONSTRAINT "flight_booking_passenger_booking_id_flight_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_seat_assignment" ADD CONSTRAINT "flight_seat_assignment_booking_id_flight_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_ticket" ADD CONSTRAINT "flight_ticket_booking_id_flight_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_checkout_expires_idx" ON "flight_checkout" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "flight_booking_hold_idx" ON "flight_booking" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "flight_booking_user_idx" ON "flight_booking" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_booking_event_booking_idx" ON "flight_booking_event" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "flight_booking_passenger_surname_idx" ON "flight_booking_passenger" USING btree (lower("surname"));--> statement-breakpoint
CREATE INDEX "flight_seat_assignment_booking_idx" ON "flight_seat_assignment" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "flight_ticket_booking_idx" ON "flight_ticket" USING btree ("booking_id");