/** Server-render throughput and latency of one page with autocannon (keep-alive, loopback). */
import autocannon from "autocannon";
import { delta, snapshot, type CpuDelta } from "./cpu.ts";

/** Headers of an ordinary browser navigation (not a bot: bots get the fully-rendered, unstreamed page). */
export const BROWSER_HEADERS: Record<string, string> = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 lakbay-bench",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br",
  "Accept-Language": "en-PH,en;q=0.9",
};

export type LoadResult = {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  /** Average bytes per response as sent on the wire (compressed when the server compresses). */
  bytesPerResponse: number;
  statusCounts: Record<string, number>;
  non2xx: number;
  /** Responses whose status was not the expected one (e.g. anything but 404 on the 404 page). */
  unexpected: number;
  errors: number;
  timeouts: number;
  /** Server CPU milliseconds per completed request (user + system, from /proc), null where unknown. */
  serverCpuMsPerRequest: number | null;
  cpu: CpuDelta;
  /** Status counts of the (unmeasured) warm-up run, kept to spot errors on a cold page. */
  warmupStatusCounts: Record<string, number>;
};

export async function measureLoad(opts: {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  cookie?: string;
  expectStatus: number;
  serverPid?: number;
}): Promise<LoadResult> {
  const headers = { ...BROWSER_HEADERS, ...(opts.cookie ? { Cookie: opts.cookie } : {}) };
  const warmupStatusCounts: Record<string, number> = {};
  if (opts.warmup > 0) {
    const w = await autocannon({ url: opts.url, connections: opts.connections, duration: opts.warmup, headers, timeout: 10 });
    for (const [code, { count }] of Object.entries(w.statusCodeStats ?? {})) warmupStatusCounts[code] = count;
  }
  const before = snapshot(opts.serverPid);
  const r = await autocannon({ url: opts.url, connections: opts.connections, duration: opts.duration, headers, timeout: 10 });
  const cpu = delta(before, snapshot(opts.serverPid));
  const statusCounts: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statusCounts[code] = count;
  const answered = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const expected = statusCounts[String(opts.expectStatus)] ?? 0;
  const completed = r.requests.total;
  return {
    url: opts.url,
    connections: opts.connections,
    durationSeconds: r.duration,
    requests: completed,
    requestsPerSecond: r.duration > 0 ? completed / r.duration : 0,
    latencyMs: {
      average: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    bytesPerResponse: completed > 0 ? r.throughput.total / completed : 0,
    statusCounts,
    non2xx: r.non2xx,
    unexpected: answered - expected,
    errors: r.errors,
    timeouts: r.timeouts,
    serverCpuMsPerRequest: cpu.serverSeconds !== null && completed > 0 ? (cpu.serverSeconds * 1000) / completed : null,
    cpu,
    warmupStatusCounts,
  };
}
