/** /stay-informed/travel-news/:slug: one dated news item. */
import { Link } from "react-router";
import type { Route } from "./+types/travel-news-item";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { useViewBeacon } from "../../features/blog/use-view-beacon.ts";
import { formatManilaDate } from "../../lib/format.ts";
import { publicPost } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const { post } = await publicPost(context, "news", params.slug, 0);
  return { origin: env.appUrl, appName: env.appName, item: post };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return titleMeta(loaderData.item.title, loaderData.item.summary, undefined, { type: "article" });
}

export default function TravelNewsItem({ loaderData }: Route.ComponentProps) {
  const { item, origin, appName } = loaderData;
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
          { name: "Home", path: "/" },
          { name: "Travel news", path: "/stay-informed/travel-news" },
          { name: item.title, path: item.url },
        ])}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <Link to="/stay-informed/travel-news" className="hover:underline">
          Travel news
        </Link>
      </nav>
      <article className="mt-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{item.title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-400">
          Published <time dateTime={item.publishedAt}>{formatManilaDate(item.publishedAt)}</time> (Philippine time) · {item.categoryLabel} ·{" "}
          {item.author}
        </p>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{item.summary}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (core/content/markdown.ts) */}
        <div className="post-body mt-6" dangerouslySetInnerHTML={{ __html: item.html }} />
      </article>
    </div>
  );
}
