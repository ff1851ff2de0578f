-- Issue 23: a corrected post in content/ reaches a site that already has it. The seed keeps a hash of
-- the content-file version each post was last written from (seed_hash): a post whose text still has
-- that hash was never edited by staff and is updated; an edited one keeps staff's text and gets the
-- newer file version in seed_update for staff to see and apply (null: nothing newer).
ALTER TABLE "post" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "post" ADD COLUMN "seed_update" jsonb;
