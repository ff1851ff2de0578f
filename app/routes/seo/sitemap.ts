/**
 * /sitemap.xml: every public page a search engine should know: the fixed pages, the ten travel
 * circuits, the stay-informed pages, the blog with its categories and posts, and travel news. Not
 * the signed-in, checkout, confirmation or look-up pages (robots.txt keeps crawlers out of those).
 */
import type { Route } from "./+types/sitemap";
import { POST_CATEGORIES } from "../../../contracts/content.ts";
import { AFTER_NAV, LEGAL_NAV, MAIN_NAV, STAY_INFORMED_NAV } from "../../components/layouts/nav-links.ts";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { sitemap } from "../../server/content.server.ts";

const FIXED = ["/", ...MAIN_NAV.map((l) => l.to), "/flights/airlines", "/travel-itinerary", "/chatbot-demo"];

export async function loader({ context }: Route.LoaderArgs) {
  return sitemap(context, [
    ...FIXED,
    ...CIRCUITS.map((c) => `/travel-circuits/${c.slug}`),
    ...STAY_INFORMED_NAV.map((l) => l.to),
    ...AFTER_NAV.map((l) => l.to),
    ...LEGAL_NAV.map((l) => l.to),
    ...POST_CATEGORIES.filter((c) => c.slug !== "updates").map((c) => `/blog/category/${c.slug}`),
  ]);
}
