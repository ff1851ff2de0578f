/** /stay-informed/travel-news: dated travel news, newest first, paged with ?page=. */
import { Link } from "react-router";
import type { Route } from "./+types/travel-news";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { Pager } from "../../features/blog/post-card.tsx";
import { formatManilaDate } from "../../lib/format.ts";
import { postList } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const list = await postList(context, request, "news");
  return { origin: env.appUrl, page: list.page, pages: list.pages, items: list.posts };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  return titleMeta(
    `Travel news${page}`,
    "Dated travel updates for the Philippines: seasonal reminders, rule explainers with the date we checked them, and news about Lakbay.",
  );
}

export default function TravelNews({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, origin } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={breadcrumbList(origin, [
          { name: "Home", path: "/" },
          { name: "Travel news", path: "/stay-informed/travel-news" },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Travel news</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">
        Each item carries the date it was written. Rules, fees and schedules change: when an item is older than a few weeks, check with the
        agency it names. For typhoon signals and ferry suspensions right now, follow PAGASA and the Philippine Coast Guard.
      </p>
      {items.length === 0 ? (
        <p className="mt-8">No news yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((n) => (
            <li key={n.slug} className="py-6">
              <article>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                  <time dateTime={n.publishedAt}>{formatManilaDate(n.publishedAt)}</time> · {n.categoryLabel}
                </p>
                <h2 className="mt-1 text-xl font-semibold tracking-tight">
                  <Link to={n.url} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {n.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{n.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager basePath="/stay-informed/travel-news" page={page} pages={pages} />
    </div>
  );
}
