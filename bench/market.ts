/**
 * `BENCH_MARKET=1` (issue 26): hotel and flight search at the size of the market, beside today's
 * inventory in the same run.
 *
 * 1. Starts a throw-away PostgreSQL (scripts/postgres.sh, its own state file) and loads the
 *    market-size dataset into it (scripts/market-load.ts: ~30,000 hotels, a year of availability);
 *    the apps are `npm start` with DATABASE_URL. Flight search is measured here whatever BENCH_FLIGHTS
 *    says (that flag is for the usual flight section).
 * 2. On two apps on that server, one after the other — today's (the demo inventory, in a database of its
 *    own) and the market one —
 *    at fixed rates, latency from when each request was due, each request from its own address:
 *    flight search (BENCH_FLIGHT_RATE, 200/s), hotel search by destination, by code, near a point,
 *    filtered and "more results" (BENCH_HOTEL_RATE, 200/s), room rates (BENCH_HOTEL_ROOM_RATE, 100/s).
 * 3. On the market app, the highest rate (of 200, 400, 600, 800, 1200, 1600/s) each of flight search,
 *    destination search, near-a-point search and room rates holds with p97.5 ≤ 100 ms and no failure.
 * 4. Growth: each call's market p97.5 ÷ today's.
 *
 * The search mixes are the same size on both (440 distinct destination searches: 44 places × 10
 * stays on the market, 22 × 20 today), every search of a mix sent once before measuring, as for the
 * other sections. Aims: flight search p97.5 ≤ 50 ms, hotel searches and room rates ≤ 30 ms, growth < 2×.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PROVINCES } from "../core/hotels/market/provinces.ts";
import { loadMarketInto } from "../scripts/market-load.ts";
import { type RunningServer, startApp } from "./app-server.ts";
import type { BenchConfig } from "./config.ts";
import { clientAddress, manilaDate, measured, type RateRun } from "./fixed-rate.ts";
import { searchAtFixedRate } from "./flights.ts";
import { CITIES } from "./hotels.ts";
import { errorText, log } from "./log.ts";
import { int, ms, table } from "./report.ts";

export const MARKET_AIMS = { flightP975Ms: 50, hotelP975Ms: 30, ceilingP975Ms: 100, growth: 2 } as const;

type Place = { city: string; latitude: number; longitude: number };
type Offer = { hotelId: string; productId: string; tokenId: string; sessionId: string };

/** Today's 22 destinations (bench/hotels.ts) with a point each (their centres, destinations.json). */
const TODAY_POINTS = [
  [14.5547, 121.0244],
  [10.3157, 123.8854],
  [11.9674, 121.9248],
  [11.1956, 119.4075],
  [11.9986, 120.2043],
  [9.7392, 118.7353],
  [9.58, 123.745],
  [9.787, 126.156],
  [7.0707, 125.6087],
  [16.4023, 120.596],
  [14.1153, 120.9621],
  [10.7202, 122.5621],
  [10.6765, 122.9509],
  [13.1391, 123.7438],
  [9.3068, 123.3054],
  [8.4542, 124.6319],
  [17.5747, 120.3869],
  [15.186, 120.547],
  [13.505, 120.954],
  [16.6735, 120.3398],
  [14.8292, 120.2828],
  [6.9214, 122.079],
] as const;

const TODAY: Place[] = CITIES.map((city, i) => ({ city, latitude: TODAY_POINTS[i][0], longitude: TODAY_POINTS[i][1] }));

/** 44 market places: the 22 busiest provinces by name (capital as the point) and one town of each of 22 others. */
function marketPlaces(): Place[] {
  const byWeight = [...PROVINCES].sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code));
  const provinces = byWeight.slice(0, 22).map((p) => ({ city: p.name, latitude: p.towns[0].latitude, longitude: p.towns[0].longitude }));
  const towns = byWeight
    .slice(22)
    .filter((_, i) => i % 2 === 0)
    .slice(0, 22)
    .map((p) => {
      const t = p.towns[p.towns.length - 1];
      return { city: `${t.name}, ${p.name}`, latitude: t.latitude, longitude: t.longitude };
    });
  return [...provinces, ...towns];
}

