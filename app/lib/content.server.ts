/**
 * What the blog, news, search and feed pages hand to the browser: plain objects (dates as ISO
 * strings, Markdown already rendered and sanitised), never the Markdown or a database row.
 */
import { data, type RouterContextProvider } from "react-router";
import { categoryLabel } from "../../contracts/content.ts";
import { renderMarkdown, readingMinutes } from "../../core/content/markdown.ts";
import { type Post, postUrl } from "../../core/content/posts.ts";
import { indexGuides, SNIPPET_START, SNIPPET_STOP, type SearchKind } from "../../core/content/search.ts";
import { guideSearchTexts } from "../features/travel-circuits/guide-search.server.ts";
import { consumeRateLimit } from "../../server/guards.ts";
import type { PostSummary, PostView } from "../features/blog/types.ts";
import { clientIp, services } from "./session.server.ts";

export function toSummary(post: Post): PostSummary {
  return {
    kind: post.kind,
    slug: post.slug,
    url: postUrl(post),
    title: post.title,
    summary: post.summary,
    category: post.category,
    categoryLabel: categoryLabel(post.category) ?? post.category,
    author: post.author,
    publishedAt: (post.publishAt ?? post.createdAt).toISOString(),
    readingMinutes: readingMinutes(post.body),
  };
}

// Rendered bodies by post id and last change: a popular post is parsed and sanitised once, not per view.
const rendered = new Map<string, string>();
const RENDERED_MAX = 200;

export function renderedBody(post: Pick<Post, "id" | "body" | "updatedAt">): string {
  const key = `${post.id}@${post.updatedAt.getTime()}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderMarkdown(post.body);
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, html);
  }
  return html;
}

export function toView(post: Post): PostView {
  return { ...toSummary(post), html: renderedBody(post), updatedAt: post.updatedAt.toISOString(), viewCount: post.viewCount };
}

/** `?page=`: absent is 1; anything but a plain page number is a 404 (not a 500, not a silent page 1). */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function notFound() {
  return data(null, { status: 404 });
}

/** Searches per client address and minute (per instance, in memory: no database write per search). */
const SEARCH_RULE = { name: "site-search", limit: 60, windowMs: 60_000 };

export function searchRateLimited(context: Readonly<RouterContextProvider>) {
  return consumeRateLimit(services(context).readRateLimiter, SEARCH_RULE, clientIp(context));
}

export type SearchHitView = { kind: SearchKind; title: string; url: string; parts: { text: string; mark: boolean }[] };

/** "a \uE000b\uE001 c" → [{a }, {b, mark}, { c}]: the page escapes the text itself; no HTML comes from the database. */
export function snippetParts(snippet: string): SearchHitView["parts"] {
  const parts: SearchHitView["parts"] = [];
  for (const [i, chunk] of snippet.split(SNIPPET_START).entries()) {
    if (i === 0) {
      if (chunk) parts.push({ text: chunk, mark: false });
      continue;
    }
    const [marked, rest = ""] = chunk.split(SNIPPET_STOP);
    if (marked) parts.push({ text: marked, mark: true });
    if (rest) parts.push({ text: rest, mark: false });
  }
  return parts;
}

// Once per process (and per services, for tests): the guides into the search index, before the first search.
const guidesIndexed = new WeakMap<object, Promise<void>>();

/** Resolves when the guides are in the search index (idempotent upserts; cheap after the first call). */
export function ensureGuidesIndexed(context: Readonly<RouterContextProvider>): Promise<void> {
  const { content } = services(context);
  let pending = guidesIndexed.get(content);
  if (!pending) {
    pending = indexGuides(content.search, guideSearchTexts()).catch((error) => {
      guidesIndexed.delete(content);
      throw error;
    });
    guidesIndexed.set(content, pending);
  }
  return pending;
}

/**
 * The newest public blog posts as cards, for the home page's "latest stories" (one indexed query):
 *   const stories = await latestStories(context, 3);   // in the home loader
 *   <PostCard post={s} headingLevel={3} />              // app/features/blog/post-card.tsx
 */
export async function latestStories(context: Readonly<RouterContextProvider>, count = 3): Promise<PostSummary[]> {
  return (await services(context).content.latestPosts(count)).map(toSummary);
}
