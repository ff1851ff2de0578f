/**
 * The chat widget's scripts (spec §7: "loaded from the chat provider's /api/widget/script"):
 *
 *   GET /api/widget/script            the loader, cached 5 minutes (revalidated by ETag), so a new
 *                                     release reaches every host page soon
 *   GET /api/widget/panel.<hash>.js   the panel, cached a year (its name changes with its content)
 *
 * Both may be loaded by any site (the allow-list of embedding origins guards /api/chat/*, not the
 * code). Production serves build/widget (made by the build, server/widget-build.ts); development and
 * tests without a build compile the sources once per process.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { buildWidget, WIDGET_BUILD_DIR, type WidgetBundle, type WidgetManifest } from "../widget-build.ts";
import type { HostEnv } from "../host-env.ts";
import { API_STATUS } from "./outcome.ts";

export const LOADER_CACHE_CONTROL = "public, max-age=300";
export const PANEL_CACHE_CONTROL = "public, max-age=31536000, immutable";

type Served = WidgetBundle & { loaderEtag: string };

async function fromBuild(dir: string): Promise<WidgetBundle> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as WidgetManifest;
  if (!/^panel\.[0-9a-f]{12}\.js$/.test(manifest.panel)) throw new Error("build/widget/manifest.json: unexpected panel name");
  const [loader, panel] = await Promise.all([
    readFile(path.join(dir, manifest.loader), "utf8"),
    readFile(path.join(dir, manifest.panel), "utf8"),
  ]);
  return { loader, panel, panelFile: manifest.panel };
}

export function widgetApi(options: { dir?: string } = {}) {
  const api = new Hono<HostEnv>();
  let served: Promise<Served> | null = null;

  function load(production: boolean): Promise<Served> {
    served ??= (production ? fromBuild(options.dir ?? WIDGET_BUILD_DIR) : buildWidget()).then((b) => ({
      ...b,
      loaderEtag: `"${createHash("sha256").update(b.loader).digest("base64url").slice(0, 16)}"`,
    }));
    // A failed read is retried on the next request (a build finishing, say).
    served.catch(() => {
      served = null;
    });
    return served;
  }

  const headers = (cacheControl: string) => ({
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": cacheControl,
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
  });

  api.get("/api/widget/script", async (c) => {
    const w = await load(c.var.services.host.env.nodeEnv === "production");
    const h = { ...headers(LOADER_CACHE_CONTROL), ETag: w.loaderEtag };
    if (c.req.header("If-None-Match") === w.loaderEtag) return c.body(null, 304, h);
    return c.body(w.loader, 200, h);
  });

  api.get("/api/widget/:file{panel\\.[0-9a-f]{12}\\.js}", async (c) => {
    const w = await load(c.var.services.host.env.nodeEnv === "production");
    if (c.req.param("file") !== w.panelFile)
      return c.json({ message: "There is nothing at this address.", errors: {} }, API_STATUS.not_found);
    return c.body(w.panel, 200, headers(PANEL_CACHE_CONTROL));
  });

  return api;
}
