/**
 * What the host hands the edges (pages through the router context, API handlers through `c.var`):
 * a new object with the application services and the host's needs only, so the engines, stores and
 * gateways the composition root built them from are not reachable from an edge, not even by a cast
 * (docs/decisions/031-application-layer.md).
 */
import type { EdgeServices } from "./services.ts";

export function edgeServices(services: EdgeServices): EdgeServices {
  return { apps: services.apps, host: services.host };
}
