import { Link } from "react-router";
import type { Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { formatManilaDate } from "../../lib/format.ts";
import type { PostSummary } from "./types.ts";

/**
 * The words of a post's card and of a listing's pager in the page's language: the blog's pages pass
 * theirs (the `pages.blog.` keys); a page that passes none gets today's English. The posts themselves
 * are written in English, so on a page in another language their titles and summaries are marked so.
 */
export type BlogWords = { t: Translate; locale: Locale };

const ENGLISH: Record<string, string> = {
  "pages.blog.by": "by {author}",
  "pages.blog.minRead": "{n} min read",
  "pages.blog.pager.label": "Pages",
  "pages.blog.pager.previous": "← Previous page",
  "pages.blog.pager.next": "Next page →",
  "pages.blog.pager.of": "Page {page} of {pages}",
};
const english: BlogWords = {
  t: (key, values) => (ENGLISH[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? "")),
  locale: "en",
};

/** A post's category in the page's language (its English label when the page passes no words). */
function categoryName(post: PostSummary, w: BlogWords | undefined): string {
  return w ? w.t(`pages.blog.category.${post.category}`) : post.categoryLabel;
}

/** Date, category and reading time of a post, in one line. */
export function PostMeta({ post, showAuthor = false, w }: { post: PostSummary; showAuthor?: boolean; w?: BlogWords }) {
  const { t, locale } = w ?? english;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <time dateTime={post.publishedAt}>{formatManilaDate(post.publishedAt, locale)}</time>
      {showAuthor ? <span>{t("pages.blog.by", { author: post.author })}</span> : null}
      {post.kind === "blog" ? (
        <Link to={`/blog/category/${post.category}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {categoryName(post, w)}
        </Link>
      ) : (
        <span>{categoryName(post, w)}</span>
      )}
      <span>{t("pages.blog.minRead", { n: post.readingMinutes })}</span>
    </p>
  );
}

/** A post in a list: title (the link), meta line and summary. */
export function PostCard({ post, headingLevel = 2, w }: { post: PostSummary; headingLevel?: 2 | 3; w?: BlogWords }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lang = w && w.locale !== "en" ? "en" : undefined;
  return (
    <article className="py-6">
      <Heading className="text-xl font-semibold tracking-tight" lang={lang}>
        <Link to={post.url} className="text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300">
          {post.title}
        </Link>
      </Heading>
      <div className="mt-1">
        <PostMeta post={post} w={w} />
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300" lang={lang}>
        {post.summary}
      </p>
    </article>
  );
}

/** Previous / next page links of a listing (plain links: they work without JavaScript). */
export function Pager({ basePath, page, pages, w }: { basePath: string; page: number; pages: number; w?: BlogWords }) {
  const { t } = w ?? english;
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  const cls =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <nav aria-label={t("pages.blog.pager.label")} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cls} rel="prev">
          {t("pages.blog.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400">{t("pages.blog.pager.of", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={cls} rel="next">
          {t("pages.blog.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
