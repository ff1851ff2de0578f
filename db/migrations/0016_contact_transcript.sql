ALTER TABLE "contact_message" ADD COLUMN "transcript" jsonb;
