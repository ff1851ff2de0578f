/**
 * The application layer is the edges' only door (issue 25, docs/decisions/031-application-layer.md).
 * Pages (app/), the JSON API (server/api/) and the page server code receive `{ apps, host }` and
 * nothing else: this test fails when one of them reaches an engine, store or gateway by any path —
 * through the context (a member other than `apps` or `host` of `services(context)`, `c.var.services`
 * or the request values), by importing the database layer or the composition root's values, or by
 * the host handing an edge more than the two members.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { edgeServices } from "../server/edge-services.ts";
import type { Services } from "../server/services.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EDGE_MEMBERS = new Set(["apps", "host"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every member an edge reads off the services it was handed, as `file:line member`, other than apps and host. */
function contextBypasses(source: string, file = "source"): string[] {
  const out: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const holder = String.raw`(?:services\(\s*context\s*\)|(?:c\.var|values|context\.get\(\s*requestContext\s*\))\.services)`;
  for (const m of source.matchAll(new RegExp(`${holder}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, "g"))) {
    if (!EDGE_MEMBERS.has(m[1])) out.push(`${file}:${lineOf(m.index)} ${m[1]}`);
  }
  for (const m of source.matchAll(new RegExp(String.raw`\{([^{}]*)\}\s*=\s*${holder}\s*[;\n]`, "g"))) {
    for (const part of m[1].split(",")) {
      const name = part
        .split(":")[0]
        .trim()
        .replace(/^\.\.\./, "");
      if (name && !EDGE_MEMBERS.has(name)) out.push(`${file}:${lineOf(m.index)} ${name}`);
    }
  }
  // The whole services taken off the handler's variables, to read members from later.
  for (const m of source.matchAll(/\{[^{}]*\bservices\b[^{}]*\}\s*=\s*c\.var\b/g)) out.push(`${file}:${lineOf(m.index)} services`);
  return out;
}

/** Relative imports of a file that land in db/, or a value import of the composition root. */
function forbiddenImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of source.matchAll(/(import\s+type\s[^;]*?from|import\s[^;]*?from|import\s*\(|export\s[^;]*?from)\s*["'](\.[^"']+)["']/g)) {
    const target = path
      .relative(root, path.resolve(path.dirname(file), m[2]))
      .split(path.sep)
      .join("/");
    const typeOnly = /^import\s+type\s/.test(m[1]);
    if (target.startsWith("db/")) out.push(`${path.relative(root, file)} → ${target}`);
    else if (target === "server/services.ts" && !typeOnly) out.push(`${path.relative(root, file)} → ${target} (values)`);
  }
  return out;
}

const edgeFiles = [...files(path.join(root, "app")), ...files(path.join(root, "server/api"))];

/**
 * Refusal statuses written as numbers in an edge, as `file:line status`: each edge takes them from its
 * one table by error code (pages: app/server/outcome.server.ts pageStatus; the API: server/api/outcome.ts
 * API_STATUS). Only that table's own file, and the transport's own answers (413 too large, 415 not
 * JSON, 500 a fault) are numbers.
 */
function statusLiterals(source: string, file = "source"): string[] {
  const out: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const refusal = String.raw`(?:40[0-9]|41[0-246-9]|42[0-9]|50[1-9])`;
  const forms = [
    new RegExp(String.raw`status:\s*(?:[^,}]*?[?:]\s*)?(${refusal})\b`, "g"),
    new RegExp(String.raw`c\.json\((?:[^()]|\([^()]*\))*?\},\s*(${refusal})\b`, "g"),
  ];
  for (const re of forms) for (const m of source.matchAll(re)) out.push(`${file}:${lineOf(m.index)} ${m[1]}`);
  return out;
}
const STATUS_TABLES = new Set(["app/server/outcome.server.ts", "server/api/outcome.ts"]);

describe("edges reach core through the application services only (issue 25)", () => {
  it("finds a raw member read through the context in every form", () => {
    const sample = [
      "const a = services(context).flights.airports();",
      "const b = services(context)\n  .hotelCheckout.view(r);",
      "await c.var.services.database.db;",
      "const { payments, host } = services(context);",
      "const { env } = c.var.services;",
      "values.services.mail.list(1);",
      "const ok = services(context).apps.flights; const fine = c.var.services.host.env;",
      "const { apps, host } = c.var.services;",
      "const { services } = c.var;",
    ].join("\n");
    expect(contextBypasses(sample)).toEqual([
      "source:1 flights",
      "source:2 hotelCheckout",
      "source:4 database",
      "source:7 mail",
      "source:5 payments",
      "source:6 env",
      "source:10 services",
    ]);
  });

  it("no page, page server module or API handler reads anything but apps and host off its services", () => {
    expect(edgeFiles.length).toBeGreaterThan(100);
    const bypasses = edgeFiles.flatMap((file) => contextBypasses(readFileSync(file, "utf8"), path.relative(root, file)));
    expect(bypasses, "call a use case of services(context).apps (write one in core/application/ if it is missing)").toEqual([]);
  });

  it("no edge imports the database layer or the composition root's values", () => {
    expect(edgeFiles.flatMap(forbiddenImports)).toEqual([]);
  });

  it("finds a refusal status written as a number, plain or chosen, on a page or in the API", () => {
    const sample = [
      "throw data(null, { status: 404 });",
      'return data({ errors }, { status: code === "invalid" ? 400 : 409 });',
      'return c.json({ message, errors: {} }, 429, { "Retry-After": "60" });',
      'return data({ errors }, { status: pageStatus("invalid") });',
      "return c.json({ message, errors: {} }, API_STATUS.conflict);",
      "return c.json({ message: API_MESSAGES.notJson, errors: {} }, 415);",
      "return c.json({ message: fallback, errors: {} }, 500);",
    ].join("\n");
    expect(statusLiterals(sample)).toEqual(["source:1 404", "source:2 400", "source:3 429"]);
  });

  it("every page and API refusal takes its status from its edge's one table (issue 25)", () => {
    const literals = edgeFiles
      .filter((file) => !STATUS_TABLES.has(path.relative(root, file)))
      .flatMap((file) => statusLiterals(readFileSync(file, "utf8"), path.relative(root, file)));
    expect(literals, "use pageStatus(code) on pages and API_STATUS[code] in the API").toEqual([]);
  });

  it("the host hands an edge a new object with apps and host only: the engines it was built from are not on it", () => {
    const raw = { flights: { search() {} }, hotelCheckout: {}, payments: {}, mail: {}, database: {} };
    const full = { apps: { flights: {} }, host: { env: {} }, ...raw } as unknown as Services;
    const edge = edgeServices(full);
    expect(Object.keys(edge).sort()).toEqual(["apps", "host"]);
    expect(edge.apps).toBe(full.apps);
    expect(edge.host).toBe(full.host);
    for (const name of Object.keys(raw)) expect(name in edge, name).toBe(false);
  });
});
