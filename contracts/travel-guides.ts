/**
 * The shape of a travel-circuit guide (content/circuits/<slug>.ts), shared by the guide pages and by
 * anything that reuses a guide's parts, such as the itinerary planner (`GuideDay`). Types only: the
 * guide text itself stays on the server (app/server/guide-pages.server.ts).
 */
import type { Money } from "./money.ts";

/** Every illustration is our own drawing; this line goes under each one. */
export const ILLUSTRATION_CREDIT = "Illustration: Lakbay";

/** Highlights lie within this many kilometres of their circuit's centre unless a guide says otherwise. */
export const DEFAULT_HIGHLIGHT_RADIUS_KM = 60;

/** The drawn scenes (app/features/travel-circuits/guide-illustration.tsx). */
export type Scene = "beach" | "karst" | "hills" | "volcano" | "terraces" | "city" | "surf" | "river-cave" | "wrecks" | "mountain";

/** A place worth the trip, shown on the guide's map and listed in text. */
export type Highlight = { name: string; text: string; lat: number; lng: number };

/** One leg after landing (or instead of flying): a ferry, a van, a bus. */
export type TravelLeg = { from: string; to: string; by: string; time: string; note?: string };

/** One day of a suggested itinerary; `base` is where the night is spent. */
/**
 * `effort` "light": a day that leaves room for a journey (arriving, a walk in town, a slow morning before
 * leaving). Any other day is a full day out (boat tours, dives, treks, a day trip): the itinerary planner
 * never puts one on a day of travel between places or home (issue 23).
 */
export type GuideDay = { title: string; activities: string[]; base?: string; effort?: "light" };

/** A rough price range for one thing a traveller pays for, and what it covers. */
export type GuideCost = { item: string; covers: string; from: Money; to?: Money };

/**
 * A fee or permit and the source it comes from. `amount` is left out where the fee varies too much to
 * print one figure; `upTo` makes it a range.
 *
 * - `sourceDate`: the source's own date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`), left out when the source
 *   shows none. This is what tells a traveller how old a figure is.
 * - `checked` (`YYYY-MM-DD`): only when someone compared the fee, on that day, with a source of that
 *   day (an official page read then). A figure copied from an older page never gets one.
 * - `sourceUrl`: a live page to read, e.g. an agency's current bulletin.
 */
export type GuideFee = {
  name: string;
  amount?: Money;
  upTo?: Money;
  detail: string;
  source: string;
  sourceUrl?: string;
  sourceDate?: string;
  checked?: string;
};

export type GuideLink = { label: string; href: string };

export type GuideContent = {
  slug: string;
  /** Short paragraphs. */
  overview: string[];
  highlights: Highlight[];
  /** Highlights lie within this distance of the circuit's centre (default DEFAULT_HIGHLIGHT_RADIUS_KM). */
  radiusKm?: number;
  /** Why this guide needs a wider radius than the default. */
  radiusReason?: string;
  /** Getting there: the airports, then the ferries, vans and buses with typical times, and tips. */
  access: {
    /** IATA codes with a line each on how that airport works for this trip, nearest or best first. */
    airports: { code: string; note: string }[];
    legs: TravelLeg[];
    tips: string[];
  };
  seasons: {
    /** Short, for cards: "Nov–May". */
    bestMonths: string;
    best: string;
    wet: string;
    typhoon: string;
  };
  /** A suggested 3–5 day itinerary. */
  days: GuideDay[];
  costs: GuideCost[];
  fees: GuideFee[];
  responsible: string[];
  illustration: { scene: Scene; alt: string; credit: typeof ILLUSTRATION_CREDIT };
  /** What the flight and hotel searches are filled in with. */
  search: { flightTo: string; hotelDestination: string };
  /** Other Lakbay pages worth reading before this trip. */
  related: GuideLink[];
};
