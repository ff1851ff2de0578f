/** gzip in bursts: what any gzip decoder reads back is the original body, part by part. */
import { gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compression, gzipInBursts } from "./compression.ts";

const text = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `<li class="item-${i % 7}">${seed} ${i} ☃ ñ</li>`).join("");

function streamOf(chunks: string[], pauseAfter: number[] = []) {
  const enc = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < chunks.length; i++) {
        controller.enqueue(enc.encode(chunks[i]));
        if (pauseAfter.includes(i)) await new Promise((r) => setTimeout(r, 5));
      }
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const out: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

describe("compression", () => {
  it("a body that arrives in one burst is one gzip buffer; a streamed one keeps its parts", async () => {
    const chunks = [text(200, "a"), text(300, "b"), text(5, "c"), text(400, "d")];
    const one = await gzipInBursts(streamOf(chunks), 3);
    expect(one).toBeInstanceOf(Uint8Array);
    expect(gunzipSync(one as Uint8Array).toString()).toBe(chunks.join(""));

    const stream = await gzipInBursts(streamOf(chunks, [0, 2]), 3);
    expect(stream).toBeInstanceOf(ReadableStream);
    const streamed = await collect(stream as ReadableStream<Uint8Array>);
    expect(streamed.length).toBeGreaterThanOrEqual(3); // [a], [b c], [d] and the end (maybe with d)
    expect(streamed.length).toBeLessThanOrEqual(4);
    expect(gunzipSync(Buffer.concat(streamed)).toString()).toBe(chunks.join(""));
    // Each part can be decoded as soon as it arrives (sync flush), as a browser renders it.
    expect(gunzipSync(Buffer.concat(streamed.slice(0, 1)), { finishFlush: 2 }).toString()).toBe(chunks[0]);
  });

  it("reads Accept-Encoding like a browser sends it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("compresses HTML for gzip clients only, never twice, never tiny bodies", async () => {
    const app = new Hono();
    app.use(compression());
    app.get("/page", (c) => c.html(text(300, "page")));
    app.get("/tiny", (c) => c.body("hi", 200, { "Content-Type": "text/plain", "Content-Length": "2" }));
    app.get("/already", (c) => c.body("xx", 200, { "Content-Type": "text/html", "Content-Encoding": "br" }));
    const gz = await app.request("/page", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text(300, "page"));
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text(300, "page"));
    expect((await app.request("/tiny", { headers: { "Accept-Encoding": "gzip" } })).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/already", { headers: { "Accept-Encoding": "gzip" } })).headers.get("content-encoding")).toBe("br");
  });

  it("gzips an immutable asset once, at level 9, and serves the same bytes after", async () => {
    const app = new Hono();
    app.use(compression());
    const script = `export const x = [${text(400, "asset")}];`;
    let reads = 0;
    app.get("/assets/app-abc.js", (c) => {
      reads++;
      return c.body(script, 200, { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=31536000, immutable" });
    });
    app.get("/page.js", (c) => c.body(script, 200, { "Content-Type": "text/javascript" }));
    const ask = (path: string) => app.request(path, { headers: { "Accept-Encoding": "gzip" } });
    const first = Buffer.from(await (await ask("/assets/app-abc.js")).arrayBuffer());
    const second = await ask("/assets/app-abc.js");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect(reads).toBe(2);
    expect(gunzipSync(first).toString()).toBe(script);
    // Level 9: as small as gzip gets, smaller than the level pages are compressed at.
    expect(first.length).toBe(gzipSync(script, { level: 9 }).length);
    const page = Buffer.from(await (await ask("/page.js")).arrayBuffer());
    expect(first.length).toBeLessThan(page.length);
  });
});
