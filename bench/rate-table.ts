/**
 * One table for runs at a fixed rate (bench/fixed-rate.ts): a row per call with its rate, counts,
 * latency percentiles and whether it met the p95 aim. The hotel and assistant sections print it, and
 * both report failed requests the same way.
 */
import type { RateRun } from "./fixed-rate.ts";
import { int, ms, table } from "./report.ts";

export type RateRow = { name: string; run: RateRun; pass: boolean };

export function rateTable(firstTitle: string, aimTitle: string, rows: RateRow[]): string {
  return table(
    [
      { title: firstTitle, align: "left" },
      { title: "req/s" },
      { title: "sent" },
      { title: "200" },
      { title: "failed" },
      { title: "p50 ms" },
      { title: "p95 ms" },
      { title: "p97.5 ms" },
      { title: "p99 ms" },
      { title: "max ms" },
      { title: aimTitle, align: "left" },
    ],
    rows.map(({ name, run, pass }) => [
      name,
      int(run.rate),
      int(run.sent),
      int(run.ok),
      int(run.failed),
      ms(run.latencyMs.p50),
      ms(run.latencyMs.p95),
      ms(run.latencyMs.p975),
      ms(run.latencyMs.p99),
      ms(run.latencyMs.max),
      pass ? "pass" : "FAIL",
    ]),
  );
}

/** The warning for each run that had failed requests: how many of how many, their statuses and the first failures. */
export function rateFailures(runs: [what: string, run: RateRun][]): string[] {
  return runs
    .filter(([, run]) => run.failed > 0)
    .map(
      ([what, run]) =>
        `${what}: ${run.failed} of ${run.sent} requests failed (${JSON.stringify(run.statusCounts)}): ${run.failures.join("; ")}`,
    );
}
