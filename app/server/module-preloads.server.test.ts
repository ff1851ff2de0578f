import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { pipeDocument, withoutModulePreloads } from "./module-preloads.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="en-PH"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<title>Boracay - Lakbay</title><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/components-B.js" nonce="n0nce=="/><link rel="preload" as="image" href="/map.svg"/></head>';
const BODY =
  '<body><main><h1>Boracay ñ 🌊</h1><p>Shown as written: &lt;link rel="modulepreload" href="/x.js"/&gt;</p></main>' +
  '<script type="module" async="" nonce="n0nce==">import("/assets/entry.client-A.js");</script></body></html>';

function split(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

/** React's pipe as far as the sink sees it: writes, then ends (at once, or after `later` chunks a turn later). */
function fakePipe(now: Buffer[], later: Buffer[] | null = null) {
  const seen = { closed: false };
  const pipe = (sink: Writable) => {
    sink.on("close", () => {
      seen.closed = true;
    });
    for (const chunk of now) sink.write(chunk);
    if (later === null) sink.end();
    else
      setImmediate(() => {
        if (sink.destroyed) return;
        for (const chunk of later) sink.write(chunk);
        sink.end();
      });
  };
  return { pipe, seen };
}

async function text(body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>): Promise<string> {
  return new Response(body).text();
}

describe("the document React writes", () => {
  it("comes back as one buffer when React ends it inside pipe (a page complete in its shell), without the module preloads", async () => {
    let ended = 0;
    const body = pipeDocument(fakePipe([Buffer.from(HEAD + BODY)]).pipe, () => ended++);
    expect(body).toBeInstanceOf(Uint8Array);
    const html = await text(body);
    expect(html).toBe(withoutModulePreloads(HEAD) + BODY);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(html).toContain('<link rel="preload" as="image" href="/map.svg"/>');
    expect(html).toContain('import("/assets/entry.client-A.js")');
    await new Promise((r) => setImmediate(r));
    expect(ended).toBe(1);
  });

  it("gives the same document however React cut its writes, even inside a tag or a multi-byte character", async () => {
    const expected = withoutModulePreloads(HEAD) + BODY;
    for (const size of [1, 3, 7, 64, 1000])
      expect(await text(pipeDocument(fakePipe(split(HEAD + BODY, size)).pipe, () => {}))).toBe(expected);
  });

  it("touches nothing after the head (text that looks like a preload in the body stays)", async () => {
    const body = '<body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await text(pipeDocument(fakePipe([Buffer.from(HEAD + body)]).pipe, () => {}))).toBe(withoutModulePreloads(HEAD) + body);
    expect(await text(pipeDocument(fakePipe([Buffer.from(HEAD + BODY)]).pipe, () => {}))).toContain(
      '&lt;link rel="modulepreload" href="/x.js"/&gt;',
    );
  });

  it("streams a document React is still writing: the head at once, each later part as it comes", async () => {
    let ended = 0;
    const body = pipeDocument(
      fakePipe([Buffer.from(HEAD), Buffer.from("<body><p>shell</p>")], split("<p>later ñ</p></body></html>", 5)).pipe,
      () => ended++,
    );
    expect(body).toBeInstanceOf(ReadableStream);
    expect(await text(body)).toBe(`${withoutModulePreloads(HEAD)}<body><p>shell</p><p>later ñ</p></body></html>`);
    expect(ended).toBe(1);
  });

  it("tells React to stop when the client leaves mid-stream", async () => {
    let ended = 0;
    const { pipe, seen } = fakePipe([Buffer.from(HEAD)], [Buffer.from("<body>never read</body>")]);
    const body = pipeDocument(pipe, () => ended++) as ReadableStream<Uint8Array<ArrayBuffer>>;
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setImmediate(r));
    expect(seen.closed).toBe(true); // React listens for "close" and aborts the render
    expect(ended).toBe(1);
  });

  it("ends in an error, not a truncated page, when React gives up inside pipe", async () => {
    const body = pipeDocument(
      (sink) => {
        sink.write(Buffer.from(HEAD));
        sink.destroy(new Error("render failed"));
      },
      () => {},
    );
    await expect(text(body)).rejects.toThrow();
  });

  it("passes a document without a head through whole", async () => {
    const fragment = '<p>No head here, only <link rel="modulepreload" href="/a.js"/></p>';
    expect(await text(pipeDocument(fakePipe(split(fragment, 5)).pipe, () => {}))).toBe(fragment);
    expect(await text(pipeDocument(fakePipe([]).pipe, () => {}))).toBe("");
  });
});
