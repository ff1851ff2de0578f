/**
 * Blog posts and travel news: what the public sees (published, and due), what staff write, and how
 * both stay in the site search index. Persistence goes through `PostRepository` and `SearchIndex`,
 * implemented in db/repositories/content-store.ts.
 */
import {
  CONTENT_MESSAGES,
  manilaLocalToUtc,
  POST_LIMITS,
  type PostCategory,
  type PostForm,
  type PostIntent,
  type PostKind,
  type PostOrder,
  type PostStatus,
} from "../../contracts/content.ts";
import { createHash } from "node:crypto";
import { markdownToText } from "./markdown.ts";
import type { SearchDocument, SearchIndex } from "./search.ts";

export type Post = {
  id: string;
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  category: PostCategory;
  author: string;
  status: PostStatus;
  /** When it goes (or went) live; null for a draft never scheduled. UTC. */
  publishAt: Date | null;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Hash of the content-file text the seed last wrote into this post (`seedHash()`); null: never seeded. */
  seedHash: string | null;
  /** A newer content-file version of a post staff edited, for them to see and apply; null: nothing newer. */
  seedUpdate: SeedContent | null;
};

export type PostInput = Pick<Post, "kind" | "slug" | "title" | "summary" | "body" | "category" | "author" | "status" | "publishAt">;

/** The text of a post that a content file gives and staff edit. */
export type SeedContent = { title: string; summary: string; body: string; category: string; author: string };

const seedContent = (p: SeedContent): SeedContent => ({
  title: p.title,
  summary: p.summary,
  body: p.body,
  category: p.category,
  author: p.author,
});

/** A post's text as one hash: equal hashes, equal text (whatever its status, time or views). */
export function seedHash(p: SeedContent): string {
  const c = seedContent(p);
  return createHash("sha256")
    .update(JSON.stringify([c.title, c.summary, c.body, c.category, c.author]))
    .digest("hex");
}

/**
 * What the seed did with a content file: added the post, updated a post staff never edited, kept a
 * post staff edited and noted the newer file version for them, or nothing (the post already has it).
 */
export type SeedOutcome = "added" | "updated" | "newer" | "unchanged";

export type PublicListQuery = {
  kind: PostKind;
  category?: PostCategory;
  order: PostOrder;
  offset: number;
  limit: number;
  now: Date;
};

export interface PostRepository {
  /** Public posts (published or scheduled, `publishAt <= now`) of one kind, in the order asked, with the total. */
  listPublic(query: PublicListQuery): Promise<{ posts: Post[]; total: number }>;
  findPublic(kind: PostKind, slug: string, now: Date): Promise<Post | null>;
  /** Public posts of the same kind, same category first, newest first, without `post` itself. */
  related(post: Post, limit: number, now: Date): Promise<Post[]>;
  /** Public posts per category of one kind. */
  categoryCounts(kind: PostKind, now: Date): Promise<{ category: string; count: number }[]>;
  /** Every post, newest change first (staff). */
  listAll(): Promise<Post[]>;
  findById(id: string): Promise<Post | null>;
  /** Throws a `ContentError` with code `slug_taken` when (kind, slug) is used. */
  insert(input: PostInput, at: Date): Promise<Post>;
  /** Null when there is no such post; `slug_taken` as for insert. */
  update(id: string, input: PostInput, at: Date): Promise<Post | null>;
  /** Inserts unless (kind, slug) exists; never changes an existing post. The new post, or null. */
  insertIfAbsent(input: PostInput, createdAt: Date, seedHash?: string): Promise<Post | null>;
  /** Any post of that kind and slug, whatever its status. */
  findBySlug(kind: PostKind, slug: string): Promise<Post | null>;
  /** The seed's update of a post staff never edited: its text, the new hash, nothing pending. Status and times stay. */
  updateSeeded(id: string, content: SeedContent, seedHash: string, at: Date): Promise<Post | null>;
  /** Records which file version the post's text comes from, and the newer version pending for staff (null: none). */
  setSeedState(id: string, seedHash: string | null, seedUpdate: SeedContent | null): Promise<void>;
  /** One more view; nothing for an unknown id. */
  incrementViews(id: string): Promise<void>;
}

