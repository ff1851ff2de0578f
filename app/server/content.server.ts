/**
 * The blog, news, search and feed pages' server code: the content application's use cases
 * (core/application/content.ts), their results already plain objects (core/content/views.ts), the
 * sitemap's posts included (content.sitemap).
 */
import { data, type RouterContextProvider } from "react-router";
import type { Outcome } from "../../contracts/application.ts";
import {
  POST_CATEGORIES,
  type PostCategory,
  type PostKind,
  type PostOrder,
  parseSearchQuery,
  POST_LIMITS,
} from "../../contracts/content-lists.ts";
import type { SearchHitView } from "../../contracts/post-views.ts";
import { invoke } from "../../core/application/use-case.ts";
import { buildRss, escapeXml } from "../../core/content/rss.ts";
import { toSummary } from "../../core/content/views.ts";
import { guideSearchTexts } from "./guide-search.server.ts";
import type { PostSummary } from "../features/blog/types.ts";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

/** `?page=`: absent is 1; anything but a plain page number is a 404 (not a 500, not a silent page 1). */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function notFound() {
  return data(null, { status: pageStatus("not_found") });
}

/** The blog pages' 404 (no message, as before the use cases) for `not_found`; any other refusal as valueOrThrow. */
function found<T>(outcome: Outcome<T>): T {
  if (!outcome.ok && outcome.error.code === "not_found") throw notFound();
  return valueOrThrow(outcome);
}

/** One page (`?page=`) of published posts of a kind; a page past the end is a 404. */
export async function postList(
  context: Ctx,
  request: Request,
  kind: PostKind,
  filter: { category?: PostCategory; order?: PostOrder } = {},
) {
  const page = pageParam(request);
  return found(await invoke(services(context).apps.content.posts, { kind, ...filter, page }, anonymousCaller(context)));
}

/** The blog's categories (all but "updates") with how many published posts each has. */
export async function blogCategories(context: Ctx) {
  const counts = found(await invoke(services(context).apps.content.categories, { kind: "blog" }, anonymousCaller(context)));
  return POST_CATEGORIES.filter((c) => c.slug !== "updates").map((c) => ({
    ...c,
    count: counts.find((n) => n.category === c.slug)?.count ?? 0,
  }));
}

/** A published post by its slug with `related` others; unknown is a 404. */
export async function publicPost(context: Ctx, kind: PostKind, slug: string, related = 3) {
  return found(await invoke(services(context).apps.content.post, { kind, slug, related }, anonymousCaller(context)));
}

/** Resolves when the guides are in the search index (once per process; cheap after the first call). */
export function ensureGuidesIndexed(context: Ctx): Promise<void> {
  return services(context).apps.content.ensureGuidesIndexed(guideSearchTexts);
}

type SearchPage = { q: string; message: string | null; hits: SearchHitView[] | null };

/** `/search?q=`: no `q` is the empty page; an empty box a prompt (200); too long 400; too many searches 429. */
export async function siteSearch(context: Ctx, request: Request) {
  const raw = new URL(request.url).searchParams.get("q");
  if (raw === null) return { q: "", message: null, hits: null } satisfies SearchPage;
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok)
    return data<SearchPage>(
      { q: parsed.q, message: parsed.message, hits: null },
      { status: parsed.q.length === 0 ? 200 : pageStatus("invalid") },
    );
  await ensureGuidesIndexed(context);
  const outcome = await invoke(services(context).apps.content.search, { q: parsed.q }, anonymousCaller(context));
  if (!outcome.ok && outcome.error.code === "rate_limited") {
    const { message, retryAfterSeconds } = outcome.error;
    return data<SearchPage>(
      { q: parsed.q, message, hits: null },
      { status: pageStatus("rate_limited"), headers: { "Retry-After": String(retryAfterSeconds ?? 60) } },
    );
  }
  const found: SearchPage = valueOrThrow(outcome);
  return found;
}

/** /blog/rss.xml: the latest published blog posts as RSS 2.0. */
export async function blogFeed(context: Ctx): Promise<Response> {
  const { env } = services(context).host;
  const contentApp = services(context).apps.content;
  const posts = valueOrThrow(await invoke(contentApp.latest, { kind: "blog", count: POST_LIMITS.feedSize }, anonymousCaller(context)));
  const xml = buildRss(posts, {
    origin: env.appUrl,
    appName: env.appName,
    title: `${env.appName} blog`,
    description: "Practical stories for travelling around the Philippines.",
    selfPath: "/blog/rss.xml",
    pagePath: "/blog",
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

/** /sitemap.xml: the given fixed paths, then every published blog post and news item. */
export async function sitemap(context: Ctx, fixedPaths: readonly string[]): Promise<Response> {
  const { env } = services(context).host;
  const posts = valueOrThrow(await invoke(services(context).apps.content.sitemap, {}, anonymousCaller(context)));
  const entries: { path: string; lastmod?: Date }[] = [...fixedPaths.map((path) => ({ path })), ...posts];
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(env.appUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}

/**
 * The newest public blog posts as cards, for the home page's "latest stories" (one indexed query):
 *   const stories = await latestStories(context, 3);   // in the home loader
 *   <PostCard post={s} headingLevel={3} />              // app/features/blog/post-card.tsx
 */
export async function latestStories(context: Ctx, count = 3): Promise<PostSummary[]> {
  return valueOrThrow(await invoke(services(context).apps.content.latest, { kind: "blog", count }, anonymousCaller(context))).map(
    toSummary,
  );
}
