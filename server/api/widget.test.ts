import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtWidgetSizes, type WidgetBundle, WIDGET_MAX_GZIP_BYTES, widgetSizes, writeWidget } from "../widget-build.ts";
import type { HostEnv } from "../host-env.ts";
import type { EdgeServices } from "../services.ts";
import { LOADER_CACHE_CONTROL, PANEL_CACHE_CONTROL, widgetApi } from "./widget.ts";

let dir: string;
let built: WidgetBundle;

function host(nodeEnv: "production" | "test") {
  const app = new Hono<HostEnv>();
  app.use(async (c, next) => {
    c.set("services", { host: { env: { nodeEnv } } } as unknown as EdgeServices);
    await next();
  });
  app.route("/", widgetApi({ dir }));
  return app;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lakbay-widget-"));
  built = await writeWidget(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("GET /api/widget/script and the panel", () => {
  it("serves the built loader as JavaScript any site may load, cached briefly and revalidated by ETag", async () => {
    const app = host("production");
    const res = await app.request("/api/widget/script");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe(LOADER_CACHE_CONTROL);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await res.text()).toBe(built.loader);
    const again = await app.request("/api/widget/script", { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("serves the panel under its content hash for a year, and nothing under another name", async () => {
    const app = host("production");
    const res = await app.request(`/api/widget/${built.panelFile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PANEL_CACHE_CONTROL);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await res.text()).toBe(built.panel);
    expect((await app.request("/api/widget/panel.000000000000.js")).status).toBe(404);
  });

  it("reports the built widget's gzipped sizes for npm run bench", async () => {
    const sizes = await builtWidgetSizes(dir);
    expect(sizes).toEqual({ ...widgetSizes(built), limitGzip: WIDGET_MAX_GZIP_BYTES });
    expect(sizes.totalGzip).toBeLessThanOrEqual(sizes.limitGzip);
  });

  it("builds from the sources when not in production (development, tests)", async () => {
    const res = await host("test").request("/api/widget/script");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(built.panelFile);
  });
});
