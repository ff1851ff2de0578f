/**
 * The blog's listings: /blog (latest first), /blog/category/:category and /blog/ordered-by/:order
 * (latest, oldest, popular, title), each paged with ?page=. Unknown categories and orders are 404s.
 */
import { Link, NavLink } from "react-router";
import type { Route } from "./+types/list";
import { isCategory, isPostOrder, POST_ORDERS } from "../../../contracts/content-lists.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { breadcrumbList, JsonLd } from "../../features/blog/json-ld.tsx";
import { type BlogWords, Pager, PostCard } from "../../features/blog/post-card.tsx";
import { blogCategories, notFound, postList } from "../../server/content.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { services } from "../../server/session.server.ts";
import { requestLocale } from "../../server/language.server.ts";
import { pagesWords } from "../../server/page-words.server.ts";
import { cn } from "../../lib/utils.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const category = "category" in params ? params.category : undefined;
  const order = "order" in params ? params.order : undefined;
  if (category !== undefined && !isCategory(category)) throw notFound();
  if (order !== undefined && !isPostOrder(order)) throw notFound();
  const [list, categories] = await Promise.all([postList(context, request, "blog", { category, order }), blogCategories(context)]);
  const basePath = category ? `/blog/category/${category}` : order ? `/blog/ordered-by/${order}` : "/blog";
  const messages = pagesWords(request, "pages.blog.");
  const t = createTranslator(requestLocale(request), messages);
  const heading = category ? t(`pages.blog.category.${category}`) : order ? t(`pages.blog.orderHeading.${order}`) : t("pages.blog.heading");
  return {
    messages,
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

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  // A 404 is titled by the error page.
  if (!data) return [];
  const t = createTranslator(localeOfMatches(matches), data.messages);
  const page = data.page > 1 ? t("pages.blog.meta.page", { page: data.page }) : "";
  const heading = data.heading.toLowerCase();
  const title = data.category
    ? t("pages.blog.meta.categoryTitle", { heading: data.heading })
    : data.order
      ? t("pages.blog.meta.orderTitle", { heading })
      : t("pages.blog.heading");
  const description = data.category ? t("pages.blog.meta.categoryDescription", { heading, page }) : t("pages.blog.meta.description");
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
  const t = usePageTranslator(d.messages);
  const { locale } = useI18n();
  const w: BlogWords = { t, locale };
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    ...(d.basePath !== "/blog" ? [{ name: d.heading, path: d.basePath }] : []),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <JsonLd data={breadcrumbList(d.origin, crumbs)} />
      {d.basePath !== "/blog" ? (
        <nav aria-label={t("pages.blog.breadcrumb")} className="text-sm text-slate-600 dark:text-slate-400">
          <Link to="/blog" className="hover:underline">
            {t("pages.blog.heading")}
          </Link>{" "}
          / <span aria-current="page">{d.heading}</span>
        </nav>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{d.heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {d.category ? t("pages.blog.categoryLead", { heading: d.heading.toLowerCase() }) : t("pages.blog.lead")}{" "}
        <a href="/blog/rss.xml" className="text-base font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
          {t("pages.blog.rss")}
        </a>
      </p>
      {locale === "en" ? null : <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("pages.blog.contentNote")}</p>}

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="sr-only">
            {t("pages.blog.posts")}
          </h2>
          <nav aria-label={t("pages.blog.orderLabel")} className="flex flex-wrap gap-2">
            {POST_ORDERS.map((o) => (
              <NavLink key={o.slug} to={o.slug === "latest" ? "/blog" : `/blog/ordered-by/${o.slug}`} end className={chip}>
                {t(`pages.blog.order.${o.slug}`)}
              </NavLink>
            ))}
          </nav>
          {d.posts.length === 0 ? (
            <p className="mt-8 text-slate-700 dark:text-slate-300">{t("pages.blog.empty")}</p>
          ) : (
            <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {d.posts.map((p) => (
                <PostCard key={p.slug} post={p} headingLevel={3} w={w} />
              ))}
            </div>
          )}
          <Pager basePath={d.basePath} page={d.page} pages={d.pages} w={w} />
        </section>
        <aside aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-lg font-semibold">
            {t("pages.blog.categories")}
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
                  <span>{t(`pages.blog.category.${c.slug}`)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {c.count}
                    <span className="sr-only"> {t(c.count === 1 ? "pages.blog.postsCount.one" : "pages.blog.postsCount.other")}</span>
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {t("pages.blog.newsPrompt")}{" "}
            <Link to="/stay-informed/travel-news" className="font-medium text-brand-700 underline dark:text-brand-300">
              {t("pages.blog.newsLink")}
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
