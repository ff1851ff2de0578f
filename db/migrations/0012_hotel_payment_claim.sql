-- One payment at a time per hotel booking (issue 16): the idempotency key of the payment attempt that
-- holds the booking, and since when. Claimed with a conditional UPDATE before the gateway charges.
ALTER TABLE "hotel_booking" ADD COLUMN "payment_claim_key" text;--> statement-breakpoint
ALTER TABLE "hotel_booking" ADD COLUMN "payment_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "hotel_booking_pending_idx" ON "hotel_booking" USING btree ("created_at") WHERE "status" = 'pending_payment';
