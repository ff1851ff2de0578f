/**
 * The built app's files: an asset that exists is served with a year's immutable cache, one that does not
 * (an old page asking for a chunk of a previous build) is a 404, never a 500 nor a cached answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;

beforeAll(async () => {
  app = await startBuiltApp({ name: "static-files", env: {} });
}, 60_000);

afterAll(() => app?.stop());

describe("static files", () => {
  it("serves an asset with an immutable cache and answers a missing one 404", async () => {
    const html = await (await fetch(`${app!.base}/`, { headers: { Accept: "text/html" } })).text();
    const asset = html.match(/\/assets\/[A-Za-z0-9_.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const found = await fetch(app!.base + asset);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toContain("immutable");
    await found.arrayBuffer();

    const missing = await fetch(`${app!.base}/assets/chunk-of-an-older-build-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
    await missing.arrayBuffer();
    expect(app!.logs.join("\n")).not.toMatch(/reading 'set'/);
  });
});
