/**
 * The travel-circuit guide pages' server helpers: search links and schema.org data. The guides
 * themselves (`GUIDES`, `findGuide`, `guideDays`) are core/content/guides.ts's, re-exported here;
 * pages read them through the content use cases (app/server/guides.server.ts).
 */
import { addDays } from "../../contracts/flights.ts";
import type { GuideContent } from "../../contracts/travel-guides.ts";
import type { Guide } from "../../core/content/guides.ts";
import { resultsUrl } from "../features/hotels/search-url.ts";

export { findGuide, type Guide, GUIDES, guideDays } from "../../core/content/guides.ts";

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
