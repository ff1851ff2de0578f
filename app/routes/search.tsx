/**
 * /search?q=: site search over the travel-circuit guides, blog posts and travel news (PostgreSQL
 * full-text search, core/content/search.ts). A plain GET form: works without JavaScript.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { POST_LIMITS } from "../../contracts/content-lists.ts";
import { SEARCH_RESULT_LIMIT as RESULT_LIMIT, type SearchKind } from "../../contracts/post-views.ts";
import { titleMeta } from "../lib/meta.ts";
import { siteSearch } from "../server/content.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return siteSearch(context, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return [
    ...titleMeta(q ? `Search: ${q}` : "Search", "Search Lakbay's destination guides, blog posts and travel news."),
    // Result pages are for people, not for search engines' indexes.
    { name: "robots", content: "noindex, follow" },
  ];
}

const KIND_LABEL: Record<SearchKind, string> = { guide: "Guide", blog: "Blog", news: "Travel news" };

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, message, hits } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search guides, blog and news
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={POST_LIMITS.query}
          placeholder="Ferries, travel tax, Siargao…"
          aria-describedby={message ? "search-message" : undefined}
          className="min-h-11 w-full flex-1 rounded-md border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-900 px-5 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          Search
        </button>
      </Form>
      {message ? (
        <p id="search-message" role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ) : null}
      {hits === null && !message ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">Search the destination guides, the blog and travel news.</p>
      ) : null}
      {hits && hits.length > 0 ? (
        <>
          <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {hits.length === RESULT_LIMIT
              ? `The ${RESULT_LIMIT} best matches`
              : `${hits.length} ${hits.length === 1 ? "result" : "results"}`}{" "}
            for “{q}”
          </p>
          <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {hits.map((h) => (
              <li key={h.url} className="py-5">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{KIND_LABEL[h.kind]}</p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link to={h.url} className="text-brand-800 hover:underline dark:text-brand-300">
                    {h.title}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {/* The parts of one snippet never move: their position is their identity. */}
                  {h.parts.map((p, i) =>
                    p.mark ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed snippet
                      <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-300/30 dark:text-white">
                        {p.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed snippet
                      <span key={i}>{p.text}</span>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
