/**
 * The stay-informed pages in Filipino (issue 27): weather, tides, transportation with its trip planner,
 * travel news and a news item, safety and security, and the local map, fetched under /fil as a browser
 * without JavaScript gets them: Filipino words (weekday and month names through Intl), no English left
 * outside what is marked lang="en" (advisories, PAGASA's and the Coast Guard's texts, operators' notes,
 * news items, which the page says once in Filipino), and the same pages in English as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishLeft } from "../tests/support/english-left.ts";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;
let base = "";
let newsPath = "";

const PAGE = { Accept: "text/html", "Accept-Language": "en-US,en;q=0.9" };

async function get(path: string) {
  const res = await fetch(base + path, { headers: PAGE, redirect: "manual" });
  return { res, html: await res.text() };
}

beforeAll(async () => {
  app = await startBuiltApp({ name: "filipino-stay-informed", env: {} });
  base = app.base;
  const { html } = await get("/stay-informed/travel-news");
  newsPath = /href="(\/stay-informed\/travel-news\/[a-z0-9-]+)"/.exec(html)?.[1] ?? "";
}, 120_000);

afterAll(() => app?.stop());

/** The shell's page-loading bar, worded by the shell's own catalogue (not this area's). */
const SHELL_IN_PROGRESS = ["Loading page"];

/** Each page, under /fil, with words it must show in Filipino. */
const PAGES: [string, string[]][] = [
  [
    "/stay-informed/weather",
    ["Panahon sa Maynila", "O pumili ng lugar", "Ipakita ang panahon", "Tag-ulan at tag-araw", "Blg. 1", "36 oras"],
  ],
  ["/stay-informed/weather?place=siargao", ["Panahon sa Siargao", "Ang buong taon sa Siargao", "Buwan", "Dis", "malakas na hangin"]],
  [
    "/stay-informed/tide?place=coron-palawan&from=2027-01-04",
    ["Taog at kati", "Tide station ng Lubang", "Nasa ibang dagat ito kaysa sa Coron", "Lunes, Enero 4", "Taog", "Kati"],
  ],
  ["/stay-informed/tide?station=manila", ["Mga prediksiyon para sa gauge ng Manila", "Iba pang istasyon"]],
  [
    "/stay-informed/transportation?from=manila&to=boracay",
    ["Planuhin ang biyahe", "Maghanap ng ruta", "mula pinto hanggang pinto", "Mga bahagi ng biyahe", "Bangka", "Mga ferry at bangka"],
  ],
  ["/stay-informed/transportation?from=manila&to=manila", ["Iisang lugar po ang pagsisimulan at ang destinasyon"]],
  ["/stay-informed/transportation?from=el-nido&to=boracay&avoid=1", ["nang walang flight"]],
  ["/stay-informed/travel-news", ["Balitang pambiyahe", "Nakasulat sa English ang mga balita."]],
  [
    "/stay-informed/safety-security",
    [
      "Kaligtasan at seguridad",
      "Mga numerong pang-emergency",
      "Paghahanda sa bagyo",
      "Signal Blg. 1",
      "Huling sinuri",
      "Ang patakaran ng Coast Guard, sa English:",
    ],
  ],
  ["/stay-informed/local-map", ["Mapa ng paligid", "Ipakita sa mapa", "Mga pantalan ng ferry", "I-update ang mapa"]],
  ["/stay-informed/local-map?layers=1", ["Pumili ng kahit isang uri ng lugar na ipapakita."]],
];

describe("the stay-informed pages in Filipino", () => {
  it("show their own words in Filipino, with no English left outside what is marked as English", async () => {
    expect(newsPath).not.toBe("");
    const pages = [
      ...PAGES,
      [newsPath, ["Inilathala noong", "(oras sa Pilipinas)", "Nakasulat sa English ang mga balita."]] as [string, string[]],
    ];
    const left: Record<string, string[]> = {};
    const missing: string[] = [];
    for (const [path, words] of pages) {
      const { res, html } = await get(`/fil${path}`);
      expect([200, 400], path).toContain(res.status);
      expect(html, path).toMatch(/<html lang="fil"/);
      for (const word of words) if (!html.includes(word)) missing.push(`${path}: ${word}`);
      // A news item's title and description are its own (English) title and summary, as the page shows them marked.
      const english = englishLeft(html, SHELL_IN_PROGRESS).filter(
        (p) => !(path === newsPath && ["title", "meta description"].includes(p.where)),
      );
      if (english.length > 0) left[path] = english.map((p) => `${p.where}: ${p.text}`);
    }
    expect(missing).toEqual([]);
    expect(left).toEqual({});
  });

  it("marks what sources write in English: the Coast Guard's rule, the signals' guidance, a news item's text", async () => {
    const weather = (await get("/fil/stay-informed/weather")).html;
    expect(weather).toMatch(/<span data-testid="weather-ferry-rule" lang="en">From Signal No\. 1/);
    const safety = (await get("/fil/stay-informed/safety-security")).html;
    expect(safety).toMatch(/<p lang="en" data-testid="ferry-rule"[^>]*>From Signal No\. 1/);
    expect(safety).toMatch(/lang="en">No vessel of any size sails, big ships included/);
    const item = (await get(`/fil${newsPath}`)).html;
    expect(item).toMatch(/<div class="post-body mt-6" lang="en">/);
  });

  it("keeps the English pages as they were", async () => {
    const weather = (await get("/stay-informed/weather")).html;
    expect(weather).toMatch(/<html lang="en-PH"/);
    expect(weather).toContain("Weather in Manila");
    expect(weather).toContain("Wet and dry seasons");
    expect(englishLeft(weather).length).toBeGreaterThan(0);
    const tide = (await get("/stay-informed/tide?place=coron-palawan&from=2027-01-04")).html;
    expect(tide).toContain("Monday, January 4");
    expect(tide).toContain("The nearest tide station, Lubang, is 202 km from Coron, and on another sea");
    const planner = (await get("/stay-informed/transportation?from=manila&to=boracay")).html;
    expect(planner).toContain("Route planner");
    expect(planner).toMatch(/About \d+ h( \d+ min)? door to door/);
    const safety = (await get("/stay-informed/safety-security")).html;
    expect(safety).toContain("Emergency numbers");
    expect(safety).toContain("National emergency hotline (police, fire, ambulance, disaster)");
    const map = (await get("/stay-informed/local-map")).html;
    expect(map).toContain("Show on the map");
  });
});
