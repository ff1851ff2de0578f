/**
 * The flight engine under load, through the HTTP API of the running app:
 *
 * 1. Search latency at a fixed request rate (not "as fast as it goes"): domestic one-way searches
 *    (MNL–CEB and other busy routes, dates spread over the next weeks, 1–3 adults) are sent on a
 *    schedule of BENCH_FLIGHT_RATE per second (default 200) for BENCH_DURATION seconds. Latency
 *    counts from when a request was due, so a server that falls behind shows it (no coordinated
 *    omission). Each request comes from its own client address (X-Forwarded-For; the bench app
 *    trusts a proxy, as production behind a load balancer does).
 * 2. Booking throughput: BENCH_FLIGHT_BOOKERS clients (default 4) each loop search →
 *    set-flight-expiry → booking (1–3 adults, held; each booking from another client address) for the
 *    same time; bookings per second and the latency of the booking call.
 */
import { performance } from "node:perf_hooks";
import { clientAddress, manilaDate, measured, percentiles, type Percentiles, type RateRun } from "./fixed-rate.ts";

export type FlightBench = {
  search: RateRun;
  booking: {
    clients: number;
    seconds: number;
    bookings: number;
    failed: number;
    bookingsPerSecond: number;
    latencyMs: Percentiles;
    failures: string[];
  };
};

const ROUTES = [
  ["MNL", "CEB"],
  ["CEB", "MNL"],
  ["MNL", "DVO"],
  ["MNL", "ILO"],
  ["MNL", "PPS"],
  ["CEB", "DVO"],
  ["MNL", "TAG"],
  ["MNL", "KLO"],
] as const;

function searchUrl(base: string, i: number): string {
  const [origin, destination] = ROUTES[i % ROUTES.length]!;
  const date = manilaDate(7 + (i % 45));
  return `${base}/api/booking/flight/search?origin=${origin}&destination=${destination}&departureDate=${date}&adults=${1 + (i % 3)}`;
}

export async function searchAtFixedRate(base: string, rate: number, seconds: number, warmupSeconds = 3): Promise<FlightBench["search"]> {
  // Warm the schedule caches of every route and date the run asks for (8 routes × 45 days), as a
  // running site's would be for the days people search: the run then measures searching, not the
  // one-off generation of a day's timetable.
  for (let batch = 0; batch < 360; batch += 8) {
    await Promise.all(
      Array.from({ length: 8 }, (_, j) =>
        fetch(searchUrl(base, batch + j), { headers: { "x-forwarded-for": clientAddress() } }).then((r) => r.arrayBuffer()),
      ),
    );
  }
  return measured(rate, seconds, warmupSeconds, (i) =>
    fetch(searchUrl(base, i), { headers: { "x-forwarded-for": clientAddress(), "accept-encoding": "gzip" } }),
  );
}

async function json(res: Response): Promise<{ data?: Record<string, unknown>; message?: string }> {
  try {
    return (await res.json()) as { data?: Record<string, unknown>; message?: string };
  } catch {
    return {};
  }
}

export async function bookingThroughput(base: string, clients: number, seconds: number): Promise<FlightBench["booking"]> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let bookings = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  let n = 0;
  async function loop() {
    while (performance.now() < until) {
      // Each booking is another traveller (another client address), as on a real site.
      const headers = { "x-forwarded-for": clientAddress(), "content-type": "application/json", origin: base };
      const i = n++;
      const k = i * 7 + 3;
      const adults = 1 + (k % 3);
      try {
        const search = await json(await fetch(searchUrl(base, k), { headers }));
        const fares = (search.data?.fareItineraries as { fareSourceCode: string }[] | undefined) ?? [];
        const fare = fares[i % Math.max(1, Math.min(fares.length, 10))];
        if (!fare) throw new Error("no fares");
        const set = await json(
          await fetch(`${base}/api/booking/flight/set-flight-expiry`, {
            method: "POST",
            headers,
            body: JSON.stringify({ fare_source_code: fare.fareSourceCode }),
          }),
        );
        const session = set.data?.session_id as string | undefined;
        if (!session) throw new Error(`set-flight-expiry: ${set.message ?? "no session"}`);
        const began = performance.now();
        const res = await fetch(`${base}/api/booking/flight/booking`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            session_id: session,
            passengers: Array.from({ length: adults }, (_, p) => ({
              title: "Ms",
              givenName: "Bench",
              surname: `Traveller${String.fromCharCode(65 + p)}`,
              dateOfBirth: "1990-01-01",
              gender: "F",
              nationality: "PH",
            })),
            contact: { email: "bench@example.com", dialCode: "+63", phone: "9171234567" },
          }),
        });
        const body = await json(res);
        latencies.push(performance.now() - began);
        if (res.status === 201) bookings += 1;
        else throw new Error(`booking ${res.status}: ${body.message ?? ""}`);
      } catch (err) {
        failed += 1;
        if (failures.length < 5) failures.push((err as Error).message);
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - t0) / 1000;
  return {
    clients,
    seconds: elapsed,
    bookings,
    failed,
    bookingsPerSecond: bookings / elapsed,
    latencyMs: percentiles(latencies),
    failures,
  };
}
