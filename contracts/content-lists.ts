/**
 * Blog posts and travel news without zod: the fixed lists (kinds, statuses, categories, orders), the
 * limits, the messages people see and the small parsers. The blog's and search's pages import this
 * file, so their JavaScript does not carry zod (docs/decisions/023); `content.ts` adds the editor's
 * form schema and re-exports all of it.
 */
import { hasForbiddenCharacters } from "./text.ts";

export const POST_KINDS = ["blog", "news"] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Categories, in the order the blog lists them. `updates` is for travel news. */
export const POST_CATEGORIES = [
  { slug: "planning", label: "Planning" },
  { slug: "islands", label: "Islands & beaches" },
  { slug: "food-culture", label: "Food & culture" },
  { slug: "safety", label: "Safety & weather" },
  { slug: "money", label: "Money & fees" },
  { slug: "updates", label: "Travel updates" },
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]["slug"];
export const POST_CATEGORY_SLUGS = POST_CATEGORIES.map((c) => c.slug) as [PostCategory, ...PostCategory[]];

export function categoryLabel(slug: string): string | undefined {
  return POST_CATEGORIES.find((c) => c.slug === slug)?.label;
}

export function isCategory(value: string): value is PostCategory {
  return (POST_CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** `/blog/ordered-by/:order`. */
export const POST_ORDERS = [
  { slug: "latest", label: "Latest" },
  { slug: "oldest", label: "Oldest" },
  { slug: "popular", label: "Most read" },
  { slug: "title", label: "By title" },
] as const;
export type PostOrder = (typeof POST_ORDERS)[number]["slug"];

export function isPostOrder(value: string): value is PostOrder {
  return POST_ORDERS.some((o) => o.slug === value);
}

export const POST_LIMITS = {
  title: 200,
  summary: 400,
  author: 100,
  slug: 100,
  /** Bytes of Markdown (UTF-8). */
  bodyBytes: 100 * 1024,
  /** Posts per listing page. */
  pageSize: 10,
  /** Items in the RSS feed. */
  feedSize: 20,
  /** Characters of a search query. */
  query: 200,
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CONTENT_MESSAGES = {
  titleRequired: "Give the post a title.",
  titleTooLong: `The title must be at most ${POST_LIMITS.title} characters.`,
  slugPattern: "The slug may hold lower-case letters, digits and single hyphens (e.g. ferry-tips-visayas).",
  slugTaken: "Another post of this kind already uses this slug.",
  summaryRequired: "Write a one- or two-sentence summary.",
  bodyRequired: "Write the post (Markdown).",
  bodyTooLong: "The post is longer than 100 KB. Split it into two posts.",
  controlCharacters: "Remove control characters (only line breaks and tabs are allowed).",
  categoryInvalid: "Choose one of the categories.",
  kindInvalid: "Choose blog or travel news.",
  publishAtRequired: "Choose the date and time to publish (Philippine time).",
  publishAtInvalid: "Enter the date and time as YYYY-MM-DD HH:MM (Philippine time).",
  publishAtPast: "A scheduled time must be in the future; use “Publish now” instead.",
  notFound: "This post does not exist.",
  pageNotFound: "There is no such page of posts.",
  saved: "Draft saved.",
  published: "Post published.",
  scheduled: "Post scheduled.",
  unpublished: "Post unpublished: it is no longer on the site.",
  queryEmpty: "Type what you are looking for, e.g. “ferry”, “travel tax” or “Siargao”.",
  queryTooLong: `Keep your search under ${POST_LIMITS.query} characters.`,
  noResults: "Nothing matched your search. Try fewer or different words.",
} as const;

/** Date-time as typed in a `datetime-local` input, meant in Philippine time. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** "2026-12-01T09:30" (Philippine time, UTC+8 all year) → the UTC instant; undefined when invalid. */
export function manilaLocalToUtc(value: string): Date | undefined {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = new Date(Date.UTC(y, mo - 1, d, h - 8, mi));
  // Reject 2026-02-31 and friends: the round trip must give back the same fields.
  const back = new Date(utc.getTime() + 8 * 3_600_000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h) {
    return undefined;
  }
  return utc;
}

/** The UTC instant as a `datetime-local` value in Philippine time ("2026-12-01T09:30"). */
export function utcToManilaLocal(value: Date): string {
  return new Date(value.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

export const POST_INTENTS = ["preview", "save", "publish", "schedule", "unpublish"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

/** `?q=` of /search. */
export function parseSearchQuery(raw: string | null): { ok: true; q: string } | { ok: false; q: string; message: string } {
  // Control characters (a pasted tab or line break) become spaces: they are never part of a word.
  const q = Array.from(raw ?? "", (ch) => (hasForbiddenCharacters(ch) ? " " : ch))
    .join("")
    .trim();
  if (q.length === 0) return { ok: false, q, message: CONTENT_MESSAGES.queryEmpty };
  if (q.length > POST_LIMITS.query) return { ok: false, q: q.slice(0, POST_LIMITS.query), message: CONTENT_MESSAGES.queryTooLong };
  return { ok: true, q };
}
