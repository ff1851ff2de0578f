/**
 * PAGASA's 1991–2020 climatological normals for 30 synoptic stations
 * (content/climate/climate-normals-1991-2020.csv; see its README in docs/decisions/018): the monthly
 * rainfall, rainy days and temperatures a place can expect. These are long-term averages, never a
 * forecast; the weather page says so wherever it shows them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type LatLng, nearest } from "../../contracts/geo.ts";

export type MonthNormal = {
  /** 1–12 */
  month: number;
  rainMm: number;
  rainyDays: number;
  maxC: number;
  minC: number;
  meanC: number;
};

export type ClimateStation = LatLng & {
  id: string;
  /** The name PAGASA prints on the sheet, e.g. "NAIA (MIA), PASAY CITY". */
  officialName: string;
  elevationM: number;
  period: string;
  months: MonthNormal[];
  annualRainMm: number;
};

export const NORMALS_FILE = path.resolve(import.meta.dirname, "../../content/climate/climate-normals-1991-2020.csv");

/** Splits one CSV line (double quotes around fields that hold commas). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}

export function parseNormals(csv: string): ClimateStation[] {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim());
  const header = splitCsvLine(lines[0]);
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i === -1) throw new Error(`climate normals: no column ${name}`);
    return i;
  };
  const c = {
    station: col("station"),
    lat: col("lat"),
    lon: col("lon"),
    elevation: col("elevation_m"),
    month: col("month"),
    rain: col("rainfall_mm"),
    rainyDays: col("rainy_days"),
    tmax: col("tmax_c"),
    tmin: col("tmin_c"),
    tmean: col("tmean_c"),
    officialName: col("station_name_pdf"),
    period: col("period"),
  };
  const stations = new Map<string, ClimateStation>();
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const id = f[c.station];
    let s = stations.get(id);
    if (!s) {
      s = {
        id,
        lat: Number(f[c.lat]),
        lng: Number(f[c.lon]),
        elevationM: Number(f[c.elevation]),
        officialName: f[c.officialName],
        period: f[c.period],
        months: [],
        annualRainMm: 0,
      };
      stations.set(id, s);
    }
    if (f[c.month] === "annual") {
      s.annualRainMm = Number(f[c.rain]);
      continue;
    }
    s.months.push({
      month: Number(f[c.month]),
      rainMm: Number(f[c.rain]),
      rainyDays: Number(f[c.rainyDays]),
      maxC: Number(f[c.tmax]),
      minC: Number(f[c.tmin]),
      meanC: Number(f[c.tmean]),
    });
  }
  for (const s of stations.values()) s.months.sort((a, b) => a.month - b.month);
  return [...stations.values()].filter(
    (s) => s.months.length === 12 && s.months.every((m) => Number.isFinite(m.rainMm) && Number.isFinite(m.maxC)),
  );
}

let cached: ClimateStation[] | null = null;
export function climateStations(): ClimateStation[] {
  cached ??= parseNormals(readFileSync(NORMALS_FILE, "utf8"));
  return cached;
}

/** The PAGASA station nearest a place, with the distance in km. */
export function nearestClimateStation(
  place: LatLng,
  stations: ClimateStation[] = climateStations(),
): { station: ClimateStation; km: number } {
  const hit = nearest(place, stations);
  if (!hit) throw new Error("climate normals: no stations");
  return { station: hit.place, km: hit.km };
}

/** Climate type by the Modified Coronas rule of thumb: months under 50 mm count as dry (PAGASA). */
export function dryMonths(station: ClimateStation): number[] {
  return station.months.filter((m) => m.rainMm < 50).map((m) => m.month);
}
