/**
 * Astronomical tides for the Philippines, offline: the harmonic constants of the 9 Philippine tide
 * gauges in @neaps/tide-database (TICON-4, CC BY 4.0) fed to @neaps/tide-predictor. The predictor
 * gives heights about mean sea level; we add MSL − MLLW so heights read above chart datum (MLLW), as
 * tide tables do. Not for navigation: no weather, storm surge or local effects.
 */
import { stations as allTideStations, type Station } from "@neaps/tide-database";
import { createTidePredictor } from "@neaps/tide-predictor";
import { haversineKm, type LatLng, nearest } from "../../contracts/geo.ts";
import { manilaDate, manilaMinutes } from "./time.ts";

export { manilaDate, manilaMidnight, manilaMinutes, manilaToday } from "./time.ts";

export type TideStation = LatLng & {
  id: string;
  name: string;
  /** MSL − MLLW in metres: added to every predicted height. */
  datumOffsetM: number;
  /** Mean range (MHHW − MLLW), metres. */
  meanRangeM: number;
  attribution: string;
};

export type TideExtreme = { time: Date; height: number; type: "high" | "low" };
export type TidePoint = { time: Date; height: number };

const DAY_MS = 86_400_000;

type Loaded = { info: TideStation; station: Station; predictor: ReturnType<typeof createTidePredictor> };
let loaded: Map<string, Loaded> | null = null;

function load(): Map<string, Loaded> {
  if (loaded) return loaded;
  loaded = new Map();
  for (const s of allTideStations) {
    if (s.country_code !== "PH" || s.type !== "reference") continue;
    const d = s.datums as Record<string, number> | undefined;
    if (!d || typeof d.MSL !== "number" || typeof d.MLLW !== "number") continue;
    const id = s.id.replace(/^ticon\//, "").split("-")[0];
    loaded.set(id, {
      station: s,
      predictor: createTidePredictor(s.harmonic_constituents),
      info: {
        id,
        name: s.name,
        lat: s.latitude,
        lng: s.longitude,
        datumOffsetM: d.MSL - d.MLLW,
        meanRangeM: typeof d.MHHW === "number" ? d.MHHW - d.MLLW : 1,
        attribution: String(s.attribution ?? ""),
      },
    });
  }
  return loaded;
}

export function tideStations(): TideStation[] {
  return [...load().values()].map((l) => l.info);
}

export function tideStation(id: string): TideStation | null {
  return load().get(id)?.info ?? null;
}

export function nearestTideStation(place: LatLng): { station: TideStation; km: number } | null {
  const hit = nearest(place, tideStations());
  return hit ? { station: hit.place, km: hit.km } : null;
}

export function distanceToStationKm(place: LatLng, station: TideStation): number {
  return haversineKm(place, station);
}

export function predictExtremes(stationId: string, start: Date, end: Date): TideExtreme[] {
  const l = load().get(stationId);
  if (!l) return [];
  return extremesAboveDatum(l.predictor, l.info.datumOffsetM, start, end);
}

/**
 * Highs and lows between `start` and `end`, heights above chart datum. The one path every prediction
 * takes; exported so that a station outside the Philippines can be checked against its published
 * predictions (tides.test.ts).
 */
export function extremesAboveDatum(
  predictor: ReturnType<typeof createTidePredictor>,
  datumOffsetM: number,
  start: Date,
  end: Date,
): TideExtreme[] {
  return predictor
    .getExtremesPrediction({ start, end })
    .filter((e) => e.time >= start && e.time < end)
    .map((e) => ({ time: e.time, height: round2(e.level + datumOffsetM), type: e.high ? "high" : "low" }));
}

/** Water level every `stepMinutes` (for the chart). */
export function predictCurve(stationId: string, start: Date, end: Date, stepMinutes = 30): TidePoint[] {
  const l = load().get(stationId);
  if (!l) return [];
  const out: TidePoint[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += stepMinutes * 60_000) {
    const p = l.predictor.getWaterLevelAtTime({ time: new Date(t) });
    out.push({ time: new Date(t), height: round2(p.level + l.info.datumOffsetM) });
  }
  return out;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export const DAYLIGHT_FROM_MINUTES = 6 * 60;
export const DAYLIGHT_TO_MINUTES = 17 * 60;

/**
 * The low tides worth planning a sandbar walk or island hop around: in daylight (06:00–17:00
 * Philippine time) and at or below a quarter of the station's mean range above chart datum.
 */
export function lowTideWindows(extremes: TideExtreme[], station: TideStation): Map<string, TideExtreme[]> {
  const threshold = lowTideThreshold(station);
  const byDay = new Map<string, TideExtreme[]>();
  for (const e of extremes) {
    if (e.type !== "low") continue;
    const m = manilaMinutes(e.time);
    if (m < DAYLIGHT_FROM_MINUTES || m > DAYLIGHT_TO_MINUTES || e.height > threshold) continue;
    const day = manilaDate(e.time);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  return byDay;
}

export function lowTideThreshold(station: TideStation): number {
  return round2(station.meanRangeM * 0.25);
}

export type TideForecast = {
  station: TideStation;
  from: Date;
  to: Date;
  extremes: TideExtreme[];
  curve: TidePoint[];
};

export function tideForecast(stationId: string, from: Date, days: number): TideForecast | null {
  const station = tideStation(stationId);
  if (!station) return null;
  const to = new Date(from.getTime() + days * DAY_MS);
  return { station, from, to, extremes: predictExtremes(stationId, from, to), curve: predictCurve(stationId, from, to, 30) };
}
