/**
 * Location, weather and tides for the composition root (server/services.ts): the offline IP
 * look-up (loaded on first use), the signed-in traveller's saved position, and the weather report
 * with its Open-Meteo client (timeout, cache and circuit breaker).
 */
import { createIpLocator, type IpLocator } from "../core/location/ip-lookup.ts";
import { createForecastClient, type ForecastOptions } from "../core/weather/open-meteo.ts";
import { createWeatherService, type WeatherService } from "../core/weather/weather-service.ts";
import type { Db } from "../db/client.ts";
import { createUserLocationStore, type UserLocationStore } from "../db/repositories/location-store.ts";

export type LocationServices = {
  ip: IpLocator;
  saved: UserLocationStore;
  weather: WeatherService;
};

export function createLocationServices(db: Db, options: { forecast?: ForecastOptions } = {}): LocationServices {
  return {
    ip: createIpLocator(),
    saved: createUserLocationStore(db),
    weather: createWeatherService({ forecast: createForecastClient(options.forecast) }),
  };
}
