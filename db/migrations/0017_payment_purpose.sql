-- Issue 23: a payment carries what it was made for, and an idempotency key belongs to one purpose.
ALTER TABLE "payment" ADD COLUMN "purpose" text;--> statement-breakpoint
UPDATE "payment" SET "purpose" = 'hotel-stay:' || upper("reference") WHERE "kind" = 'hotel';--> statement-breakpoint
UPDATE "payment" p SET "purpose" = 'flight-change:' || upper(p."reference") || ':' || f."request_id"::text
  FROM "flight_ptr_payment" f WHERE f."payment_id" = p."id" AND p."kind" = 'flight';--> statement-breakpoint
UPDATE "payment" p SET "purpose" = 'flight-change:' || upper(p."reference") || ':' || f."request_id"::text
  FROM "flight_ptr_payment" f
  WHERE p."purpose" IS NULL AND p."kind" = 'flight' AND f."payment_id" IS NULL AND f."idempotency_key" = p."idempotency_key"
    AND p."description" LIKE 'Change of flight %';--> statement-breakpoint
UPDATE "payment" SET "purpose" = 'flight-checkout:' || upper("reference") WHERE "purpose" IS NULL;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_key" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "payment_key" ("idempotency_key", "purpose", "amount", "currency", "created_at")
  SELECT "idempotency_key", "purpose", "amount", "currency", "created_at" FROM "payment"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_key" ("idempotency_key", "purpose", "amount", "currency", "created_at")
  SELECT f."idempotency_key", 'flight-change:' || upper(r."reference") || ':' || f."request_id"::text, f."amount", f."currency", f."created_at"
  FROM "flight_ptr_payment" f JOIN "flight_ptr_request" r ON r."id" = f."request_id"
  ON CONFLICT DO NOTHING;
