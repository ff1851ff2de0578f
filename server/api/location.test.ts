/**
 * The location API through the whole HTTP host: IP look-up (private → unknown, public → country),
 * position bodies validated (bad ones change nothing), the signed cookie and the account copy, and
 * the tide and weather reads.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user, userLocation } from "../../db/schema.ts";
import { readLocationCookie } from "../location-cookie.ts";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";

let t: HttpTestApp;
let ip = 0;
const PASSWORD = "sampaguita-2026-long";

beforeAll(async () => {
  t = await openHttpTestApp();
});
afterAll(() => t?.close());

function client(address = `198.51.100.${++ip}`) {
  return (url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", address);
    headers.set("origin", t.services.env.appUrl);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return t.app.request(url, { ...init, headers, body });
  };
}

const cookieOpts = () => ({ secret: t.services.env.authSecret, publicDeployment: false });

describe("GET /user-current-location/ip/json", () => {
  it("answers 'unknown' (200, nulls) for loopback and private addresses, without loading the GeoIP tables", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.1.20",
      "172.20.0.5",
      "::1",
      "100.64.0.1",
      "fe80::1",
      "198.18.0.7",
      "203.0.113.9",
      "::ffff:192.168.0.1",
    ]) {
      const res = await client(address)("/user-current-location/ip/json");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.data).toMatchObject({ known: false, countryCode: null, countryName: null, latitude: null });
    }
    expect(t.services.location.ip.loaded()).toBe(false);
  });

  it("finds the Philippines for a Philippine address (X-Forwarded-For behind TRUST_PROXY)", async () => {
    const res = await client("112.198.0.1")("/user-current-location/ip/json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const { data } = await res.json();
    expect(data).toMatchObject({ known: true, countryCode: "PH", countryName: "Philippines" });
    expect(typeof data.latitude).toBe("number");
  });

  it("is rate limited per address", async () => {
    const request = client();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await request("/user-current-location/ip/json")).status;
    expect(last).toBe(429);
  });
});

describe("POST /user-current-location/json and /refresh", () => {
  const good = () => ({ latitude: 10.3157, longitude: 123.8854, timestamp: Date.now() - 1000 });

  it("stores a valid position in a signed, HttpOnly cookie the server can read back", async () => {
    for (const path of ["/user-current-location/json", "/user-current-location/refresh"]) {
      const pos = good();
      const res = await client()(path, { method: "POST", json: pos });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ latitude: pos.latitude, longitude: pos.longitude, savedTo: "session" });
      const set = res.headers.get("set-cookie") ?? "";
      expect(set).toMatch(/^lakbay\.location=/);
      expect(set).toContain("HttpOnly");
      expect(set).not.toContain("Max-Age");
      const back = readLocationCookie(cookieOpts(), set.split(";")[0]);
      expect(back).toEqual({ latitude: pos.latitude, longitude: pos.longitude, timestamp: pos.timestamp });
    }
  });

  it("a tampered cookie reads as nothing", async () => {
    const res = await client()("/user-current-location/json", { method: "POST", json: good() });
    const value = (res.headers.get("set-cookie") ?? "").split(";")[0];
    expect(readLocationCookie(cookieOpts(), value.replace("10.31570", "14.59950"))).toBeNull();
  });

  it.each([
    ["latitude out of range", { latitude: 91, longitude: 121, timestamp: Date.now() }, "latitude"],
    ["longitude out of range", { latitude: 14, longitude: -180.5, timestamp: Date.now() }, "longitude"],
    ["a string for a number", { latitude: "14.5", longitude: 121, timestamp: Date.now() }, "latitude"],
    ["a huge number", { latitude: 1e308, longitude: 121, timestamp: Date.now() }, "latitude"],
    ["a timestamp in the future", { latitude: 14, longitude: 121, timestamp: Date.now() + 3_600_000 }, "timestamp"],
    ["a timestamp two days old", { latitude: 14, longitude: 121, timestamp: Date.now() - 2 * 86_400_000 }, "timestamp"],
    ["a fractional timestamp", { latitude: 14, longitude: 121, timestamp: 1.5 }, "timestamp"],
    ["a missing field", { latitude: 14, longitude: 121 }, "timestamp"],
    ["an extra field", { latitude: 14, longitude: 121, timestamp: Date.now(), admin: true }, ""],
  ])("refuses %s with 400 { message, errors } and sets nothing", async (_name, json, field) => {
    const res = await client()("/user-current-location/json", { method: "POST", json });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    const body = await res.json();
    expect(body.message).toBeTruthy();
    if (field) expect(Object.keys(body.errors)).toContain(field);
  });

  it("refuses malformed JSON, the wrong content type, and control characters", async () => {
    const request = client();
    expect(
      (await request("/user-current-location/json", { method: "POST", body: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    expect(
      (
        await request("/user-current-location/json", {
          method: "POST",
          body: "latitude=1",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(415);
    expect(
      (await request("/user-current-location/json", { method: "POST", json: { latitude: "\u0000", longitude: 1, timestamp: 1 } })).status,
    ).toBe(400);
  });

  it("keeps a signed-in traveller's position on the account, and deletes it with the account", async () => {
    const email = "located@example.test";
    const origin = new Headers({ origin: t.services.env.appUrl });
    await t.services.auth.api.signUpEmail({ body: { name: "Ana Reyes", email, password: PASSWORD }, headers: origin });
    await t.services.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signed = await t.services.auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: origin, returnHeaders: true });
    const cookie = signed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const pos = good();
    const res = await client()("/user-current-location/refresh", { method: "POST", json: pos, cookie });
    expect((await res.json()).data.savedTo).toBe("account");
    const [u] = await t.services.database.db.select().from(user).where(eq(user.email, email));
    expect(await t.services.location.saved.get(u.id)).toEqual(pos);
    await t.services.database.db.delete(user).where(eq(user.id, u.id));
    expect(await t.services.database.db.select().from(userLocation).where(eq(userLocation.userId, u.id))).toHaveLength(0);
  });
});

describe("GET /api/tides and /api/weather", () => {
  it("gives a week of highs and lows at the nearest station, above MLLW, in +08:00", async () => {
    const res = await client()("/api/tides?latitude=14.58&longitude=120.97&from=2026-12-01&days=7");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.station).toMatchObject({ id: "manila", name: "Manila" });
    expect(data.station.distanceKm).toBeLessThan(2);
    expect(data.datum).toBe("MLLW");
    expect(data.attribution).toContain("CC BY 4.0");
    // Manila is mostly diurnal: 1 to 2 highs a day.
    expect(data.extremes.length).toBeGreaterThanOrEqual(12);
    expect(data.extremes.length).toBeLessThanOrEqual(30);
    for (const e of data.extremes) {
      expect(e.time).toMatch(/^2026-12-0[1-7]T\d{2}:\d{2}:\d{2}\+08:00$/);
      expect(e.height).toBeGreaterThan(-0.8);
      expect(e.height).toBeLessThan(1.8);
    }
  });

  it("refuses bad tide queries with 400", async () => {
    for (const q of [
      "latitude=abc&longitude=1",
      "station=atlantis",
      "latitude=14",
      "station=manila&days=40",
      "station=manila&from=2026-13-40",
      "station=manila&x=1",
    ]) {
      expect((await client()(`/api/tides?${q}`)).status).toBe(400);
    }
  });

  it("weather falls back to the normals of the nearest PAGASA station (live is off under tests)", async () => {
    const res = await client()("/api/weather?latitude=10.3&longitude=123.9");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.source).toBe("normals");
    expect(data.place.station).toMatch(/MACTAN/i);
    expect(data.normals).toHaveLength(12);
    expect(data.daily).toEqual([]);
    expect((await client()("/api/weather?latitude=99&longitude=1")).status).toBe(400);
  });
});
