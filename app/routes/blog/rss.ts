/** /blog/rss.xml: the latest 20 published blog posts as RSS 2.0. */
import type { Route } from "./+types/rss";
import { POST_LIMITS } from "../../../contracts/content.ts";
import { buildRss } from "../../../core/content/rss.ts";
import { services } from "../../lib/session.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { content, env } = services(context);
  const posts = await content.latestPosts(POST_LIMITS.feedSize, "blog");
  const xml = buildRss(posts, {
    origin: env.appUrl,
    appName: env.appName,
    title: `${env.appName} blog`,
    description: "Practical stories for travelling around the Philippines.",
    selfPath: "/blog/rss.xml",
    pagePath: "/blog",
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
