/**
 * A short-lived, in-process cache of the pages anonymous visitors get (docs/decisions/006). Only a
 * request that carries nothing personal can be answered from it or fill it:
 *
 * - GET, no Authorization header, and no cookie other than `appearance` / `__Host-appearance` (light,
 *   dark or system), the known-device cookie (read only by the login action) and the location cookie
 *   (read only by pages that then answer `Cache-Control: private`, never stored):
 *   a session cookie (any name with `session`, `__Host-`/`__Secure-` prefixed or not), the flash
 *   toast or any cookie we do not know sends the request past the cache, untouched;
 * - the answer is a 200 HTML document or React Router data (`.data`), with no Set-Cookie, no
 *   `Cache-Control` private / no-store / no-cache (a route's way to opt out) and no Vary beyond
 *   Accept-Encoding.
 *
 * Entries are keyed by method-independent URL (path + query), the appearance cookie, and document or
 * data request (crawlers and browsers get the same fully-rendered page: decision 022), live `ttlMs`
 * and are bounded in count and bytes (least recently used go first).
 *
 * CSP nonces: every answer carries its request's fresh nonce (server/middleware/security-headers.ts
 * makes one per request and puts it in the CSP header). A page is stored split at the nonce it was
 * rendered with, and each hit is joined with the hit's own nonce, so no nonce is ever sent twice and
 * the body always matches its header. Concurrent misses for one key wait for the first render
 * rather than render the same page again.
 */
import { LOCALE_COOKIE, resolveLocale } from "../i18n/locales.ts";
import type { MiddlewareHandler } from "hono";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { acceptsGzip } from "./middleware/compression.ts";
import type { SecurityVariables } from "./middleware/security-headers.ts";

export type HtmlCacheOptions = {
  /** How long an entry is served, in ms (default 10 s). */
  ttlMs?: number;
  /** At most this many entries (default 500). */
  maxEntries?: number;
  /** At most this many bytes of page text over all entries (default 32 MiB). */
  maxBytes?: number;
  /** Larger pages are not stored (default 1 MiB). */
  maxEntryBytes?: number;
  /** Clock, for tests. */
  now?: () => number;
};

type Entry = {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce it was rendered with. */
  parts: string[];
  /** The parts deflated once (made on the first gzip answer): see `gzipEntry`. */
  gzip?: PrecompressedParts;
  bytes: number;
  expiresAt: number;
};

type PrecompressedParts = { raw: Buffer[]; deflated: Buffer[] };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, OS unknown
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A deflate "stored" (uncompressed) block holding `data`, starting on a byte boundary; not final. */
function storedBlock(data: Buffer): Buffer {
  const out = Buffer.alloc(5 + data.byteLength);
  out[0] = 0x00; // BFINAL 0, BTYPE 00, padded to the byte
  out.writeUInt16LE(data.byteLength, 1);
  out.writeUInt16LE(~data.byteLength & 0xffff, 3);
  data.copy(out, 5);
  return out;
}

/**
 * The gzip body of a stored page for one request's nonce, without compressing the page again: its
 * parts were deflated once, each ending on a byte boundary (sync flush), so the answer is those
 * segments with the nonce between them as stored blocks, a final empty block, and a trailer with
 * the CRC-32 and length of the whole text. Any gzip decoder reads one ordinary stream. Per hit this
 * costs a CRC over the page and a copy, instead of a full deflate (milliseconds on a large guide).
 */
export function gzipEntry(parts: readonly string[], nonce: string, pre?: PrecompressedParts): { body: Buffer; pre: PrecompressedParts } {
  const ready = pre ?? {
    raw: parts.map((p) => Buffer.from(p)),
    deflated: parts.map((p) => (p.length === 0 ? Buffer.alloc(0) : deflateRawSync(p, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }))),
  };
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < ready.raw.length; i++) {
    if (i > 0) {
      chunks.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.byteLength;
    }
    chunks.push(ready.deflated[i]);
    crc = crc32(ready.raw[i], crc);
    size += ready.raw[i].byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 0x1_0000_0000, 4);
  chunks.push(EMPTY_FINAL_BLOCK, trailer);
  return { body: Buffer.concat(chunks), pre: ready };
}

export type HtmlCache = {
  middleware: MiddlewareHandler<{ Variables: SecurityVariables }>;
  /** Entries held now (tests and diagnostics). */
  size(): number;
  clear(): void;
};

export const CACHE_HEADER = "X-Cache";

const APPEARANCES = new Set(["light", "dark", "system"]);
const STORED_TYPES = /^(text\/html|text\/x-script)\b/i;
const OPT_OUT = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;
// Per-request headers the outer middleware sets again on every answer, and lengths we recompute.
const NOT_STORED = new Set(["content-length", "set-cookie", "x-request-id", "vary", CACHE_HEADER.toLowerCase()]);

/**
 * The appearance cookie's value when the request may use the cache ("" when there is none), or null
 * when it carries anything else: then it is never answered from, nor stored in, the cache.
 */
