/**
 * Where the embedded inventory has hotels: the travel-circuit destinations and the main cities,
 * each with areas whose centres are real places (approximate to ~100 m; OpenStreetMap, and
 * shared/reference/philippines-facts.md §6 for the circuits). Hotels are scattered within
 * `spreadKm` of their area's centre. The table is data: destinations.json, read through a zod schema.
 */
import { z } from "zod";
import { AIRPORTS } from "../flights/data/airports.ts";
import { loadDataFile } from "../shared/data-file.ts";
import rows from "./destinations.json" with { type: "json" };

export type DestinationKind = "beach" | "city" | "mountain";

export type Area = {
  name: string;
  latitude: number;
  longitude: number;
  spreadKm: number;
  /** Other names travellers give the area ("BGC", "Makati", "Cebu City"); one name may cover several areas. */
  aliases?: string[];
};

export const POINT_KINDS = ["airport", "port", "landmark"] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** A place a traveller may want to stay near ("near the airport", "walking distance to Cloud 9"). */
export type Point = { name: string; kind: PointKind; aliases: string[]; latitude: number; longitude: number; iata?: string };

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
  /** Airports, ports and landmarks, so "near X" is a distance. */
  points?: Point[];
};

const area = z
  .object({
    name: z.string().min(1),
    latitude: z.number().min(4).max(22),
    longitude: z.number().min(116).max(128),
    spreadKm: z.number().positive().max(20),
    aliases: z.array(z.string().min(2)).optional(),
  })
  .strict();

/** An airport point takes its coordinates from the airport table (by `iata`); others carry their own. */
const point = z
  .object({
    name: z.string().min(1),
    kind: z.enum(POINT_KINDS),
    aliases: z.array(z.string().min(2)),
    iata: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    latitude: z.number().min(4).max(22).optional(),
    longitude: z.number().min(116).max(128).optional(),
  })
  .strict()
  .refine(
    (p) => p.iata !== undefined || (p.latitude !== undefined && p.longitude !== undefined),
    "A point needs coordinates or an airport code.",
  );

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
        points: z.array(point).optional(),
      })
      .strict(),
  )
  .refine((rows) => new Set(rows.map((d) => d.code)).size === rows.length, "Each destination needs a code of its own.");

/** The destinations, from destinations.json (checked once, when this module loads). */
export const DESTINATIONS: readonly Destination[] = loadDataFile("core/hotels/destinations.json", destinations, rows).map((d) => ({
  ...d,
  points: (d.points ?? []).map((p) => {
    const airport = p.iata ? AIRPORTS.find((a) => a.code === p.iata) : undefined;
    if (p.iata && !airport) throw new Error(`destinations.json: ${p.name} names an airport we do not know (${p.iata})`);
    return { ...p, latitude: airport?.latitude ?? p.latitude!, longitude: airport?.longitude ?? p.longitude! };
  }),
}));

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
