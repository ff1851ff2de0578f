/**
 * The inputs of the transport use cases (core/application/transport.ts: `transport.route`, shared by
 * `GET /api/travel/plan`, the transportation page and the assistant; `transport.mapPoints`, the local
 * map's). Server-only (zod).
 */
import { LAYERS } from "./map-layers.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

export const TRAVEL_MESSAGES = {
  required: "Say where from and where to.",
  unknown: "We do not know this place. Use a destination, a city, or an airport code such as MNL.",
  same: "Choose two different places.",
  noRoute: "We know no way between these places over our network.",
} as const;

/** A place by id ("el-nido"), name ("El Nido", any case) or IATA code ("MNL"). */
const place = z
  .string({ error: TRAVEL_MESSAGES.required })
  .refine((v) => v.trim() !== "", { message: TRAVEL_MESSAGES.required, abort: true })
  .refine((v) => v.length <= 80 && !hasForbiddenCharacters(v), { message: TRAVEL_MESSAGES.unknown, abort: true });

/** The fastest way from one place to another; `avoidFlights` for the way over land and sea only. */
export const RouteInput = z.object({ from: place, to: place, avoidFlights: z.boolean().default(false) });

/** The local map's points on the layers asked for (destinations, airports, ferry ports, hotels). */
export const MapPointsInput = z.object({ layers: z.array(z.enum(LAYERS)).max(LAYERS.length) });
