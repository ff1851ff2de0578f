/**
 * The ten travel-circuit guides: the destination facts of contracts/circuits.ts joined with the guide
 * text in content/circuits/. Server-only (the text stays out of the browser bundle).
 *
 * `GUIDES` lists every guide in display order, `findGuide(slug)` one, and `guideDays(slug)` a
 * guide's suggested days as structured data (the itinerary planner's).
 */
import { CIRCUITS, type Circuit } from "../../contracts/circuits.ts";
import type { GuideContent, GuideDay } from "../../contracts/travel-guides.ts";
import { GUIDE_CONTENT } from "../../content/circuits/index.ts";

export type Guide = Circuit & GuideContent;

/** Every guide, in the order of CIRCUITS (the home page's order). */
export const GUIDES: readonly Guide[] = CIRCUITS.map((circuit) => {
  const content = GUIDE_CONTENT.find((c) => c.slug === circuit.slug);
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
