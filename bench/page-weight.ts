/**
 * What a page makes the browser download on first view: the scripts and stylesheets its server-rendered
 * HTML names, read from build/client and gzipped (level 9, each file on its own, as they are served).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BROWSER_HEADERS } from "./load.ts";

export type AssetFile = {
  /** URL path, e.g. /assets/react-dom-XXXX.js */
  url: string;
  bytes: number;
  gzipBytes: number;
  /** How the page reaches it: "script", "modulepreload", "inline-import", "static-import" (chunk of a chunk), "stylesheet". */
  via: string;
};

export type PageWeight = {
  url: string;
  status: number;
  html: { bytes: number; gzipBytes: number };
  js: { files: number; bytes: number; gzipBytes: number; list: AssetFile[] };
  css: { files: number; bytes: number; gzipBytes: number; list: AssetFile[] };
  /** Referenced /assets/ files that are not in build/client (the build changed under the running server). */
  missing: string[];
  /** Scripts from elsewhere than /assets/ on our origin (should stay empty). */
  external: string[];
};

type Ref = { url: string; kind: "js" | "css"; via: string };

const sizeCache = new Map<string, { bytes: number; gzipBytes: number; source: string }>();

function readAsset(file: string) {
  let hit = sizeCache.get(file);
  if (!hit) {
    const buf = readFileSync(file);
    hit = { bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, source: buf.toString("utf8") };
    sizeCache.set(file, hit);
  }
  return hit;
}

function parseAttributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of raw.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Import specifiers of a module script: `import "x"`, `import … from "x"`, `export … from "x"`, `import("x")`. */
export function moduleSpecifiers(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const found: string[] = [];
  const staticRe = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(staticRe)) found.push(m[2]!);
  if (dynamic) {
    for (const m of code.matchAll(/(?:^|[^\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) found.push(m[2]!);
  }
  return found;
}

/** Every script and stylesheet the HTML itself asks for on first view. */
export function referencedAssets(html: string): Ref[] {
  const refs: Ref[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = parseAttributes(m[1]!);
    if (attrs.src) {
      refs.push({ url: attrs.src, kind: "js", via: "script" });
    } else if (attrs.type === "module") {
      for (const spec of moduleSpecifiers(m[2]!, { dynamic: true })) refs.push({ url: spec, kind: "js", via: "inline-import" });
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1]!);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes("modulepreload")) refs.push({ url: attrs.href, kind: "js", via: "modulepreload" });
    else if (rel.includes("stylesheet")) refs.push({ url: attrs.href, kind: "css", via: "stylesheet" });
    else if (rel.includes("preload") && attrs.as === "script") refs.push({ url: attrs.href, kind: "js", via: "preload" });
    else if (rel.includes("preload") && attrs.as === "style") refs.push({ url: attrs.href, kind: "css", via: "preload" });
  }
  return refs;
}

/** The chat widget's loader, which the root layout puts on every page (app/widget/loader.ts). */
export const WIDGET_LOADER_PATH = "/api/widget/script";

/** Fetches a page and weighs what it loads. `clientDir` is build/client. */
export async function measurePageWeight(opts: { url: string; cookie?: string; clientDir: string }): Promise<PageWeight> {
  const res = await fetch(opts.url, {
    headers: { ...BROWSER_HEADERS, "Accept-Encoding": "identity", ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const html = await res.text();
  const origin = new URL(opts.url).origin;

  const js = new Map<string, AssetFile>();
  const css = new Map<string, AssetFile>();
  const missing = new Set<string>();
  const external = new Set<string>();
  const queue: Ref[] = referencedAssets(html);

  while (queue.length > 0) {
    const ref = queue.shift()!;
    let u: URL;
    try {
      u = new URL(ref.url, opts.url);
    } catch {
      continue; // a bare specifier would not load in a browser without an import map
    }
    const target = ref.kind === "js" ? js : css;
    // The chat widget's loader (every page, deferred) is weighed on its own: the bench's widget line.
    if (u.origin === origin && u.pathname === WIDGET_LOADER_PATH) continue;
    if (u.origin !== origin || !u.pathname.startsWith("/assets/")) {
      if (ref.kind === "js") external.add(u.href);
      continue;
    }
    if (target.has(u.pathname)) continue;
    const file = path.join(opts.clientDir, decodeURIComponent(u.pathname));
    if (!file.startsWith(opts.clientDir + path.sep) || !existsSync(file)) {
      missing.add(u.pathname);
      continue;
    }
    const { bytes, gzipBytes, source } = readAsset(file);
    target.set(u.pathname, { url: u.pathname, bytes, gzipBytes, via: ref.via });
    // A chunk's own static imports load too, preloaded or not (dynamic import() stays lazy).
    if (ref.kind === "js") {
      for (const spec of moduleSpecifiers(source, { dynamic: false })) {
        if (spec.startsWith("./") || spec.startsWith("../") || spec.startsWith("/")) {
          queue.push({ url: new URL(spec, u).href, kind: "js", via: "static-import" });
        }
      }
    }
  }

  const sum = (files: AssetFile[]) => ({
    files: files.length,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
    list: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
  });
  const htmlBuf = Buffer.from(html, "utf8");
  return {
    url: opts.url,
    status: res.status,
    html: { bytes: htmlBuf.length, gzipBytes: gzipSync(htmlBuf, { level: 9 }).length },
    js: sum([...js.values()]),
    css: sum([...css.values()]),
    missing: [...missing],
    external: [...external],
  };
}
