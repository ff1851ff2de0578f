CREATE TABLE "flight_ptr_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"resolution" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"quote" jsonb,
	"execution" jsonb,
	"message" text,
	"sla_minutes" integer NOT NULL,
	"expected_at" timestamp with time zone,
	"quote_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_ptr_request" ADD CONSTRAINT "flight_ptr_request_booking_id_flight_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_ptr_request_booking_idx" ON "flight_ptr_request" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_ptr_request_open_idx" ON "flight_ptr_request" USING btree ("booking_id","type") WHERE "flight_ptr_request"."status" = 'in_process';