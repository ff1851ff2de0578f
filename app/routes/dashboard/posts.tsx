/** /dashboard/posts: every blog post and news item with its status, for staff. */
import { Link } from "react-router";
import type { Route } from "./+types/posts";
import { Button } from "../../components/ui/button.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireStaff } from "../../server/session.server.ts";
import { staffPosts } from "../../server/posts.server.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Posts", "Write, schedule and publish blog posts and travel news.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return staffPosts(context, request);
}

const STATUS_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" } as const;
const STATUS_STYLE = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  unpublished: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
} as const;

export default function Posts({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Posts</h1>
        <Button asChild>
          <Link to="/dashboard/posts/new">New post</Link>
        </Button>
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Blog posts and travel news, most recently changed first. Times are Philippine time.
      </p>
      {loaderData.posts.length === 0 ? (
        <p className="mt-8">No posts yet.</p>
      ) : (
        <ScrollRegion label="Posts table" className="mt-6">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Publish time
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.posts.map((p) => (
                <tr key={p.id} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4">
                    <Link to={`/dashboard/posts/${p.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                      {p.title}
                    </Link>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{p.category}</span>
                    {p.newerVersion ? (
                      <Link
                        to={`/dashboard/posts/${p.id}?version=newer`}
                        data-testid="newer-version"
                        className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 hover:underline dark:bg-amber-900/40 dark:text-amber-100"
                      >
                        A newer version of this post is available
                      </Link>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{p.kind === "blog" ? "Blog" : "News"}</td>
                  <td className="py-2 pr-4">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[p.status]}`}>
                      {STATUS_LABEL[p.status]}
                    </span>
                  </td>
                  <td className="py-2 pr-4">{p.publishAt ? formatManilaDateTime(p.publishAt) : "—"}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{p.viewCount.toLocaleString("en-PH")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
