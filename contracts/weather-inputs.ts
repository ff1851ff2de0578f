/**
 * The inputs of the weather and tide use cases (core/application/weather.ts), shared by the pages,
 * the JSON API (`GET /api/weather`, `GET /api/tides`) and the assistant's tools.
 */
import { z } from "./zod.ts";

const coordinate = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .min(-max, `${name} is between -${max} and ${max}.`)
    .max(max, `${name} is between -${max} and ${max}.`);

const latitude = coordinate("Latitude", 90);
const longitude = coordinate("Longitude", 180);

/** A position the visitor saved (cookie or account): used when nothing else is chosen. */
const SavedPositionInput = z.object({ latitude, longitude });

const placeSlug = z.string().max(60).describe("A destination's slug, e.g. boracay-aklan");

/** `GET /api/weather`: the forecast and normals at a point. */
export const WeatherAtPointInput = z.object({ latitude, longitude }).strict();

/** The weather page: a chosen destination, else a point, else the saved position, else Manila; with the ten destinations. */
export const WeatherReportInput = z.object({
  place: placeSlug.optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  saved: SavedPositionInput.optional(),
});

const stationId = z
  .string()
  .max(40)
  .regex(/^[a-z_]+$/, "Unknown station.");

/** `GET /api/tides`: high and low water at a station, or at the one nearest a point. */
export const TidePredictionsInput = z
  .object({
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    station: stationId.optional(),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), "Use a real date.")
      .optional(),
    days: z.coerce.number().int("Days must be a whole number.").min(1, "Days is 1 to 14.").max(14, "Days is 1 to 14.").default(7),
  })
  .strict()
  .refine((q) => q.station !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    message: "Give latitude and longitude, or a station.",
    path: ["latitude"],
  });

/** The tide page: a chosen destination, else a station, else a point, else the saved position, else Manila; the next 7 days. */
/** A day as YYYY-MM-DD in Philippine time. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), "Use a real date.");

export const TideOutlookInput = z.object({
  place: placeSlug.optional(),
  /** The first of the seven days (today when absent, or when it is past or more than a year ahead). */
  from: isoDay.optional(),
  station: z.string().max(40).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  saved: SavedPositionInput.optional(),
});

export type WeatherReportInput = z.input<typeof WeatherReportInput>;
export type TideOutlookInput = z.input<typeof TideOutlookInput>;
