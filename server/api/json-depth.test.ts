/**
 * Every JSON API route refuses a body nested 10,000 levels deep with a 4xx, never a 500 (the
 * guard's walk used to recurse until the stack ran out), and a body past the size limit before it
 * is parsed. The routes are found by jsonBody's mark, so a new one is covered without editing this.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";
import { API_MESSAGES, inspectJson, JSON_BODY, MAX_JSON_DEPTH } from "./guards.ts";
import { apiRoutes } from "./routes.ts";

let t: HttpTestApp;
beforeAll(async () => {
  t = await openHttpTestApp();
});
afterAll(() => t?.close());

const DEPTH = 10_000;
const deepArray = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;

/** Method and path (parameters filled in) of every route whose chain holds jsonBody. */
function jsonRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of apiRoutes({ testRoutes: t.services.env.testRoutes }).routes) {
    if (!(JSON_BODY in r.handler)) continue;
    const path = r.path.replace(/:(\w+)/g, (_m, name: string) => (name === "reference" ? "K7Q2ZM" : "x1"));
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

let ip = 0;
const send = (route: { method: string; path: string }, body: string) =>
  t.app.request(route.path, {
    method: route.method,
    headers: { "content-type": "application/json", origin: t.services.env.appUrl, "x-forwarded-for": `198.18.${ip >> 8}.${++ip & 255}` },
    body,
  });

describe("deeply nested JSON", () => {
  it("V8's JSON.parse itself copes with 10,000 levels", () => {
    expect(() => JSON.parse(deepArray)).not.toThrow();
    expect(() => JSON.parse(deepObject)).not.toThrow();
  });

  it("the guard walks without recursion and stops past the cap", () => {
    expect(inspectJson(JSON.parse(deepArray))).toBe("too-deep");
    expect(inspectJson(JSON.parse(deepObject))).toBe("too-deep");
    const atCap = JSON.parse(`${"[".repeat(MAX_JSON_DEPTH)}"x"${"]".repeat(MAX_JSON_DEPTH)}`);
    expect(inspectJson(atCap)).toBeNull();
    expect(inspectJson([atCap])).toBe("too-deep");
    expect(inspectJson({ a: "ok", b: { c: ["x\u0000"] } })).toEqual({ nul: "b" });
  });

  it("finds the JSON routes", () => {
    const routes = jsonRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: "POST", path: "/api/contact" });
  });

  it.each([
    ["arrays", deepArray],
    ["objects", deepObject],
  ])("every JSON route answers 10,000 levels of %s with a 4xx and a message", async (_kind, body) => {
    const answers: string[] = [];
    for (const route of jsonRoutes()) {
      const res = await send(route, body);
      const json = (await res.json()) as { message?: string };
      answers.push(`${res.status} ${route.method} ${route.path}`);
      expect(res.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
      // 401/403/429 come before the body is read; otherwise the guard names the depth.
      if (res.status === 400) expect(json.message).toBe(API_MESSAGES.tooDeep);
    }
    expect(answers.filter((a) => a.startsWith("400 ")).length).toBeGreaterThan(answers.length / 2);
  });

  it("a body past the size limit is refused with 413 before it is parsed", async () => {
    const huge = `[${'"x",'.repeat(400_000)}"x"]`;
    for (const route of jsonRoutes().slice(0, 3)) expect((await send(route, huge)).status).toBe(413);
  });
});
