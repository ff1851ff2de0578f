/**
 * The location cookie and the anonymous-page cache (docs/decisions/018), on the real process over
 * HTTP (production build; needs the built app): a page drawn for one visitor's position never
 * reaches another visitor, and a visitor with the location cookie still gets cached generic pages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

let child: ChildProcess | undefined;
let base = "";
const logs: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-loccache-"));

beforeAll(async () => {
  expect(existsSync(path.join(root, "build/server/index.js")), "the app must be built first").toBe(true);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEPLOYMENT: "local",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      WEATHER_LIVE: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(String(d)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  for (let i = 0; i < 150; i++) {
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not start:\n${logs.join("")}`);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function locate(latitude: number, longitude: number): Promise<string> {
  const res = await fetch(`${base}/user-current-location/json`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ latitude, longitude, timestamp: Date.now() }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });

describe("the location cookie and the page cache", () => {
  it("a weather page drawn for one visitor's position is never served to another", async () => {
    const cebu = await locate(10.3157, 123.8854);
    const mine = await get("/stay-informed/weather", cebu);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("private");
    const html = await mine.text();
    expect(html).toContain("Weather where you are");
    expect(html).toContain("MACTAN");
    for (let i = 0; i < 3; i++) {
      const other = await get("/stay-informed/weather");
      expect(other.headers.get("x-cache")).not.toBe("HIT");
      const text = await other.text();
      expect(text).not.toContain("Weather where you are");
      expect(text).toContain("Weather in Manila");
    }
    // And the other way round: a generic page is never served to a located visitor.
    const baguio = await locate(16.4023, 120.596);
    const again = await get("/stay-informed/weather", baguio);
    expect(again.headers.get("x-cache")).not.toBe("HIT");
    expect(await again.text()).toContain("BAGUIO");
  });

  it("the tide page and React Router data requests are private too", async () => {
    const davao = await locate(7.07, 125.6);
    const page = await get("/stay-informed/tide", davao);
    expect(page.headers.get("cache-control")).toContain("private");
    expect(await page.text()).toMatch(/Davao(<!-- -->)? tide station/);
    const data = await get("/stay-informed/tide.data", davao);
    expect(data.headers.get("cache-control")).toContain("private");
    expect((await get("/stay-informed/tide")).headers.get("x-cache")).not.toBe("HIT");
  });

  it("a chosen place is a shared page: cached, whatever the cookie", async () => {
    const cookie = await locate(9.78, 126.16);
    await get("/stay-informed/weather?place=bohol");
    const hit = await get("/stay-informed/weather?place=bohol", cookie);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toMatch(/Weather at (<!-- -->)?Bohol/);
  });

  it("a located visitor still gets generic pages from the cache", async () => {
    const cookie = await locate(14.6, 121.0);
    await get("/about", cookie);
    const second = await get("/about", cookie);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
  });
});