function stay(i: number, places: number, stays: number) {
  const round = Math.floor((i % (places * stays)) / places);
  const checkinDays = 7 + ((round * 11 + i) % 42);
  const nights = 1 + (round % 3);
  const adults = 1 + ((round + i) % 3);
  const child = round % 5 === 4 ? 1 : 0;
  return {
    checkin: manilaDate(checkinDays),
    checkout: manilaDate(checkinDays + nights),
    country_name: "Philippines",
    occupancy: [{ room_no: 1, adult: adults, child, child_age: child ? [7] : [0] }],
    requiredCurrency: "PHP",
  };
}

function post(base: string, p: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/booking/hotel/${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(), "accept-encoding": "gzip" },
    body: JSON.stringify(body),
  });
}

export type InventoryRuns = {
  distinctSearches: number;
  flightSearch: RateRun | null;
  destination: RateRun;
  code: RateRun;
  near: RateRun;
  filtered: RateRun;
  more: RateRun;
  roomRates: RateRun;
};

const FILTERS = [
  { filters: { minRating: 4 }, sort: { by: "rating", order: "desc" } },
  { filters: { amenities: ["Swimming pool", "Spa"] } },
  { filters: { maxPrice: 4000 }, sort: { by: "distance", order: "asc" } },
  { filters: { minRating: 3, amenities: ["Free Wi-Fi"] }, sort: { by: "name", order: "asc" } },
];

