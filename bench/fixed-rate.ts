/**
 * Load at a fixed rate, the way the flight and hotel sections of the bench measure their APIs: a
 * request is sent every 1/rate seconds whether or not the earlier ones have answered, and latency
 * counts from when each request was due (no coordinated omission). Each request comes from its own
 * client address (X-Forwarded-For; the bench app trusts a proxy).
 */
import { performance } from "node:perf_hooks";

export type Percentiles = { p50: number; p95: number; p975: number; p99: number; max: number };

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

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p95: 0, p975: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p975: at(0.975), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

export function manilaDate(daysAhead: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

let clientCounter = 0;
/** Another client address each call (10.x.y.z), shared by every section so no two requests share one. */
export function clientAddress(): string {
  const n = ++clientCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sends `rate` requests per second for `seconds` on a fixed schedule; latency from when each was due. */
export async function scheduled(
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

export async function measured(
  rate: number,
  seconds: number,
  warmupSeconds: number,
  send: (i: number) => Promise<Response>,
): Promise<RateRun> {
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
