CREATE TABLE "flight_ptr_open_traveller" (
	"booking_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"request_id" uuid NOT NULL,
	CONSTRAINT "flight_ptr_open_traveller_pk" PRIMARY KEY("booking_id","passenger_index")
);
--> statement-breakpoint
ALTER TABLE "flight_ptr_open_traveller" ADD CONSTRAINT "flight_ptr_open_traveller_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_booking"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "flight_ptr_open_traveller" ADD CONSTRAINT "flight_ptr_open_traveller_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."flight_ptr_request"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "flight_ptr_open_traveller_request_idx" ON "flight_ptr_open_traveller" USING btree ("request_id");
--> statement-breakpoint
INSERT INTO "flight_ptr_open_traveller" ("booking_id", "passenger_index", "request_id")
SELECT r."booking_id", (p.value)::integer, r."id"
FROM "flight_ptr_request" r, jsonb_array_elements_text(r."passengers") AS p(value)
WHERE r."status" = 'in_process'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "flight_ptr_payment" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"option_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_ptr_payment_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "flight_ptr_payment_state" CHECK ("state" IN ('open', 'accepted', 'returned')),
	CONSTRAINT "flight_ptr_payment_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "flight_ptr_payment" ADD CONSTRAINT "flight_ptr_payment_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."flight_ptr_request"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "flight_ptr_payment_request_idx" ON "flight_ptr_payment" USING btree ("request_id");
--> statement-breakpoint
INSERT INTO "flight_ptr_payment" ("idempotency_key", "request_id", "option_id", "amount", "currency", "payment_id", "state", "created_at", "updated_at")
SELECT 'legacy:' || r."id", r."id", r."execution"->>'optionId', (o.value->'amountDue'->>'amount')::integer, o.value->'amountDue'->>'currency',
	(r."execution"->>'paymentId')::uuid, 'accepted', r."updated_at", r."updated_at"
FROM "flight_ptr_request" r
	CROSS JOIN jsonb_array_elements(r."quote"->'options') AS o(value)
	JOIN "payment" p ON p."id"::text = r."execution"->>'paymentId'
WHERE r."type" = 'reissue' AND o.value->>'id' = r."execution"->>'optionId'
	AND (o.value->'amountDue'->>'amount')::integer > 0
	AND p."amount" = (o.value->'amountDue'->>'amount')::integer AND p."currency" = o.value->'amountDue'->>'currency'
	AND p."description" LIKE 'Change of flight %'
ON CONFLICT DO NOTHING;
