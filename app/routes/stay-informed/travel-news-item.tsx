/** /stay-informed/travel-news/:slug: one dated news item. */
import { Link } from "react-router";
import type { Route } from "./+types/travel-news-item";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { useViewBeacon } from "../../features/blog/use-view-beacon.ts";
import { formatManilaDate } from "../../lib/format.ts";
import { publicPost } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { infoMessages } from "../../server/info-messages.server.ts";
import { newsCategory } from "./news-category.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const { post } = await publicPost(context, "news", params.slug, 0);
  /** The page's words in its language (i18n/<language>/info.ts); the item itself is written in English. */
  return { origin: env.appUrl, appName: env.appName, item: post, messages: infoMessages(request, "info.news.") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return titleMeta(loaderData.item.title, loaderData.item.summary, undefined, { type: "article" });
}

export default function TravelNewsItem({ loaderData }: Route.ComponentProps) {
  const { item, origin, appName } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  useViewBeacon("news", item.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={{
          "@type": "NewsArticle",
          headline: item.title,
          description: item.summary,
          datePublished: item.publishedAt,
          dateModified: item.updatedAt,
          author: { "@type": "Organization", name: item.author },
          publisher: { "@type": "Organization", name: appName, url: origin },
          mainEntityOfPage: `${origin}${item.url}`,
        }}
      />
      <JsonLd
        data={breadcrumbList(origin, [
          { name: t("info.news.home"), path: "/" },
          { name: t("info.news.h1"), path: "/stay-informed/travel-news" },
          { name: item.title, path: item.url },
        ])}
      />
      <nav aria-label={t("info.news.breadcrumb")} className="text-sm text-slate-600 dark:text-slate-400">
        <Link to="/stay-informed/travel-news" className="hover:underline">
          {t("info.news.h1")}
        </Link>
      </nav>
      <article className="mt-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" lang="en">
          {item.title}
        </h1>
        <p className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-400">
          {t("info.news.published")} <time dateTime={item.publishedAt}>{formatManilaDate(item.publishedAt, locale)}</time>{" "}
          {t("info.news.philippineTime")} · {newsCategory(t, item.category, item.categoryLabel)} · <span lang="en">{item.author}</span>
        </p>
        {locale === "en" ? null : <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("info.news.englishNote")}</p>}
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300" lang="en">
          {item.summary}
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (core/content/markdown.ts) */}
        <div className="post-body mt-6" lang="en" dangerouslySetInnerHTML={{ __html: item.html }} />
      </article>
    </div>
  );
}
