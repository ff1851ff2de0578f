/**
 * A router context for a route test's loader (renderRoute's third argument): the host's request values
 * with only the services the page reads, e.g. the safety use cases on a clock of the test's choosing.
 */
import { RouterContextProvider } from "react-router";
import { createSafetyApplication } from "../core/application/safety.ts";
import { createTransportApplication } from "../core/application/transport.ts";
import { createWeatherApplication } from "../core/application/weather.ts";
import { createForecastClient } from "../core/weather/open-meteo.ts";
import { createWeatherService } from "../core/weather/weather-service.ts";
import { requestContext } from "../server/request-context.ts";
import type { Apps, EdgeServices } from "../server/services.ts";

/** A context whose edge services are only `apps` (the host's part is left out: these pages do not read it). */
export function routeContext(apps: Partial<Apps>): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { services: { apps } as EdgeServices, requestId: "r", nonce: "n", clientIp: "198.51.100.9" });
  return context;
}

/** The safety page's services (safety.advisories, as the assistant reads them) at `now`. */
export const safetyServicesAt = (now: string) => routeContext({ safety: createSafetyApplication({ now: () => new Date(now) }) });

/** The transportation page's services: the route planner (transport.route). */
export const transportServices = () => routeContext({ transport: createTransportApplication() });

/** The tide and weather pages' services at `now`, with no forecast network (every place gets its normals). */
export const weatherServicesAt = (now: string) =>
  routeContext({
    weather: createWeatherApplication({
      weather: createWeatherService({ forecast: createForecastClient({ enabled: false }) }),
      now: () => Date.parse(now),
    }),
  });
