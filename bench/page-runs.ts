/**
 * The bench's page section: the gzipped weight of every page's first view, then autocannon load on each
 * page between two runs of the floor, and each page's requests/s as a share of the floor's against its
 * aim (bench/pages.ts).
 */
import path from "node:path";
import type { RunningServer } from "./app-server.ts";
import type { BenchConfig } from "./config.ts";
import { measureLoad, type LoadResult } from "./load.ts";
import { errorText, log } from "./log.ts";
import { measurePageWeight, type PageWeight } from "./page-weight.ts";
import { selectPages } from "./pages.ts";
import { int } from "./report.ts";

export type PageResult = {
  name: string;
  path: string;
  signedIn: boolean;
  expectStatus: number;
  aim?: number;
  /** The least requests/s this page should serve, absolute (bench/pages.ts). */
  aimRps?: number;
  /** The most gzipped JavaScript (KB) its first view may load (bench/pages.ts). */
  jsBudgetKb?: number;
  load?: LoadResult;
  /** requests/s ÷ the floor's requests/s. */
  ratio?: number;
  weight?: PageWeight;
  /** JS (gz) this page loads beyond what every measured page loads. */
  ownJsGzipBytes?: number;
  errors: string[];
};

export type FloorRun = { when: "before" | "after"; load?: LoadResult; error?: string };

export type PageRuns = {
  results: PageResult[];
  /** JS files every weighed page loads. */
  shared: Set<string>;
  floorRuns: FloorRun[];
  floorRps: number | null;
  aims: { met: number; of: number; pages: PageResult[] };
};

/** A page's aim: a share of the floor's requests/s, an absolute requests/s, or both. */
export function meetsAim(r: Pick<PageResult, "aim" | "aimRps" | "ratio" | "load">): boolean {
  if (r.aim !== undefined && !(r.ratio !== undefined && r.ratio >= r.aim)) return false;
  if (r.aimRps !== undefined && !(r.load && r.load.requestsPerSecond >= r.aimRps)) return false;
  return r.aim !== undefined || r.aimRps !== undefined;
}

export function aimText(r: Pick<PageResult, "aim" | "aimRps" | "ratio" | "load">): string {
  const parts = [r.aim !== undefined ? `≥ ${r.aim.toFixed(2)}×` : "", r.aimRps !== undefined ? `≥ ${r.aimRps}/s` : ""].filter(Boolean);
  if (parts.length === 0) return "";
  return `${parts.join(" ")} ${r.load ? (meetsAim(r) ? "pass" : "FAIL") : "FAIL"}`;
}

/** "pass" when the page's first view loads at most its JavaScript budget, "FAIL" otherwise. */
export function budgetText(p: Pick<PageResult, "weight" | "jsBudgetKb">): string {
  if (p.jsBudgetKb === undefined) return "";
  return p.weight && p.weight.js.gzipBytes <= p.jsBudgetKb * 1024 ? "pass" : "FAIL";
}

export function sumShared(results: PageResult[], shared: Set<string>): number {
  const any = results.find((r) => r.weight);
  return any ? any.weight!.js.list.filter((f) => shared.has(f.url)).reduce((a, f) => a + f.gzipBytes, 0) : 0;
}

