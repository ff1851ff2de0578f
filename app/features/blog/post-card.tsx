import { Link } from "react-router";
import { formatManilaDate } from "../../lib/format.ts";
import type { PostSummary } from "./types.ts";

/** Date, category and reading time of a post, in one line. */
export function PostMeta({ post, showAuthor = false }: { post: PostSummary; showAuthor?: boolean }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <time dateTime={post.publishedAt}>{formatManilaDate(post.publishedAt)}</time>
      {showAuthor ? <span>by {post.author}</span> : null}
      {post.kind === "blog" ? (
        <Link to={`/blog/category/${post.category}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {post.categoryLabel}
        </Link>
      ) : (
        <span>{post.categoryLabel}</span>
      )}
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}

/** A post in a list: title (the link), meta line and summary. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="py-6">
      <Heading className="text-xl font-semibold tracking-tight">
        <Link to={post.url} className="text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300">
          {post.title}
        </Link>
      </Heading>
      <div className="mt-1">
        <PostMeta post={post} />
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{post.summary}</p>
    </article>
  );
}

/** Previous / next page links of a listing (plain links: they work without JavaScript). */
export function Pager({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  const cls =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cls} rel="prev">
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={cls} rel="next">
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
