import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../contracts/auth.ts";
import { DEMO_ACCOUNTS } from "./seed.ts";

const demo = DEMO_ACCOUNTS[0]!;

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  app = await startBuiltApp({ name: "cache", env: { SEED_DEMO: "1" } });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

const BROWSER = { Accept: "text/html", "Accept-Encoding": "gzip, deflate, br", "User-Agent": "Mozilla/5.0 Chrome/156 lakbay-test" };

async function get(p: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + p, { headers: { ...BROWSER, ...headers }, redirect: "manual" });
  return { res, html: await res.text(), cache: res.headers.get("x-cache") };
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: demo.email, password: demo.password }).toString(),
  });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session_token="));
  expect(session).toBeTruthy();
  return session!;
}

describe("anonymous page cache on the production build", () => {
  it("pages, fresh, cached or signed in, put their content before their JavaScript: no module preloads, the module script still there", async () => {
    const cookie = await signIn();
    for (const page of [await get("/travel-circuits"), await get("/travel-circuits"), await get("/dashboard", { Cookie: cookie })]) {
      expect(page.res.status).toBe(200);
      const head = page.html.slice(0, page.html.indexOf("</head>"));
      expect(head).toContain('rel="stylesheet"');
      expect(page.html).not.toContain('rel="modulepreload"');
      expect(page.html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    }
  });

  it("a page leaves whole, in one piece: the loader data inline, no second flush with React's reveal script, a known length", async () => {
    const cookie = await signIn();
    const res = await fetch(`${base}/dashboard`, { headers: { ...BROWSER, Cookie: cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(html).not.toMatch(/\$RV=|<template id="B:/);
    expect(html).toMatch(/<\/html>$/);
  });

  it("two anonymous hits get different nonces, each matching its CSP header, and compressed", async () => {
    const a = await get("/about");
    const b = await get("/about");
    expect(a.res.status).toBe(200);
    expect(b.cache).toBe("HIT");
    expect(b.res.headers.get("content-encoding")).toBe("gzip");
    const [na, nb] = [cspNonce(a.res)!, cspNonce(b.res)!];
    expect(na).not.toBe(nb);
    const inA = bodyNonces(a.html);
    const inB = bodyNonces(b.html);
    expect(inB.length).toBeGreaterThan(0);
    expect(inA.length).toBe(inB.length);
    expect(new Set(inA)).toEqual(new Set([na]));
    expect(new Set(inB)).toEqual(new Set([nb]));
    expect(b.html).not.toContain(na);
    expect(b.res.headers.get("x-request-id")).not.toBe(a.res.headers.get("x-request-id"));
  });

  it("a signed-in request is never answered from the cache and never stored in it", async () => {
    const session = await signIn();
    // The anonymous page is cached…
    await get("/");
    expect((await get("/")).cache).toBe("HIT");
    // …and a signed-in visitor still gets their own render.
    const mine = await get("/", { Cookie: session });
    expect(mine.cache).toBeNull();
    expect(mine.html).toContain(demo.email);

    // A signed-in visit first stores nothing: the next anonymous visitor gets a fresh render
    // without the account in it.
    for (const p of ["/about?from=signed-in", "/flights", "/about.data?from=signed-in"]) {
      const signedIn = await get(p, { Cookie: session });
      expect(signedIn.res.status, p).toBe(200);
      expect(signedIn.cache, p).toBeNull();
      expect(signedIn.html, p).toContain(demo.email);
      const anon = await get(p);
      expect(anon.cache, p).toBe("MISS");
      expect(anon.html, p).not.toContain(demo.email);
      expect(anon.html, p).not.toContain(demo.name);
    }
    // The same session under a public deployment's cookie names passes the cache by too.
    const token = session.split("=").slice(1).join("=");
    for (const name of ["__Secure-lakbay.session_token", "__Host-lakbay.session_token"]) {
      expect((await get("/", { Cookie: `${name}=${token}` })).cache, name).toBeNull();
    }
  });

  it("a flash toast is shown to the one it was for: its request and its Set-Cookie answer are not cached", async () => {
    const toast = Buffer.from(JSON.stringify({ title: "Only for you: saved" })).toString("base64url");
    await get("/terms");
    const flashed = await get("/terms", { Cookie: `lakbay_toast=${toast}` });
    expect(flashed.cache).toBeNull();
    expect(flashed.res.headers.getSetCookie().some((c) => c.startsWith("lakbay_toast=;"))).toBe(true);
    expect(flashed.html).toContain("Only for you: saved");
    const anon = await get("/terms");
    expect(anon.cache).toBe("HIT");
    expect(anon.html).not.toContain("Only for you");
  });

  it("a login form's errors are never cached (POSTs never are)", async () => {
    const attempt = () =>
      fetch(`${base}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": "203.0.113.9" },
        body: new URLSearchParams({ email: "someone@example.com", password: "not-the-password" }).toString(),
      });
    for (let i = 0; i < 2; i++) {
      const failed = await attempt();
      const html = await failed.text();
      expect(failed.status).toBe(401);
      expect(failed.headers.get("x-cache")).toBeNull();
      expect(html).toContain(AUTH_MESSAGES.loginFailed);
    }
    const page = await get("/login");
    expect(page.res.status).toBe(200);
    expect(page.html).not.toContain(AUTH_MESSAGES.loginFailed);
    expect(page.html).not.toContain("someone@example.com");
  });
});
