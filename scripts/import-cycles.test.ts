import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph, importSpecifiers } from "./import-cycles.ts";

const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..");

describe("import cycles", () => {
  it("reads value, type, re-export, side-effect and dynamic imports, and skips comments and packages", () => {
    const source = [
      'import { a } from "./a.ts";',
      "import type {",
      "  B,",
      '} from "../b.ts";',
      'export * from "./c.ts";',
      'export type { D } from "./d.ts";',
      'import "./e.css";',
      'const f = () => import("./f.ts");',
      'import { z } from "zod";',
      '// import { g } from "./g.ts";',
      '/* import { h } from "./h.ts"; */',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(["../b.ts", "./a.ts", "./c.ts", "./d.ts", "./e.css", "./f.ts"]);
  });

  it("finds a loop and names every module in it", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["b.ts"]],
      ["e.ts", ["a.ts", "e.ts"]],
      ["f.ts", []],
    ]);
    expect(findCycles(graph)).toEqual([
      { loop: ["a.ts", "b.ts", "c.ts", "a.ts"], members: ["a.ts", "b.ts", "c.ts", "d.ts"] },
      { loop: ["e.ts", "e.ts"], members: ["e.ts"] },
    ]);
  });

  it("app, core, contracts, db and server import each other without a cycle", () => {
    const graph = importGraph(root, ["app", "assistant", "core", "contracts", "db", "server"]);
    expect(graph.size).toBeGreaterThan(500);
    const report = findCycles(graph).map(
      ({ loop, members }) => `${loop.join(" → ")}\n    (${members.length} modules: ${members.join(", ")})`,
    );
    expect(report, `import cycles:\n${report.join("\n")}`).toEqual([]);
  });
});
