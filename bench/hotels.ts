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
import { clientAddress, manilaDate, measured, type RateRun } from "./fixed-rate.ts";

export type { RateRun };

export type HotelBench = {
  /** Distinct searches the run cycles through (destination × dates × party). */
  distinctSearches: number;
  search: RateRun;
  roomRates: RateRun & { distinctHotels: number };
};

/** Every destination of the inventory (core/hotels/destinations.ts), as a traveller types it. */
export const CITIES = [
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
