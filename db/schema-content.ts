/**
 * Blog posts, travel news and the site search index (core/content; docs/decisions/016-blog-news-search.md).
 * Re-exported by schema.ts.
 *
 * - post: one row per blog post or news item; `(kind, slug)` is unique. A post is public when its
 *   status is published or scheduled and `publish_at <= now()` (scheduling needs no job).
 * - search_document: what site search reads: guides, posts and news, each with a weighted
 *   `tsvector` (title A, summary B, body C) computed by PostgreSQL itself (a generated column) and
 *   a GIN index. `visible_from` is null for drafts, so a scheduled post turns up in search at its time.
 * - seed_hash / seed_update (0019): the hash of the content-file version a post was last written from
 *   by the seed, and a newer file version kept for staff when they had edited the post (core/content/posts.ts).
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tz } from "./schema-columns.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const post = pgTable(
  "post",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "blog" or "news". */
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown, rendered and sanitised on the server (core/content/markdown.ts). */
    body: text("body").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    /** "draft", "scheduled", "published" or "unpublished". */
    status: text("status").notNull(),
    publishAt: timestamp("publish_at", tz),
    viewCount: integer("view_count").notNull().default(0),
    /** Hash of the content-file text (title, summary, body, category, author) the seed last wrote; null: never seeded. */
    seedHash: text("seed_hash"),
    /** A newer content-file version of a post staff edited, for them to see and apply; null: nothing newer. */
    seedUpdate: jsonb("seed_update").$type<{ title: string; summary: string; body: string; category: string; author: string }>(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_kind_slug_key").on(t.kind, t.slug),
    index("post_listing_idx").on(t.kind, t.status, t.publishAt),
    check("post_kind_check", sql`${t.kind} in ('blog', 'news')`),
    check("post_status_check", sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
    check("post_view_count_check", sql`${t.viewCount} >= 0`),
  ],
);

export const searchDocument = pgTable(
  "search_document",
  {
    /** "guide:boracay-aklan", "post:<uuid>". */
    id: text("id").primaryKey(),
    /** "guide", "blog" or "news". */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    /** The page on this site the result links to. */
    url: text("url").notNull(),
    /** From when it may be found; null: not at all (a draft or an unpublished post). */
    visibleFrom: timestamp("visible_from", tz),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    document: tsvector("document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("body", '')), 'C')`,
      ),
  },
  (t) => [index("search_document_document_idx").using("gin", t.document)],
);
