/**
 * Runs the blind evaluation (tests/assistant-eval/blind.ts) once and prints its figures and failures by
 * kind; the whole report (every item) goes to a JSON file:
 *
 *   bash scripts/with-node.sh node --disable-warning=ExperimentalWarning tests/assistant-eval/run-blind.ts [report.json] [--examples N] [--set NAME]
 *
 * `--set blind-2` scores another frozen set of this folder (default blind-1). It refuses to score a set
 * whose files no longer match FROZEN.sha256.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { builtInAssistant } from "../../server/test-assistant.ts";
import { openHttpTestApp } from "../../server/test-http-app.ts";
import { describeItem, scoreBlindSet, summaryLines } from "./blind.ts";
import { BLIND_SET_DIR, loadBlindSet } from "./blind-set.ts";

const args = process.argv.slice(2);
const out = args.find((a) => a.endsWith(".json"));
const n = Number(args[args.indexOf("--examples") + 1]) || 5;

const named = args.includes("--set") ? args[args.indexOf("--set") + 1] : undefined;
if (named !== undefined && !/^blind-\d+$/.test(named)) throw new Error(`--set takes a folder name like blind-2, not ${named}`);
const set = loadBlindSet(named ? join(dirname(BLIND_SET_DIR), named) : BLIND_SET_DIR);
const app = await openHttpTestApp({}, { now: set.clock });
try {
  const report = await scoreBlindSet(builtInAssistant(app.services), set);
  for (const line of summaryLines(report)) console.log(line);
  for (const k of report.kinds.filter((x) => x.items > 0)) {
    console.log(`\n## ${k.label}: ${k.items}`);
    for (const e of k.examples.slice(0, n)) console.log(`  - ${e}`);
  }
  const failedOther = report.items.filter((i) => !i.right && i.kinds.length === 0);
  if (failedOther.length) {
    console.log(`\n## failed without a kind: ${failedOther.length}`);
    for (const i of failedOther.slice(0, n)) console.log(`  - ${describeItem(i)}`);
  }
  if (report.errors.length) console.log(`\nerrors:\n${report.errors.join("\n")}`);
  if (out) {
    writeFileSync(out, JSON.stringify(report, null, 1));
    console.log(`\nreport: ${out}`);
  }
} finally {
  await app.close();
}
