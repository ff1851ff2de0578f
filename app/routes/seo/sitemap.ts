/**
 * /sitemap.xml: every public page a search engine should know: the fixed pages, the ten travel
 * circuits, the stay-informed pages, the blog with its categories and posts, and travel news. Not
 * the signed-in, checkout, confirmation or look-up pages (robots.txt keeps crawlers out of those).
 */
import type { Route } from "./+types/sitemap";
import { POST_CATEGORIES } from "../../../contracts/content.ts";
import { escapeXml } from "../../../core/content/rss.ts";
import { postUrl } from "../../../core/content/posts.ts";
import { AFTER_NAV, LEGAL_NAV, MAIN_NAV, STAY_INFORMED_NAV } from "../../components/layouts/nav-links.ts";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { services } from "../../lib/session.server.ts";

const FIXED = ["/", ...MAIN_NAV.map((l) => l.to), "/flights/airlines", "/travel-itinerary", "/chatbot-demo"];

export async function loader({ context }: Route.LoaderArgs) {
  const { content, env } = services(context);
  const [blog, news] = await Promise.all([
    content.listPosts({ kind: "blog", pageSize: 5000 }),
    content.listPosts({ kind: "news", pageSize: 5000 }),
  ]);
  const entries: { path: string; lastmod?: Date }[] = [
    ...FIXED.map((path) => ({ path })),
    ...CIRCUITS.map((c) => ({ path: `/travel-circuits/${c.slug}` })),
    ...STAY_INFORMED_NAV.map((l) => ({ path: l.to })),
    ...AFTER_NAV.map((l) => ({ path: l.to })),
    ...LEGAL_NAV.map((l) => ({ path: l.to })),
    ...POST_CATEGORIES.filter((c) => c.slug !== "updates").map((c) => ({ path: `/blog/category/${c.slug}` })),
    ...[...blog.posts, ...news.posts].map((p) => ({ path: postUrl(p), lastmod: p.updatedAt })),
  ];
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(env.appUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
