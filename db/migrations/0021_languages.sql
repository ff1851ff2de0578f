-- Issue 27: the language of a traveller and of a booking (docs/decisions/035-languages.md, "Mails,
-- documents and the stored choice"). user.language: the language the traveller last chose while signed
-- in (the switch, Settings → Appearance), applied when they sign in; null: never chosen. The bookings'
-- language: the language of the page a booking was made on, so the mails about it go out in it; null
-- (bookings made before, or through the JSON API) is English. contact_message.language: the language of
-- the page a message was sent from, for the staff's reply.
ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "flight_booking" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "hotel_booking" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "language" text;
