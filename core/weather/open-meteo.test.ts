import { describe, expect, it, vi } from "vitest";
import { createForecastClient, parseOpenMeteo } from "./open-meteo.ts";
import { climateStations, nearestClimateStation, parseNormals } from "./normals.ts";
import { createWeatherService } from "./weather-service.ts";

const days = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
/** One location as Open-Meteo answers it. */
function answer(offset = 0) {
  return {
    latitude: 10.3,
    longitude: 123.9,
    timezone: "Asia/Manila",
    current: { time: "2026-11-22T10:00", temperature_2m: 29.4 + offset, relative_humidity_2m: 78, weather_code: 80, wind_speed_10m: 14.2 },
    daily: {
      time: days,
      weather_code: [80, 61, 3, 2, 1, 95, 0],
      temperature_2m_max: [31, 30.5, 31.2, 31.8, 32, 30, 31],
      temperature_2m_min: [24, 24.1, 24.3, 24, 23.8, 24.2, 24],
      precipitation_sum: [5.2, 12.1, 0.4, 0, 0, 22.3, 0],
      precipitation_probability_max: [70, 85, 20, 10, 5, 90, 5],
    },
  };
}
const places = [
  { lat: 10.3157, lng: 123.8854 },
  { lat: 9.65, lng: 123.853 },
];
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("Open-Meteo client", () => {
  it("asks once for many places with comma-separated coordinates and reads each answer", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => ok([answer(), answer(1)]));
    const client = createForecastClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const res = await client.forecast(places);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0][0]));
    expect(url.origin + url.pathname).toBe("https://api.open-meteo.com/v1/forecast");
    expect(url.searchParams.get("latitude")).toBe("10.32,9.65");
    expect(url.searchParams.get("longitude")).toBe("123.89,123.85");
    expect(url.searchParams.get("timezone")).toBe("Asia/Manila");
    expect(res?.[0]?.current?.tempC).toBe(29.4);
    expect(res?.[1]?.current?.tempC).toBe(30.4);
    expect(res?.[0]?.daily).toHaveLength(7);
    expect(res?.[0]?.daily[1]).toEqual({ date: "2026-11-23", maxC: 30.5, minC: 24.1, rainMm: 12.1, rainChance: 85, code: 61 });
  });

  it("keeps answers for 30 minutes", async () => {
    let now = 0;
    const fetch = vi.fn(async () => ok([answer(), answer()]));
    const client = createForecastClient({ fetch: fetch as unknown as typeof globalThis.fetch, now: () => now });
    await client.forecast(places);
    now += 29 * 60_000;
    await client.forecast(places);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2 * 60_000;
    await client.forecast(places);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("a provider that never answers costs at most the timeout, then nothing for 5 minutes (circuit breaker)", async () => {
    let now = 0;
    const fetch = vi.fn(
      (_u: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const client = createForecastClient({ fetch: fetch as unknown as typeof globalThis.fetch, now: () => now, timeoutMs: 200 });
    const started = performance.now();
    expect(await client.forecast(places)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    // Open: answered at once, the provider not asked.
    const again = performance.now();
    expect(await client.forecast(places)).toBeNull();
    expect(performance.now() - again).toBeLessThan(50);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 5 * 60_000 + 1;
    await client.forecast(places);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("errors, bad status and unreadable bodies give null (the page falls back), never a throw", async () => {
    for (const f of [
      async () => {
        throw new TypeError("getaddrinfo ENOTFOUND");
      },
      async () => new Response("busy", { status: 503 }),
      async () => ok({ error: true, reason: "bad" }),
      async () => ok([answer()]), // one answer for two places
    ]) {
      const client = createForecastClient({ fetch: f as unknown as typeof globalThis.fetch });
      expect(await client.forecast(places)).toBeNull();
    }
  });

  it("parses defensively", () => {
    expect(parseOpenMeteo(null)).toBeNull();
    expect(parseOpenMeteo({ daily: { time: ["x"], temperature_2m_max: [1], temperature_2m_min: [1] } })).toBeNull();
    expect(parseOpenMeteo({ ...answer(), current: undefined })?.current).toBeNull();
  });

  it("can be switched off entirely", async () => {
    const fetch = vi.fn();
    const client = createForecastClient({ fetch: fetch as unknown as typeof globalThis.fetch, enabled: false });
    expect(await client.forecast(places)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("weather report", () => {
  it("is live when the provider answers, and normals otherwise, always with the nearest PAGASA station", async () => {
    const live = createWeatherService({ forecast: { forecast: async (p) => p.map(() => parseOpenMeteo(answer())) } });
    const dest = [{ id: "cebu", name: "Cebu", lat: 10.3157, lng: 123.8854 }];
    const r1 = await live.report(dest, null);
    expect(r1.source).toBe("live");
    expect(r1.destinations[0].live?.daily).toHaveLength(7);
    const down = createWeatherService({ forecast: { forecast: async () => null } });
    const r2 = await down.report(dest, { id: "here", name: "here", lat: 16.41, lng: 120.6 });
    expect(r2.source).toBe("normals");
    expect(r2.destinations[0].station.id).toBe("Mactan");
    expect(r2.traveller?.station.id).toBe("Baguio");
    expect(r2.traveller?.normals).toHaveLength(12);
  });
});

describe("PAGASA normals", () => {
  it("has 30 stations with 12 months each, as the file says", () => {
    const s = climateStations();
    expect(s).toHaveLength(30);
    const naia = s.find((x) => x.id === "NAIA")!;
    expect(naia.months[0]).toEqual({ month: 1, rainMm: 11.5, rainyDays: 3, maxC: 30.4, minC: 22.9, meanC: 26.6 });
    expect(naia.officialName).toBe("NAIA (MIA), PASAY CITY");
  });

  it("maps each destination to its nearest station", () => {
    expect(nearestClimateStation({ lat: 16.4023, lng: 120.596 }).station.id).toBe("Baguio");
    expect(nearestClimateStation({ lat: 7.19, lng: 125.455 }).station.id).toBe("Davao");
  });

  it("reads quoted fields with commas", () => {
    const csv =
      "station,lat,lon,elevation_m,month,rainfall_mm,rainy_days,tmax_c,tmin_c,tmean_c,station_name_pdf,period\n" +
      Array.from({ length: 12 }, (_, i) => `X,1,2,3,${i + 1},10,1,30,20,25,"A, B",1991 - 2020`).join("\n");
    expect(parseNormals(csv)[0].officialName).toBe("A, B");
  });
});
