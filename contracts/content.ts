/**
 * Blog posts and travel news: everything of `content-lists.ts` (the fixed lists, limits, messages and
 * parsers) and the staff editor's form schema. Shared by core/content, the pages and tests.
 */
import { POST_CATEGORY_SLUGS, CONTENT_MESSAGES, POST_KINDS, POST_LIMITS, SLUG_PATTERN } from "./content-lists.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

export * from "./content-lists.ts";

const line = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !hasForbiddenCharacters(v), CONTENT_MESSAGES.controlCharacters);

/** The staff editor's form (dashboard/posts/new and /:id). */
export const PostFormSchema = z.object({
  kind: z.enum(POST_KINDS, { error: CONTENT_MESSAGES.kindInvalid }),
  title: line(POST_LIMITS.title, CONTENT_MESSAGES.titleRequired, CONTENT_MESSAGES.titleTooLong),
  slug: z
    .string({ error: CONTENT_MESSAGES.slugPattern })
    .trim()
    .max(POST_LIMITS.slug, CONTENT_MESSAGES.slugPattern)
    .regex(SLUG_PATTERN, CONTENT_MESSAGES.slugPattern),
  summary: line(POST_LIMITS.summary, CONTENT_MESSAGES.summaryRequired, `The summary must be at most ${POST_LIMITS.summary} characters.`),
  category: z.enum(POST_CATEGORY_SLUGS, { error: CONTENT_MESSAGES.categoryInvalid }),
  author: line(POST_LIMITS.author, "Name the author.", `The author's name must be at most ${POST_LIMITS.author} characters.`),
  body: z
    .string({ error: CONTENT_MESSAGES.bodyRequired })
    .refine((v) => v.trim().length > 0, CONTENT_MESSAGES.bodyRequired)
    .refine((v) => new TextEncoder().encode(v).byteLength <= POST_LIMITS.bodyBytes, CONTENT_MESSAGES.bodyTooLong)
    .refine((v) => !hasForbiddenCharacters(v, { multiline: true }), CONTENT_MESSAGES.controlCharacters)
    // Browsers send line breaks as CRLF; store LF.
    .transform((v) => v.replace(/\r\n?/g, "\n")),
  publishAt: z.string().max(40).optional(),
});
export type PostForm = z.infer<typeof PostFormSchema>;