/** Every call of one inventory at the configured rates. */
async function measureInventory(base: string, places: Place[], config: BenchConfig, seconds: number): Promise<InventoryRuns> {
  const stays = Math.round(440 / places.length);
  const distinct = places.length * stays;
  const destinationBody = (i: number) => ({ ...stay(i, places.length, stays), city_name: places[i % places.length].city });
  // Every search of the mix once, keeping sessions, codes and offers for the other calls.
  const sessions: { body: Record<string, unknown>; sessionId: string; pages: number }[] = [];
  const offers: Offer[] = [];
  for (let batch = 0; batch < distinct; batch += 8) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(8, distinct - batch) }, async (_, j) => {
        const body = destinationBody(batch + j);
        const r = await post(base, "hotel-search", body);
        if (r.status !== 200) throw new Error(`hotel-search answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
        return { body, data: ((await r.json()) as { data: { sessionId: string; totalPages: number; searchResults: Offer[] } }).data };
      }),
    );
    for (const { body, data } of answers) {
      sessions.push({ body, sessionId: data.sessionId, pages: data.totalPages });
      for (const h of data.searchResults.slice(0, 3)) offers.push({ ...h, sessionId: data.sessionId });
    }
  }
  if (!offers.length) throw new Error("hotel-search found no hotels");
  const codes = [...new Set(offers.map((o) => o.hotelId))];
  const rate = config.hotelRate;
  log(`  flight search ${config.flightRate}/s`);
  const flightSearch = await searchAtFixedRate(base, config.flightRate, seconds);
  log(`  destination, code, near, filtered, more ${rate}/s; room rates ${config.hotelRoomRate}/s`);
  const destination = await measured(rate, seconds, 3, (i) => post(base, "hotel-search", destinationBody(i)));
  const code = await measured(rate, seconds, 3, (i) =>
    post(base, "hotel-search-by-code", {
      ...stay(i, places.length, stays),
      hotelCodes: [codes[(i * 7) % codes.length], codes[(i * 13 + 1) % codes.length]],
    }),
  );
  const near = await measured(rate, seconds, 3, (i) => {
    const p = places[i % places.length];
    return post(base, "hotel-search-by-location", {
      ...stay(i, places.length, stays),
      latitude: p.latitude,
      longitude: p.longitude,
      radius: 5,
    });
  });
  const filtered = await measured(rate, seconds, 3, (i) => {
    const s = sessions[i % sessions.length];
    return post(base, "search/filtered", { searchCriteria: s.body, sessionId: s.sessionId, page: 1, ...FILTERS[i % FILTERS.length] });
  });
  const more = await measured(rate, seconds, 3, (i) => {
    const s = sessions[i % sessions.length];
    return post(base, "search/more", { ...s.body, sessionId: s.sessionId, page: 2 + (i % Math.max(1, Math.min(4, s.pages - 1))) });
  });
  const roomRates = await measured(config.hotelRoomRate, seconds, 3, (i) => post(base, "room-rates", offers[(i * 7) % offers.length]));
  return { distinctSearches: distinct, flightSearch, destination, code, near, filtered, more, roomRates };
}

const CEILING_RATES = [200, 400, 600, 800, 1200, 1600];

/** The highest rate of CEILING_RATES at which `send` keeps p97.5 ≤ 100 ms with no failure (0: not even the first). */
async function ceiling(
  send: (i: number) => Promise<Response>,
  seconds: number,
): Promise<{ rate: number; runs: { rate: number; p975: number; failed: number }[] }> {
  const runs: { rate: number; p975: number; failed: number }[] = [];
  let best = 0;
  for (const rate of CEILING_RATES) {
    const run = await measured(rate, seconds, 1, send);
    runs.push({ rate, p975: run.latencyMs.p975, failed: run.failed });
    if (run.failed || run.latencyMs.p975 > MARKET_AIMS.ceilingP975Ms) break;
    best = rate;
  }
  return { rate: best, runs };
}

export type MarketBench = {
  load: { hotels: number; roomNights: number; seconds: number };
  appStartupMs: number;
  today: InventoryRuns;
  market: InventoryRuns;
  ceilings: Record<string, { rate: number; runs: { rate: number; p975: number; failed: number }[] }>;
  loadAverage: { before: number[]; after: number[] };
};

/** A new empty database on the server of `url`; its URL. */
async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function startPostgres(stateFile: string, root: string): string {
  const r = spawnSync("bash", ["scripts/postgres.sh", "start"], {
    cwd: root,
    env: { ...process.env, LAKBAY_PG_STATE: stateFile },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`scripts/postgres.sh start failed: ${r.stderr.trim().split("\n").slice(-2).join(" ")}`);
  return r.stdout.trim().split("\n").pop()!;
}

export async function runMarket(config: BenchConfig, warnings: string[]): Promise<MarketBench | null> {
  if (!config.market) return null;
  const temp = mkdtempSync(path.join(os.tmpdir(), "lakbay-bench-market-"));
  const stateFile = path.join(temp, "postgres.state");
  let app: RunningServer | undefined;
  let pgStarted = false;
  const before = os.loadavg();
  try {
    log("market: a throw-away PostgreSQL, then the market-size dataset into it");
    const url = startPostgres(stateFile, config.root);
    pgStarted = true;
    const seconds = config.duration;
    // Today's inventory on the same PostgreSQL server (a database of its own, the demo's), so the growth
    // compares inventories, not PGlite in the app's process with PostgreSQL beside it. One app at a time.
    const todayUrl = await createDatabase(url, "lakbay_today");
    app = await startApp(config.root, config.startTimeout, { DATABASE_URL: todayUrl });
    log("market: today's inventory (an app on PostgreSQL with the demo data)");
    const today = await measureInventory(app.baseUrl, TODAY, config, seconds);
    await app.stop();
    app = undefined;
    const load = await loadMarketInto(url, { progress: (line) => log(`  ${line}`) });
    log(`market: loaded ${load.hotels} hotels and ${load.roomNights} room-nights in ${load.seconds.toFixed(1)} s; starting the app on it`);
    app = await startApp(config.root, config.startTimeout, { DATABASE_URL: url });
    log(`market: the market-size inventory (app on PostgreSQL, ready in ${(app.startupMs / 1000).toFixed(1)} s)`);
    const places = marketPlaces();
    const market = await measureInventory(app.baseUrl, places, config, seconds);
    log("market: the highest rate each call holds with p97.5 ≤ 100 ms");
    const base = app.baseUrl;
    const ceilings: MarketBench["ceilings"] = {};
    const short = Math.max(2, Math.round(seconds / 2));
    ceilings.flightSearch = await ceiling(
      (i) =>
        fetch(
          `${base}/api/booking/flight/search?origin=MNL&destination=${["CEB", "DVO", "ILO", "PPS"][i % 4]}&departureDate=${manilaDate(7 + (i % 45))}&adults=1`,
          {
            headers: { "x-forwarded-for": clientAddress(), "accept-encoding": "gzip" },
          },
        ),
      short,
    );
    ceilings.destination = await ceiling(
      (i) => post(base, "hotel-search", { ...stay(i, places.length, 10), city_name: places[i % places.length].city }),
      short,
    );
    ceilings.near = await ceiling((i) => {
      const p = places[i % places.length];
      return post(base, "hotel-search-by-location", {
        ...stay(i, places.length, 10),
        latitude: p.latitude,
        longitude: p.longitude,
        radius: 5,
      });
    }, short);
    // Room rates from fresh offers (sessions expire after 30 minutes; these are minutes old).
    const r = await post(base, "hotel-search", { ...stay(0, places.length, 10), city_name: "Metro Manila" });
    const page = ((await r.json()) as { data: { sessionId: string; searchResults: Offer[] } }).data;
    const offers = page.searchResults.map((h) => ({ ...h, sessionId: page.sessionId }));
    ceilings.roomRates = await ceiling((i) => post(base, "room-rates", offers[i % offers.length]), short);
    return { load, appStartupMs: app.startupMs, today, market, ceilings, loadAverage: { before, after: os.loadavg() } };
  } catch (err) {
    warnings.push(`market: ${errorText(err)}`);
    return null;
  } finally {
    await app?.stop();
    if (pgStarted)
      spawnSync("bash", ["scripts/postgres.sh", "stop"], {
        cwd: config.root,
        env: { ...process.env, LAKBAY_PG_STATE: stateFile },
        stdio: "ignore",
      });
    rmSync(temp, { recursive: true, force: true });
  }
}

const CALLS: [keyof Omit<InventoryRuns, "distinctSearches">, string, number][] = [
  ["flightSearch", "GET flight search", MARKET_AIMS.flightP975Ms],
  ["destination", "POST hotel-search (destination)", MARKET_AIMS.hotelP975Ms],
  ["code", "POST hotel-search-by-code", MARKET_AIMS.hotelP975Ms],
  ["near", "POST hotel-search-by-location (5 km)", MARKET_AIMS.hotelP975Ms],
  ["filtered", "POST search/filtered", MARKET_AIMS.hotelP975Ms],
  ["more", "POST search/more", MARKET_AIMS.hotelP975Ms],
  ["roomRates", "POST room-rates", MARKET_AIMS.hotelP975Ms],
];

export function marketReport(m: MarketBench): string[] {
  const rows: (string | number)[][] = [];
  for (const [key, name, aim] of CALLS) {
    const t = m.today[key] as RateRun | null;
    const k = m.market[key] as RateRun | null;
    if (!t || !k) continue;
    const growth = t.latencyMs.p975 > 0 ? k.latencyMs.p975 / t.latencyMs.p975 : 0;
    rows.push([
      name,
      int(k.rate),
      `${int(k.ok)}/${int(k.sent)}`,
      ms(t.latencyMs.p50),
      ms(t.latencyMs.p975),
      ms(k.latencyMs.p50),
      ms(k.latencyMs.p975),
      ms(k.latencyMs.max),
      `${k.failed === 0 && k.latencyMs.p975 <= aim ? "pass" : "FAIL"} (≤ ${aim})`,
      `${growth.toFixed(2)}× ${growth < MARKET_AIMS.growth ? "pass" : "FAIL"}`,
    ]);
  }
  const ceilings = Object.entries(m.ceilings).map(
    ([name, c]) =>
      `${name} ${c.rate ? `${c.rate}/s` : "< 200/s"} (${c.runs.map((r) => `${r.rate}/s p97.5 ${ms(r.p975)} ms${r.failed ? ` ${r.failed} failed` : ""}`).join(", ")})`,
  );
  return [
    "",
    `Market size (issue 26): ${int(m.load.hotels)} hotels and ${int(m.load.roomNights)} booked room-nights loaded into a throw-away PostgreSQL in ${m.load.seconds.toFixed(1)} s; the app on it ready in ${(m.appStartupMs / 1000).toFixed(1)} s. Today: the demo inventory, also on that PostgreSQL. ${m.market.distinctSearches} distinct destination searches each; load average ${m.loadAverage.before.map((v) => v.toFixed(2)).join(" ")} before, ${m.loadAverage.after.map((v) => v.toFixed(2)).join(" ")} after`,
    table(
      [
        { title: "call", align: "left" },
        { title: "req/s" },
        { title: "200/sent" },
        { title: "today p50" },
        { title: "today p97.5" },
        { title: "market p50" },
        { title: "market p97.5" },
        { title: "market max" },
        { title: "aim p97.5 ms", align: "left" },
        { title: "growth (aim < 2×)", align: "left" },
      ],
      rows,
    ),
    `Highest rate with p97.5 ≤ 100 ms on the market app: ${ceilings.join("; ")}`,
  ];
}