export function anonymousAppearance(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return "";
  let plain = "";
  let secure = "";
  for (const pair of cookieHeader.split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf("=");
    const name = eq === -1 ? trimmed : trimmed.slice(0, eq).trim();
    const value = eq === -1 ? "" : trimmed.slice(eq + 1).trim();
    // The known-device cookie only matters to the login action, never to a rendered page.
    if (name === "lakbay.device" || name === "__Host-lakbay.device") continue;
    // The location cookie (server/location-cookie.ts) is read only by pages that mark their answer
    // private when they read it (app/lib/location.server.ts), so no page drawn from it is stored.
    if (name === "lakbay.location" || name === "__Host-lakbay.location") continue;
    // The language cookie chooses the page's language: the key has the language (below).
    if (name === LOCALE_COOKIE) continue;
    if ((name !== "appearance" && name !== "__Host-appearance") || !APPEARANCES.has(value)) return null;
    if (name === "appearance") plain = value;
    else secure = value;
  }
  // The app reads the __Host- cookie first (app/lib/appearance.ts); so does the key.
  return secure || plain;
}

export function createHtmlCache(options: HtmlCacheOptions = {}): HtmlCache {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
  };
  const store = (key: string, e: Entry) => {
    remove(key);
    entries.set(key, e);
    bytes += e.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  const fresh = (key: string): Entry | null => {
    const e = entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= now()) {
      remove(key);
      return null;
    }
    // Least recently used goes first: move to the end.
    entries.delete(key);
    entries.set(key, e);
    return e;
  };
  const answer = (e: Entry, nonce: string, state: "HIT" | "MISS", gzip: boolean) => {
    const headers = new Headers(e.headers);
    headers.set(CACHE_HEADER, state);
    headers.set("Vary", "Accept-Encoding");
    if (!gzip) return new Response(e.parts.join(nonce), { status: e.status, headers });
    // The page's parts are deflated once per entry and joined around this answer's nonce
    // (gzipEntry); the compression middleware leaves an encoded body alone.
    headers.set("Content-Encoding", "gzip");
    const { body, pre } = gzipEntry(e.parts, nonce, e.gzip);
    e.gzip = pre;
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: e.status, headers });
  };

  const middleware: MiddlewareHandler<{ Variables: SecurityVariables }> = async (c, next) => {
    const req = c.req.raw;
    const appearance =
      req.method === "GET" && !req.headers.has("authorization") ? anonymousAppearance(req.headers.get("cookie") ?? undefined) : null;
    if (appearance === null) return next();
    const url = new URL(req.url);
    const data = url.pathname.endsWith(".data");
    // The language the page is drawn in: its URL's, or for a data request without /fil the visitor's.
    const { locale } = resolveLocale({
      pathname: url.pathname,
      cookie: req.headers.get("cookie"),
      acceptLanguage: req.headers.get("accept-language"),
    });
    const key = `${data ? "data" : "doc"}|${appearance}|${locale}|${url.pathname}${url.search}`;
    const nonce = c.get("nonce");
    const gzip = acceptsGzip(req.headers.get("accept-encoding") ?? undefined);

    let hit = fresh(key);
    if (!hit && pending.has(key)) hit = await pending.get(key)!;
    if (hit) {
      c.res = answer(hit, nonce, "HIT", gzip);
      return;
    }

    let settle!: (e: Entry | null) => void;
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let kept: Entry | null = null;
    try {
      await next();
      const rendered = await readStorable(c.res, nonce, now() + ttlMs, maxEntryBytes);
      if (rendered) {
        if (rendered.keep) {
          store(key, rendered.entry);
          kept = rendered.entry;
        }
        c.res = answer(rendered.entry, nonce, "MISS", gzip);
      }
    } finally {
      pending.delete(key);
      settle(kept);
    }
  };

  return {
    middleware,
    size: () => entries.size,
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * Null when this response must not be cached (it is left as it is); otherwise its body has been read
 * into `entry`, which answers the request, and `keep` says whether it fits in the cache.
 */
async function readStorable(
  res: Response,
  nonce: string,
  expiresAt: number,
  maxEntryBytes: number,
): Promise<{ entry: Entry; keep: boolean } | null> {
  const h = res.headers;
  if (res.status !== 200 || !res.body) return null;
  if (h.has("set-cookie")) return null;
  if (!STORED_TYPES.test(h.get("content-type") ?? "")) return null;
  if (OPT_OUT.test(h.get("cache-control") ?? "")) return null;
  const vary = h.get("vary");
  if (vary && vary.split(",").some((v) => v.trim().toLowerCase() !== "accept-encoding")) return null;
  if (h.has("content-encoding")) return null;
  const length = Number(h.get("content-length") ?? "0");
  if (length > maxEntryBytes) return null;
  // The whole page is read here (its rendering is finished at this point either way for a page
  // without deferred data) so it can be stored; the client gets it from the entry.
  const body = await res.text();
  const size = Buffer.byteLength(body);
  const parts = body.split(nonce);
  const entry: Entry = {
    status: res.status,
    headers: [...h.entries()].filter(([name]) => !NOT_STORED.has(name.toLowerCase())),
    parts,
    // The text, plus its UTF-8 copy and deflated segments once a gzip answer needs them.
    bytes: size * 2 + Math.ceil(size / 4),
    expiresAt,
  };
  return { entry, keep: size <= maxEntryBytes };
}
