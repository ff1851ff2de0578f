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
import { builtWidgetSizes } from "../server/widget-build.ts";
import { flightAims, hotelAims, runAssistant, runFlights, runHotels, runLighthouseSection } from "./api-runs.ts";
import { ensureAppBuild, ensureFloorBuild, signInDemo, startApp, startFloor, type RunningServer } from "./app-server.ts";
import { loadConfig } from "./config.ts";
import { marketReport, runMarket } from "./market.ts";
import { runSoak, soakReport } from "./soak.ts";
import { errorText, log } from "./log.ts";
import { budgetText, meetsAim, type PageResult, runPages, sumShared } from "./page-runs.ts";
import { assistantReport, flightsReport, hotelsReport, lighthouseReport, problemsReport } from "./report-apis.ts";
import { headingReport, pagesReport, type WidgetSizes } from "./report-pages.ts";

const config = loadConfig();
const startedAt = new Date();
const loadAtStart = os.loadavg();
const t0 = performance.now();
const warnings: string[] = [];
let app: RunningServer | undefined;
let floor: RunningServer | undefined;

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

/** What the server printed, and how busy other processes kept the machine, as warnings. */
function serverNotes(results: PageResult[], output: string, floorOutput: string) {
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
  return otherLoad;
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
  const baseUrl = app.baseUrl;

  try {
    // 2. Page weight and load for every page (bench/page-runs.ts).
    const pages = await runPages(config, { app, floor, cookie: () => signInDemo(baseUrl) }, warnings);
    const { results, shared } = pages;
    // 2b–2d. The flight engine, hotels and the assistant; 3. Lighthouse (bench/api-runs.ts).
    const flights = await runFlights(config, baseUrl, warnings);
    const hotels = await runHotels(config, baseUrl, warnings);
    const assistant = await runAssistant(config, baseUrl, warnings);
    const lighthouse = await runLighthouseSection(config, baseUrl, warnings);
    const market = await runMarket(config, warnings);
    const soak = await runSoak(config, warnings);

    const output = app.recentOutput();
    const floorOutput = floor.recentOutput();
    const otherLoad = serverNotes(results, output, floorOutput);

    // The chat widget (issue 19): loader + panel as built, gzipped, against its 30 KB limit.
    let widget: WidgetSizes | null = null;
    try {
      widget = await builtWidgetSizes();
    } catch (err) {
      warnings.push(`chat widget: ${errorText(err)}`);
    }

    // 4. Report.
    const totalSeconds = (performance.now() - t0) / 1000;
    const cpus = os.cpus();
    const heading = {
      startedAt,
      cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? "?"}`,
      buildMs,
      startupMs: app.startupMs,
      loadAtStart,
      otherLoad,
    };
    console.log(
      [
        ...headingReport(heading, config),
        ...pagesReport(pages, widget),
        ...(flights ? flightsReport(flights) : []),
        ...(hotels ? hotelsReport(hotels) : []),
        ...(assistant ? assistantReport(assistant) : []),
        ...(market ? marketReport(market) : []),
        ...(soak ? soakReport(soak) : []),
        "",
        ...lighthouseReport(lighthouse),
        ...problemsReport(results, warnings),
      ].join("\n"),
    );

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
      floor: { baseUrl: floor.baseUrl, requestsPerSecond: pages.floorRps, runs: pages.floorRuns, recentOutput: floorOutput },
      aims: {
        met: pages.aims.met,
        of: pages.aims.of,
        pages: pages.aims.pages.map((r) => ({
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
      flights: flights && { ...flights, aim: flightAims(flights) },
      hotels: hotels && { ...hotels, aim: hotelAims(hotels) },
      assistant,
      market,
      soak,
      pages: results,
      widget,
      lighthouse,
      warnings,
    };
    const dir = path.join(config.root, "bench/results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nFull results: bench/results/latest.json (${totalSeconds.toFixed(0)} s in all)`);
    return 0;
  } finally {
    log("stopping the app and the floor");
    await Promise.all([app.stop(), floor.stop()]);
  }
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
