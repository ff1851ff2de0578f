import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The import graph of our TypeScript (decision 008): every `import … from`, `export … from`,
// side-effect `import "…"` and `import("…")` of a relative path, type-only imports included (a cycle
// of types is still two modules that cannot be understood apart). The project has no path aliases;
// package imports and the router's generated `./+types/…` files are not ours and are left out.

const sourceFile = /\.tsx?$/;
const specifiers = [
  /\b(?:import|export)\s[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/** Every .ts / .tsx file under `dirs` (relative to `root`), tests included, as paths relative to `root`. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (sourceFile.test(name) && !name.endsWith(".d.ts")) files.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

/** The relative module specifiers `source` imports or re-exports, comments skipped. */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const found = new Set<string>();
  for (const pattern of specifiers) {
    for (const match of code.matchAll(pattern)) if (match[1].startsWith(".")) found.add(match[1]);
  }
  return [...found];
}

/** The file a relative specifier names, as a key of `known`, or undefined (JSON, CSS, generated types). */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = path.join(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** file → the files of ours it imports. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(path.join(root, file), "utf8"))
      .map((specifier) => resolve(file, specifier, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The cycles of `graph`: one per group of modules that reach each other (a strongly connected
 * component, Tarjan's algorithm, iterative), written as the shortest loop through its first module
 * and followed by every member, so a report names every file to untangle.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): { loop: string[]; members: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (graph.get(member) ?? []).includes(member);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components.map((members) => ({ loop: shortestLoop(graph, members), members }));
}

/** The shortest path from the first member back to itself, inside the component (breadth first). */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, members: string[]): string[] {
  const inside = new Set(members);
  const start = members[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        loop.push(start);
        return loop;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
