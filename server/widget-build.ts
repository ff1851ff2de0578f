/**
 * Builds the chat widget's two scripts (app/widget) with Vite's build API (Node only: vite.config.ts runs it after
 * the client build, so `npm run build`, `npm start` and the tests' build all make it; the server
 * builds it in memory in development and in tests without a build):
 *
 * - panel.<hash>.js — an ES module (panel.ts), named by a hash of its content, cached for a year;
 * - loader.js — a classic script (loader.ts) with the panel's file name inside, cached briefly.
 *
 * build/widget/manifest.json names both. Together they stay within WIDGET_MAX_GZIP_BYTES (a unit test
 * and `npm run bench` check it).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

export const WIDGET_MAX_GZIP_BYTES = 30 * 1024;

export type WidgetBundle = { loader: string; panel: string; panelFile: string };
export type WidgetManifest = { loader: "loader.js"; panel: string };

/** The widget's sources (browser code; read by path, never imported by the host). */
const here = path.resolve(import.meta.dirname, "../app/widget");

async function bundle(entry: string, format: "iife" | "es", define: Record<string, string> = {}): Promise<string> {
  const { build } = await import("vite");
  const result = await build({
    configFile: false,
    root: here,
    logLevel: "silent",
    mode: "production",
    publicDir: false,
    define,
    build: {
      write: false,
      minify: true,
      target: "es2020",
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: path.join(here, entry),
        preserveEntrySignatures: "exports-only",
        output: { format, entryFileNames: "out.js" },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs[0]?.output.find((o) => o.type === "chunk");
  if (!chunk?.code) throw new Error(`widget build: no code for ${entry}`);
  return chunk.code;
}

export async function buildWidget(): Promise<WidgetBundle> {
  const panel = await bundle("panel.ts", "es");
  const panelFile = `panel.${createHash("sha256").update(panel).digest("hex").slice(0, 12)}.js`;
  const loader = await bundle("loader.ts", "iife", { __LAKBAY_PANEL_FILE__: JSON.stringify(panelFile) });
  return { loader, panel, panelFile };
}

export function gzipBytes(code: string): number {
  return gzipSync(Buffer.from(code, "utf8"), { level: 9 }).length;
}

export function widgetSizes(b: WidgetBundle) {
  const loader = gzipBytes(b.loader);
  const panel = gzipBytes(b.panel);
  return { loaderGzip: loader, panelGzip: panel, totalGzip: loader + panel };
}

/** The gzipped sizes of the built widget in `dir` (what `npm run bench` reports). */
export async function builtWidgetSizes(dir = WIDGET_BUILD_DIR) {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as WidgetManifest;
  const [loader, panel] = await Promise.all([
    readFile(path.join(dir, manifest.loader), "utf8"),
    readFile(path.join(dir, manifest.panel), "utf8"),
  ]);
  return { ...widgetSizes({ loader, panel, panelFile: manifest.panel }), limitGzip: WIDGET_MAX_GZIP_BYTES };
}

/** Writes loader.js, panel.<hash>.js and manifest.json into `dir`. */
export async function writeWidget(dir: string): Promise<WidgetBundle> {
  const b = await buildWidget();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "loader.js"), b.loader);
  await writeFile(path.join(dir, b.panelFile), b.panel);
  const manifest: WidgetManifest = { loader: "loader.js", panel: b.panelFile };
  await writeFile(path.join(dir, "manifest.json"), `${JSON.stringify(manifest)}\n`);
  return b;
}

/** build/widget, next to build/client and build/server. */
export const WIDGET_BUILD_DIR = path.resolve(import.meta.dirname, "../build/widget");

/** The Vite plugin: after the client build, the widget into build/widget. */
export function widgetBuildPlugin(): Plugin {
  return {
    name: "lakbay-widget",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    async writeBundle() {
      await writeWidget(WIDGET_BUILD_DIR);
    },
  };
}
