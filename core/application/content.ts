/**
 * The content application service (issue 18): site search, the blog and travel news (lists, posts,
 * the newest, the view counter), the travel guides and the staff editor (content-staff.ts), for the
 * pages, the feeds, the JSON API and the assistant.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { CONTENT_MESSAGES } from "../../contracts/content-lists.ts";
import {
  GuideListInput,
  GuideRef,
  LatestPostsInput,
  PostCategoriesInput,
  PostListInput,
  PostViewInput,
  PublicPostInput,
  SiteSearchInput,
} from "../../contracts/content-inputs.ts";
import { SEARCH_RESULT_LIMIT } from "../../contracts/post-views.ts";
import { findGuide, GUIDES } from "../content/guides.ts";
import { type ContentService, postUrl } from "../content/posts.ts";
import { type GuideText, indexGuides } from "../content/search.ts";
import { toHitView, toSummary, toView } from "../content/views.ts";
import { limitParams, type RateLimiter, type RateLimitRule, tooManyAttemptsMessage } from "../rate-limit/rate-limiter.ts";
import { createStaffPostUseCases } from "./content-staff.ts";
import { defineUseCase } from "./use-case.ts";

export const GUIDE_NOT_FOUND_MESSAGE = "There is no travel guide by that name.";

/** One counted view per client address and post per 30 minutes (per instance, in memory: no write to dedupe). */
export const VIEW_REPEAT_RULE: RateLimitRule = { name: "blog-view", limit: 1, windowMs: 30 * 60_000 };
/** And at most 60 counted views a minute per client address over all posts. */
export const VIEW_CLIENT_RULE: RateLimitRule = { name: "blog-view-client", limit: 60, windowMs: 60_000 };

/** Searches per client address and minute (per instance, in memory: no database write per search). */
export const SEARCH_RATE_LIMIT: RateLimitRule = { name: "site-search", limit: 60, windowMs: 60_000 };

export type ContentApplicationDeps = { content: ContentService; readRateLimiter: RateLimiter; now?: () => Date };

export function createContentApplication(deps: ContentApplicationDeps) {
  const now = deps.now ?? (() => new Date());

  const search = defineUseCase({
    name: "content.search",
    summary: "Search the destination guides, blog posts and travel news; the best 20 hits with the matched words marked",
    input: SiteSearchInput,
    async run({ q }, caller) {
      const limit = await deps.readRateLimiter.consume(SEARCH_RATE_LIMIT, [caller.clientIp]);
      if (!limit.allowed)
        return fail("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
          retryAfterSeconds: limit.retryAfterSeconds,
          reason: "limit.search",
          params: limitParams(limit.retryAfterSeconds),
        });
      const hits = (await deps.content.search.search(q, { limit: SEARCH_RESULT_LIMIT, now: now() })).map(toHitView);
      return ok({ q, hits, message: hits.length === 0 ? CONTENT_MESSAGES.noResults : null });
    },
  });

  const latest = defineUseCase({
    name: "content.latest",
    summary: "The newest published blog posts or travel news",
    input: LatestPostsInput,
    run: async ({ kind, count }) => ok(await deps.content.latestPosts(count, kind)),
  });

  const posts = defineUseCase({
    name: "content.posts",
    summary: "One page of published blog posts or travel news (kind), newest first or in another order, optionally of one category",
    input: PostListInput,
    async run({ kind, category, order, page }) {
      const list = await deps.content.listPosts({ kind, category, order, page });
      if (page > list.pages)
        return fail("not_found", CONTENT_MESSAGES.pageNotFound, { reason: "content.page_not_found", params: { pages: list.pages } });
      return ok({ page: list.page, pages: list.pages, total: list.total, posts: list.posts.map(toSummary) });
    },
  });

  const categories = defineUseCase({
    name: "content.categories",
    summary: "How many published posts of a kind each category has",
    input: PostCategoriesInput,
    run: async ({ kind }) => ok(await deps.content.categoryCounts(kind)),
  });

  const post = defineUseCase({
    name: "content.post",
    summary: "One published blog post or travel news item by its slug, rendered, with related posts",
    input: PublicPostInput,
    async run({ kind, slug, related }) {
      const found = await deps.content.getPublicPost(kind, slug);
      if (!found) return fail("not_found", CONTENT_MESSAGES.notFound, { reason: "content.not_found" });
      const others = related > 0 ? await deps.content.relatedPosts(found, related) : [];
      return ok({ post: toView(found), related: others.map(toSummary) });
    },
  });

  const countView = defineUseCase({
    name: "content.countView",
    summary: "Count a reader's view of a published post (once per address and half hour; unknown posts count nothing)",
    input: PostViewInput,
    async run({ kind, slug }, caller) {
      const limiter = deps.readRateLimiter;
      if (!(await limiter.consume(VIEW_CLIENT_RULE, [caller.clientIp])).allowed) return ok({ counted: false });
      if (!(await limiter.consume(VIEW_REPEAT_RULE, [`${caller.clientIp}|${kind}|${slug}`])).allowed) return ok({ counted: false });
      return ok({ counted: await deps.content.countView(kind, slug) });
    },
  });

  const guides = defineUseCase({
    name: "content.guides",
    summary: "The ten travel-circuit guides (destinations): name, region, position, best months and suggested days",
    input: GuideListInput,
    run: async () =>
      ok(
        GUIDES.map((g) => ({
          slug: g.slug,
          name: g.name,
          region: g.region,
          note: g.note,
          lat: g.lat,
          lng: g.lng,
          bestMonths: g.seasons.bestMonths,
          days: g.days.length,
          scene: g.illustration.scene,
          alt: g.illustration.alt,
          url: `/travel-circuits/${g.slug}`,
        })),
      ),
  });

  const guide = defineUseCase({
    name: "content.guide",
    summary: "One travel-circuit guide: highlights, getting there, seasons, a day-by-day plan, costs and fees",
    input: GuideRef,
    async run({ slug }) {
      const found = findGuide(slug);
      return found ? ok(found) : fail("not_found", GUIDE_NOT_FOUND_MESSAGE, { reason: "guide.not_found" });
    },
  });

  /** Every published blog post and news item by its address, with when it last changed: the sitemap's entries. */
  const sitemap = defineUseCase({
    name: "content.sitemap",
    summary: "Every published blog post and travel news item by its address, with when it last changed",
    input: z.object({}),
    async run(): Promise<Outcome<{ path: string; lastmod: Date }[]>> {
      const [blog, news] = await Promise.all([
        deps.content.listPosts({ kind: "blog", pageSize: 5000 }),
        deps.content.listPosts({ kind: "news", pageSize: 5000 }),
      ]);
      return ok([...blog.posts, ...news.posts].map((p) => ({ path: postUrl(p), lastmod: p.updatedAt })));
    },
  });

  // Once per application (so once per process): the guides into the search index, before the first search.
  let guidesIndexed: Promise<void> | null = null;
  /** Resolves when the guides' texts are in the search index (idempotent upserts; a failure is tried again next time). */
  function ensureGuidesIndexed(texts: () => readonly GuideText[]): Promise<void> {
    guidesIndexed ??= indexGuides(deps.content.search, texts()).catch((error) => {
      guidesIndexed = null;
      throw error;
    });
    return guidesIndexed;
  }

  return {
    ...{ search, latest, guides, guide, posts, categories, post, countView, sitemap, ensureGuidesIndexed },
    ...createStaffPostUseCases({ content: deps.content, now }),
  };
}

export type ContentApplication = ReturnType<typeof createContentApplication>;
