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
};

export type PostInput = Pick<Post, "kind" | "slug" | "title" | "summary" | "body" | "category" | "author" | "status" | "publishAt">;

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
  insertIfAbsent(input: PostInput, createdAt: Date): Promise<Post | null>;
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
     * Adds a post from the content files unless one of that kind and slug exists (then nothing
     * changes, so staff edits survive a restart). True when it was added.
     */
    async seedPost(input: PostInput): Promise<boolean> {
      const created = await posts.insertIfAbsent(input, input.publishAt ?? now());
      if (created) await search.upsert(searchDocumentFor(created));
      return created !== null;
    },

    search,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
