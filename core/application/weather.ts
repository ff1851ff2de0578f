/**
 * The weather and tides application service (issue 18): the weather page and `GET /api/weather`,
 * the tide page and `GET /api/tides` call these use cases (and so can the assistant).
 */
import { ok, fail } from "../../contracts/application.ts";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { haversineKm, type LatLng } from "../../contracts/geo.ts";
import { manilaDate, manilaMidnight, manilaToday } from "../../contracts/manila-time.ts";
import { TideOutlookInput, TidePredictionsInput, WeatherAtPointInput, WeatherReportInput } from "../../contracts/weather-inputs.ts";
import {
  lowTideThreshold,
  lowTideWindows,
  nearestTideStation,
  predictExtremes,
  tideForecast,
  tideStation,
  tideStations,
} from "../tides/tides.ts";
import { stationFit } from "../tides/station-fit.ts";
import type { WeatherPlace, WeatherService } from "../weather/weather-service.ts";
import { defineUseCase } from "./use-case.ts";

export type WeatherApplicationDeps = { weather: WeatherService; now?: () => number };

const MANILA: WeatherPlace = { id: "manila", name: "Manila", lat: 14.5995, lng: 120.9842 };
const DESTINATIONS: WeatherPlace[] = CIRCUITS.map((c) => ({ id: c.slug, name: c.name, lat: c.lat, lng: c.lng }));
const DAY_MS = 86_400_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Both coordinates, when both were given. */
function pointOf(input: { latitude?: number; longitude?: number }): LatLng | null {
  return input.latitude !== undefined && input.longitude !== undefined ? { lat: input.latitude, lng: input.longitude } : null;
}

