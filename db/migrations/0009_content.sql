CREATE TABLE "post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_kind_check" CHECK ("post"."kind" in ('blog', 'news')),
	CONSTRAINT "post_status_check" CHECK ("post"."status" in ('draft', 'scheduled', 'published', 'unpublished')),
	CONSTRAINT "post_view_count_check" CHECK ("post"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_document" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"visible_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("body", '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "post_kind_slug_key" ON "post" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "post_listing_idx" ON "post" USING btree ("kind","status","publish_at");--> statement-breakpoint
CREATE INDEX "search_document_document_idx" ON "search_document" USING gin ("document");