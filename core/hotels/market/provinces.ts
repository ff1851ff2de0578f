/**
 * The market-size dataset's places (issue 26): every province of the Philippines and Metro Manila,
 * its capital first and a few major towns, from provinces.json (sources in its `about`), read through
 * a zod schema. Each province is a hotel "destination" of the market dataset whose areas are its
 * towns; the embedded demo inventory (destinations.json) is not touched.
 */
import { z } from "zod";
import { loadDataFile } from "../../shared/data-file.ts";
import type { Destination } from "../destinations.ts";
import rows from "./provinces.json" with { type: "json" };

const town = z
  .object({ name: z.string().min(1), latitude: z.number().min(4.5).max(21.2), longitude: z.number().min(116.9).max(126.7) })
  .strict();

const file = z
  .object({
    about: z.string().min(1),
    provinces: z
      .array(
        z
          .object({
            code: z.string().regex(/^[A-Z]{3}$/),
            name: z.string().min(1),
            region: z.string().min(1),
            kind: z.enum(["beach", "city", "mountain"]),
            weight: z.number().positive(),
            towns: z.array(town).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .refine((f) => new Set(f.provinces.map((p) => p.code)).size === f.provinces.length, "Each province needs a code of its own.");

export type Province = z.output<typeof file>["provinces"][number];

export const PROVINCES: readonly Province[] = loadDataFile("core/hotels/market/provinces.json", file, rows).provinces;

/** How far hotels scatter around a town's centre, by the province's kind (km). */
const SPREAD_KM: Record<Province["kind"], number> = { city: 2.5, beach: 3, mountain: 3 };

/**
 * The provinces as destinations with `total` hotels shared by weight (at least 40 each); the
 * nightly rates of a busy destination are a little dearer (priceFactor 0.8 to 1.3).
 */
export function marketDestinations(total: number): Destination[] {
  const weights = PROVINCES.reduce((s, p) => s + p.weight, 0);
  return PROVINCES.map((p) => {
    const capital = p.towns[0];
    return {
      code: p.code,
      name: p.name,
      province: p.region,
      aliases: [],
      kind: p.kind,
      priceFactor: Math.round(Math.min(1.3, 0.8 + p.weight * 0.025) * 100) / 100,
      hotelCount: Math.max(40, Math.round((total * p.weight) / weights)),
      latitude: capital.latitude,
      longitude: capital.longitude,
      areas: p.towns.map((t) => ({ name: t.name, latitude: t.latitude, longitude: t.longitude, spreadKm: SPREAD_KM[p.kind] })),
      points: [],
    };
  });
}
