/**
 * Site search over guides, blog posts and travel news: PostgreSQL full-text search (a weighted
 * tsvector per document, a GIN index, `websearch_to_tsquery`, `ts_rank`, `ts_headline`), the same
 * on PGlite and PostgreSQL 15. db/repositories/content-store.ts implements `SearchIndex`.
 */
export type { SearchKind } from "../../contracts/post-views.ts";
import type { SearchKind } from "../../contracts/post-views.ts";

export type SearchDocument = {
  /** Stable id: "guide:<slug>", "post:<uuid>". */
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  /** Plain text (no markup). */
  body: string;
  /** Path on this site. */
  url: string;
  /** From when it can be found; null hides it. */
  visibleFrom: Date | null;
};

export type SearchHit = {
  kind: SearchKind;
  title: string;
  url: string;
  /**
   * A short passage with the matched words between the markers `SNIPPET_START` and `SNIPPET_STOP`
   * (never HTML: the page escapes it and turns the markers into <mark>).
   */
  snippet: string;
  rank: number;
};

/** Markers ts_headline puts around matches: private-use characters that no text of ours contains. */
export const SNIPPET_START = "\uE000";
export const SNIPPET_STOP = "\uE001";

export interface SearchIndex {
  upsert(doc: SearchDocument): Promise<void>;
  remove(id: string): Promise<void>;
  /** Best first; title matches weigh most. At most `limit` hits, only documents visible at `now`. */
  search(query: string, options: { limit: number; now: Date }): Promise<SearchHit[]>;
}

/** A destination guide as search sees it. `text` may be a whole guide (plain text or Markdown-free prose). */
export type GuideText = { slug: string; title: string; text: string; summary?: string };

/**
 * Puts the travel-circuit guides into the search index (always visible; each links to
 * /travel-circuits/:slug). Call it at start with whatever guide text exists; calling it again with
 * fuller text replaces the earlier entries.
 */
export async function indexGuides(index: SearchIndex, guides: readonly GuideText[]): Promise<void> {
  for (const g of guides) {
    await index.upsert({
      id: `guide:${g.slug}`,
      kind: "guide",
      title: g.title,
      summary: g.summary ?? "",
      body: g.text,
      url: `/travel-circuits/${g.slug}`,
      visibleFrom: new Date(0),
    });
  }
}
