/**
 * The soak run (issue 26): the cluster test's mixed workload (scripts/workload.ts: flights by card and
 * wallet with void, refund and date change, hotel stays paid and cancelled, the contact form, sign-in,
 * the assistant) against ONE instance of the built app on PostgreSQL, for a long time, watching:
 *
 * - memory: the instance's resident size (VmRSS) every 10 s; after the warm-up (the first third of the
 *   run: the bounded caches, the hotel memo's 150,000 priced results first, fill in about eight minutes
 *   of this workload) it must grow by less than 10% to the end: the median of the last tenth's samples
 *   against the median of the tenth after the warm-up, so that one garbage collection's moment (a
 *   300 MB dip was seen) does not decide it;
 * - errors: no request answered otherwise than a healthy site answers (the workload's own checks) and
 *   no 5xx;
 * - latency: p50 and p95 of every minute; stable means the last minute's p95 is at most 1.5 times the
 *   first minute's after the warm-up (on this 2-core machine, a busy neighbour moves p95 more than that
 *   ratio allows only when the neighbour is busy: the run says what else was running).
 *
 *   npm run soak -- [--minutes 30] [--travellers 4] [--out FILE]
 *
 * Starts its own PostgreSQL, instance and SMTP sink (scripts/cluster.sh with one instance) and stops
 * them. Exit status 0 when all three hold, 1 otherwise. `BENCH_SOAK=1 npm run bench` runs it shorter.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import type { Recorded } from "./cluster-client.ts";
import { cluster, freePorts, startCluster } from "./cluster-harness.ts";
import { emptyTold, type Unexpected, workload } from "./workload.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SoakFigures = {
  minutes: number;
  travellers: number;
  requests: number;
  scenarios: Record<string, number>;
  errors: string[];
  fivexx: number;
  rssMb: { afterWarmUp: number; end: number; growthPct: number; samples: [number, number][] };
  perMinute: { minute: number; requests: number; p50: number; p95: number }[];
  p95Ratio: number;
  loadAverage: number[];
  holds: { memory: boolean; errors: boolean; latency: boolean };
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : 0;
}

/** The figures of a run from its samples and its log (pure: tested in soak.test.ts). */
export function soakFigures(input: {
  minutes: number;
  travellers: number;
  startedAt: number;
  log: Recorded[];
  errors: Unexpected[];
  scenarios: Record<string, number>;
  rss: [number, number][];
}): SoakFigures {
  const { minutes, startedAt, log, rss } = input;
  const warmUpMs = (minutes / 3) * 60_000;
  const endMs = minutes * 60_000;
  const windowMs = Math.max(60_000, endMs / 10);
  const at = (t: number) => t - startedAt;
  const afterWarmUp = rss.filter(([t]) => t >= warmUpMs && t < warmUpMs + windowMs).map(([, mb]) => mb);
  const lastWindow = rss.filter(([t]) => t >= endMs - windowMs).map(([, mb]) => mb);
  const first = median(afterWarmUp.length ? afterWarmUp : rss.map(([, mb]) => mb));
  const end = median(lastWindow.length ? lastWindow : rss.map(([, mb]) => mb));
  const growthPct = first > 0 ? ((end - first) / first) * 100 : 0;
  const perMinute: SoakFigures["perMinute"] = [];
  for (let m = 0; m < Math.ceil(minutes); m++) {
    const ms = log
      .filter((r) => at(r.start) >= m * 60_000 && at(r.start) < (m + 1) * 60_000 && r.status > 0)
      .map((r) => r.end - r.start)
      .sort((a, b) => a - b);
    perMinute.push({ minute: m + 1, requests: ms.length, p50: Math.round(percentile(ms, 50)), p95: Math.round(percentile(ms, 95)) });
  }
  const firstAfter = perMinute.find((p) => p.minute > warmUpMs / 60_000 && p.requests > 0);
  const last = [...perMinute].reverse().find((p) => p.requests > 0);
  const p95Ratio = firstAfter && last && firstAfter.p95 > 0 ? last.p95 / firstAfter.p95 : 0;
  const fivexx = log.filter((r) => r.status >= 500 || r.status === 0).length;
  const errors = input.errors.map((e) => e.message);
  return {
    minutes,
    travellers: input.travellers,
    requests: log.length,
    scenarios: input.scenarios,
    errors,
    fivexx,
    rssMb: { afterWarmUp: Math.round(first), end: Math.round(end), growthPct: Math.round(growthPct * 10) / 10, samples: rss },
    perMinute,
    p95Ratio: Math.round(p95Ratio * 100) / 100,
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
    holds: { memory: growthPct < 10, errors: errors.length === 0 && fivexx === 0, latency: p95Ratio <= 1.5 },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { minutes: { type: "string", default: "30" }, travellers: { type: "string", default: "4" }, out: { type: "string" } },
  });
  const minutes = Number(values.minutes);
  const travellers = Number(values.travellers);
  if (!(minutes > 0 && minutes <= 240) || !(travellers >= 1 && travellers <= 32)) throw new Error("--minutes 0–240, --travellers 1–32");
  const dir = mkdtempSync(path.join(tmpdir(), "lakbay-soak-"));
  const sink = await startSmtpSink({ port: 0, mailDir: path.join(dir, "mail") });
  const { cluster: started, env } = await startCluster(dir, {
    port: await freePorts(),
    smtpPort: sink.port,
    testRoutes: true,
    instances: 1,
  });
  try {
    const port = started.appPorts[0];
    const pid = Number(readFileSync(path.join(dir, "instance-1.pid"), "utf8"));
    const log: Recorded[] = [];
    const errors: Unexpected[] = [];
    const w = workload({ port, origin: started.url, log, told: emptyTold(), errors, walletPending: [] });
    const counts = new Map<string, number>();
    const startedAt = Date.now();
    const endAt = startedAt + minutes * 60_000;
    const rss: [number, number][] = [];
    const sampler = setInterval(() => rss.push([Date.now() - startedAt, Math.round(rssMb(pid) * 10) / 10]), 10_000);
    const progress = setInterval(() => {
      const m = ((Date.now() - startedAt) / 60_000).toFixed(1);
      console.error(`soak: ${m} min, ${log.length} requests, ${errors.length} errors, RSS ${rss.at(-1)?.[1] ?? "?"} MB`);
    }, 60_000);
    await Promise.all(Array.from({ length: travellers }, () => w.travellerLoop(() => Date.now() >= endAt, counts)));
    clearInterval(sampler);
    clearInterval(progress);
    await sleep(100);
    const figures = soakFigures({ minutes, travellers, startedAt, log, errors, scenarios: Object.fromEntries(counts), rss });
    const { samples: _samples, ...memory } = figures.rssMb;
    console.log(JSON.stringify({ ...figures, rssMb: memory, perMinute: figures.perMinute }, null, 2));
    if (values.out) writeFileSync(values.out, `${JSON.stringify(figures, null, 2)}\n`);
    process.exitCode = figures.holds.memory && figures.holds.errors && figures.holds.latency ? 0 : 1;
  } finally {
    await cluster("stop", env).catch((err) => console.error(err));
    await sink.close();
  }
}

if (import.meta.main) await main();
