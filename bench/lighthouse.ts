/**
 * Lighthouse (devDependency, CLI in a child process) against the running app, mobile emulation with
 * simulated throttling (Lighthouse's defaults), using the machine's Chromium.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];

export type LighthouseResult = {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<string, number | null>;
  metrics: Record<string, { value: number; display: string }>;
  /** Audits that failed in the non-performance categories (what costs points). */
  failedAudits: { category: string; id: string; title: string; displayValue?: string; items?: string }[];
  seconds: number;
  lighthouseVersion?: string;
  error?: string;
};

export type LighthouseSetup = { ok: true; cli: string; chrome: string; version: string } | { ok: false; reason: string };

export function findLighthouse(root: string): LighthouseSetup {
  const pkg = path.join(root, "node_modules/lighthouse/package.json");
  const cli = path.join(root, "node_modules/lighthouse/cli/index.js");
  if (!existsSync(pkg) || !existsSync(cli)) return { ok: false, reason: "not installed" };
  const version = (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const chrome = candidates.find((c): c is string => !!c && existsSync(c));
  if (!chrome) return { ok: false, reason: "no Chromium found (apt-get install -y chromium, or set CHROME_PATH)" };
  return { ok: true, cli, chrome, version };
}

export async function runLighthouse(setup: { cli: string; chrome: string }, url: string, timeoutSeconds = 120): Promise<LighthouseResult> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), "lakbay-bench-lh-"));
  const out = path.join(dir, "report.json");
  const args = [
    setup.cli,
    url,
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--max-wait-for-load=30000",
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: setup.chrome, TMPDIR: dir },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true, // its own process group, so a timeout can stop Lighthouse and the Chromium it started
  });
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString("utf8")).slice(-4000);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }, timeoutSeconds * 1000);
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(-1));
    child.once("exit", (c) => resolve(c));
  });
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const empty = { url, scores: {}, metrics: {}, failedAudits: [], seconds };
  try {
    if (timedOut) return { ...empty, error: `timed out after ${timeoutSeconds} s` };
    if (code !== 0 || !existsSync(out)) {
      return { ...empty, error: `lighthouse exited with ${code}: ${stderr.trim().split("\n").slice(-3).join(" | ")}` };
    }
    return { ...summarize(JSON.parse(readFileSync(out, "utf8")) as Lhr, url), seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Lhr = {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: unknown[] };
    }
  >;
};

function summarize(lhr: Lhr, url: string): Omit<LighthouseResult, "seconds"> {
  const scores: Record<string, number | null> = {};
  for (const c of CATEGORIES) {
    const s = lhr.categories[c]?.score;
    scores[c] = typeof s === "number" ? Math.round(s * 100) : null;
  }
  const metrics: Record<string, { value: number; display: string }> = {};
  for (const id of METRICS) {
    const a = lhr.audits[id];
    if (a && typeof a.numericValue === "number") metrics[id] = { value: a.numericValue, display: a.displayValue ?? "" };
  }
  const failedAudits: LighthouseResult["failedAudits"] = [];
  for (const c of CATEGORIES) {
    if (c === "performance") continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0) continue;
      if (
        (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings") &&
        typeof a.score === "number" &&
        a.score < 1
      ) {
        const items = a.details?.items?.slice(0, 3);
        failedAudits.push({
          category: c,
          id: ref.id,
          title: a.title,
          ...(a.displayValue ? { displayValue: a.displayValue } : {}),
          ...(items && items.length > 0 ? { items: JSON.stringify(items).slice(0, 600) } : {}),
        });
      }
    }
  }
  return {
    url,
    scores,
    metrics,
    failedAudits,
    lighthouseVersion: lhr.lighthouseVersion,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}
