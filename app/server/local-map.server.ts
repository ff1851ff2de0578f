/**
 * The local map's layers from its query string. The points themselves come from the
 * `transport.mapPoints` use case (app/server/transport.server.ts).
 */
import { DEFAULT_LAYERS, LAYERS, type Layer } from "../features/transport/map-layers.ts";

/** `?layer=airport&layer=hotel&layers=1`; without `layers` the defaults. Unknown values are ignored. */
export function layersFromQuery(params: URLSearchParams): Layer[] {
  if (!params.has("layers") && !params.has("layer")) return [...DEFAULT_LAYERS];
  const asked = new Set(params.getAll("layer").slice(0, 10));
  return LAYERS.filter((l) => asked.has(l));
}
