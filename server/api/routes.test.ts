/**
 * The API's guards through the whole HTTP host (createHttpApp → app.request): sessions, staff,
 * rate limits and JSON bodies answer in JSON, never with a page, a redirect or a 500.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainText } from "../../contracts/api.ts";
import { z } from "../../contracts/zod.ts";
import { user } from "../../db/schema.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import type { HostEnv } from "../host-env.ts";
import type { Services } from "../services.ts";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";
import { API_MESSAGES, jsonBody, rateLimit, requireApiSession } from "./guards.ts";
import { API_RATE_LIMITS } from "./routes.ts";

let t: HttpTestApp;
let services: Services;
let app: HttpTestApp["app"];
let ip = 0;
const PASSWORD = "sampaguita-2026-long";

beforeAll(async () => {
  t = await openHttpTestApp();
  ({ services, app } = t);
});
afterAll(() => t?.close());

/** Each test comes from its own client address, so rate limits do not leak between tests. */
function client() {
  const address = `203.0.113.${++ip}`;
  return (url: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", address);
    if (init.cookie) headers.set("cookie", init.cookie);
    return app.request(url, { ...init, headers });
  };
}

async function signedIn(email: string, opts: { role?: "staff"; verified?: boolean } = {}): Promise<string> {
  const origin = new Headers({ origin: services.env.appUrl });
  await services.auth.api.signUpEmail({ body: { name: "Ana Reyes", email, password: PASSWORD }, headers: origin });
  await services.database.db
    .update(user)
    .set({ emailVerified: opts.verified ?? true, role: opts.role ?? "user" })
    .where(eq(user.email, email));
  const result = await services.auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: origin, returnHeaders: true });
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe(`API guards (${testDatabaseKind})`, () => {
  it("GET /api/me answers 401 JSON without a session, and the account with one", async () => {
    const request = client();
    const guest = await request("/api/me");
    expect(guest.status).toBe(401);
    expect(guest.headers.get("content-type")).toMatch(/application\/json/);
    expect(await guest.json()).toEqual({ message: API_MESSAGES.signIn });

    const forged = await request("/api/me", { cookie: "lakbay.session_token=forged.value" });
    expect(forged.status).toBe(401);

    const cookie = await signedIn("ana@example.com");
    const me = await request("/api/me", { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toEqual({ data: { id: expect.any(String), name: "Ana Reyes", email: "ana@example.com", role: "user" } });
  });

  it("a staff route answers 401 to guests, 403 to travellers and to unverified staff, 200 to verified staff", async () => {
    const request = client();
    expect((await request("/api/staff/jobs")).status).toBe(401);

    const traveller = await request("/api/staff/jobs", { cookie: await signedIn("juan@example.com") });
    expect(traveller.status).toBe(403);
    expect(await traveller.json()).toEqual({ message: API_MESSAGES.staffOnly });

    const unverified = await request("/api/staff/jobs", {
      cookie: await signedIn("claims-staff@example.com", { role: "staff", verified: false }),
    });
    expect(unverified.status).toBe(403);

    const staff = await request("/api/staff/jobs", { cookie: await signedIn("boss@lakbay.test", { role: "staff" }) });
    expect(staff.status).toBe(200);
    expect(await staff.json()).toEqual({ data: expect.any(Array) });
  });

  it(`answers 429 with Retry-After after ${API_RATE_LIMITS.read.limit} requests a minute from one client`, async () => {
    const request = client();
    for (let i = 0; i < API_RATE_LIMITS.read.limit; i++) expect((await request("/api/me")).status).toBe(401);
    const refused = await request("/api/me");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: "Too many attempts. Please try again in 1 minute.", errors: {} });
    // Another client is not affected.
    expect((await client()("/api/me")).status).toBe(401);
  });

  it("unknown API paths and bodies to them answer JSON 404, never the HTML page or a 500", async () => {
    const response = await client()("/api/nothing-here", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("JSON bodies and limits on an API route", () => {
  // A route as later areas will write one, on the same middleware the host runs.
  const Booking = z.object({
    name: plainText({ max: 100, label: "Name" }).pipe(z.string().min(1)),
    nights: z.number().int().min(1).max(30),
    note: plainText({ max: 500, multiline: true }).optional(),
  });
  const TINY = { name: "test-tiny", limit: 2, windowMs: 60_000 };
  function routeApp() {
    const api = new Hono<HostEnv>();
    api.use(async (c, next) => {
      c.set("services", services);
      c.set("clientIp", c.req.header("x-forwarded-for") ?? "unknown");
      await next();
    });
    api.post("/api/bookings", rateLimit(TINY), jsonBody(Booking), (c) => c.json({ data: c.req.valid("json") }, 201));
    api.get("/api/private", requireApiSession(), (c) => c.json({ data: c.var.session.user.id }));
    return api;
  }
  const post = (body: string, opts: { type?: string; from?: string } = {}) =>
    routeApp().request("/api/bookings", {
      method: "POST",
      headers: { "content-type": opts.type ?? "application/json", "x-forwarded-for": opts.from ?? `198.51.100.${++ip}` },
      body,
    });

  it("passes a valid body through, parsed", async () => {
    const ok = await post(JSON.stringify({ name: " Ana ", nights: 2, note: "Late arrival\nafter 22:00" }));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ data: { name: "Ana", nights: 2, note: "Late arrival\nafter 22:00" } });
  });

  it.each([
    ["wrong types", JSON.stringify({ name: 42, nights: "two" }), ["name", "nights"]],
    ["a NUL character in a field", JSON.stringify({ name: "Ana\u0000", nights: 2 }), ["name"]],
    ["a NUL character in a nested value", JSON.stringify({ name: "Ana", nights: 2, extra: { deep: ["x\u0000"] } }), ["extra"]],
    ["other control characters", JSON.stringify({ name: "Ana\u0007\u001b[31m", nights: 2 }), ["name"]],
    ["a line break in a single-line field", JSON.stringify({ name: "Ana\nReyes", nights: 2 }), ["name"]],
    ["an array instead of an object", JSON.stringify([1, 2]), ["form"]],
    ["null", "null", ["form"]],
  ])("answers 400 { message, errors } for %s", async (_label, body, fields) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(json.message).toBe(API_MESSAGES.invalid);
    expect(Object.keys(json.errors).sort()).toEqual(fields);
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    const malformed = await post('{"name": "Ana", "nights": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: API_MESSAGES.badJson, errors: {} });
    const form = await post("name=Ana&nights=2", { type: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: API_MESSAGES.notJson, errors: {} });
  });

  it("limits by client address with 429, Retry-After and { message }", async () => {
    const from = "192.0.2.77";
    const body = JSON.stringify({ name: "Ana", nights: 1 });
    expect((await post(body, { from })).status).toBe(201);
    expect((await post(body, { from })).status).toBe(201);
    const refused = await post(body, { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many attempts/) });
  });

  it("requireApiSession answers 401 JSON on any route", async () => {
    const response = await routeApp().request("/api/private");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: API_MESSAGES.signIn });
  });
});
