/**
 * Every page action answers a body that is not a form — JSON, plain text, broken multipart — with a
 * 4xx and a clear page, never a 500 (app/server/form-body.server.ts). The actions are read from React
 * Router's production build (`npm test` builds first), so a new action is covered without editing
 * this file. In process, on the test database (PGlite, then PostgreSQL).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpTestApp, openHttpTestApp } from "./test-http-app.ts";

const buildFile = path.resolve(import.meta.dirname, "../build/server/index.js");

let t: HttpTestApp;
let build: ServerBuild;
beforeAll(async () => {
  if (!existsSync(buildFile)) throw new Error("the app must be built first (npm run build)");
  build = (await import(buildFile)) as ServerBuild;
  t = await openHttpTestApp({}, { build });
}, 60_000);
afterAll(() => t?.close());

const SAMPLE: Record<string, string> = { reference: "K7Q2ZM" };

/** The URL of every route with an action, its parameters filled in. */
function actionUrls(): { id: string; url: string }[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const r = routes[id];
    if (!r) return "";
    const parent = r.parentId ? fullPath(r.parentId) : "";
    return [parent, r.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((r) => r && typeof r.module.action === "function")
    .map((r) => {
      const p = fullPath(r!.id)
        .replace(/:(\w+)/g, (_m, name: string) => SAMPLE[name] ?? "x1")
        .replace(/\*$/, "no-such-page");
      return { id: r!.id, url: `/${p}` };
    });
}

const BODIES = [
  ["JSON", "application/json", '{"email":"ana@example.com","password":["x"]}'],
  ["plain text", "text/plain", "email=ana@example.com"],
  ["broken multipart", "multipart/form-data; boundary=LAKBAY", '--LAKBAY\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'],
  ["no content type", "", "a=1"],
] as const;

let ip = 0;
function post(url: string, type: string, body: string) {
  const headers = new Headers({ accept: "text/html", origin: t.services.env.appUrl, "x-forwarded-for": `198.18.7.${++ip % 250}` });
  if (type) headers.set("content-type", type);
  // React Router checks the action's Origin against the Host: ask at the app's own address.
  return t.app.request(new URL(url, t.services.env.appUrl).href, {
    method: "POST",
    headers,
    body: type ? body : new TextEncoder().encode(body),
  });
}

describe("page actions with a body that is not a form", () => {
  it("finds the actions in the build", () => {
    const urls = actionUrls().map((a) => a.url);
    expect(urls.length).toBeGreaterThanOrEqual(30);
    expect(urls).toContain("/flights/manage");
    expect(urls).toContain("/flights/bookings/K7Q2ZM/refund-quote");
  });

  it.each(BODIES)("every action answers %s with 400 and says it takes a form", async (_label, type, body) => {
    const answers: string[] = [];
    for (const { id, url } of actionUrls()) {
      for (const target of [url, `${url === "/" ? "/_root" : url}.data`]) {
        const res = await post(target, type, body);
        const text = await res.text();
        answers.push(`${res.status} ${target}`);
        expect(res.status, `${id} ${target}`).toBeLessThan(500);
        // The catch-all route refuses every POST as a missing page.
        const expected = id === "routes/not-found" ? 404 : 400;
        expect(res.status, `${id} ${target}`).toBe(expected);
        // A page shows the 400 page; a route without one (logout) answers the message itself.
        if (expected === 400 && !target.endsWith(".data"))
          expect(text, `${id} ${target}`).toMatch(/We could not read what was sent|This page takes a form|The form could not be read/);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(60);
  });
});
