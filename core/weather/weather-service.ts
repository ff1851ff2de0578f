/**
 * The weather page's data: for each place, the PAGASA normals of its nearest station (always) and
 * Open-Meteo's current conditions and 7-day forecast when the provider answers in time.
 */
import type { LatLng } from "../../contracts/geo.ts";
import { type ClimateStation, climateStations, type MonthNormal, nearestClimateStation } from "./normals.ts";
import type { ForecastClient, LiveWeather } from "./open-meteo.ts";

export type WeatherPlace = LatLng & { id: string; name: string };

export type PlaceWeather = WeatherPlace & {
  station: Pick<ClimateStation, "id" | "officialName" | "elevationM" | "period" | "lat" | "lng"> & { km: number };
  normals: MonthNormal[];
  live: LiveWeather | null;
};

export type WeatherReport = { source: "live" | "normals"; traveller: PlaceWeather | null; destinations: PlaceWeather[] };

export type WeatherService = {
  report(destinations: readonly WeatherPlace[], traveller: WeatherPlace | null): Promise<WeatherReport>;
  /** Normals alone, no network (e.g. for a month's outlook). */
  normalsFor(place: WeatherPlace): PlaceWeather;
};

export function createWeatherService(deps: { forecast: ForecastClient; stations?: () => ClimateStation[] }): WeatherService {
  const stations = deps.stations ?? climateStations;
  const normalsFor = (place: WeatherPlace): PlaceWeather => {
    const { station, km } = nearestClimateStation(place, stations());
    return {
      ...place,
      station: {
        id: station.id,
        officialName: station.officialName,
        elevationM: station.elevationM,
        period: station.period,
        lat: station.lat,
        lng: station.lng,
        km,
      },
      normals: station.months,
      live: null,
    };
  };
  return {
    normalsFor,
    async report(destinations, traveller) {
      const [dest, mine] = await Promise.all([
        deps.forecast.forecast(destinations),
        traveller ? deps.forecast.forecast([traveller]) : Promise.resolve(null),
      ]);
      const list = destinations.map((p, i) => ({ ...normalsFor(p), live: dest?.[i] ?? null }));
      const me = traveller ? { ...normalsFor(traveller), live: mine?.[0] ?? null } : null;
      const live = list.some((p) => p.live) || Boolean(me?.live);
      return { source: live ? "live" : "normals", traveller: me, destinations: list };
    },
  };
}
