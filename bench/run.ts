/**
 * `npm run bench`: starts the app exactly as `npm start` serves it (scripts/start.sh: production build,
 * local deployment) on a free loopback port with a throw-away database, and beside it the floor (a
 * trivial page in the same stack, bench/floor, built here), and measures (1) server-render throughput
 * and latency per page with autocannon, as a share of the floor's, against the aims of bench/pages.ts,
 * (2) the gzipped JavaScript and CSS each page loads on first view, (3) the flight, hotel and assistant
 * APIs at fixed rates (the assistant with its evaluation set's metrics against their aims), (4) Lighthouse.
 * Prints tables to stdout (progress to stderr) and writes everything to bench/results/latest.json.
 * Exits 0 when it measured (even if some measurements failed: see "Problems"), 1 when the app could not
 * be built or started, 2 on a bug in the bench itself. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureAppBuild, ensureFloorBuild, signInDemo, startApp, startFloor, type RunningServer } from "./app-server.ts";
import { loadConfig } from "./config.ts";
import { findLighthouse, runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { measureLoad, type LoadResult } from "./load.ts";
import { measurePageWeight, type PageWeight } from "./page-weight.ts";
import { bookingThroughput, searchAtFixedRate, type FlightBench } from "./flights.ts";
import { hotelBench, type HotelBench } from "./hotels.ts";
import { assistantBench, type AssistantBench, slowestIntents } from "./assistant.ts";
import { LIGHTHOUSE_PATHS, selectPages } from "./pages.ts";
import type { RateRun } from "./fixed-rate.ts";
import { int, kb, ms, table } from "./report.ts";
import { builtWidgetSizes } from "../server/widget-build.ts";

/** Issue 6: p95 of a domestic one-way search at 200 requests/s. */
const FLIGHT_SEARCH_P95_AIM_MS = 50;
/** Issue 7: p95 of a destination search at 200 requests/s (room rates are held to the same p95). */
const HOTEL_P95_AIM_MS = 30;
const HOTEL_AIM_RATE = 200;

/** A page's aim: a share of the floor's requests/s, an absolute requests/s, or both. */
function meetsAim(r: Pick<PageResult, "aim" | "aimRps" | "ratio" | "load">): boolean {
  if (r.aim !== undefined && !(r.ratio !== undefined && r.ratio >= r.aim)) return false;
  if (r.aimRps !== undefined && !(r.load && r.load.requestsPerSecond >= r.aimRps)) return false;
  return r.aim !== undefined || r.aimRps !== undefined;
}

function aimText(r: Pick<PageResult, "aim" | "aimRps" | "ratio" | "load">): string {
  const parts = [r.aim !== undefined ? `≥ ${r.aim.toFixed(2)}×` : "", r.aimRps !== undefined ? `≥ ${r.aimRps}/s` : ""].filter(Boolean);
  if (parts.length === 0) return "";
  return `${parts.join(" ")} ${r.load ? (meetsAim(r) ? "pass" : "FAIL") : "FAIL"}`;
}

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

