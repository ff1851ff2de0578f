/**
 * /search?q=: site search over the travel-circuit guides, blog posts and travel news (PostgreSQL
 * full-text search, core/content/search.ts). A plain GET form: works without JavaScript.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { data } from "react-router";
import { CONTENT_MESSAGES, POST_LIMITS } from "../../contracts/content-lists.ts";
import { SEARCH_RESULT_LIMIT as RESULT_LIMIT } from "../../contracts/post-views.ts";
import { createTranslator } from "../../i18n/format.ts";
import { titleMeta } from "../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../lib/i18n.tsx";
import { siteSearch } from "../server/content.server.ts";
import { pagesTranslator, pagesWords } from "../server/page-words.server.ts";

/** The search's own messages (contracts/content-lists.ts), by their English words: the page words them in its language. */
const OWN_MESSAGES: Record<string, string> = {
  [CONTENT_MESSAGES.queryEmpty]: "pages.search.queryEmpty",
  [CONTENT_MESSAGES.queryTooLong]: "pages.search.queryTooLong",
  [CONTENT_MESSAGES.noResults]: "pages.search.noResults",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await siteSearch(context, request);
  const messages = pagesWords(request, "pages.search.");
  // siteSearch answers with the page's data, or with data() and a status (an invalid query, the rate limit).
  const reword = <T extends { message: string | null }>(page: T): T => {
    const key = page.message ? OWN_MESSAGES[page.message] : undefined;
    return key ? { ...page, message: pagesTranslator(request)(key, { max: POST_LIMITS.query }) } : page;
  };
  if ("data" in found && "init" in found) {
    return data({ ...reword(found.data), messages }, found.init ?? undefined);
  }
  return { ...reword(found), messages };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q;
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return [
    ...(loaderData
      ? titleMeta(q ? t("pages.search.meta.titleFor", { q }) : t("pages.search.meta.title"), t("pages.search.meta.description"))
      : titleMeta("Search")),
    // Result pages are for people, not for search engines' indexes.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, message, hits } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const lang = locale === "en" ? undefined : "en";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("pages.search.heading")}</h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("pages.search.label")}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={POST_LIMITS.query}
          placeholder={t("pages.search.placeholder")}
          aria-describedby={message ? "search-message" : undefined}
          className="min-h-11 w-full flex-1 rounded-md border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-900 px-5 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          {t("pages.search.submit")}
        </button>
      </Form>
      {message ? (
        <p id="search-message" role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ) : null}
      {hits === null && !message ? <p className="mt-6 text-slate-700 dark:text-slate-300">{t("pages.search.intro")}</p> : null}
      {hits && hits.length > 0 ? (
        <>
          <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {hits.length === RESULT_LIMIT
              ? t("pages.search.best", { count: RESULT_LIMIT, q })
              : t(hits.length === 1 ? "pages.search.results.one" : "pages.search.results.other", { count: hits.length, q })}
          </p>
          {lang ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("pages.search.contentNote")}</p> : null}
          <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {hits.map((h) => (
              <li key={h.url} className="py-5">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
                  {t(`pages.search.kind.${h.kind}`)}
                </p>
                <h2 className="mt-1 text-lg font-semibold" lang={lang}>
                  <Link to={h.url} className="text-brand-800 hover:underline dark:text-brand-300">
                    {h.title}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700 dark:text-slate-300" lang={lang}>
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
