/**
 * The bench's API sections and Lighthouse: the flight engine (search latency at a fixed rate, booking
 * throughput), hotels (destination search and room rates at fixed rates), the assistant (the evaluation
 * set's metrics, then chat latency over HTTP) and Lighthouse on a few pages. Each section that fails
 * adds a warning and gives null; the others still run.
 */
import { assistantBench, type AssistantBench } from "./assistant.ts";
import type { BenchConfig } from "./config.ts";
import { bookingThroughput, searchAtFixedRate, type FlightBench } from "./flights.ts";
import { hotelBench, type HotelBench } from "./hotels.ts";
import { findLighthouse, runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { errorText, log } from "./log.ts";
import { LIGHTHOUSE_PATHS } from "./pages.ts";
import { rateFailures } from "./rate-table.ts";

/** Issue 6: p95 of a domestic one-way search at 200 requests/s. */
export const FLIGHT_SEARCH_P95_AIM_MS = 50;
/** Issue 7: p95 of a destination search at 200 requests/s (room rates are held to the same p95). */
export const HOTEL_P95_AIM_MS = 30;
export const HOTEL_AIM_RATE = 200;

export type LighthouseRuns = { status: string; version?: string; results: LighthouseResult[] };

export function flightSearchPass(f: FlightBench): boolean {
  return f.search.rate >= 200 && f.search.latencyMs.p95 <= FLIGHT_SEARCH_P95_AIM_MS;
}

export function hotelSearchPass(h: HotelBench): boolean {
  return h.search.rate >= HOTEL_AIM_RATE && h.search.failed === 0 && h.search.latencyMs.p95 <= HOTEL_P95_AIM_MS;
}

export function hotelRoomRatesPass(h: HotelBench): boolean {
  return h.roomRates.failed === 0 && h.roomRates.latencyMs.p95 <= HOTEL_P95_AIM_MS;
}

/** The flight aims and whether the run met them, as bench/results/latest.json records them. */
export function flightAims(f: FlightBench) {
  return { searchP95Ms: FLIGHT_SEARCH_P95_AIM_MS, rate: 200, pass: flightSearchPass(f) };
}

/** The hotel aims and whether the run met them, as bench/results/latest.json records them. */
export function hotelAims(h: HotelBench) {
  return { p95Ms: HOTEL_P95_AIM_MS, searchRate: HOTEL_AIM_RATE, searchPass: hotelSearchPass(h), roomRatesPass: hotelRoomRatesPass(h) };
}

export async function runFlights(config: BenchConfig, baseUrl: string, warnings: string[]): Promise<FlightBench | null> {
  if (!config.flights) return null;
  try {
    log(
      `flights: ${config.flightRate} searches/s for ${config.duration} s, then ${config.flightBookers} booking clients for ${config.duration} s`,
    );
    const search = await searchAtFixedRate(baseUrl, config.flightRate, config.duration);
    const booking = await bookingThroughput(baseUrl, config.flightBookers, config.duration);
    if (search.failed)
      warnings.push(`flight search: ${search.failed} of ${search.sent} requests failed (${JSON.stringify(search.statusCounts)})`);
    if (booking.failed) warnings.push(`flight booking: ${booking.failed} attempts failed: ${booking.failures.join("; ")}`);
    return { search, booking };
  } catch (err) {
    warnings.push(`flights: ${errorText(err)}`);
    return null;
  }
}

export async function runHotels(config: BenchConfig, baseUrl: string, warnings: string[]): Promise<HotelBench | null> {
  if (!config.hotels) return null;
  try {
    log(
      `hotels: ${config.hotelRate} destination searches/s for ${config.duration} s, then ${config.hotelRoomRate} room-rate requests/s for ${config.duration} s`,
    );
    const hotels = await hotelBench(baseUrl, { searchRate: config.hotelRate, roomRate: config.hotelRoomRate, seconds: config.duration });
    warnings.push(
      ...rateFailures([
        ["hotel search", hotels.search],
        ["hotel room rates", hotels.roomRates],
      ]),
    );
    return hotels;
  } catch (err) {
    warnings.push(`hotels: ${errorText(err)}`);
    return null;
  }
}

export async function runAssistant(config: BenchConfig, baseUrl: string, warnings: string[]): Promise<AssistantBench | null> {
  if (!config.assistant) return null;
  try {
    log(
      `assistant: ${config.assistantEval ? "the evaluation set through the engine, then " : ""}${config.assistantRate} chat messages/s for ${config.assistantDuration} s as JSON, then as SSE`,
    );
    const assistant = await assistantBench(baseUrl, {
      rate: config.assistantRate,
      seconds: config.assistantDuration,
      evaluate: config.assistantEval,
    });
    if (assistant.quality && "error" in assistant.quality) warnings.push(`assistant evaluation: ${assistant.quality.error}`);
    warnings.push(
      ...rateFailures([
        ["chat JSON", assistant.json],
        ["chat SSE", assistant.sse],
      ]),
    );
    return assistant;
  } catch (err) {
    warnings.push(`assistant: ${errorText(err)}`);
    return null;
  }
}

export async function runLighthouseSection(config: BenchConfig, baseUrl: string, warnings: string[]): Promise<LighthouseRuns> {
  if (!config.lighthouse) return { status: "skipped (BENCH_LIGHTHOUSE=0)", results: [] };
  const setup = findLighthouse(config.root);
  if (!setup.ok) {
    log(`lighthouse: ${setup.reason}`);
    return { status: setup.reason, results: [] };
  }
  const lighthouse: LighthouseRuns = { status: "ran", version: setup.version, results: [] };
  for (const p of LIGHTHOUSE_PATHS) {
    log(`lighthouse ${setup.version} ${p} (mobile)`);
    const res = await runLighthouse(setup, baseUrl + p);
    if (res.error) warnings.push(`lighthouse ${p}: ${res.error}`);
    lighthouse.results.push(res);
  }
  return lighthouse;
}
