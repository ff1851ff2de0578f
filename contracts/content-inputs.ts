/**
 * The inputs of the content use cases (core/application/content.ts), shared by the pages, the feeds
 * and the assistant's tools. The search box's rules are contracts/content-lists.ts's, same messages.
 */
import { PostFormSchema } from "./content.ts";
import { POST_CATEGORY_SLUGS, POST_KINDS, POST_ORDERS, type PostIntent, parseSearchQuery, SLUG_PATTERN } from "./content-lists.ts";
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

const postKind = z.enum(POST_KINDS).default("blog");
const postSlug = z.string().max(100).regex(SLUG_PATTERN, "There is no such post.");

/** One page of published blog posts or travel news (`/blog`, `/blog/category/:c`, `/blog/ordered-by/:o`, `/stay-informed/travel-news`). */
export const PostListInput = z.object({
  kind: postKind,
  category: z.enum(POST_CATEGORY_SLUGS).optional(),
  order: z.enum(POST_ORDERS.map((o) => o.slug) as [PostOrderSlug, ...PostOrderSlug[]]).default("latest"),
  page: z.coerce.number().int().min(1).max(9999).default(1),
});
type PostOrderSlug = (typeof POST_ORDERS)[number]["slug"];

/** How many published posts of a kind each category has (the blog's category list). */
export const PostCategoriesInput = z.object({ kind: postKind });

/** One published post by its address (`/blog/:slug`, `/stay-informed/travel-news/:slug`), with up to `related` others. */
export const PublicPostInput = z.object({ kind: postKind, slug: postSlug, related: z.coerce.number().int().min(0).max(6).default(3) });

/** A view of a published post, counted once per reader and half hour. */
export const PostViewInput = z.object({ kind: z.enum(POST_KINDS), slug: postSlug });

/** The ten travel-circuit guides take nothing. */
export const GuideListInput = z.object({});

/** One travel-circuit guide by its slug (`/travel-circuits/:slug`, e.g. "el-nido-palawan"). */
export const GuideRef = z.object({ slug: z.string().min(1).max(60) });

/** The staff list of every post takes nothing. */
export const StaffPostsInput = z.object({});

/** One post by its id (staff). */
export const PostRef = z.object({ id: z.string().min(1).max(100) });

/** What staff can do with what they wrote: save, publish now, schedule or unpublish. */
export const POST_SAVE_INTENTS = ["save", "publish", "schedule", "unpublish"] as const satisfies readonly PostIntent[];

const saveIntent = z.enum(POST_SAVE_INTENTS);

/** The editor's form, to preview (staff). */
export const PostPreviewInput = PostFormSchema;

/** A new post from the editor's form, with what to do with it. */
export const CreatePostInput = PostFormSchema.extend({ intent: saveIntent });

/** An existing post's new text, with what to do with it. */
export const EditPostInput = CreatePostInput.extend({ id: PostRef.shape.id });
