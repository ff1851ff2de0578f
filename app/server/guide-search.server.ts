/**
 * The travel-circuit guides as site search indexes them: each guide's full text (overview,
 * highlights, getting there, seasons, days and responsible-travel notes) from guides.server.ts.
 */
import type { GuideText } from "../../core/content/search.ts";
import { GUIDES } from "./guide-pages.server.ts";

export function guideSearchTexts(): GuideText[] {
  return GUIDES.map((g) => ({
    slug: g.slug,
    title: g.name,
    summary: `${g.region}. ${g.note}.`,
    text: [
      `${g.name}, ${g.region}.`,
      ...g.overview,
      ...g.highlights.map((h) => `${h.name}: ${h.text}`),
      ...g.access.airports.map((a) => `${a.code}: ${a.note}`),
      ...g.access.legs.map((l) => `${l.from} to ${l.to} by ${l.by}, ${l.time}.`),
      `Best months: ${g.seasons.best} ${g.seasons.wet} ${g.seasons.typhoon}`,
      ...g.days.map((d) => `${d.title}: ${d.activities.join(", ")}.`),
      ...g.responsible,
    ].join(" "),
  }));
}