export type ContentErrorCode = "slug_taken" | "not_found" | "invalid";

/** Recognised by `name` and `code` (never instanceof: the server bundle duplicates classes). */
export class ContentError extends Error {
  override name = "ContentError";
  readonly code: ContentErrorCode;
  constructor(code: ContentErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function isContentError(error: unknown, code?: ContentErrorCode): error is ContentError {
  const e = error as { name?: unknown; code?: unknown } | null;
  return !!e && e.name === "ContentError" && (code === undefined || e.code === code);
}

/** The page a post lives on. */
export function postUrl(post: Pick<Post, "kind" | "slug">): string {
  return post.kind === "blog" ? `/blog/${post.slug}` : `/stay-informed/travel-news/${post.slug}`;
}

/** Live on the site now: published or scheduled, and due. */
export function isPublic(post: Pick<Post, "status" | "publishAt">, now: Date): boolean {
  return (post.status === "published" || post.status === "scheduled") && post.publishAt !== null && post.publishAt <= now;
}

/** What staff see in the list: "scheduled" only while the time is still ahead. */
export function displayStatus(post: Pick<Post, "status" | "publishAt">, now: Date): PostStatus {
  if (post.status === "scheduled" && post.publishAt && post.publishAt <= now) return "published";
  return post.status;
}

export function searchDocumentFor(post: Post): SearchDocument {
  const live = post.status === "published" || post.status === "scheduled";
  return {
    id: `post:${post.id}`,
    kind: post.kind,
    title: post.title,
    summary: post.summary,
    body: markdownToText(post.body),
    url: postUrl(post),
    visibleFrom: live ? post.publishAt : null,
  };
}

export type SaveResult = { ok: true; post: Post; intent: Exclude<PostIntent, "preview"> } | { ok: false; errors: Record<string, string[]> };

export type ContentServiceDeps = {
  posts: PostRepository;
  search: SearchIndex;
  now?: () => Date;
};

export type PostPage = { posts: Post[]; total: number; page: number; pages: number };

export function createContentService(deps: ContentServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { posts, search } = deps;

  async function store(id: string | null, input: PostInput, at: Date): Promise<Post | null> {
    const saved = id ? await posts.update(id, input, at) : await posts.insert(input, at);
    if (saved) await search.upsert(searchDocumentFor(saved));
    // Staff saved the newer file version (loaded into the editor): the post is that version now.
    if (saved?.seedUpdate && seedHash(saved) === seedHash(saved.seedUpdate)) {
      const hash = seedHash(saved);
      await posts.setSeedState(saved.id, hash, null);
      return { ...saved, seedHash: hash, seedUpdate: null };
    }
    return saved;
  }

  return {
    /** One page of public posts (pages count from 1; a page past the end is empty). */
    async listPosts(query: {
      kind: PostKind;
      category?: PostCategory;
      order?: PostOrder;
      page?: number;
      pageSize?: number;
    }): Promise<PostPage> {
      const pageSize = query.pageSize ?? POST_LIMITS.pageSize;
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const { posts: list, total } = await posts.listPublic({
        kind: query.kind,
        category: query.category,
        order: query.order ?? "latest",
        offset: (page - 1) * pageSize,
        limit: pageSize,
        now: now(),
      });
      return { posts: list, total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /** The newest public blog posts: for the home page's "latest stories" (one indexed query). */
    async latestPosts(count = 3, kind: PostKind = "blog"): Promise<Post[]> {
      const { posts: list } = await posts.listPublic({ kind, order: "latest", offset: 0, limit: count, now: now() });
      return list;
    },

    getPublicPost: (kind: PostKind, slug: string) => posts.findPublic(kind, slug, now()),
    relatedPosts: (post: Post, limit = 3) => posts.related(post, limit, now()),
    categoryCounts: (kind: PostKind) => posts.categoryCounts(kind, now()),

    /** Counts a view of a public post (the caller filters bots and repeats). False when not public. */
    async countView(kind: PostKind, slug: string): Promise<boolean> {
      const post = await posts.findPublic(kind, slug, now());
      if (!post) return false;
      await posts.incrementViews(post.id);
      return true;
    },

    listForStaff: () => posts.listAll(),
    getForStaff: (id: string) => posts.findById(id),

    /**
     * Saves what staff wrote (already parsed by PostFormSchema) for the intent: save (a draft, or the
     * changes of a live post), publish (now), schedule (at `publishAt`, Philippine time, in the
     * future) or unpublish. Field errors come back instead of a throw.
     */
    async savePost(id: string | null, form: PostForm, intent: Exclude<PostIntent, "preview">): Promise<SaveResult> {
      const at = now();
      const existing = id ? await posts.findById(id) : null;
      if (id && !existing) return { ok: false, errors: { form: [CONTENT_MESSAGES.notFound] } };
      let status: PostStatus;
      let publishAt: Date | null = existing?.publishAt ?? null;
      switch (intent) {
        case "save":
          status = existing?.status ?? "draft";
          break;
        case "publish":
          status = "published";
          if (!(existing && isPublic(existing, at))) publishAt = at;
          break;
        case "schedule": {
          if (!form.publishAt?.trim()) return { ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtRequired] } };
          const when = manilaLocalToUtc(form.publishAt);
          if (!when) return { ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtInvalid] } };
          if (when <= at) return { ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtPast] } };
          status = "scheduled";
          publishAt = when;
          break;
        }
        case "unpublish":
          if (!existing) return { ok: false, errors: { form: [CONTENT_MESSAGES.notFound] } };
          status = "unpublished";
          break;
      }
      const input: PostInput = {
        kind: form.kind,
        slug: form.slug,
        title: form.title,
        summary: form.summary,
        body: form.body,
        category: form.category,
        author: form.author,
        status,
        publishAt,
      };
      try {
        const post = await store(id, input, at);
        if (!post) return { ok: false, errors: { form: [CONTENT_MESSAGES.notFound] } };
        return { ok: true, post, intent };
      } catch (error) {
        if (isContentError(error, "slug_taken")) return { ok: false, errors: { slug: [CONTENT_MESSAGES.slugTaken] } };
        throw error;
      }
    },

    /**
     * Brings a post from the content files into the site at every start (issue 23): a new file adds
     * the post; a corrected file updates a post whose text staff never edited (its text still has the
     * hash the seed wrote); a post staff edited keeps their text and gets the newer file version
     * noted (`seedUpdate`) for staff to see and apply. Status, publish time and views never change.
     *
     * A post seeded before the hash was kept (migration 0019) counts as never edited when it was never
     * saved after the seed inserted it: created = updated = the file's publish time (a staff save
     * moves `updatedAt`).
     */
    async seedPost(input: PostInput): Promise<SeedOutcome> {
      const hash = seedHash(input);
      const created = await posts.insertIfAbsent(input, input.publishAt ?? now(), hash);
      if (created) {
        await search.upsert(searchDocumentFor(created));
        return "added";
      }
      const existing = await posts.findBySlug(input.kind, input.slug);
      if (!existing) return "unchanged";
      const current = seedHash(existing);
      if (current === hash) {
        if (existing.seedHash !== hash || existing.seedUpdate) await posts.setSeedState(existing.id, hash, null);
        return "unchanged";
      }
      const untouched =
        existing.seedHash !== null
          ? current === existing.seedHash
          : existing.createdAt.getTime() === existing.updatedAt.getTime() && existing.createdAt.getTime() === input.publishAt?.getTime();
      if (untouched) {
        const updated = await posts.updateSeeded(existing.id, seedContent(input), hash, now());
        if (updated) await search.upsert(searchDocumentFor(updated));
        return "updated";
      }
      // Staff edited it. The file is still the version they started from: nothing newer.
      if (existing.seedHash === hash) {
        if (existing.seedUpdate) await posts.setSeedState(existing.id, hash, null);
        return "unchanged";
      }
      if (!existing.seedUpdate || seedHash(existing.seedUpdate) !== hash)
        await posts.setSeedState(existing.id, existing.seedHash, seedContent(input));
      return "newer";
    },

    search,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
