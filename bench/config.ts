/**
 * Bench settings, read from the environment once. Every setting has a default that keeps a full run
 * under about three minutes on a 2-core machine.
 */
import path from "node:path";

export type BenchConfig = {
  /** Repository root (the folder holding package.json and build/). */
  root: string;
  /** Seconds of measured load per page (BENCH_DURATION, default 5). */
  duration: number;
  /** Seconds of unmeasured warm-up load per page before that (BENCH_WARMUP, default 1). */
  warmup: number;
  /** Concurrent keep-alive connections (BENCH_CONNECTIONS, default 10). */
  connections: number;
  /** Run Lighthouse on / and /login (BENCH_LIGHTHOUSE, default 1; 0 skips). */
  lighthouse: boolean;
  /** Rebuild even when build/ exists (BENCH_BUILD=1; default: build only when missing). */
  forceBuild: boolean;
  /** Only pages whose name or path contains one of these comma-separated words (BENCH_PAGES). */
  pageFilter: string[];
  /** Load the pages and the floor at all (BENCH_PAGES=0 skips them, page weight included). */
  pages: boolean;
  /** Run the flight search-latency and booking-throughput section (BENCH_FLIGHTS, default 1). */
  flights: boolean;
  /** Searches per second for the fixed-rate latency run (BENCH_FLIGHT_RATE, default 200). */
  flightRate: number;
  /** Concurrent booking clients (BENCH_FLIGHT_BOOKERS, default 4). */
  flightBookers: number;
  /** Run the hotel search and room-rate latency section (BENCH_HOTELS, default 1). */
  hotels: boolean;
  /** Destination searches per second (BENCH_HOTEL_RATE, default 200). */
  hotelRate: number;
  /** Room-rate requests per second (BENCH_HOTEL_ROOM_RATE, default 100). */
  hotelRoomRate: number;
  /** Run the assistant section: the evaluation's metrics and chat latency over HTTP (BENCH_ASSISTANT, default 1). */
  assistant: boolean;
  /** Chat messages per second for the latency run (BENCH_ASSISTANT_RATE, default 20). */
  assistantRate: number;
  /** Measured seconds of chat load, JSON and SSE each (BENCH_ASSISTANT_DURATION, default 10). */
  assistantDuration: number;
  /** Run the evaluation set through the engine first (BENCH_ASSISTANT_EVAL, default 1; 0: latency only). */
  assistantEval: boolean;
  /** Run the market-size section: the dataset into a throw-away PostgreSQL, then both inventories measured (BENCH_MARKET, default 0; bench/market.ts). */
  market: boolean;
  /** Run the soak run shorter (BENCH_SOAK, default 0; scripts/soak.ts), for BENCH_SOAK_MINUTES (default 5). */
  soak: boolean;
  soakMinutes: number;
  /** Seconds to wait for GET /ready (BENCH_START_TIMEOUT, default 60). */
  startTimeout: number;
};

function positive(name: string, fallback: number, { integer = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be a positive ${integer ? "integer" : "number"}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

function nonNegative(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, got ${JSON.stringify(raw)}`);
  return n;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  return !["0", "false", "no", "off"].includes(raw);
}

export function loadConfig(): BenchConfig {
  return {
    root: path.resolve(import.meta.dirname, ".."),
    duration: positive("BENCH_DURATION", 5),
    warmup: nonNegative("BENCH_WARMUP", 1),
    connections: positive("BENCH_CONNECTIONS", 10, { integer: true }),
    lighthouse: flag("BENCH_LIGHTHOUSE", true),
    forceBuild: flag("BENCH_BUILD", false),
    flights: flag("BENCH_FLIGHTS", true),
    flightRate: positive("BENCH_FLIGHT_RATE", 200),
    flightBookers: positive("BENCH_FLIGHT_BOOKERS", 4, { integer: true }),
    hotels: flag("BENCH_HOTELS", true),
    hotelRate: positive("BENCH_HOTEL_RATE", 200),
    hotelRoomRate: positive("BENCH_HOTEL_ROOM_RATE", 100),
    assistant: flag("BENCH_ASSISTANT", true),
    assistantRate: positive("BENCH_ASSISTANT_RATE", 20),
    assistantDuration: positive("BENCH_ASSISTANT_DURATION", 10),
    assistantEval: flag("BENCH_ASSISTANT_EVAL", true),
    pages: process.env.BENCH_PAGES?.trim() !== "0",
    pageFilter: (process.env.BENCH_PAGES?.trim() === "0" ? "" : (process.env.BENCH_PAGES ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    market: flag("BENCH_MARKET", false),
    soak: flag("BENCH_SOAK", false),
    soakMinutes: positive("BENCH_SOAK_MINUTES", 5),
    startTimeout: positive("BENCH_START_TIMEOUT", 60),
  };
}