/** "2026-11-25T06:12:00+08:00": a time in Philippine time with its offset. */
function iso8(t: Date): string {
  return `${new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

function manilaMonth(now: number): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Manila", month: "numeric" }).format(new Date(now)));
}

export function createWeatherApplication(deps: WeatherApplicationDeps) {
  const now = deps.now ?? Date.now;

  const report = defineUseCase({
    name: "weather.report",
    summary:
      "Forecast (when the provider answers) and PAGASA climate normals for a destination, a point or the visitor, with the ten destinations",
    input: WeatherReportInput,
    async run(input) {
      const destination = input.place ? DESTINATIONS.find((d) => d.id === input.place) : undefined;
      const point = pointOf(input);
      let traveller: WeatherPlace;
      let basis: "chosen" | "point" | "location" | "default";
      if (destination) {
        traveller = destination;
        basis = "chosen";
      } else if (point) {
        traveller = { id: "point", name: `${point.lat.toFixed(3)}, ${point.lng.toFixed(3)}`, ...point };
        basis = "point";
      } else if (input.saved) {
        traveller = { id: "here", name: "your location", lat: input.saved.latitude, lng: input.saved.longitude };
        basis = "location";
      } else {
        traveller = MANILA;
        basis = "default";
      }
      const weather = await deps.weather.report(DESTINATIONS, traveller);
      return ok({ report: weather, basis, month: manilaMonth(now()), chosen: destination?.id ?? "" });
    },
  });

  const atPoint = defineUseCase({
    name: "weather.atPoint",
    summary: "Current conditions, the daily forecast and the monthly climate normals at a latitude and longitude",
    input: WeatherAtPointInput,
    async run({ latitude, longitude }) {
      const weather = await deps.weather.report([], { id: "here", name: "Your place", lat: latitude, lng: longitude });
      const p = weather.traveller!;
      return ok({
        source: weather.source,
        place: { latitude, longitude, station: p.station.officialName, stationDistanceKm: round1(p.station.km) },
        ...(p.live?.current ? { current: p.live.current } : {}),
        daily: (p.live?.daily ?? []).map((d) => ({ date: d.date, minC: d.minC, maxC: d.maxC, rainMm: d.rainMm })),
        normals: p.normals.map((m) => ({ month: m.month, minC: m.minC, maxC: m.maxC, rainMm: m.rainMm, rainyDays: m.rainyDays })),
      });
    },
  });

  const tidePredictions = defineUseCase({
    name: "tides.predictions",
    summary: "High and low water (metres above MLLW, Philippine time) at a tide station or the one nearest a point, for 1 to 14 days",
    input: TidePredictionsInput,
    async run(q) {
      let station = q.station ? tideStation(q.station) : null;
      if (q.station && !station)
        return fail("invalid", "Unknown station.", {
          reason: "tide.unknown_station",
          fields: {
            station: [
              `Use one of: ${tideStations()
                .map((s) => s.id)
                .join(", ")}.`,
            ],
          },
        });
      let distanceKm: number | null = null;
      const point = pointOf(q);
      if (!station && point) {
        const hit = nearestTideStation(point);
        station = hit?.station ?? null;
        distanceKm = hit ? round1(hit.km) : null;
      }
      if (!station) return fail("not_found", "No tide station found.", { reason: "tide.no_station" });
      const from = manilaMidnight(q.from ?? manilaDate(new Date(now())));
      const to = new Date(from.getTime() + q.days * DAY_MS);
      return ok({
        station: { id: station.id, name: station.name, latitude: station.lat, longitude: station.lng, distanceKm },
        // A station far from the point asked about: say so (null when a station was chosen by name).
        fit: distanceKm === null ? null : stationFit(station, { name: "the point you chose" }, distanceKm),
        datum: "MLLW" as const,
        attribution: station.attribution,
        extremes: predictExtremes(station.id, from, to).map((e) => ({ time: iso8(e.time), height: e.height, type: e.type })),
      });
    },
  });

  const tideOutlook = defineUseCase({
    name: "tides.outlook",
    summary: "The next 7 days of tides for a destination, a station, a point or the visitor, with the best daylight low tides",
    input: TideOutlookInput,
    async run(input) {
      const chosenPlace = CIRCUITS.find((c) => c.slug === input.place);
      const chosenStation = tideStation(input.station ?? "");
      const point = pointOf(input);
      let place: { name: string } & LatLng;
      let basis: "place" | "station" | "point" | "location" | "default";
      if (chosenPlace) {
        place = { name: chosenPlace.name, lat: chosenPlace.lat, lng: chosenPlace.lng };
        basis = "place";
      } else if (chosenStation) {
        place = { name: chosenStation.name, lat: chosenStation.lat, lng: chosenStation.lng };
        basis = "station";
      } else if (point) {
        place = { name: "the point you chose", ...point };
        basis = "point";
      } else if (input.saved) {
        place = { name: "your location", lat: input.saved.latitude, lng: input.saved.longitude };
        basis = "location";
      } else {
        place = { name: "Manila", lat: MANILA.lat, lng: MANILA.lng };
        basis = "default";
      }
      const station = chosenStation ?? nearestTideStation(place)?.station;
      if (!station) return fail("not_found", "No tide station found.", { reason: "tide.no_station" });
      // The week asked for ("tides on the 13th"), from today at the earliest and at most a year ahead.
      const today = manilaToday(new Date(now()));
      const asked = input.from ? manilaMidnight(input.from) : today;
      const from = asked < today || asked.getTime() - today.getTime() > 366 * DAY_MS ? today : asked;
      const f = tideForecast(station.id, from, 7)!;
      const windows = lowTideWindows(f.extremes, station);
      return ok({
        basis,
        place: place.name,
        placeSlug: chosenPlace?.slug ?? "",
        station: { id: station.id, name: station.name, attribution: station.attribution },
        distanceKm: Math.round(haversineKm(place, station)),
        // Whether this station stands well for the place: far (over 50 km) or on another sea, in words.
        fit: stationFit(station, { name: place.name, ...(chosenPlace ? { slug: chosenPlace.slug } : {}) }, haversineKm(place, station)),
        threshold: lowTideThreshold(station),
        from: from.getTime(),
        today: manilaDate(today),
        curve: f.curve.filter((_, i) => i % 2 === 0).map((p) => ({ t: p.time.getTime(), h: p.height })),
        extremes: f.extremes.map((e) => ({ t: e.time.getTime(), h: e.height, type: e.type })),
        windows: [...windows.entries()].map(([day, list]) => ({ day, lows: list.map((e) => ({ t: e.time.getTime(), h: e.height })) })),
        stations: tideStations().map((s) => ({ id: s.id, name: s.name })),
        days: Array.from({ length: 7 }, (_, i) => manilaDate(new Date(from.getTime() + i * DAY_MS + 3_600_000))),
      });
    },
  });

  return { report, atPoint, tidePredictions, tideOutlook };
}

export type WeatherApplication = ReturnType<typeof createWeatherApplication>;
