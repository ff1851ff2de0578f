/** /stay-informed/travel-news: dated travel news, newest first, paged with ?page=. */
import { Link } from "react-router";
import type { Route } from "./+types/travel-news";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { formatManilaDate } from "../../lib/format.ts";
import { postList } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { infoMessages } from "../../server/info-messages.server.ts";
import { newsCategory } from "./news-category.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const list = await postList(context, request, "news");
  return {
    origin: env.appUrl,
    page: list.page,
    pages: list.pages,
    items: list.posts,
    /** The page's words in its language (i18n/<language>/info.ts); the items are written in English. */
    messages: infoMessages(request, "info.news."),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  if (!loaderData) return titleMeta("Travel news");
  return titleMeta(
    loaderData.page > 1 ? t("info.news.meta.titlePage", { page: loaderData.page }) : t("info.news.meta.title"),
    t("info.news.meta.description"),
  );
}

/** Earlier and later pages of the list (as the blog's pager, in the page's language). */
function NewsPager({ t, page, pages }: { t: Translate; page: number; pages: number }) {
  if (pages <= 1) return null;
  const basePath = "/stay-informed/travel-news";
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  const cls =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <nav aria-label={t("info.news.pager")} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cls} rel="prev">
          {t("info.news.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400">{t("info.news.pager.of", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={cls} rel="next">
          {t("info.news.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function TravelNews({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, origin } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={breadcrumbList(origin, [
          { name: t("info.news.home"), path: "/" },
          { name: t("info.news.h1"), path: "/stay-informed/travel-news" },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("info.news.h1")}</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t("info.news.intro")}</p>
      {locale === "en" || items.length === 0 ? null : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("info.news.englishNote")}</p>
      )}
      {items.length === 0 ? (
        <p className="mt-8">{t("info.news.empty")}</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((n) => (
            <li key={n.slug} className="py-6">
              <article>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                  <time dateTime={n.publishedAt}>{formatManilaDate(n.publishedAt, locale)}</time> ·{" "}
                  {newsCategory(t, n.category, n.categoryLabel)}
                </p>
                <h2 className="mt-1 text-xl font-semibold tracking-tight" lang="en">
                  <Link to={n.url} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {n.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-700 dark:text-slate-300" lang="en">
                  {n.summary}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <NewsPager t={t} page={page} pages={pages} />
    </div>
  );
}
