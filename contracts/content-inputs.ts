/**
 * The inputs of the content use cases (core/application/content.ts), shared by the pages, the feeds
 * and the assistant's tools. The search box's rules are contracts/content-lists.ts's, same messages.
 */
import { parseSearchQuery, POST_KINDS } from "./content-lists.ts";
import { z } from "./zod.ts";

/** `/search?q=`: the words, trimmed, control characters as spaces, 1 to POST_LIMITS.query characters. */
export const SiteSearchInput = z.object({
  q: z.string().transform((raw, ctx) => {
    const parsed = parseSearchQuery(raw);
    if (parsed.ok) return parsed.q;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }),
});

/** The newest public posts of a kind (the feed, the home page's stories). */
export const LatestPostsInput = z.object({
  kind: z.enum(POST_KINDS).default("blog"),
  count: z.coerce.number().int().min(1).max(50).default(3),
});
