/** The cached pages' gzip: parts deflated once, joined around each answer's nonce, read by any gzip decoder. */
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipEntry } from "./html-cache.ts";

describe("gzip of a cached page around a fresh nonce", () => {
  it("decodes to the page with this answer's nonce, again and again from the same deflated parts", () => {
    const page = `<!DOCTYPE html><html><head><script nonce="@@">1</script></head><body>${"<p>Kayangan Lake — ₱300</p>".repeat(2000)}<script nonce="@@">2</script></body></html>`;
    const parts = page.split("@@");
    const first = gzipEntry(parts, "nonce-AAAA");
    expect(gunzipSync(first.body).toString()).toBe(parts.join("nonce-AAAA"));
    const second = gzipEntry(parts, "nonce-BBBBBB", first.pre);
    expect(second.pre).toBe(first.pre);
    expect(gunzipSync(second.body).toString()).toBe(parts.join("nonce-BBBBBB"));
    // Compressed, not stored: the repeated text shrinks.
    expect(second.body.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("round-trips any text and nonce, including empty parts and multi-byte characters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }),
        fc.base64String({ maxLength: 40 }),
        (parts, nonce) => {
          expect(gunzipSync(gzipEntry(parts, nonce).body).toString()).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 200 },
    );
  });
});
