/**
 * The page half of the bench's printed report: the run's heading (machine, load, how the app ran), the
 * floor, server-side rendering per page against its aim, what each page loads on first view, the chat
 * widget's size and the content pages' JavaScript budget.
 */
import path from "node:path";
import type { builtWidgetSizes } from "../server/widget-build.ts";
import type { BenchConfig } from "./config.ts";
import { aimText, budgetText, type PageRuns, sumShared } from "./page-runs.ts";
import { int, kb, ms, table } from "./report.ts";

export type RunHeading = {
  startedAt: Date;
  cpus: string;
  buildMs: number | null;
  startupMs: number;
  loadAtStart: number[];
  otherLoad: { averageCores: number; maxCores: number } | null;
};

export type WidgetSizes = Awaited<ReturnType<typeof builtWidgetSizes>>;

export function headingReport(h: RunHeading, config: BenchConfig): string[] {
  return [
    `Lakbay bench  ${h.startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC  Node ${process.version}  ${h.cpus}`,
    `npm start (scripts/start.sh: production build${h.buildMs !== null ? `, built first in ${(h.buildMs / 1000).toFixed(1)} s` : ""}, local deployment), ready in ${(h.startupMs / 1000).toFixed(1)} s; ` +
      `autocannon on the same machine: ${config.connections} connections, ${config.warmup} s warm-up + ${config.duration} s per page`,
    `Machine load: 1-min load average ${h.loadAtStart[0]!.toFixed(2)} at start; other processes used ` +
      (h.otherLoad
        ? `${h.otherLoad.averageCores.toFixed(2)} cores on average (max ${h.otherLoad.maxCores.toFixed(2)}) during the load runs`
        : "an unknown share of CPU (no /proc)"),
  ];
}

function renderTable(r: PageRuns): string {
  return table(
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
      if (!l) return [p.name, p.path, p.expectStatus, "-", "-", aim, "-", "-", "-", "-", "-", "-", "-", p.errors.length ? "failed" : "-"];
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
  );
}

function weightTable(r: PageRuns): string {
  return table(
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
  );
}

export function pagesReport(r: PageRuns, widget: WidgetSizes | null): string[] {
  const out: string[] = [];
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
  out.push(renderTable(r));
  out.push(
    `Aims met: ${r.aims.met} of ${r.aims.of} (anonymous pages ≥ 0.5 × floor, signed-in ≥ 0.25 × floor, in requests/s; a guide and a blog post ≥ 800 pages/s)`,
  );

  const sharedBytes = sumShared(r.results, r.shared);
  out.push("", "Loaded on first view (files from build/client, gzip level 9 per file; page-only = JS beyond what every page loads)");
  out.push(weightTable(r));
  if (widget) {
    const w = widget;
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
  return out;
}
