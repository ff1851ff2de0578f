import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Fake = { server: Server; port: number; mode: "ok" | "hang"; requests: number };
let fake: Fake;

function day(i: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + i * 86_400_000).toISOString().slice(0, 10);
}

function answer() {
  return {
    current: { time: "2026-11-22T10:00", temperature_2m: 27.6, relative_humidity_2m: 80, weather_code: 61, wind_speed_10m: 12 },
    daily: {
      time: Array.from({ length: 7 }, (_, i) => day(i)),
      weather_code: [61, 61, 3, 2, 1, 95, 0],
      temperature_2m_max: [31, 30.5, 31.2, 31.8, 32, 30, 31],
      temperature_2m_min: [24, 24.1, 24.3, 24, 23.8, 24.2, 24],
      precipitation_sum: [5.2, 12.1, 0.4, 0, 0, 22.3, 0],
      precipitation_probability_max: [70, 85, 20, 10, 5, 90, 5],
    },
  };
}

async function startFake(): Promise<Fake> {
  const f = { mode: "ok", requests: 0 } as Fake;
  f.server = createServer((req, res) => {
    f.requests++;
    if (f.mode === "hang") return; // never answers
    const n = (new URL(req.url ?? "/", "http://x").searchParams.get("latitude") ?? "").split(",").length;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(n === 1 ? answer() : Array.from({ length: n }, answer)));
  });
  await new Promise<void>((r) => f.server.listen(0, "127.0.0.1", r));
  f.port = (f.server.address() as AddressInfo).port;
  return f;
}

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  fake = await startFake();
  app = await startBuiltApp({
    name: "weather",
    env: { SEED_DEMO: "1", WEATHER_LIVE: "1", OPEN_METEO_URL: `http://127.0.0.1:${fake.port}/v1/forecast` },
  });
  base = app.base;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  fake?.server.close();
});

async function timed(p: string): Promise<{ ms: number; html: string }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${p}`);
  const html = await res.text();
  expect(res.status).toBe(200);
  return { ms: performance.now() - t0, html };
}

describe("weather with a live provider", () => {
  it("shows the forecast when the provider answers, and stays fast when it hangs", async () => {
    const live = await timed("/stay-informed/weather?place=cebu");
    expect(live.html).toMatch(/Now: <strong>28(<!-- -->)? °C<\/strong>/);
    expect(live.html).toContain("7-day forecast for");
    expect(live.html).not.toContain("Climate normals, not a forecast");

    fake.mode = "hang";
    // A new place means a new request: it waits at most the 2.5 s timeout, then shows the normals.
    const slow = await timed("/stay-informed/weather?place=siargao");
    expect(slow.ms).toBeLessThan(4000);
    expect(slow.html).toContain("Climate normals, not a forecast");
    const asked = fake.requests;
    // The breaker is open: the next new place does not ask and does not wait.
    const fast = await timed("/stay-informed/weather?place=davao");
    expect(fast.ms).toBeLessThan(1500);
    expect(fake.requests).toBe(asked);
    expect(fast.html).toContain("Climate normals, not a forecast");
  }, 30_000);
});
