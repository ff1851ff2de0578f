/** Blog and news as the pages receive them (app/lib/content.server.ts makes these). */
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
