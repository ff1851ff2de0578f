/**
 * gzip for responses, in as few zlib calls as the stream allows.
 *
 * Hono's compress() pipes the body through a CompressionStream chunk by chunk. React streams a page
 * as dozens of small chunks, and every chunk then pays for a trip through web streams and zlib: on a
 * signed-in page that cost more CPU than rendering it (issue 5, docs/decisions/006). Here the chunks
 * that arrive together (a render's burst, up to the next turn of the event loop) are deflated in one
 * synchronous call, so a page that is ready at once is compressed in one go, and a page that streams
 * (Suspense) still reaches the browser part by part as each part is ready.
 *
 * Same rules as Hono's compress(): gzip when the client accepts it; only compressible content types
 * (text, JSON, JavaScript, SVG …) of at least 1 KiB when the length is known; never twice
 * (Content-Encoding), never for HEAD, 206 or `Cache-Control: no-transform`; Vary: Accept-Encoding.
 *
 * A response marked `immutable` (the build's hashed /assets/ files) never changes under its URL, so
 * it is gzipped once, at level 9, and kept: the JavaScript every page loads goes out ~8 % smaller
 * than at the level pages use, for no CPU after the first request (decision 023).
 */
import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const IMMUTABLE = /(?:^|,)\s*immutable\s*(?:,|$)/i;
/** Immutable responses kept gzipped, by URL path; more than this many empties it (one build's assets fit). */
const IMMUTABLE_CACHE_ENTRIES = 1000;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether an Accept-Encoding header allows gzip (q > 0, explicitly or through `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: number | undefined;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === "gzip" || name === "x-gzip") return weight > 0;
    if (name === "*") wildcard = weight;
  }
  return (wildcard ?? 0) > 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, OS unknown
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A gzip member built from independently deflated segments: every burst is deflated on its own
 * (synchronously: tens of microseconds for a page) and ends on a byte boundary (sync flush), so the
 * segments simply follow each other in one deflate stream; the last one is final, and the trailer
 * carries the CRC-32 and length of everything. Any gzip decoder reads it as one ordinary stream.
 */
export class GzipSegments {
  #crc = 0;
  #size = 0;
  #started = false;
  readonly #level: number;
  constructor(level: number) {
    this.#level = level;
  }

  /** Compressed bytes for `data`; `last` ends the stream (final block and trailer). */
  push(data: Uint8Array | null, last: boolean): Buffer {
    const out: Buffer[] = [];
    if (!this.#started) {
      out.push(GZIP_HEADER);
      this.#started = true;
    }
    if (data && data.byteLength > 0) {
      this.#crc = crc32(data, this.#crc);
      this.#size = (this.#size + data.byteLength) % 0x1_0000_0000;
      out.push(deflateRawSync(data, { level: this.#level, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }));
    } else if (last) {
      out.push(EMPTY_FINAL_BLOCK);
    }
    if (last) {
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(this.#crc >>> 0, 0);
      trailer.writeUInt32LE(this.#size, 4);
      out.push(trailer);
    }
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }
}

/**
 * `source` gzipped, one segment per burst: the chunks that arrive before the event loop turns (a
 * render's output) are deflated together. A body that is complete in its first burst — every page
 * without deferred data — comes back as one buffer (sent with a Content-Length, no chunked stream);
 * otherwise as a stream that sends each later burst as it is ready (Suspense).
 */
export async function gzipInBursts(source: ReadableStream<Uint8Array>, level: number): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  const gzip = new GzipSegments(level);
  const reader = source.getReader();
  const join = (chunks: Uint8Array[]) => (chunks.length === 0 ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));

  /** Reads until the source ends or no chunk is ready before the event loop turns; `done` says which. */
  let pendingRead: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const readBurst = async (): Promise<{ chunks: Uint8Array[]; done: boolean }> => {
    const chunks: Uint8Array[] = [];
    for (;;) {
      pendingRead ??= reader.read();
      const next =
        chunks.length === 0 ? await pendingRead : await Promise.race([pendingRead, new Promise<null>((r) => setImmediate(r, null))]);
      if (next === null) return { chunks, done: false }; // keep pendingRead for the next burst
      pendingRead = null;
      if (next.done) return { chunks, done: true };
      if (next.value.byteLength > 0) chunks.push(next.value);
    }
  };

  const first = await readBurst();
  if (first.done) return gzip.push(join(first.chunks), true);

  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(gzip.push(join(first.chunks), false));
    },
    async pull(controller) {
      try {
        const burst = await readBurst();
        if (cancelled) return;
        controller.enqueue(gzip.push(join(burst.chunks), burst.done));
        if (burst.done) controller.close();
      } catch (err) {
        controller.error(err);
      }
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason).catch(() => {});
    },
  });
}

export function compression(opts: { level?: number; threshold?: number } = {}): MiddlewareHandler {
  const level = opts.level ?? 3;
  const threshold = opts.threshold ?? 1024;
  const immutable = new Map<string, Uint8Array>();
  return async (c, next) => {
    await next();
    const res = c.res;
    const h = res.headers;
    const length = h.get("content-length");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      !res.body ||
      h.has("content-encoding") ||
      h.has("transfer-encoding") ||
      (length !== null && Number(length) < threshold) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(h.get("content-type") ?? "") ||
      NO_TRANSFORM.test(h.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = h.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) h.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (!acceptsGzip(c.req.header("accept-encoding"))) return;
    let body: Uint8Array | ReadableStream<Uint8Array>;
    if (res.status === 200 && IMMUTABLE.test(h.get("cache-control") ?? "")) {
      const key = c.req.path;
      let kept = immutable.get(key);
      if (kept) await res.body.cancel();
      else {
        kept = gzipSync(new Uint8Array(await res.arrayBuffer()), { level: 9 });
        if (immutable.size >= IMMUTABLE_CACHE_ENTRIES) immutable.clear();
        immutable.set(key, kept);
      }
      body = kept;
    } else {
      body = await gzipInBursts(res.body, level);
    }
    // Hono copies the previous response's headers onto the new one.
    c.res = new Response(
      body instanceof ReadableStream ? body : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      res,
    );
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", "gzip");
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
