CREATE TABLE "hotel_booking" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"hotel_id" text NOT NULL,
	"room_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"occupancy" jsonb NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"policy" jsonb NOT NULL,
	"payment_id" uuid,
	"confirmation_number" text,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "hotel_booking_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_night" (
	"hotel_id" text NOT NULL,
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"units" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_room_night_hotel_id_room_id_night_pk" PRIMARY KEY("hotel_id","room_id","night"),
	CONSTRAINT "hotel_room_night_booked_range" CHECK ("hotel_room_night"."booked" >= 0 AND "hotel_room_night"."booked" <= "hotel_room_night"."units")
);
--> statement-breakpoint
ALTER TABLE "hotel_booking" ADD CONSTRAINT "hotel_booking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_booking_user_idx" ON "hotel_booking" USING btree ("user_id","created_at");