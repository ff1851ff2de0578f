/**
 * The areas and points of a hotel destination by the names travellers give them (destinations.json):
 * "BGC" is Bonifacio Global City, "Panglao" both Panglao areas, "the airport" the destination's airport,
 * "the port" its port. One place index for the results page, the hotel search and the assistant.
 */
import { haversineKm } from "../../contracts/geo.ts";
import { type Area, DESTINATIONS, type Destination, normalisePlace, type Point, type PointKind } from "./destinations.ts";

/** Every name an area answers to: its own, each part of "Alona Beach, Panglao", and its aliases. */
export function areaLabels(a: Area): string[] {
  const parts = a.name.includes(",") ? a.name.split(",").map((x) => x.trim()) : [];
  return [a.name, ...parts, ...(a.aliases ?? [])].filter(Boolean);
}

export const pointLabels = (p: Point): string[] => [p.name, ...p.aliases];

/** The areas of `d` a name stands for (several when it is a shared name: "Panglao", "Davao City"). */
export function areasNamed(d: Destination, value: string): Area[] {
  const q = normalisePlace(value);
  if (!q) return [];
  return d.areas.filter((a) => areaLabels(a).some((l) => normalisePlace(l) === q));
}

/** The words for a kind of point ("the airport", "pier", "pantalan"). */
export const POINT_KIND_WORDS: Record<Exclude<PointKind, "landmark">, readonly string[]> = {
  airport: ["airport", "paliparan", "airprt", "arport"],
  port: ["port", "pier", "wharf", "jetty", "jetty port", "seaport", "pantalan", "daungan", "ferry terminal"],
};

/** The point of `d` a name stands for: by its name or alias, else the first of a kind named ("airport"). */
export function pointNamed(d: Destination, value: string): Point | null {
  const q = normalisePlace(value);
  if (!q) return null;
  const points = d.points ?? [];
  const own = points.find((p) => pointLabels(p).some((l) => normalisePlace(l) === q));
  if (own) return own;
  for (const [kind, words] of Object.entries(POINT_KIND_WORDS)) {
    if (words.includes(q)) return points.find((p) => p.kind === kind) ?? null;
  }
  const area = areasNamed(d, value)[0];
  return area ? { name: area.name, kind: "landmark", aliases: [], latitude: area.latitude, longitude: area.longitude } : null;
}

/** Kilometres from a point, to one decimal. */
export const kmFrom = (p: { latitude: number; longitude: number }, h: { latitude: number; longitude: number }) =>
  Math.round(haversineKm({ lat: p.latitude, lng: p.longitude }, { lat: h.latitude, lng: h.longitude }) * 10) / 10;

/** The destination a hotel search's city names (its name or an alias), or null. */
export const destinationNamed = (city: string): Destination | null => {
  const q = normalisePlace(city);
  return DESTINATIONS.find((d) => normalisePlace(d.name) === q || d.aliases.some((a) => normalisePlace(a) === q)) ?? null;
};