type PageResult = {
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

const config = loadConfig();
const startedAt = new Date();
const loadAtStart = os.loadavg();
const t0 = performance.now();
const warnings: string[] = [];
let app: RunningServer | undefined;
let floor: RunningServer | undefined;

type FloorRun = { when: "before" | "after"; load?: LoadResult; error?: string };

// Always stop the servers, whichever way we leave.
process.on("exit", () => {
  app?.killNow();
  floor?.killNow();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    void Promise.all([app?.stop(), floor?.stop()]).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  let buildMs: number | null = null;
  let floorBuildMs: number | null = null;
  // 1. Build (as npm start would) and start the app and the floor.
  try {
    log(
      config.forceBuild
        ? "BENCH_BUILD=1: rebuilding the app (ensure_build)"
        : "checking the app's production build (ensure_build, as npm start does)",
    );
    buildMs = ensureAppBuild(config.root, config.forceBuild);
    floorBuildMs = await ensureFloorBuild(config.root, config.forceBuild);
    if (floorBuildMs !== null) log(`built the floor (bench/floor) in ${(floorBuildMs / 1000).toFixed(1)} s`);
    log("starting the app with scripts/start.sh (npm start), PGlite in a temp folder");
    app = await startApp(config.root, config.startTimeout);
    log("starting the floor (bench/floor/server.ts)");
    floor = await startFloor(config.root, config.startTimeout);
  } catch (err) {
    process.stderr.write(`\nbench: the app could not start: ${errorText(err)}\n`);
    await Promise.all([app?.stop(), floor?.stop()]);
    return 1;
  }
  log(`app ready at ${app.baseUrl} (pid ${app.pid}) in ${(app.startupMs / 1000).toFixed(1)} s; floor at ${floor.baseUrl}`);

  try {
    // BENCH_PAGES=0: no pages (nor the floor's runs), for measuring another section alone.
    const pages = config.pages ? selectPages(config.pageFilter) : [];
    const clientDir = path.join(config.root, "build/client");

    let cookie: string | undefined;
    let signInError: string | undefined;
    if (pages.some((p) => p.signedIn)) {
      try {
        cookie = await signInDemo(app.baseUrl);
      } catch (err) {
        signInError = errorText(err);
        warnings.push(`signed-in pages skipped: ${signInError}`);
      }
    }

    // 2. Page weight (quick) for every page, then load for every page.
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
          url: floor!.baseUrl + "/",
          connections: config.connections,
          duration: config.duration,
          // The floor has just started: give its first run a longer warm-up so that it is measured
          // warm, as the app (already loaded by the page-weight step) is.
          warmup: when === "before" ? Math.max(config.warmup, 3) : config.warmup,
          expectStatus: 200,
          serverPid: floor!.pid,
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
    const aims = results.filter((r) => r.aim !== undefined || r.aimRps !== undefined);
    const aimsMet = aims.filter(meetsAim).length;

    // 2b. The flight engine: search latency at a fixed rate, booking throughput.
    let flights: FlightBench | null = null;
    if (config.flights) {
      try {
        log(
          `flights: ${config.flightRate} searches/s for ${config.duration} s, then ${config.flightBookers} booking clients for ${config.duration} s`,
        );
        const search = await searchAtFixedRate(app.baseUrl, config.flightRate, config.duration);
        const booking = await bookingThroughput(app.baseUrl, config.flightBookers, config.duration);
        flights = { search, booking };
        if (search.failed)
          warnings.push(`flight search: ${search.failed} of ${search.sent} requests failed (${JSON.stringify(search.statusCounts)})`);
        if (booking.failed) warnings.push(`flight booking: ${booking.failed} attempts failed: ${booking.failures.join("; ")}`);
      } catch (err) {
        warnings.push(`flights: ${errorText(err)}`);
      }
    }

    // 2c. Hotels: destination search and room-rate latency at fixed rates.
    let hotels: HotelBench | null = null;
    if (config.hotels) {
      try {
        log(
          `hotels: ${config.hotelRate} destination searches/s for ${config.duration} s, then ${config.hotelRoomRate} room-rate requests/s for ${config.duration} s`,
        );
        hotels = await hotelBench(app.baseUrl, { searchRate: config.hotelRate, roomRate: config.hotelRoomRate, seconds: config.duration });
        for (const [what, run] of [
          ["hotel search", hotels.search],
          ["hotel room rates", hotels.roomRates],
        ] as const) {
          if (run.failed)
            warnings.push(
              `${what}: ${run.failed} of ${run.sent} requests failed (${JSON.stringify(run.statusCounts)}): ${run.failures.join("; ")}`,
            );
        }
      } catch (err) {
        warnings.push(`hotels: ${errorText(err)}`);
      }
    }

    // 2d. The assistant: the evaluation set's metrics, then chat latency over HTTP at a fixed rate.
    let assistant: AssistantBench | null = null;
    if (config.assistant) {
      try {
        log(
          `assistant: ${config.assistantEval ? "the evaluation set through the engine, then " : ""}${config.assistantRate} chat messages/s for ${config.assistantDuration} s as JSON, then as SSE`,
        );
        assistant = await assistantBench(app.baseUrl, {
          rate: config.assistantRate,
          seconds: config.assistantDuration,
          evaluate: config.assistantEval,
        });
        if (assistant.quality && "error" in assistant.quality) warnings.push(`assistant evaluation: ${assistant.quality.error}`);
        for (const [what, run] of [
          ["chat JSON", assistant.json],
          ["chat SSE", assistant.sse],
        ] as const) {
          if (run.failed)
            warnings.push(
              `${what}: ${run.failed} of ${run.sent} requests failed (${JSON.stringify(run.statusCounts)}): ${run.failures.join("; ")}`,
            );
        }
      } catch (err) {
        warnings.push(`assistant: ${errorText(err)}`);
      }
    }

    // 3. Lighthouse.
    let lighthouse: { status: string; version?: string; results: LighthouseResult[] } = {
      status: "skipped (BENCH_LIGHTHOUSE=0)",
      results: [],
    };
    if (config.lighthouse) {
      const setup = findLighthouse(config.root);
      if (!setup.ok) {
        lighthouse = { status: setup.reason, results: [] };
        log(`lighthouse: ${setup.reason}`);
      } else {
        lighthouse = { status: "ran", version: setup.version, results: [] };
        for (const p of LIGHTHOUSE_PATHS) {
          log(`lighthouse ${setup.version} ${p} (mobile)`);
          const res = await runLighthouse(setup, app.baseUrl + p);
          if (res.error) warnings.push(`lighthouse ${p}: ${res.error}`);
          lighthouse.results.push(res);
        }
      }
    }

    const output = app.recentOutput();
    const floorOutput = floor.recentOutput();
    if (floorOutput.trim()) warnings.push(`the floor server printed: ${floorOutput.trim().split("\n").slice(-3).join(" | ")}`);
    if (output.trim()) {
      const lines = output.trim().split("\n");
      const failed = lines.filter((l) => l.includes('"status":500') && l.includes("request failed")).length;
      const clientSaw5xx = results.some(
        (r) =>
          Object.keys(r.load?.statusCounts ?? {}).some((c) => c.startsWith("5")) ||
          Object.keys(r.load?.warmupStatusCounts ?? {}).some((c) => c.startsWith("5")),
      );
      let note = `the server logged ${lines.length} warning/error line(s) (see server.recentOutput in the JSON)`;
      if (failed > 0 && !clientSaw5xx) {
        note += `; ${failed} of them are "request failed" 500s that no client received: requests cut off when autocannon closes its connections at the end of a run (the server logs a client abort as a 500)`;
      }
      warnings.push(note);
    }
    const others = results.map((r) => r.load?.cpu.otherCores).filter((v): v is number => typeof v === "number");
    const otherLoad = others.length
      ? { averageCores: others.reduce((a, b) => a + b, 0) / others.length, maxCores: Math.max(...others) }
      : null;
    if (otherLoad && otherLoad.maxCores > 0.25) {
      warnings.push(
        `other processes kept up to ${otherLoad.maxCores.toFixed(2)} cores busy (avg ${otherLoad.averageCores.toFixed(2)}) during the load runs: req/s and latency are pessimistic; server CPU ms/req is the steadier figure`,
      );
    }

    // The chat widget (issue 19): loader + panel as built, gzipped, against its 30 KB limit.
    let widget: Awaited<ReturnType<typeof builtWidgetSizes>> | null = null;
    try {
      widget = await builtWidgetSizes();
    } catch (err) {
      warnings.push(`chat widget: ${errorText(err)}`);
    }

    // 4. Report.
    const totalSeconds = (performance.now() - t0) / 1000;
    const cpus = os.cpus();
    printReport({
      results,
      shared,
      lighthouse,
      totalSeconds,
      cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? "?"}`,
      buildMs,
      otherLoad,
      floorRuns,
      floorRps,
      aims: { met: aimsMet, of: aims.length },
      flights,
      hotels,
      assistant,
      widget,
    });

    const json = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      totalSeconds,
      machine: {
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim(),
        memoryBytes: os.totalmem(),
        loadAverageAtStart: loadAtStart,
        otherLoadDuringRuns: otherLoad,
      },
      config: {
        duration: config.duration,
        warmup: config.warmup,
        connections: config.connections,
        lighthouse: config.lighthouse,
        pageFilter: config.pageFilter,
        pages: config.pages,
        assistant: config.assistant && {
          rate: config.assistantRate,
          duration: config.assistantDuration,
          evaluate: config.assistantEval,
        },
      },
      build: { builtByBench: buildMs !== null, buildMs, floorBuildMs },
      server: { command: "bash scripts/start.sh", baseUrl: app.baseUrl, startupMs: app.startupMs, recentOutput: output },
      floor: { baseUrl: floor.baseUrl, requestsPerSecond: floorRps, runs: floorRuns, recentOutput: floorOutput },
      aims: {
        met: aimsMet,
        of: aims.length,
        pages: aims.map((r) => ({
          path: r.path,
          aim: r.aim,
          aimRps: r.aimRps,
          ratio: r.ratio ?? null,
          requestsPerSecond: r.load?.requestsPerSecond ?? null,
          pass: meetsAim(r),
        })),
      },
      sharedJs: { files: [...shared], gzipBytes: sumShared(results, shared) },
      jsBudgets: results
        .filter((r) => r.jsBudgetKb !== undefined)
        .map((r) => ({
          name: r.name,
          path: r.path,
          jsGzipBytes: r.weight?.js.gzipBytes ?? null,
          budgetKb: r.jsBudgetKb,
          pass: budgetText(r) === "pass",
        })),
      flights: flights && {
        ...flights,
        aim: {
          searchP95Ms: FLIGHT_SEARCH_P95_AIM_MS,
          rate: 200,
          pass: flights.search.rate >= 200 && flights.search.latencyMs.p95 <= FLIGHT_SEARCH_P95_AIM_MS,
        },
      },
      hotels: hotels && {
        ...hotels,
        aim: {
          p95Ms: HOTEL_P95_AIM_MS,
          searchRate: HOTEL_AIM_RATE,
          searchPass: hotelSearchPass(hotels),
          roomRatesPass: hotels.roomRates.failed === 0 && hotels.roomRates.latencyMs.p95 <= HOTEL_P95_AIM_MS,
        },
      },
      assistant,
      pages: results,
      widget,
      lighthouse,
      warnings,
    };
    const dir = path.join(config.root, "bench/results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "latest.json"), JSON.stringify(json, null, 2) + "\n");
    console.log(`\nFull results: bench/results/latest.json (${totalSeconds.toFixed(0)} s in all)`);
    return 0;
  } finally {
    log("stopping the app and the floor");
    await Promise.all([app.stop(), floor.stop()]);
  }
}

function hotelSearchPass(h: HotelBench): boolean {
  return h.search.rate >= HOTEL_AIM_RATE && h.search.failed === 0 && h.search.latencyMs.p95 <= HOTEL_P95_AIM_MS;
}

/** "pass" when the page's first view loads at most its JavaScript budget, "FAIL" otherwise. */
function budgetText(p: Pick<PageResult, "weight" | "jsBudgetKb">): string {
  if (p.jsBudgetKb === undefined) return "";
  return p.weight && p.weight.js.gzipBytes <= p.jsBudgetKb * 1024 ? "pass" : "FAIL";
}

function assistantReport(a: AssistantBench): string[] {
  const out: string[] = [""];
  const q = a.quality;
  if (q === null) out.push("Assistant evaluation: skipped (BENCH_ASSISTANT_EVAL=0)");
  else if ("error" in q) out.push(`Assistant evaluation: failed: ${q.error}`);
  else {
    out.push(
      `Assistant evaluation (tests/assistant-eval: the built-in engine in the bench process on a test database, ${q.replies} replies, ${q.seconds.toFixed(0)} s)`,
      table(
        [{ title: "metric", align: "left" }, { title: "value" }, { title: "aim" }, { title: "pass/fail", align: "left" }],
        q.rows.map((row) => [row.metric, row.shown, row.aim, row.pass ? "pass" : "FAIL"]),
      ),
      `Aims met: ${q.rows.filter((row) => row.pass).length} of ${q.rows.length}; held-out messages: intent ${(q.holdout.intentAccuracy * 100).toFixed(1)}%, slot F1 ${q.holdout.slotF1.toFixed(3)}; attacks read as harmless: ${(q.attackSafety * 100).toFixed(1)}%`,
      `In process: one reply p50 ${ms(q.engineReplyMs.p50)} ms, p95 ${ms(q.engineReplyMs.p95)} ms (wall clock, services on PGlite); understanding alone p95 ${ms(q.understandMs.p95)} ms CPU`,
    );
    for (const f of q.failures) out.push(`  ${f}`);
  }
  const row = (name: string, run: RateRun, pass: boolean) => [
    name,
    int(run.rate),
    int(run.sent),
    int(run.ok),
    int(run.failed),
    ms(run.latencyMs.p50),
    ms(run.latencyMs.p95),
    ms(run.latencyMs.p99),
    ms(run.latencyMs.max),
    pass ? "pass" : "FAIL",
  ];
  out.push(
    "",
    `Assistant replies over HTTP (POST /api/chat/messages with the ${a.mix.messages} evaluation messages in a mixed order, ${(a.mix.taglishShare * 100).toFixed(0)}% Taglish; ${a.json.seconds} s each at a fixed rate, each message from its own client address in a new conversation; latency from when each request was due; SSE until the done event)`,
    table(
      [
        { title: "answer", align: "left" },
        { title: "req/s" },
        { title: "sent" },
        { title: "200" },
        { title: "failed" },
        { title: "p50 ms" },
        { title: "p95 ms" },
        { title: "p99 ms" },
        { title: "max ms" },
        { title: `aim p95 ≤ ${a.aim.p95Ms} ms`, align: "left" },
      ],
      [row("JSON", a.json, a.aim.jsonPass), row("SSE (to done)", a.sse, a.aim.ssePass)],
    ),
    `Slowest intents, p95 from sending (JSON): ${slowestIntents(a.json.byIntent).join(", ")}; (SSE): ${slowestIntents(a.sse.byIntent).join(", ")}`,
  );
  return out;
}

function sumShared(results: PageResult[], shared: Set<string>): number {
  const any = results.find((r) => r.weight);
  return any ? any.weight!.js.list.filter((f) => shared.has(f.url)).reduce((a, f) => a + f.gzipBytes, 0) : 0;
}

function printReport(r: {
  results: PageResult[];
  shared: Set<string>;
  lighthouse: { status: string; version?: string; results: LighthouseResult[] };
  totalSeconds: number;
  cpus: string;
  buildMs: number | null;
  otherLoad: { averageCores: number; maxCores: number } | null;
  floorRuns: FloorRun[];
  floorRps: number | null;
  aims: { met: number; of: number };
  flights: FlightBench | null;
  hotels: HotelBench | null;
  assistant: AssistantBench | null;
  widget: Awaited<ReturnType<typeof builtWidgetSizes>> | null;
}) {
  const out: string[] = [];
  out.push(`Lakbay bench  ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC  Node ${process.version}  ${r.cpus}`);
  out.push(
    `npm start (scripts/start.sh: production build${r.buildMs !== null ? `, built first in ${(r.buildMs / 1000).toFixed(1)} s` : ""}, local deployment), ready in ${((app?.startupMs ?? 0) / 1000).toFixed(1)} s; ` +
      `autocannon on the same machine: ${config.connections} connections, ${config.warmup} s warm-up + ${config.duration} s per page`,
  );
  out.push(
    `Machine load: 1-min load average ${loadAtStart[0]!.toFixed(2)} at start; other processes used ` +
      (r.otherLoad
        ? `${r.otherLoad.averageCores.toFixed(2)} cores on average (max ${r.otherLoad.maxCores.toFixed(2)}) during the load runs`
        : "an unknown share of CPU (no /proc)"),
  );

  const floorText = r.floorRuns.map((f) => (f.load ? `${int(f.load.requestsPerSecond)} req/s ${f.when}` : `failed ${f.when}`)).join(", ");
  const floorCpu = r.floorRuns.map((f) => f.load?.serverCpuMsPerRequest).filter((v): v is number => typeof v === "number");
  out.push(
    "",
    `Floor (bench/floor: one trivial React Router page on Hono, same compression): ${r.floorRps === null ? "not measured" : `${int(r.floorRps)} req/s`} (${floorText})` +
      (floorCpu.length ? `, ${(floorCpu.reduce((a, b) => a + b, 0) / floorCpu.length).toFixed(2)} CPU ms/req` : ""),
  );
  out.push(
    "",
    "Server-side rendering over loopback (latency in ms; CPU ms/req = server CPU per request; KB/resp = bytes on the wire, gzip; × floor = req/s ÷ the floor's)",
  );
  out.push(
    table(
      [
        { title: "page", align: "left" },
        { title: "path", align: "left" },
        { title: "expect" },
        { title: "req/s" },
        { title: "× floor" },
        { title: "aim", align: "left" },
        { title: "CPU ms/req" },
        { title: "p50" },
        { title: "p90" },
        { title: "p99" },
        { title: "KB/resp" },
        { title: "non-2xx" },
        { title: "unexpected" },
        { title: "errors" },
      ],
      r.results.map((p) => {
        const l = p.load;
        const aim = aimText(p);
        if (!l)
          return [
            p.name,
            p.path,
            p.expectStatus,
            "-",
            "-",
            aimText(p),
            "-",
            "-",
            "-",
            "-",
            "-",
            "-",
            "-",
            p.errors.length ? "failed" : "-",
          ];
        const cpuMs = l.serverCpuMsPerRequest;
        return [
          p.name,
          p.path,
          p.expectStatus,
          int(l.requestsPerSecond),
          p.ratio === undefined ? "-" : p.ratio.toFixed(2),
          aim,
          cpuMs === null ? "-" : cpuMs.toFixed(1),
          ms(l.latencyMs.p50),
          ms(l.latencyMs.p90),
          ms(l.latencyMs.p99),
          kb(l.bytesPerResponse),
          int(l.non2xx),
          int(l.unexpected),
          int(l.errors + l.timeouts),
        ];
      }),
    ),
  );

  out.push(
    `Aims met: ${r.aims.met} of ${r.aims.of} (anonymous pages ≥ 0.5 × floor, signed-in ≥ 0.25 × floor, in requests/s; a guide and a blog post ≥ 800 pages/s)`,
  );

  const sharedBytes = sumShared(r.results, r.shared);
  out.push("", "Loaded on first view (files from build/client, gzip level 9 per file; page-only = JS beyond what every page loads)");
  out.push(
    table(
      [
        { title: "page", align: "left" },
        { title: "JS KB gz" },
        { title: "JS files" },
        { title: "JS KB raw" },
        { title: "page-only KB gz" },
        { title: "CSS KB gz" },
        { title: "CSS files" },
        { title: "HTML KB gz" },
      ],
      r.results.map((p) => {
        const w = p.weight;
        if (!w) return [p.name, "-", "-", "-", "-", "-", "-", "-"];
        return [
          p.name,
          kb(w.js.gzipBytes),
          w.js.files,
          kb(w.js.bytes),
          kb(p.ownJsGzipBytes ?? 0),
          kb(w.css.gzipBytes),
          w.css.files,
          kb(w.html.gzipBytes),
        ];
      }),
    ),
  );
  if (r.widget) {
    const w = r.widget;
    out.push(
      `Chat widget (build/widget, on every page; the panel loads only when opened): loader ${kb(w.loaderGzip)} KB gz + panel ${kb(w.panelGzip)} KB gz = ${kb(w.totalGzip)} KB gz, limit ${kb(w.limitGzip)} KB ${w.totalGzip <= w.limitGzip ? "pass" : "FAIL"}`,
    );
  }
  const weighed = r.results.filter((p) => p.weight);
  if (weighed.length > 0) {
    out.push(`Shared by every page above: ${r.shared.size} JS files, ${kb(sharedBytes)} KB gz.`);
    const chunks = new Map<string, { gz: number; pages: number }>();
    for (const p of weighed) {
      for (const f of p.weight!.js.list) {
        const c = chunks.get(f.url) ?? { gz: f.gzipBytes, pages: 0 };
        c.pages++;
        chunks.set(f.url, c);
      }
    }
    const top = [...chunks.entries()].sort((a, b) => b[1].gz - a[1].gz).slice(0, 6);
    out.push(
      `Largest JS files: ${top.map(([u, c]) => `${path.basename(u)} ${kb(c.gz)} KB (${c.pages}/${weighed.length} pages)`).join(", ")}`,
    );
  }
  const budgeted = r.results.filter((p) => p.jsBudgetKb !== undefined);
  if (budgeted.length > 0) {
    out.push(
      "",
      "JavaScript on first view against the content-page budget (gzipped KB as above; tests/e2e/page-weight.spec.ts holds the same pages to it)",
      table(
        [
          { title: "page", align: "left" },
          { title: "URL", align: "left" },
          { title: "JS KB gz" },
          { title: "budget KB" },
          { title: "pass/fail", align: "left" },
        ],
        budgeted.map((p) => [p.name, p.path, p.weight ? kb(p.weight.js.gzipBytes) : "-", p.jsBudgetKb!, budgetText(p)]),
      ),
      `Within budget: ${budgeted.filter((p) => budgetText(p) === "pass").length} of ${budgeted.length}`,
    );
  }

  if (r.flights) {
    const { search, booking } = r.flights;
    const pass = search.rate >= 200 && search.latencyMs.p95 <= FLIGHT_SEARCH_P95_AIM_MS;
    out.push(
      "",
      `Flight search (GET /api/booking/flight/search, domestic one-way, ${search.rate} req/s scheduled for ${search.seconds} s, each from its own client address; latency from when each request was due)`,
      table(
        ["sent", "200", "failed", "p50 ms", "p95 ms", "p99 ms", "max ms", `aim p95 ≤ ${FLIGHT_SEARCH_P95_AIM_MS} ms at 200/s`].map(
          (title) => ({ title }),
        ),
        [
          [
            int(search.sent),
            int(search.ok),
            int(search.failed),
            ms(search.latencyMs.p50),
            ms(search.latencyMs.p95),
            ms(search.latencyMs.p99),
            ms(search.latencyMs.max),
            pass ? "pass" : "FAIL",
          ],
        ],
      ),
      "",
      `Flight booking (${booking.clients} clients, each: search → set-flight-expiry → POST /api/booking/flight/booking with 1–3 adults; a hold on real seats)`,
      table(
        ["bookings", "failed", "bookings/s", "booking p50 ms", "p95 ms", "p99 ms"].map((title) => ({ title })),
        [
          [
            int(booking.bookings),
            int(booking.failed),
            booking.bookingsPerSecond.toFixed(1),
            ms(booking.latencyMs.p50),
            ms(booking.latencyMs.p95),
            ms(booking.latencyMs.p99),
          ],
        ],
      ),
    );
  }
  if (r.hotels) {
    const { search, roomRates } = r.hotels;
    const row = (name: string, run: HotelBench["search"], pass: boolean) => [
      name,
      int(run.rate),
      int(run.sent),
      int(run.ok),
      int(run.failed),
      ms(run.latencyMs.p50),
      ms(run.latencyMs.p95),
      ms(run.latencyMs.p99),
      ms(run.latencyMs.max),
      pass ? "pass" : "FAIL",
    ];
    out.push(
      "",
      `Hotels (${r.hotels.distinctSearches} distinct destination searches over every destination, check-in 1–6 weeks out, 1–3 nights, 1–3 adults; room rates for ${roomRates.distinctHotels} hotels of their answers; ${search.seconds} s each at a fixed rate, each request from its own client address; latency from when each request was due)`,
      table(
        [
          { title: "call", align: "left" },
          { title: "req/s" },
          { title: "sent" },
          { title: "200" },
          { title: "failed" },
          { title: "p50 ms" },
          { title: "p95 ms" },
          { title: "p99 ms" },
          { title: "max ms" },
          { title: `aim p95 ≤ ${HOTEL_P95_AIM_MS} ms`, align: "left" },
        ],
        [
          row("POST hotel-search (destination)", search, hotelSearchPass(r.hotels)),
          row("POST room-rates", roomRates, roomRates.failed === 0 && roomRates.latencyMs.p95 <= HOTEL_P95_AIM_MS),
        ],
      ),
      `(the search aim is at ${HOTEL_AIM_RATE} requests/s: BENCH_HOTEL_RATE below that cannot pass)`,
    );
  }
  if (r.assistant) out.push(...assistantReport(r.assistant));
  out.push("");
  if (r.lighthouse.results.length === 0) {
    out.push(`lighthouse: ${r.lighthouse.status}`);
  } else {
    out.push(`Lighthouse ${r.lighthouse.version} (mobile emulation, simulated slow 4G + 4× CPU slowdown; scores 0-100)`);
    out.push(
      table(
        [
          { title: "path", align: "left" },
          { title: "perf" },
          { title: "a11y" },
          { title: "best-pr" },
          { title: "seo" },
          { title: "FCP" },
          { title: "LCP" },
          { title: "TBT" },
          { title: "CLS" },
          { title: "SI" },
          { title: "run s" },
        ],
        r.lighthouse.results.map((l) => {
          const s = (c: string) => (l.scores[c] ?? "-") as string | number;
          const m = (id: string) => l.metrics[id]?.display.replace(/\u00a0/g, " ") || "-";
          return [
            l.url.replace(/^https?:\/\/[^/]+/, ""),
            s("performance"),
            s("accessibility"),
            s("best-practices"),
            s("seo"),
            m("first-contentful-paint"),
            m("largest-contentful-paint"),
            m("total-blocking-time"),
            m("cumulative-layout-shift"),
            m("speed-index"),
            l.seconds.toFixed(0),
          ];
        }),
      ),
    );
    for (const l of r.lighthouse.results) {
      const p = l.url.replace(/^https?:\/\/[^/]+/, "");
      if (l.error) out.push(`  ${p}: ${l.error}`);
      if (l.failedAudits.length > 0) out.push(`  ${p} failing audits: ${l.failedAudits.map((a) => `${a.id} (${a.category})`).join(", ")}`);
    }
  }

  const problems = r.results.filter((p) => p.errors.length > 0);
  if (problems.length > 0 || warnings.length > 0) {
    out.push("", "Problems");
    for (const p of problems) for (const e of p.errors) out.push(`  ${p.path}: ${e}`);
    for (const w of warnings) out.push(`  ${w}`);
  }
  console.log(out.join("\n"));
}

let code = 1;
try {
  code = await main();
} catch (err) {
  // A bug in the bench itself (the app was stopped by main's finally block): nothing was reported.
  process.stderr.write(`\nbench: unexpected failure: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  code = 2;
}
process.exit(code);
