/** /blog/rss.xml: the latest 20 published blog posts as RSS 2.0. */
import type { Route } from "./+types/rss";
import { blogFeed } from "../../server/content.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return blogFeed(context);
}
