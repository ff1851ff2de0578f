/**
 * Hotels under load, through the HTTP API of the running app (issue 7):
 *
 * 1. Destination search latency at a fixed rate: `POST /api/booking/hotel/hotel-search` with the
 *    spec §7 payload (checkin, checkout, city_name, country_name, occupancy, requiredCurrency), the
 *    destinations spread over every circuit and city of the inventory, check-in over the next six
 *    weeks, 1–3 nights, 1–3 adults (some with a child), scheduled at BENCH_HOTEL_RATE per second
 *    (default 200) for BENCH_DURATION seconds.
 * 2. Room-rate latency at BENCH_HOTEL_ROOM_RATE per second (default 100): `POST
 *    /api/booking/hotel/room-rates` for hotels taken from those searches' answers (hotelId,
 *    productId, tokenId, sessionId), each one reading the persisted availability of its nights.
 *
 * As for flights: latency counts from when each request was due (no coordinated omission), a
 * few seconds of the same load first, unmeasured, and each request from its own client address
 * (X-Forwarded-For; the bench app runs with TRUST_PROXY=1).
 */
import { performance } from "node:perf_hooks";
import { clientAddress, manilaDate, percentiles, type Percentiles } from "./flights.ts";

export type RateRun = {
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  failed: number;
  statusCounts: Record<string, number>;
  latencyMs: Percentiles;
  /** The first few failures (status and message, or the network error). */
  failures: string[];
};

export type HotelBench = {
  /** Distinct searches the run cycles through (destination × dates × party). */
  distinctSearches: number;
  search: RateRun;
  roomRates: RateRun & { distinctHotels: number };
};

/** Every destination of the inventory (core/hotels/destinations.ts), as a traveller types it. */
const CITIES = [
  "Metro Manila",
  "Cebu",
  "Boracay",
  "El Nido",
  "Coron",
  "Puerto Princesa",
  "Bohol",
  "Siargao",
  "Davao",
  "Baguio",
  "Tagaytay",
  "Iloilo",
  "Bacolod",
  "Legazpi",
  "Dumaguete",
  "Cagayan de Oro",
  "Vigan",
  "Clark",
  "Puerto Galera",
  "La Union",
  "Subic",
  "Zamboanga",
] as const;

/** How many distinct searches the run cycles through (each city on 20 different stays). */
export const DISTINCT_SEARCHES = CITIES.length * 20;

/** The i-th search of the mix: the §7 destination payload. */
export function searchPayload(i: number): Record<string, unknown> {
  const k = i % DISTINCT_SEARCHES;
  const city = CITIES[k % CITIES.length]!;
  const round = Math.floor(k / CITIES.length); // 0..19: which stay for this city
  const checkinDays = 7 + ((round * 11 + k) % 42);
  const nights = 1 + (round % 3);
  const adults = 1 + ((round + k) % 3);
  const child = round % 5 === 4 ? 1 : 0;
  return {
    checkin: manilaDate(checkinDays),
    checkout: manilaDate(checkinDays + nights),
    city_name: city,
    country_name: "Philippines",
    occupancy: [{ room_no: 1, adult: adults, child, child_age: child ? [7] : [0] }],
    requiredCurrency: "PHP",
  };
}

type Offer = { hotelId: string; productId: string; tokenId: string; sessionId: string };

function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/booking/hotel/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(), "accept-encoding": "gzip" },
    body: JSON.stringify(body),
  });
}

/** Sends `rate` requests per second for `seconds` on a fixed schedule; latency from when each was due. */
async function scheduled(
  rate: number,
  seconds: number,
  send: (i: number) => Promise<Response>,
  record: (latencyMs: number, status: string, failure?: string) => void,
  offset = 0,
): Promise<number> {
  const total = Math.round(rate * seconds);
  const start = performance.now() + 20;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(offset + i)
        .then(async (res) => {
          const body = await res.text();
          record(performance.now() - due, String(res.status), res.status === 200 ? undefined : `${res.status} ${body.slice(0, 160)}`);
        })
        .catch((err: Error) => record(performance.now() - due, "error", `${err.message}${err.cause ? ` (${String(err.cause)})` : ""}`)),
    );
  }
  await Promise.all(pending);
  return total;
}

async function measured(rate: number, seconds: number, warmupSeconds: number, send: (i: number) => Promise<Response>): Promise<RateRun> {
  // The same load, unmeasured, first (the JIT and the caches settle, as for the pages).
  if (warmupSeconds > 0) await scheduled(rate, warmupSeconds, send, () => {});
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const failures: string[] = [];
  let ok = 0;
  let failed = 0;
  const sent = await scheduled(
    rate,
    seconds,
    send,
    (latency, status, failure) => {
      latencies.push(latency);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      if (status === "200") ok += 1;
      else failed += 1;
      if (failure && failures.length < 5) failures.push(failure);
    },
    Math.round(rate * warmupSeconds),
  );
  return { rate, seconds, sent, ok, failed, statusCounts, latencyMs: percentiles(latencies), failures };
}

export async function hotelBench(
  base: string,
  opts: { searchRate: number; roomRate: number; seconds: number; warmupSeconds?: number },
): Promise<HotelBench> {
  const warmup = opts.warmupSeconds ?? 3;
  // Every search of the mix once (a running site has priced the stays people ask for), keeping a
  // few hotels of each answer for the room-rate run.
  const offers: Offer[] = [];
  for (let batch = 0; batch < DISTINCT_SEARCHES; batch += 8) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(8, DISTINCT_SEARCHES - batch) }, (_, j) =>
        post(base, "hotel-search", searchPayload(batch + j)).then(async (r) => {
          if (r.status !== 200) throw new Error(`hotel-search answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
          return (await r.json()) as { data: { sessionId: string; searchResults: Offer[] } };
        }),
      ),
    );
    for (const a of answers) {
      for (const h of a.data.searchResults.slice(0, 3)) {
        offers.push({ hotelId: h.hotelId, productId: h.productId, tokenId: h.tokenId, sessionId: a.data.sessionId });
      }
    }
  }
  if (offers.length === 0) throw new Error("hotel-search found no hotels to ask room rates for");

  const search = await measured(opts.searchRate, opts.seconds, warmup, (i) => post(base, "hotel-search", searchPayload(i)));
  // Room rates: spread over the offers (a different hotel, stay and session each time).
  const roomRates = await measured(opts.roomRate, opts.seconds, warmup, (i) => post(base, "room-rates", offers[(i * 7) % offers.length]));
  return {
    distinctSearches: DISTINCT_SEARCHES,
    search,
    roomRates: { ...roomRates, distinctHotels: new Set(offers.map((o) => o.hotelId)).size },
  };
}
