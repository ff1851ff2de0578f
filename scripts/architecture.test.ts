/**
 * The layering rule of the application layer (issue 18, docs/architecture.md): route modules are thin
 * adapters. They parse, call the pages' server code in app/server/ (which calls core's use cases)
 * and map the outcome; they never import core/ themselves.
 *
 * Biome says so too (biome.json, the app/routes/** override: noRestrictedImports on core/ and db/),
 * so `biome lint` fails in the editor; this test also catches dynamic imports and any form Biome's
 * patterns miss. STILL_IMPORTING_CORE (now empty) lists route modules not moved yet; it may only
 * shrink: a listed file that no longer imports core fails the test too, so the list is kept exact.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "../contracts/zod.ts";
import { assistantToolUseCases } from "../assistant/llm/tool-list.ts";
import { createToolApps } from "./tool-apps.fixture.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const STILL_IMPORTING_CORE = new Set<string>([]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic (type imports count). */
function importsOf(source: string): string[] {
  const out: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) out.push(match[1]);
  return out;
}

function importsCore(file: string): boolean {
  return importsOf(readFileSync(file, "utf8")).some((spec) => {
    if (!spec.startsWith(".")) return false;
    const target = path.relative(root, path.resolve(path.dirname(file), spec));
    return target === "core" || target.startsWith(`core${path.sep}`);
  });
}

describe("route modules and core", () => {
  const routes = files(path.join(root, "app/routes")).map((f) => path.relative(root, f));

  it("finds imports of every form", () => {
    expect(
      importsOf(
        `import { a } from "../../core/x.ts";\nimport type { B } from '../core/y.ts';\nexport * from "./z.ts";\nconst m = await import("../core/w.ts");\nimport "./side.ts";`,
      ),
    ).toEqual(["../../core/x.ts", "../core/y.ts", "./z.ts", "../core/w.ts", "./side.ts"]);
  });

  it("no route module imports core (except those still listed, and the list is exact)", () => {
    const offenders = routes.filter((f) => importsCore(path.join(root, f))).sort();
    const unexpected = offenders.filter((f) => !STILL_IMPORTING_CORE.has(f));
    const moved = [...STILL_IMPORTING_CORE].filter((f) => !offenders.includes(f));
    expect(unexpected, "route modules must reach core through app/server/").toEqual([]);
    expect(moved, "these no longer import core: remove them from STILL_IMPORTING_CORE").toEqual([]);
  });
});

/** Where an import of `file` lands, relative to the root ("core/application/flights.ts"), or null for a package. */
function importTargets(file: string): string[] {
  return importsOf(readFileSync(file, "utf8"))
    .filter((spec) => spec.startsWith("."))
    .map((spec) =>
      path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join("/"),
    );
}

describe("the assistant's answers reach the domains through use cases only (issue 18)", () => {
  const answering = [...files(path.join(root, "assistant/answer")), path.join(root, "assistant/engine.ts")];

  it("assistant/answer and the engine import nothing from core but the application services and the assistant", () => {
    expect(answering.length).toBeGreaterThan(5);
    const offenders = answering.flatMap((file) =>
      importTargets(file)
        .filter((t) => t.startsWith("core/") && !t.startsWith("core/application/") && !t.startsWith("assistant/"))
        .map((t) => `${path.relative(root, file)} → ${t}`),
    );
    expect(offenders, "call the domain's use case through invoke (AnswerDeps) instead").toEqual([]);
  });
});

describe("the assistant is an edge (issue 25): core never imports it", () => {
  it("no module of core/ imports assistant/ (the chat's use cases are core/application/chat.ts, its responder a port there)", () => {
    const coreFiles = files(path.join(root, "core"));
    expect(coreFiles.length).toBeGreaterThan(100);
    const offenders = coreFiles.flatMap((file) =>
      importTargets(file)
        .filter((t) => t.startsWith("assistant/"))
        .map((t) => `${path.relative(root, file)} → ${t}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("the model's tools (assistant/llm/tool-list.ts)", () => {
  const tools = assistantToolUseCases(createToolApps());

  it("each has a domain.operation name, a summary and an input that converts to JSON Schema", () => {
    for (const tool of tools) {
      expect(tool.name, tool.name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(tool.summary.length, tool.name).toBeGreaterThan(20);
      const schema = z.toJSONSchema(tool.input, { io: "input" }) as { type?: string };
      expect(schema.type, tool.name).toBe("object");
    }
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
  });

  it("every domain has at least one tool, and none of them books, pays, cancels, files a request or writes to the team", () => {
    const names = tools.map((t) => t.name);
    const domains: Record<string, RegExp> = {
      flights: /^flights\.(search|fareCalendar|airlines|fareRules)$/,
      hotels: /^hotels\./,
      bookings: /^bookings\./,
      "post-ticketing quotes": /^flights\.(void|refund|reissue)Quote$/,
      content: /^content\./,
      travel: /^itinerary\.plan$/,
      weather: /^weather\./,
      tides: /^tides\./,
      transport: /^transport\./,
      fees: /^travel\.(fees|formalities)$/,
      safety: /^safety\./,
    };
    const missing = Object.entries(domains)
      .filter(([, pattern]) => !names.some((n) => pattern.test(n)))
      .map(([domain]) => domain);
    expect(missing).toEqual([]);
    expect(names.filter((n) => /book$|pay|cancel|request|save|submit|^contact\.|countView|reissue$/i.test(n))).toEqual([]);
  });
});
