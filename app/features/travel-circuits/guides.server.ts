/**
 * The ten travel-circuit guides: the destination facts of circuits.ts joined with the guide text in
 * content/circuits/. Server-only (the text stays out of the browser bundle): pages get what they show
 * through their loaders.
 *
 * For other features (the itinerary planner): `GUIDES` lists every guide in display order, and
 * `guideDays(slug)` gives a guide's suggested days as structured data.
 */
import { addDays } from "../../../contracts/flights.ts";
import type { GuideContent, GuideDay } from "../../../contracts/travel-guides.ts";
import { GUIDE_CONTENT as CONTENT } from "../../../content/circuits/index.ts";
import { resultsUrl } from "../hotels/search-url.ts";
import { CIRCUITS, type Circuit } from "./circuits.ts";

export type Guide = Circuit & GuideContent;

/** Every guide, in the order of CIRCUITS (the home page's order). */
export const GUIDES: readonly Guide[] = CIRCUITS.map((circuit) => {
  const content = CONTENT.find((c) => c.slug === circuit.slug);
  if (!content) throw new Error(`No guide text for the travel circuit "${circuit.slug}"`);
  return { ...circuit, ...content };
});

const BY_SLUG = new Map(GUIDES.map((g) => [g.slug, g]));

export function findGuide(slug: string): Guide | undefined {
  return BY_SLUG.get(slug);
}

/** A guide's suggested itinerary, day by day (a copy: callers may change it), or undefined for an unknown slug. */
export function guideDays(slug: string): GuideDay[] | undefined {
  return findGuide(slug)?.days.map((d) => ({ ...d, activities: [...d.activities] }));
}

/** How far ahead the guide's search buttons look: three weeks, when fares and rooms are usually on sale. */
export const SEARCH_LEAD_DAYS = 21;

/**
 * The flight and hotel searches, filled in for a trip of the guide's suggested length starting three
 * weeks from `today` (YYYY-MM-DD, Manila). The flight link opens the search form (the traveller picks
 * where from); the hotel link opens the results for the guide's destination.
 */
export function guideSearchLinks(guide: GuideContent, today: string): { flights: string; hotels: string; from: string; to: string } {
  const from = addDays(today, SEARCH_LEAD_DAYS);
  const to = addDays(from, Math.max(1, guide.days.length - 1));
  const flights = new URLSearchParams({
    tripType: "return",
    destination: guide.search.flightTo,
    departureDate: from,
    returnDate: to,
    adults: "1",
  });
  return {
    flights: `/flights?${flights}`,
    hotels: resultsUrl({
      searchType: "destination",
      destination: guide.search.hotelDestination,
      checkInDate: from,
      checkOutDate: to,
      rooms: 1,
      adults: 2,
      children: 0,
    }),
    from,
    to,
  };
}

type LdObject = { [key: string]: unknown };

const breadcrumbs = (appUrl: string, trail: { name: string; path: string }[]): LdObject => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: `${appUrl}${t.path}` })),
});

/** schema.org data for a guide: the destination with its attractions, and its breadcrumb trail. */
export function guideJsonLd(guide: Guide, appUrl: string): LdObject[] {
  const url = `${appUrl}/travel-circuits/${guide.slug}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: `${guide.name}, ${guide.region}`,
      description: guide.overview[0],
      url,
      geo: { "@type": "GeoCoordinates", latitude: guide.lat, longitude: guide.lng },
      containedInPlace: { "@type": "Country", name: "Philippines" },
      includesAttraction: guide.highlights.map((h) => ({
        "@type": "TouristAttraction",
        name: h.name,
        description: h.text,
        geo: { "@type": "GeoCoordinates", latitude: h.lat, longitude: h.lng },
      })),
    },
    breadcrumbs(appUrl, [
      { name: "Home", path: "/" },
      { name: "Travel circuits", path: "/travel-circuits" },
      { name: guide.name, path: `/travel-circuits/${guide.slug}` },
    ]),
  ];
}

export function indexJsonLd(appUrl: string): LdObject[] {
  return [
    breadcrumbs(appUrl, [
      { name: "Home", path: "/" },
      { name: "Travel circuits", path: "/travel-circuits" },
    ]),
  ];
}
