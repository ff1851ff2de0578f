/** /dashboard/posts: every blog post and news item with its status, for staff. */
import { Link } from "react-router";
import type { Route } from "./+types/posts";
import { Button } from "../../components/ui/button.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { LANGUAGE_TAG } from "../../../i18n/locales.ts";
import { POST_CATEGORIES } from "../../../contracts/content-lists.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireStaff } from "../../server/session.server.ts";
import { staffPosts } from "../../server/posts.server.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    ["account.posts.title", "Posts"],
    ["account.posts.description", "Write, schedule and publish blog posts and travel news."],
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { ...(await staffPosts(context, request)), messages: accountMessages(request, "account.posts.") };
}
const STATUS_STYLE = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  unpublished: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
} as const;

export default function Posts({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  // The list names a category by its English label; one the catalogue does not know is shown as it is.
  const category = (label: string) => {
    const slug = POST_CATEGORIES.find((c) => c.label === label)?.slug;
    return slug ? t(`account.posts.category.${slug}`) : label;
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{t("account.posts.title")}</h1>
        <Button asChild>
          <Link to="/dashboard/posts/new">{t("account.posts.new")}</Link>
        </Button>
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("account.posts.lead")}</p>
      {loaderData.posts.length === 0 ? (
        <p className="mt-8">{t("account.posts.empty")}</p>
      ) : (
        <ScrollRegion label={t("account.posts.table")} className="mt-6">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("account.posts.col.title")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("account.posts.col.kind")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("account.posts.col.status")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("account.posts.col.publish")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t("account.posts.col.views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.posts.map((p) => (
                <tr key={p.id} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4">
                    <Link to={`/dashboard/posts/${p.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                      {/* Posts are written in English: marked so on a page in another language. */}
                      <span lang={locale === "en" ? undefined : "en"}>{p.title}</span>
                    </Link>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{category(p.category)}</span>
                    {p.newerVersion ? (
                      <Link
                        to={`/dashboard/posts/${p.id}?version=newer`}
                        data-testid="newer-version"
                        className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 hover:underline dark:bg-amber-900/40 dark:text-amber-100"
                      >
                        {t("account.posts.newer")}
                      </Link>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{p.kind === "blog" ? t("account.posts.kind.blog") : t("account.posts.kind.news")}</td>
                  <td className="py-2 pr-4">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[p.status]}`}>
                      {t(`account.posts.status.${p.status}`)}
                    </span>
                  </td>
                  <td className="py-2 pr-4">{p.publishAt ? formatManilaDateTime(p.publishAt, locale) : "—"}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{p.viewCount.toLocaleString(LANGUAGE_TAG[locale])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
