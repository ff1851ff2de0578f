import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  app = await startBuiltApp({ name: "loccache", env: { SEED_DEMO: "1", WEATHER_LIVE: "0" } });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

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
