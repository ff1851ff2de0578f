/** One blog post: /blog/:slug. Anonymous-cacheable; views are counted by a beacon after load (decision 016). */
import { Link } from "react-router";
import type { Route } from "./+types/post";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { type BlogWords, PostCard, PostMeta } from "../../features/blog/post-card.tsx";
import { useViewBeacon } from "../../features/blog/use-view-beacon.ts";
import { publicPost } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { services } from "../../server/session.server.ts";
import { pagesWords } from "../../server/page-words.server.ts";
import { requestLocale } from "../../server/language.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const { post, related } = await publicPost(context, "blog", params.slug, 3);
  return {
    messages: pagesWords(request, "pages.blog."),
    /** The page is in English, the post's own language (its summary is then the page's description). */
    english: requestLocale(request) === "en",
    origin: env.appUrl,
    appName: env.appName,
    post,
    related,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  // The summary is the post's English; a page in another language describes the post in its own.
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  const description = loaderData.english
    ? post.summary
    : t("pages.blog.post.description", { category: t(`pages.blog.category.${post.category}`) });
  return [
    ...titleMeta(post.title, description, undefined, { type: "article" }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:section", content: post.categoryLabel },
  ];
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Lakbay blog (RSS)", href: "/blog/rss.xml" },
];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, origin, appName } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const w: BlogWords = { t, locale };
  const lang = locale === "en" ? undefined : "en";
  useViewBeacon(post.kind, post.slug);
  const url = `${origin}${post.url}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={{
          "@type": "BlogPosting",
          headline: post.title,
          description: post.summary,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { "@type": "Person", name: post.author },
          publisher: { "@type": "Organization", name: appName, url: origin },
          mainEntityOfPage: url,
          url,
          articleSection: post.categoryLabel,
        }}
      />
      <JsonLd
        data={breadcrumbList(origin, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.categoryLabel, path: `/blog/category/${post.category}` },
          { name: post.title, path: post.url },
        ])}
      />
      <nav aria-label={t("pages.blog.breadcrumb")} className="text-sm text-slate-600 dark:text-slate-400">
        <Link to="/blog" className="hover:underline">
          {t("pages.blog.heading")}
        </Link>{" "}
        /{" "}
        <Link to={`/blog/category/${post.category}`} className="hover:underline">
          {t(`pages.blog.category.${post.category}`)}
        </Link>
      </nav>
      <article className="mt-2">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" lang={lang}>
            {post.title}
          </h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300" lang={lang}>
            {post.summary}
          </p>
          <div className="mt-3">
            <PostMeta post={post} showAuthor w={w} />
          </div>
          {lang ? <p className="mt-2 text-sm italic text-slate-600 dark:text-slate-400">{t("pages.blog.post.contentNote")}</p> : null}
        </header>
        {/* Rendered and sanitised on the server (core/content/markdown.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (core/content/markdown.ts) */}
        <div className="post-body mt-6" lang={lang} dangerouslySetInnerHTML={{ __html: post.html }} />
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
          {t(post.viewCount === 1 ? "pages.blog.post.read.one" : "pages.blog.post.read.other", {
            count: post.viewCount.toLocaleString("en-PH"),
          })}{" "}
          {t("pages.blog.post.check")}
        </p>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
          <h2 id="related-heading" className="text-xl font-semibold">
            {t("pages.blog.post.related")}
          </h2>
          <div className="divide-y divide-slate-200 dark:divide-slate-800">
            {related.map((r) => (
              <PostCard key={r.slug} post={r} headingLevel={3} w={w} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
