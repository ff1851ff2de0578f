/**
 * The content application service (issue 18): site search and the newest posts, for the pages, the
 * feeds and the assistant. The blog and news lists and posts still call the content service through
 * app/server/content.server.ts (listed in docs/architecture.md as left to move).
 */
import { fail, ok } from "../../contracts/application.ts";
import { CONTENT_MESSAGES } from "../../contracts/content-lists.ts";
import { LatestPostsInput, SiteSearchInput } from "../../contracts/content-inputs.ts";
import { SEARCH_RESULT_LIMIT } from "../../contracts/post-views.ts";
import type { ContentService } from "../content/posts.ts";
import { toHitView } from "../content/views.ts";
import { type RateLimiter, type RateLimitRule, tooManyAttemptsMessage } from "../rate-limit/rate-limiter.ts";
import { createStaffPostUseCases } from "./content-staff.ts";
import { defineUseCase } from "./use-case.ts";

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
        return fail("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), { retryAfterSeconds: limit.retryAfterSeconds });
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

  return { search, latest, ...createStaffPostUseCases({ content: deps.content, now }) };
}

export type ContentApplication = ReturnType<typeof createContentApplication>;
