/**
 * The soak run, shorter (BENCH_SOAK=1, BENCH_SOAK_MINUTES, default 5): scripts/soak.ts's mixed workload
 * against one instance on its own PostgreSQL; memory after the warm-up against the end, errors, and
 * p95 by minute. The full run is `npm run soak` (30 minutes).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { SoakFigures } from "../scripts/soak.ts";
import type { BenchConfig } from "./config.ts";
import { log } from "./log.ts";

const run = promisify(execFile);

export async function runSoak(config: BenchConfig, warnings: string[]): Promise<SoakFigures | null> {
  if (!config.soak) return null;
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "lakbay-bench-soak-")), "soak.json");
  log(`soak: ${config.soakMinutes} minutes of the mixed workload on one instance`);
  try {
    await run(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "scripts/soak.ts", "--minutes", String(config.soakMinutes), "--out", out],
      { cwd: config.root, maxBuffer: 1 << 26, timeout: (config.soakMinutes + 5) * 60_000 },
    ).catch((err) => {
      // Exit status 1 is a verdict (a figure missed), not a failure to run: the figures are in `out`.
      if ((err as { code?: number }).code !== 1) throw err;
    });
    return JSON.parse(readFileSync(out, "utf8")) as SoakFigures;
  } catch (err) {
    warnings.push(`soak: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

export function soakReport(f: SoakFigures): string[] {
  const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
  return [
    "",
    `## Soak (${f.minutes} min, ${f.travellers} travellers, one instance on PostgreSQL)`,
    `requests ${f.requests}; errors ${f.errors.length}, 5xx ${f.fivexx} (${verdict(f.holds.errors)})`,
    `resident memory after warm-up ${f.rssMb.afterWarmUp} MB → end ${f.rssMb.end} MB: ${f.rssMb.growthPct}% (aim < 10%: ${verdict(f.holds.memory)})`,
    `p95 by minute (ms): ${f.perMinute.map((p) => p.p95).join(" ")}; last ÷ first after warm-up ${f.p95Ratio} (aim ≤ 1.5: ${verdict(f.holds.latency)})`,
    `load average at the end ${f.loadAverage.join(" / ")}`,
  ];
}
