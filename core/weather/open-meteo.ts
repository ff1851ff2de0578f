/**
 * Current conditions and a 7-day forecast from Open-Meteo (https://open-meteo.com, no key; data
 * CC BY 4.0), for many places in one request (comma-separated coordinates answer a JSON array).
 *
 * The page must never wait on it: every request has a short timeout (2.5 s), answers are kept for
 * 30 minutes, and after a failure no request is tried for 5 minutes (a circuit breaker), so a slow
 * or unreachable provider costs at most one short wait per 5 minutes and never an error.
 */
import type { LatLng } from "../../contracts/geo.ts";

export const OPEN_METEO_URL = "https://api.open-meteo.com/v1/forecast";
export { OPEN_METEO_ATTRIBUTION, weatherCodeText } from "../../contracts/weather.ts";

export type LiveCurrent = { time: string; tempC: number; humidity: number | null; windKmh: number | null; code: number | null };
export type LiveDay = { date: string; minC: number; maxC: number; rainMm: number; rainChance: number | null; code: number | null };
export type LiveWeather = { current: LiveCurrent | null; daily: LiveDay[] };

export type ForecastClient = {
  /** One answer per place, in order; null when the provider could not be asked or did not answer in time. */
  forecast(places: readonly LatLng[]): Promise<(LiveWeather | null)[] | null>;
};

export type ForecastOptions = {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  ttlMs?: number;
  /** How long to stop asking after a failure. */
  cooldownMs?: number;
  url?: string;
  /** false: never ask (the page shows normals only). */
  enabled?: boolean;
};

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Reads one Open-Meteo location answer; null when it lacks the daily series. */
export function parseOpenMeteo(body: unknown): LiveWeather | null {
  if (!body || typeof body !== "object") return null;
  const b = body as { current?: Record<string, unknown>; daily?: Record<string, unknown[]> };
  const d = b.daily;
  if (!d || !Array.isArray(d.time)) return null;
  const daily: LiveDay[] = [];
  for (let i = 0; i < Math.min(d.time.length, 7); i++) {
    const date = d.time[i];
    const maxC = num(d.temperature_2m_max?.[i]);
    const minC = num(d.temperature_2m_min?.[i]);
    if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || maxC === null || minC === null) return null;
    daily.push({
      date,
      maxC,
      minC,
      rainMm: num(d.precipitation_sum?.[i]) ?? 0,
      rainChance: num(d.precipitation_probability_max?.[i]),
      code: num(d.weather_code?.[i]),
    });
  }
  const c = b.current;
  const tempC = num(c?.temperature_2m);
  const current =
    c && tempC !== null
      ? {
          time: typeof c.time === "string" ? c.time : "",
          tempC,
          humidity: num(c.relative_humidity_2m),
          windKmh: num(c.wind_speed_10m),
          code: num(c.weather_code),
        }
      : null;
  return { current, daily };
}

export function createForecastClient(options: ForecastOptions = {}): ForecastClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 2500;
  const ttlMs = options.ttlMs ?? 30 * 60_000;
  const cooldownMs = options.cooldownMs ?? 5 * 60_000;
  const url = options.url ?? OPEN_METEO_URL;
  const cache = new Map<string, { at: number; value: (LiveWeather | null)[] }>();
  const inflight = new Map<string, Promise<(LiveWeather | null)[] | null>>();
  let closedUntil = 0;

  async function ask(places: readonly LatLng[], key: string): Promise<(LiveWeather | null)[] | null> {
    const q = new URLSearchParams({
      latitude: places.map((p) => p.lat.toFixed(2)).join(","),
      longitude: places.map((p) => p.lng.toFixed(2)).join(","),
      current: "temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m",
      daily: "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max",
      timezone: "Asia/Manila",
      forecast_days: "7",
    });
    try {
      const res = await doFetch(`${url}?${q}`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`open-meteo ${res.status}`);
      const body: unknown = await res.json();
      const list = Array.isArray(body) ? body : [body];
      if (list.length !== places.length) throw new Error("open-meteo: wrong number of places");
      const value = list.map(parseOpenMeteo);
      if (value.every((v) => v === null)) throw new Error("open-meteo: nothing readable");
      if (cache.size > 200) cache.clear();
      cache.set(key, { at: now(), value });
      return value;
    } catch {
      closedUntil = now() + cooldownMs;
      return null;
    }
  }

  return {
    async forecast(places) {
      if (options.enabled === false || places.length === 0) return null;
      const key = places.map((p) => `${p.lat.toFixed(2)},${p.lng.toFixed(2)}`).join(";");
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (now() < closedUntil) return null;
      let pending = inflight.get(key);
      if (!pending) {
        // A hard cap as well as the fetch's own signal: a body that trickles in never holds the page.
        pending = Promise.race([ask(places, key), new Promise<null>((r) => setTimeout(() => r(null), timeoutMs + 100).unref?.())]).finally(
          () => inflight.delete(key),
        );
        inflight.set(key, pending);
      }
      return pending;
    },
  };
}
