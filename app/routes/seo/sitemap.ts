/**
 * /sitemap.xml: every public page a search engine should know: the fixed pages, the ten travel
 * circuits, the stay-informed pages, the blog with its categories and posts, and travel news. Not
 * the signed-in, checkout, confirmation or look-up pages (robots.txt keeps crawlers out of those).
 * Each page is listed in both languages (English, and Filipino under /fil), each entry with the same
 * hreflang alternates the pages carry in their <head> (en-PH, fil, x-default: app/root.tsx), as
 * Google's sitemap form of them says (xhtml:link; decision 035).
 */
import type { Route } from "./+types/sitemap";
import { POST_CATEGORIES } from "../../../contracts/content.ts";
import { AFTER_NAV, LEGAL_NAV, MAIN_NAV, STAY_INFORMED_NAV } from "../../components/layouts/nav-links.ts";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { inBothLanguages } from "../../lib/sitemap-languages.ts";
import { sitemap } from "../../server/content.server.ts";
import { services } from "../../server/session.server.ts";

const FIXED = ["/", ...MAIN_NAV.map((l) => l.to), "/flights/airlines", "/travel-itinerary", "/chatbot-demo"];

export async function loader({ context }: Route.LoaderArgs) {
  const english = await sitemap(context, [
    ...FIXED,
    ...CIRCUITS.map((c) => `/travel-circuits/${c.slug}`),
    ...STAY_INFORMED_NAV.map((l) => l.to),
    ...AFTER_NAV.map((l) => l.to),
    ...LEGAL_NAV.map((l) => l.to),
    ...POST_CATEGORIES.filter((c) => c.slug !== "updates").map((c) => `/blog/category/${c.slug}`),
  ]);
  return new Response(inBothLanguages(await english.text(), services(context).host.env.appUrl), { headers: english.headers });
}
