import { describe, expect, it } from "vitest";
import { buildWidget, WIDGET_MAX_GZIP_BYTES, widgetSizes } from "./widget-build.ts";

describe("the chat widget's build", () => {
  it("stays within 30 KB gzipped (loader + panel), the loader a few KB, with no framework in either", async () => {
    const b = await buildWidget();
    const sizes = widgetSizes(b);
    expect(sizes.totalGzip).toBeLessThanOrEqual(WIDGET_MAX_GZIP_BYTES);
    expect(sizes.loaderGzip).toBeLessThanOrEqual(6 * 1024);
    for (const code of [b.loader, b.panel]) {
      expect(code).not.toMatch(/react|__REACT|ZodError|innerHTML/i);
    }
    // The loader names the panel by its content hash; the panel is an ES module exporting mount.
    expect(b.panelFile).toMatch(/^panel\.[0-9a-f]{12}\.js$/);
    expect(b.loader).toContain(b.panelFile);
    expect(b.panel).toMatch(/export\s*\{[^}]*as mount/);
  });
});