/** Weighs, then loads, every page the config selects (none with BENCH_PAGES=0); problems go to `warnings`. */
export async function runPages(
  config: BenchConfig,
  servers: { app: RunningServer; floor: RunningServer; cookie: () => Promise<string> },
  warnings: string[],
): Promise<PageRuns> {
  const { app, floor } = servers;
  // BENCH_PAGES=0: no pages (nor the floor's runs), for measuring another section alone.
  const pages = config.pages ? selectPages(config.pageFilter) : [];
  const clientDir = path.join(config.root, "build/client");

  let cookie: string | undefined;
  let signInError: string | undefined;
  if (pages.some((p) => p.signedIn)) {
    try {
      cookie = await servers.cookie();
    } catch (err) {
      signInError = errorText(err);
      warnings.push(`signed-in pages skipped: ${signInError}`);
    }
  }

  // Page weight (quick) for every page, then load for every page.
  const results: PageResult[] = pages.map((p) => ({ ...p, errors: [] }));
  for (const r of results) {
    if (r.signedIn && !cookie) {
      r.errors.push(`not signed in (${signInError})`);
      continue;
    }
    try {
      r.weight = await measurePageWeight({ url: app.baseUrl + r.path, cookie: r.signedIn ? cookie : undefined, clientDir });
      if (r.weight.status !== r.expectStatus) r.errors.push(`HTML fetch answered ${r.weight.status}, expected ${r.expectStatus}`);
      if (r.weight.missing.length > 0) {
        warnings.push(
          `${r.path}: ${r.weight.missing.length} referenced asset(s) not in build/client (was the app rebuilt while the bench ran?): ${r.weight.missing.join(", ")}`,
        );
      }
      if (r.weight.external.length > 0) warnings.push(`${r.path}: scripts from outside /assets/: ${r.weight.external.join(", ")}`);
    } catch (err) {
      r.errors.push(`page weight: ${errorText(err)}`);
    }
  }
  const weighed = results.filter((r) => r.weight);
  const shared = new Set<string>(weighed[0]?.weight?.js.list.map((f) => f.url) ?? []);
  for (const r of weighed) {
    const mine = new Set(r.weight!.js.list.map((f) => f.url));
    for (const u of shared) if (!mine.has(u)) shared.delete(u);
  }
  for (const r of weighed) {
    r.ownJsGzipBytes = r.weight!.js.list.filter((f) => !shared.has(f.url)).reduce((a, f) => a + f.gzipBytes, 0);
  }

  const perPage = config.warmup + config.duration;
  if (results.length > 0)
    log(
      `load: the floor, ${results.length} pages, the floor again × (${config.warmup} s warm-up + ${config.duration} s) at ${config.connections} connections ≈ ${Math.ceil((results.length + 2) * perPage)} s`,
    );
  const floorRuns: FloorRun[] = [];
  const measureFloor = async (when: FloorRun["when"]) => {
    log(`  floor (${when})`);
    try {
      const load = await measureLoad({
        url: `${floor.baseUrl}/`,
        connections: config.connections,
        duration: config.duration,
        // The floor has just started: give its first run a longer warm-up so that it is measured
        // warm, as the app (already loaded by the page-weight step) is.
        warmup: when === "before" ? Math.max(config.warmup, 3) : config.warmup,
        expectStatus: 200,
        serverPid: floor.pid,
      });
      floorRuns.push({
        when,
        load,
        error: load.unexpected > 0 || load.errors > 0 ? `${load.unexpected} unexpected status(es), ${load.errors} error(s)` : undefined,
      });
    } catch (err) {
      floorRuns.push({ when, error: errorText(err) });
    }
  };
  if (results.length > 0) await measureFloor("before");
  for (const r of results) {
    if (r.signedIn && !cookie) continue;
    log(`  ${r.path}`);
    try {
      r.load = await measureLoad({
        url: app.baseUrl + r.path,
        connections: config.connections,
        duration: config.duration,
        warmup: config.warmup,
        cookie: r.signedIn ? cookie : undefined,
        expectStatus: r.expectStatus,
        serverPid: app.pid,
      });
      const warmupOff = Object.entries(r.load.warmupStatusCounts).filter(([code]) => code !== String(r.expectStatus));
      if (warmupOff.length > 0) r.errors.push(`warm-up got unexpected statuses: ${JSON.stringify(Object.fromEntries(warmupOff))}`);
      if (r.load.unexpected > 0)
        r.errors.push(
          `${r.load.unexpected} response(s) with a status other than ${r.expectStatus}: ${JSON.stringify(r.load.statusCounts)}`,
        );
      if (r.load.errors > 0) r.errors.push(`${r.load.errors} connection error(s), ${r.load.timeouts} timeout(s)`);
    } catch (err) {
      r.errors.push(`load: ${errorText(err)}`);
    }
  }
  if (results.length > 0) await measureFloor("after");
  const floorLoads = floorRuns.map((f) => f.load).filter((l): l is LoadResult => !!l);
  const floorRps = floorLoads.length ? floorLoads.reduce((a, l) => a + l.requestsPerSecond, 0) / floorLoads.length : null;
  for (const f of floorRuns) if (f.error) warnings.push(`floor (${f.when}): ${f.error}`);
  if (floorLoads.length === 2) {
    const [a, b] = floorLoads.map((l) => l.requestsPerSecond) as [number, number];
    if (Math.abs(a - b) / Math.max(a, b) > 0.2) {
      warnings.push(
        `the floor's two runs differ by more than 20 % (${int(a)} and ${int(b)} req/s): the machine's load changed during the run, so ratios are rough`,
      );
    }
  }
  for (const r of results) {
    if (r.load && floorRps) r.ratio = r.load.requestsPerSecond / floorRps;
  }
  const aimed = results.filter((r) => r.aim !== undefined || r.aimRps !== undefined);
  return { results, shared, floorRuns, floorRps, aims: { met: aimed.filter(meetsAim).length, of: aimed.length, pages: aimed } };
}
