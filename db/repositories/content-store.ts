/**
 * Posts and the search index on PostgreSQL / PGlite (core/content's PostRepository and SearchIndex).
 * The search SQL is plain PostgreSQL 15: websearch_to_tsquery, ts_rank over the generated weighted
 * tsvector (GIN-indexed), ts_headline for the snippet.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { PostCategory, PostKind, PostOrder, PostStatus } from "../../contracts/content.ts";
import { ContentError, type Post, type PostInput, type PostRepository, type PublicListQuery } from "../../core/content/posts.ts";
import {
  SNIPPET_START,
  SNIPPET_STOP,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
} from "../../core/content/search.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { post, searchDocument } from "../schema-content.ts";

type Row = typeof post.$inferSelect;

function toPost(row: Row): Post {
  return {
    ...row,
    kind: row.kind as PostKind,
    category: row.category as PostCategory,
    status: row.status as PostStatus,
  };
}

function publicWhere(kind: PostKind, now: Date, extra?: SQL) {
  return and(
    eq(post.kind, kind),
    inArray(post.status, ["published", "scheduled"]),
    isNotNull(post.publishAt),
    lte(post.publishAt, now),
    extra,
  );
}

const ORDER_BY: Record<PostOrder, SQL[]> = {
  latest: [desc(post.publishAt), asc(post.id)],
  oldest: [asc(post.publishAt), asc(post.id)],
  popular: [desc(post.viewCount), desc(post.publishAt), asc(post.id)],
  title: [asc(sql`lower(${post.title})`), asc(post.id)],
};

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function createPostRepository(db: Db): PostRepository {
  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ContentError("slug_taken", "Another post of this kind already uses this slug.");
      throw error;
    }
  }

  return {
    async listPublic(q: PublicListQuery) {
      const where = publicWhere(q.kind, q.now, q.category ? eq(post.category, q.category) : undefined);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(post)
          .where(where)
          .orderBy(...ORDER_BY[q.order])
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(post).where(where),
      ]);
      return { posts: rows.map(toPost), total: count?.n ?? 0 };
    },

    async findPublic(kind, slug, now) {
      const [row] = await db
        .select()
        .from(post)
        .where(publicWhere(kind, now, eq(post.slug, slug)))
        .limit(1);
      return row ? toPost(row) : null;
    },

    async related(p, limit, now) {
      const rows = await db
        .select()
        .from(post)
        .where(publicWhere(p.kind, now, ne(post.id, p.id)))
        .orderBy(desc(sql`(${post.category} = ${p.category})`), desc(post.publishAt))
        .limit(limit);
      return rows.map(toPost);
    },

    async categoryCounts(kind, now) {
      return db
        .select({ category: post.category, count: sql<number>`count(*)::int` })
        .from(post)
        .where(publicWhere(kind, now))
        .groupBy(post.category);
    },

    async listAll() {
      const rows = await db.select().from(post).orderBy(desc(post.updatedAt), asc(post.id));
      return rows.map(toPost);
    },

    async findById(id) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
      const [row] = await db.select().from(post).where(eq(post.id, id)).limit(1);
      return row ? toPost(row) : null;
    },

    insert: (input: PostInput, at: Date) =>
      write(async () => {
        const [row] = await db
          .insert(post)
          .values({ ...input, createdAt: at, updatedAt: at })
          .returning();
        return toPost(row!);
      }),

    update: (id: string, input: PostInput, at: Date) =>
      write(async () => {
        const [row] = await db
          .update(post)
          .set({ ...input, updatedAt: at })
          .where(eq(post.id, id))
          .returning();
        return row ? toPost(row) : null;
      }),

    async insertIfAbsent(input, createdAt, seedHash) {
      const [row] = await db
        .insert(post)
        .values({ ...input, createdAt, updatedAt: createdAt, seedHash: seedHash ?? null })
        .onConflictDoNothing({ target: [post.kind, post.slug] })
        .returning();
      return row ? toPost(row) : null;
    },

    async findBySlug(kind, slug) {
      const [row] = await db
        .select()
        .from(post)
        .where(and(eq(post.kind, kind), eq(post.slug, slug)))
        .limit(1);
      return row ? toPost(row) : null;
    },

    async updateSeeded(id, content, seedHash, at) {
      const [row] = await db
        .update(post)
        .set({ ...content, seedHash, seedUpdate: null, updatedAt: at })
        .where(eq(post.id, id))
        .returning();
      return row ? toPost(row) : null;
    },

    async setSeedState(id, seedHash, seedUpdate) {
      await db.update(post).set({ seedHash, seedUpdate }).where(eq(post.id, id));
    },

    async incrementViews(id) {
      await db
        .update(post)
        .set({ viewCount: sql`${post.viewCount} + 1` })
        .where(eq(post.id, id));
    },
  };
}

// ts_headline options: the match markers, and two short fragments joined by an ellipsis.
const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export function createSearchIndex(db: Db): SearchIndex {
  return {
    async upsert(doc: SearchDocument) {
      const values = {
        id: doc.id,
        kind: doc.kind,
        title: doc.title,
        summary: doc.summary,
        body: doc.body,
        url: doc.url,
        visibleFrom: doc.visibleFrom,
        updatedAt: new Date(),
      };
      await db
        .insert(searchDocument)
        .values(values)
        .onConflictDoUpdate({
          target: searchDocument.id,
          set: {
            kind: values.kind,
            title: values.title,
            summary: values.summary,
            body: values.body,
            url: values.url,
            visibleFrom: values.visibleFrom,
            updatedAt: values.updatedAt,
          },
        });
    },

    async remove(id) {
      await db.delete(searchDocument).where(eq(searchDocument.id, id));
    },

    async search(query, { limit, now }) {
      const result = await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${query}) as query)
        select d.kind, d.title, d.url,
               ts_headline('english', d.summary || ' ' || d.body, q.query, ${HEADLINE_OPTIONS}) as snippet,
               ts_rank(d.document, q.query) as rank
          from search_document d, q
         where d.document @@ q.query
           and d.visible_from is not null
           and d.visible_from <= ${now.toISOString()}::timestamptz
         order by rank desc, d.title asc
         limit ${limit}`);
      return rowsOf<{ kind: string; title: string; url: string; snippet: string; rank: number | string }>(result).map((r) => ({
        kind: r.kind as SearchKind,
        title: r.title,
        url: r.url,
        snippet: r.snippet,
        rank: Number(r.rank),
      })) satisfies SearchHit[];
    },
  };
}
