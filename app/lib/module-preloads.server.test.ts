import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { stripModulePreloads, withoutModulePreloads } from "./module-preloads.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="en-PH"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<title>Boracay - Lakbay</title><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/components-B.js" nonce="n0nce=="/><link rel="preload" as="image" href="/map.svg"/></head>';
const BODY =
  '<body><main><h1>Boracay ñ 🌊</h1><p>Shown as written: &lt;link rel="modulepreload" href="/x.js"/&gt;</p></main>' +
  '<script type="module" async="" nonce="n0nce==">import("/assets/entry.client-A.js");</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks).pipe(stripModulePreloads())) out.push(c as Buffer);
  return Buffer.concat(out).toString("utf8");
}

function split(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

describe("module preloads", () => {
  it("leaves the page's stylesheet, other preloads, its content and its module script, without the module preloads", async () => {
    const html = await through([Buffer.from(HEAD + BODY)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(html).toContain('<link rel="preload" as="image" href="/map.svg"/>');
    expect(html).toContain('import("/assets/entry.client-A.js")');
    expect(html).toBe(withoutModulePreloads(HEAD) + BODY);
  });

  it("gives the same document however the stream is cut, even inside a tag or a multi-byte character", async () => {
    const expected = withoutModulePreloads(HEAD) + BODY;
    for (const size of [1, 3, 7, 64, 1000]) expect(await through(split(HEAD + BODY, size))).toBe(expected);
  });

  it("touches nothing after the head (text that looks like a preload in the body stays)", async () => {
    expect(await through([Buffer.from(HEAD), Buffer.from(BODY)])).toContain('&lt;link rel="modulepreload" href="/x.js"/&gt;');
    const body = '<body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await through([Buffer.from(HEAD + body)])).toContain('<link rel="modulepreload" href="/late.js"/>');
  });

  it("passes a document without a head through whole", async () => {
    const fragment = '<p>No head here, only <link rel="modulepreload" href="/a.js"/></p>';
    expect(await through(split(fragment, 5))).toBe(withoutModulePreloads(fragment));
    expect(await through([])).toBe("");
  });
});
