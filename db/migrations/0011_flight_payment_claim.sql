ALTER TABLE "flight_booking" ADD COLUMN "payment_claim_key" text;
--> statement-breakpoint
ALTER TABLE "flight_booking" ADD COLUMN "payment_claimed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "flight_booking" ADD COLUMN "paid_payment_id" text;
