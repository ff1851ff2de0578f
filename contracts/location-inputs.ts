/**
 * The input of the location use case `location.save` (core/application/location.ts), the body of
 * POST /user-current-location/json and /refresh (spec §7: latitude, longitude, timestamp). The
 * timestamp is ms since the epoch (the browser's Date.now()): not more than 5 minutes ahead of our
 * clock (clock skew) and not older than a day. Server-only (zod).
 */
import { z } from "./zod.ts";

export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
export const MAX_POSITION_AGE_MS = 24 * 60 * 60 * 1000;

export function positionSchema(now: () => number) {
  return z
    .object({
      latitude: z
        .number({ error: "Latitude must be a number." })
        .min(-90, "Latitude is between -90 and 90.")
        .max(90, "Latitude is between -90 and 90."),
      longitude: z
        .number({ error: "Longitude must be a number." })

        .min(-180, "Longitude is between -180 and 180.")
        .max(180, "Longitude is between -180 and 180."),
      timestamp: z
        .number({ error: "Timestamp must be a number of milliseconds." })
        .int("Timestamp must be a whole number of milliseconds.")
        .refine((t) => t <= now() + MAX_FUTURE_SKEW_MS, "That timestamp is in the future.")
        .refine((t) => t >= now() - MAX_POSITION_AGE_MS, "That position is more than a day old."),
    })
    .strict();
}

export type Position = z.output<ReturnType<typeof positionSchema>>;

/** The caller's own address is all the IP look-up needs. */
export const IpLookupInput = z.object({});
