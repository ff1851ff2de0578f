/**
 * What the blog, news, search and feed pages hand to the browser: plain objects (dates as ISO
 * strings, Markdown already rendered and sanitised), never the Markdown or a database row.
 */
import { categoryLabel } from "../../contracts/content-lists.ts";
import type { PostSummary, PostView, SearchHitView } from "../../contracts/post-views.ts";
import { readingMinutes, renderMarkdown } from "./markdown.ts";
import { type Post, postUrl } from "./posts.ts";
import { type SearchHit, SNIPPET_START, SNIPPET_STOP } from "./search.ts";

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

export function toHitView(hit: SearchHit): SearchHitView {
  return { kind: hit.kind, title: hit.title, url: hit.url, parts: snippetParts(hit.snippet) };
}
