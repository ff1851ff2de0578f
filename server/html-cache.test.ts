/**
 * The anonymous-page cache's rules, on a small Hono app whose "page" shows what it was asked with,
 * so a test sees at once whether an answer came from another request.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { anonymousAppearance, CACHE_HEADER, createHtmlCache, type HtmlCacheOptions } from "./html-cache.ts";
import { securityHeaders, type SecurityVariables } from "./middleware/security-headers.ts";

type PageInit = { status?: number; headers?: Record<string, string> };

function setup(options: HtmlCacheOptions = {}, page: (req: Request) => PageInit = () => ({})) {
  let renders = 0;
  const cache = createHtmlCache(options);
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ hsts: false }));
  app.use("*", cache.middleware);
  app.all("*", async (c) => {
    renders++;
    const init = page(c.req.raw);
    const nonce = c.get("nonce");
    const who = c.req.header("cookie") ?? "nobody";
    const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p>for ${who}</p><p>render ${renders}</p><script nonce="${nonce}" type="module">2</script></body></html>`;
    return new Response(c.req.method === "HEAD" ? null : html, {
      status: init.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
    });
  });
  return { app, cache, renders: () => renders };
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

async function get(app: Hono<any>, path: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await app.request(`http://lakbay.test${path}`, { method, headers });
  return { res, html: await res.text(), cache: res.headers.get(CACHE_HEADER) };
}

describe("HTML cache", () => {
  it("answers a second anonymous request from the cache, with a new nonce that matches its CSP header", async () => {
    const { app, renders } = setup();
    const a = await get(app, "/about");
    const b = await get(app, "/about");
    expect([a.cache, b.cache]).toEqual(["MISS", "HIT"]);
    expect(renders()).toBe(1);
    const [na, nb] = [cspNonce(a.res), cspNonce(b.res)];
    expect(na).toBeTruthy();
    expect(nb).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(bodyNonces(a.html)).toEqual([na, na]);
    expect(bodyNonces(b.html)).toEqual([nb, nb]);
    expect(b.html).not.toContain(na!);
    expect(b.html.replaceAll(nb!, "N")).toBe(a.html.replaceAll(na!, "N"));
  });

  it("never answers, nor stores, a request with a session cookie, whatever its prefix", async () => {
    const { app, cache, renders } = setup();
    for (const cookie of [
      "lakbay.session_token=abc.sig",
      "__Secure-lakbay.session_token=abc.sig",
      "__Host-lakbay.session_token=abc.sig",
      "appearance=dark; lakbay.session_token=abc.sig",
      "lakbay.session_data=xyz",
      "lakbay.dont_remember=true",
    ]) {
      const r = await get(app, "/", { cookie });
      expect(r.cache, cookie).toBeNull();
      expect(r.html).toContain(`for ${cookie}`);
    }
    expect(cache.size()).toBe(0);
    expect(renders()).toBe(6);
    // A signed-in visit stores nothing, so the next anonymous visitor gets a fresh render.
    const anon = await get(app, "/");
    expect(anon.cache).toBe("MISS");
    expect(anon.html).toContain("for nobody");
    // And the cached anonymous page is not what a signed-in visitor gets.
    const signedIn = await get(app, "/", { cookie: "lakbay.session_token=abc.sig" });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain("for lakbay.session_token=abc.sig");
  });

  it("passes a flash toast or any unknown cookie by; keys pages by the appearance cookie", async () => {
    const { app, renders } = setup();
    expect((await get(app, "/", { cookie: "lakbay_toast=eyJ0aXRsZSI6IkhpIn0" })).cache).toBeNull();
    expect((await get(app, "/", { cookie: "tracking=1" })).cache).toBeNull();
    expect((await get(app, "/", { cookie: "appearance=sepia" })).cache).toBeNull();
    expect(anonymousAppearance("appearance=dark")).toBe("dark");
    expect(anonymousAppearance("appearance=dark; lakbay_toast=x")).toBeNull();
    expect(anonymousAppearance(undefined)).toBe("");
    // The secure name of a public deployment wins, as in the app; the known-device cookie changes no page.
    expect(anonymousAppearance("appearance=light; __Host-appearance=dark")).toBe("dark");
    expect(anonymousAppearance("lakbay.device=abc.def; appearance=dark")).toBe("dark");
    expect(anonymousAppearance("__Host-lakbay.session_token=abc; __Host-appearance=dark")).toBeNull();

    const dark1 = await get(app, "/", { cookie: "appearance=dark" });
    const light1 = await get(app, "/", { cookie: "appearance=light" });
    const dark2 = await get(app, "/", { cookie: "appearance=dark" });
    expect([dark1.cache, light1.cache, dark2.cache]).toEqual(["MISS", "MISS", "HIT"]);
    expect(dark2.html).toContain("for appearance=dark");
    expect(renders()).toBe(5);
  });

  it("does not keep a response that sets a cookie, is not a 200 page, or opts out", async () => {
    const { app, cache } = setup({}, (req): PageInit => {
      const p = new URL(req.url).pathname;
      if (p === "/sets-cookie") return { headers: { "Set-Cookie": "lakbay_toast=x; Path=/" } };
      if (p === "/missing") return { status: 404 };
      if (p === "/private") return { headers: { "Cache-Control": "private, max-age=0" } };
      if (p === "/no-store") return { headers: { "Cache-Control": "no-store" } };
      if (p === "/varies") return { headers: { Vary: "Cookie" } };
      if (p === "/json") return { headers: { "Content-Type": "application/json" } };
      return {};
    });
    for (const p of ["/sets-cookie", "/missing", "/private", "/no-store", "/varies", "/json"]) {
      const first = await get(app, p);
      const second = await get(app, p);
      expect(first.cache, p).toBeNull();
      expect(second.cache, p).toBeNull();
      expect(renderNumber(second.html), p).toBe(renderNumber(first.html) + 1);
    }
    const sets = await get(app, "/sets-cookie");
    expect(sets.res.headers.getSetCookie()).toEqual(["lakbay_toast=x; Path=/"]);
    expect(cache.size()).toBe(0);
  });

  it("never caches a POST (a form's errors are rendered for the one who sent it)", async () => {
    const { app, cache, renders } = setup();
    const a = await get(app, "/login", {}, "POST");
    const b = await get(app, "/login", {}, "POST");
    expect([a.cache, b.cache]).toEqual([null, null]);
    expect(renders()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it("keeps documents and .data requests apart, and query strings apart", async () => {
    const { app, cache } = setup();
    await get(app, "/about");
    await get(app, "/about.data");
    await get(app, "/about?x=1");
    expect(cache.size()).toBe(3);
  });

  it("forgets entries after the TTL and holds at most maxEntries", async () => {
    let t = 1_000;
    const { app, cache } = setup({ ttlMs: 5_000, maxEntries: 2, now: () => t });
    expect((await get(app, "/a")).cache).toBe("MISS");
    t += 4_999;
    expect((await get(app, "/a")).cache).toBe("HIT");
    t += 1;
    expect((await get(app, "/a")).cache).toBe("MISS");
    await get(app, "/b");
    await get(app, "/c");
    expect(cache.size()).toBe(2);
    expect((await get(app, "/a")).cache).toBe("MISS"); // the least recently used went first
  });

  it("renders once for concurrent misses, and each answer still has its own nonce", async () => {
    const { app, renders } = setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(app, "/busy")));
    expect(renders()).toBe(1);
    const nonces = answers.map((a) => cspNonce(a.res));
    expect(new Set(nonces).size).toBe(5);
    for (const a of answers) expect(bodyNonces(a.html)).toEqual([cspNonce(a.res), cspNonce(a.res)]);
  });
});
