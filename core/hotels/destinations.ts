/**
 * Where the embedded inventory has hotels: the travel-circuit destinations and the main cities,
 * each with areas whose centres are real places (approximate to ~100 m; OpenStreetMap, and
 * shared/reference/philippines-facts.md §6 for the circuits). Hotels are scattered within
 * `spreadKm` of their area's centre. The table is data: destinations.json, read through a zod schema.
 */
import { z } from "zod";
import { loadDataFile } from "../shared/data-file.ts";
import rows from "./destinations.json" with { type: "json" };

export type DestinationKind = "beach" | "city" | "mountain";

export type Area = { name: string; latitude: number; longitude: number; spreadKm: number };

export type Destination = {
  /** Three letters, the start of every hotel code here ("BOR014"). */
  code: string;
  name: string;
  province: string;
  /** Other names a traveller may type ("Manila", "Makati", "Malay"). */
  aliases: string[];
  kind: DestinationKind;
  /** Multiplies every rate here (Boracay is dear, Iloilo is not). */
  priceFactor: number;
  hotelCount: number;
  latitude: number;
  longitude: number;
  areas: Area[];
};

const area = z
  .object({
    name: z.string().min(1),
    latitude: z.number().min(4).max(22),
    longitude: z.number().min(116).max(128),
    spreadKm: z.number().positive().max(20),
  })
  .strict();

const destinations = z
  .array(
    z
      .object({
        code: z.string().regex(/^[A-Z]{3}$/),
        name: z.string().min(1),
        province: z.string().min(1),
        aliases: z.array(z.string().min(1)),
        kind: z.enum(["beach", "city", "mountain"]),
        priceFactor: z.number().positive(),
        hotelCount: z.number().int().positive(),
        latitude: z.number().min(4).max(22),
        longitude: z.number().min(116).max(128),
        areas: z.array(area).min(1),
      })
      .strict(),
  )
  .refine((rows) => new Set(rows.map((d) => d.code)).size === rows.length, "Each destination needs a code of its own.");

/** The destinations, from destinations.json (checked once, when this module loads). */
export const DESTINATIONS: readonly Destination[] = loadDataFile("core/hotels/destinations.json", destinations, rows);

/** Lower-case, without accents or punctuation, for matching what a traveller types. */
export function normalisePlace(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type PlaceMatch = { destination: Destination; area: Area | null; latitude: number; longitude: number };

/** The destination (or one of its areas) a city name stands for, or null. */
export function findPlace(city: string): PlaceMatch | null {
  const q = normalisePlace(city);
  if (!q) return null;
  for (const d of DESTINATIONS) {
    if (normalisePlace(d.name) === q || d.aliases.some((x) => normalisePlace(x) === q))
      return { destination: d, area: null, latitude: d.latitude, longitude: d.longitude };
  }
  for (const d of DESTINATIONS) {
    const area = d.areas.find((x) => normalisePlace(x.name) === q || normalisePlace(x.name.split(",")[0]) === q);
    if (area) return { destination: d, area, latitude: area.latitude, longitude: area.longitude };
  }
  return null;
}
