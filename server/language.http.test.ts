/**
 * The site in two languages, as a browser meets it (issue 27, decision 035): /fil pages in Filipino
 * with lang="fil", hreflang alternates and links that keep /fil; the switch's cookie and the
 * browser's languages send a page asked for without /fil to it; English stays the default.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  app = await startBuiltApp({ name: "language", env: {} });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

const PAGE = { Accept: "text/html", "Accept-Language": "en-US,en;q=0.9" };

/** The language switch's form, posted as a browser posts it. */
function switchTo(fields: Record<string, string>) {
  return fetch(`${base}/language`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams(fields).toString(),
  });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers: { ...PAGE, ...headers }, redirect: "manual" });
  return { res, html: await res.text() };
}

describe("the site in Filipino", () => {
  it("serves /fil pages in Filipino, with the language named and its links kept", async () => {
    const { res, html } = await get("/fil/flights");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="fil"/);
    expect(html).toContain("Mag-log in");
    expect(html).toContain("Lumaktaw sa nilalaman");
    expect(html).toContain('href="/fil/hotels"');
    expect(html).toContain('href="/fil/stay-informed/weather"');
    expect(html).not.toContain('href="/hotels"');
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-PH" href="[^"]*\/flights"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="fil" href="[^"]*\/fil\/flights"/i);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fil\/flights"/);
    expect(html).toContain("Read in English");
  });

  it("keeps English at the plain address, and offers Filipino", async () => {
    const { res, html } = await get("/flights");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="en-PH"/);
    expect(html).toContain("Log in");
    expect(html).toContain('href="/hotels"');
    expect(html).toContain("Basahin sa Filipino");
    expect(html).toMatch(/<link rel="alternate" hrefLang="fil" href="[^"]*\/fil\/flights"/i);
  });

  it("remembers the switch in a cookie and opens the same page in the other language", async () => {
    const res = await switchTo({ to: "fil", next: "/hotels?destination=Cebu" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/fil/hotels?destination=Cebu");
    expect(res.headers.get("set-cookie")).toMatch(/^lang=fil; Path=\/; Max-Age=31536000; SameSite=Lax/);

    const back = await switchTo({ to: "en", next: "//evil.example/x" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);

    const bad = await switchTo({ to: "klingon", next: "/" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("set-cookie")).toBeNull();

    // A body of the wrong kind, or a next page with control characters or of absurd length: nothing set,
    // or home instead of the page asked for.
    const json = await fetch(`${base}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ to: "fil", next: "/" }),
    });
    expect(json.status).toBe(400);
    expect(json.headers.get("set-cookie")).toBeNull();
    for (const next of ["/hotels\r\nSet-Cookie: x=1", `/${"a".repeat(5000)}`, "/\\evil.example"]) {
      const odd = await switchTo({ to: "fil", next });
      expect(odd.status).toBe(302);
      expect(odd.headers.get("location")).toBe("/fil");
    }
  });

  it("sends a page asked for without /fil to it when the cookie or the browser says Filipino, and only pages", async () => {
    const byCookie = await get("/hotels?destination=Cebu", { Cookie: "lang=fil" });
    expect(byCookie.res.status).toBe(302);
    expect(byCookie.res.headers.get("location")).toBe("/fil/hotels?destination=Cebu");
    expect(byCookie.res.headers.get("vary")).toMatch(/Accept-Language/);

    const byBrowser = await get("/", { "Accept-Language": "fil-PH,fil;q=0.9,en;q=0.5" });
    expect(byBrowser.res.headers.get("location")).toBe("/fil");

    const chosenEnglish = await get("/", { "Accept-Language": "fil-PH", Cookie: "lang=en" });
    expect(chosenEnglish.res.status).toBe(200);
    expect(chosenEnglish.html).toMatch(/<html lang="en-PH"/);

    const api = await fetch(`${base}/api/health`, { headers: { Cookie: "lang=fil", Accept: "text/html" }, redirect: "manual" });
    expect(api.status).not.toBe(302);
    const robots = await get("/robots.txt", { Cookie: "lang=fil" });
    expect(robots.res.status).toBe(200);
  });

  it("gives the home page's own words in Filipino, and says the guides are in English", async () => {
    const { html } = await get("/fil");
    expect(html).toContain("Libutin ang Pilipinas, isla por isla");
    expect(html).toContain("Bakit bumiyahe kasama ang Lakbay");
    expect(html).toContain("Nakasulat sa English ang mga gabay at kuwento.");
    const english = await get("/");
    expect(english.html).toContain("Travel the Philippines, one island at a time");
    expect(english.html).not.toContain("Nakasulat sa English");
  });

  it("answers a missing page in the language of its address", async () => {
    const fil = await get("/fil/walang-ganitong-pahina");
    expect(fil.res.status).toBe(404);
    expect(fil.html).toContain("Hindi namin mahanap ang pahinang iyan");
    expect(fil.html).toContain("Hindi nahanap ang pahina - Lakbay");
    const en = await get("/no-such-page");
    expect(en.res.status).toBe(404);
    expect(en.html).toContain("We couldn&#x27;t find that page");
  });

  it("serves the Filipino page from the page cache only to Filipino requests", async () => {
    await get("/fil/about");
    const again = await get("/fil/about");
    expect(again.html).toMatch(/<html lang="fil"/);
    const english = await get("/about");
    expect(english.html).toMatch(/<html lang="en-PH"/);
  });
});
