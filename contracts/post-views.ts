/** Blog and news as the pages receive them (core/content/views.ts makes these): plain data, HTML already sanitised. */
export type PostSummary = {
  kind: "blog" | "news";
  slug: string;
  url: string;
  title: string;
  summary: string;
  category: string;
  categoryLabel: string;
  author: string;
  /** ISO, UTC. */
  publishedAt: string;
  readingMinutes: number;
};

export type PostView = PostSummary & {
  /** Sanitised HTML of the body. */
  html: string;
  updatedAt: string;
  viewCount: number;
};

/** What site search finds. */
export type SearchKind = "guide" | "blog" | "news";

/** A search hit: the snippet in parts, the matched words marked (the page escapes the text itself). */
export type SearchHitView = { kind: SearchKind; title: string; url: string; parts: { text: string; mark: boolean }[] };

/** How many hits one search shows at most. */
export const SEARCH_RESULT_LIMIT = 20;
