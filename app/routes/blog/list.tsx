/**
 * The blog's listings: /blog (latest first), /blog/category/:category and /blog/ordered-by/:order
 * (latest, oldest, popular, title), each paged with ?page=. Unknown categories and orders are 404s.
 */
import { Link, NavLink } from "react-router";
import type { Route } from "./+types/list";
import { categoryLabel, isCategory, isPostOrder, POST_ORDERS, type PostOrder } from "../../../contracts/content-lists.ts";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { Pager, PostCard } from "../../features/blog/post-card.tsx";
import { blogCategories, notFound, postList } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { cn } from "../../lib/utils.ts";

const ORDER_HEADINGS: Record<PostOrder, string> = {
  latest: "Latest posts",
  oldest: "Oldest posts first",
  popular: "Most read posts",
  title: "Posts by title",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const category = "category" in params ? params.category : undefined;
  const order = "order" in params ? params.order : undefined;
  if (category !== undefined && !isCategory(category)) throw notFound();
  if (order !== undefined && !isPostOrder(order)) throw notFound();
  const [list, categories] = await Promise.all([postList(context, request, "blog", { category, order }), blogCategories(context)]);
  const basePath = category ? `/blog/category/${category}` : order ? `/blog/ordered-by/${order}` : "/blog";
  const heading = category ? categoryLabel(category)! : order ? ORDER_HEADINGS[order] : "Blog";
  return {
    origin: env.appUrl,
    heading,
    category: category ?? null,
    order: order ?? null,
    basePath,
    page: list.page,
    pages: list.pages,
    total: list.total,
    posts: list.posts,
    categories,
  };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  // A 404 is titled by the error page.
  if (!data) return [];
  const page = data.page > 1 ? ` (page ${data.page})` : "";
  const title = data.category ? `${data.heading}: travel stories` : data.order ? `Blog: ${data.heading.toLowerCase()}` : "Blog";
  const description = data.category
    ? `Lakbay's ${data.heading.toLowerCase()} articles for travelling around the Philippines${page}.`
    : "Practical stories for travelling around the Philippines: ferries, fees, typhoon signals, island hopping, food and budgets, from the Lakbay team.";
  return titleMeta(`${title}${page}`, description);
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Lakbay blog (RSS)", href: "/blog/rss.xml" },
];

const chip = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
    isActive
      ? "border-brand-900 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950"
      : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800",
  );

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    ...(d.basePath !== "/blog" ? [{ name: d.heading, path: d.basePath }] : []),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <JsonLd data={breadcrumbList(d.origin, crumbs)} />
      {d.basePath !== "/blog" ? (
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
          <Link to="/blog" className="hover:underline">
            Blog
          </Link>{" "}
          / <span aria-current="page">{d.heading}</span>
        </nav>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{d.heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {d.category
          ? `Our ${d.heading.toLowerCase()} articles, newest first.`
          : "Practical stories from travelling around the Philippines: ferries and fees, typhoon signals, tides, food and budgets."}{" "}
        <a href="/blog/rss.xml" className="text-base font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
          RSS feed
        </a>
      </p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="sr-only">
            Posts
          </h2>
          <nav aria-label="Order posts" className="flex flex-wrap gap-2">
            {POST_ORDERS.map((o) => (
              <NavLink key={o.slug} to={o.slug === "latest" ? "/blog" : `/blog/ordered-by/${o.slug}`} end className={chip}>
                {o.label}
              </NavLink>
            ))}
          </nav>
          {d.posts.length === 0 ? (
            <p className="mt-8 text-slate-700 dark:text-slate-300">No posts here yet.</p>
          ) : (
            <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {d.posts.map((p) => (
                <PostCard key={p.slug} post={p} headingLevel={3} />
              ))}
            </div>
          )}
          <Pager basePath={d.basePath} page={d.page} pages={d.pages} />
        </section>
        <aside aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-lg font-semibold">
            Categories
          </h2>
          <ul className="mt-3 space-y-1">
            {d.categories.map((c) => (
              <li key={c.slug}>
                <NavLink
                  to={`/blog/category/${c.slug}`}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center justify-between rounded-md px-3 text-sm",
                      isActive
                        ? "bg-brand-50 font-semibold text-brand-900 dark:bg-slate-800 dark:text-white"
                        : "hover:bg-slate-100 dark:hover:bg-slate-800",
                    )
                  }
                >
                  <span>{c.label}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {c.count}
                    <span className="sr-only"> posts</span>
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            Looking for advisories and dated updates? See{" "}
            <Link to="/stay-informed/travel-news" className="font-medium text-brand-700 underline dark:text-brand-300">
              travel news
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
