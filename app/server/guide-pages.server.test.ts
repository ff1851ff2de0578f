/**
 * The guides' content, checked as a reader would: every section there, every place where it says it
 * is, every date honest, every link and airport real, and the search buttons filled in correctly.
 */
import { describe, expect, it } from "vitest";
import { haversineKm, isInPhilippines } from "../../contracts/geo.ts";
import { checkHotelSearchCriteria, manilaToday } from "../../contracts/hotels.ts";
import { DEFAULT_HIGHLIGHT_RADIUS_KM, ILLUSTRATION_CREDIT } from "../../contracts/travel-guides.ts";
import { findAirport } from "../../core/flights/data/airports.ts";
import { findPlace } from "../../core/hotels/destinations.ts";
import routes from "../routes.ts";
import { searchFormValues } from "../features/flights/search-values.ts";
import { criteriaFromParams } from "../features/hotels/search-url.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";
import { highlightsMapProps, SEASON_LINKS } from "../features/travel-circuits/guide-sections.tsx";
import { GUIDES, findGuide, guideDays, guideJsonLd, guideSearchLinks, SEARCH_LEAD_DAYS } from "./guide-pages.server.ts";

/** The widest radius any guide may claim, and only with a reason (Cebu's south-west, the Cordilleras). */
const MAX_RADIUS_KM = 100;

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every URL pattern of the route table, with nested paths joined, except the catch-all 404. */
function routePatterns(entries: Entry[], parent = ""): RegExp[] {
  return entries.flatMap((e) => {
    const full = [parent, e.path ?? ""].filter(Boolean).join("/");
    const own =
      (e.path !== undefined || e.index) && !full.includes("*")
        ? [
            new RegExp(
              `^/${full
                .split("/")
                .map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.]/g, "\\.")))
                .join("/")}$`,
            ),
          ]
        : [];
    return [...own, ...routePatterns(e.children ?? [], full)];
  });
}
const PATTERNS = routePatterns(routes as Entry[]);
const resolves = (href: string) => {
  const path = href.split(/[?#]/)[0].replace(/(.)\/$/, "$1");
  return path === "/" || PATTERNS.some((p) => p.test(path));
};

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the guide list", () => {
  it("has one guide per travel circuit, in the circuits' order", () => {
    expect(GUIDES.map((g) => g.slug)).toEqual(CIRCUITS.map((c) => c.slug));
    expect(findGuide("boracay-aklan")?.name).toBe("Boracay");
    expect(findGuide("atlantis")).toBeUndefined();
    expect(findGuide("")).toBeUndefined();
  });

  it("gives each guide's days as structured data for the planner, and nothing for an unknown slug", () => {
    const days = guideDays("el-nido-palawan")!;
    expect(days.length).toBeGreaterThanOrEqual(3);
    // The arrival day leaves room for the journey (the planner puts it on a day of travel).
    expect(days[0]).toEqual({ title: expect.any(String), activities: expect.any(Array), base: "El Nido", effort: "light" });
    days[0].activities.push("changed by a caller");
    expect(guideDays("el-nido-palawan")![0].activities).not.toContain("changed by a caller");
    expect(guideDays("nowhere")).toBeUndefined();
  });
});

describe.each(GUIDES.map((g) => [g.slug, g] as const))("%s", (_slug, guide) => {
  it("has light days to travel on (arriving, leaving) and full days out", () => {
    expect(guide.days.some((d) => d.effort === "light")).toBe(true);
    expect(guide.days.some((d) => d.effort !== "light")).toBe(true);
  });

  it("has every section", () => {
    expect(guide.overview.length).toBeGreaterThan(0);
    for (const p of guide.overview) expect(p.trim().length).toBeGreaterThan(40);
    expect(guide.highlights.length).toBeGreaterThanOrEqual(3);
    for (const h of guide.highlights) {
      expect(h.name.trim()).not.toBe("");
      expect(h.text.trim().length).toBeGreaterThan(20);
    }
    expect(guide.access.airports.length).toBeGreaterThan(0);
    expect(guide.access.legs.length).toBeGreaterThan(0);
    for (const leg of guide.access.legs) for (const v of [leg.from, leg.to, leg.by, leg.time]) expect(v.trim()).not.toBe("");
    expect(guide.seasons.bestMonths).not.toBe("");
    expect(guide.seasons.best).not.toBe("");
    expect(guide.seasons.wet).not.toBe("");
    expect(guide.seasons.typhoon).not.toBe("");
    expect(guide.days.length).toBeGreaterThanOrEqual(3);
    expect(guide.days.length).toBeLessThanOrEqual(5);
    for (const d of guide.days) {
      expect(d.title.trim()).not.toBe("");
      expect(d.activities.length).toBeGreaterThan(0);
    }
    expect(guide.costs.length).toBeGreaterThan(0);
    expect(guide.fees.length).toBeGreaterThan(0);
    expect(guide.responsible.length).toBeGreaterThan(0);
    expect(guide.illustration.alt.length).toBeGreaterThan(20);
    expect(guide.illustration.credit).toBe(ILLUSTRATION_CREDIT);
    expect(ILLUSTRATION_CREDIT).toBe("Illustration: Lakbay");
  });

  it("prices costs and fees in whole centavos of PHP, each with what it covers", () => {
    for (const c of guide.costs) {
      expect(c.covers.trim()).not.toBe("");
      for (const m of [c.from, c.to].filter((x) => x !== undefined)) {
        expect(m.currency).toBe("PHP");
        expect(Number.isSafeInteger(m.amount) && m.amount > 0).toBe(true);
      }
      if (c.to) expect(c.to.amount).toBeGreaterThan(c.from.amount);
    }
    for (const f of guide.fees) {
      for (const m of [f.amount, f.upTo].filter((x) => x !== undefined)) {
        expect(m.currency).toBe("PHP");
        expect(Number.isSafeInteger(m.amount) && m.amount > 0).toBe(true);
      }
      if (f.upTo) expect(f.upTo.amount).toBeGreaterThan(f.amount!.amount);
    }
  });

  it("dates every fee by its source, and claims a check date only against a source of that same day", () => {
    const today = manilaToday();
    for (const f of guide.fees) {
      expect(f.source.trim().length).toBeGreaterThan(5);
      expect(f.detail.trim()).not.toBe("");
      if (f.sourceDate !== undefined) {
        expect(f.sourceDate, f.name).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
        expect(f.sourceDate <= today).toBe(true);
      }
      if (f.sourceUrl !== undefined) expect(f.sourceUrl).toMatch(/^https:\/\//);
      if (f.checked !== undefined) {
        expect(new Date(`${f.checked}T00:00:00Z`).toISOString().slice(0, 10)).toBe(f.checked); // a real calendar day
        expect(f.checked <= today).toBe(true);
        expect(f.sourceDate, `${f.name}: checked against an older source`).toBe(f.checked);
      }
    }
  });

  it(`places every highlight in the Philippines, within ${DEFAULT_HIGHLIGHT_RADIUS_KM} km of the destination's centre unless it says why not`, () => {
    const radius = guide.radiusKm ?? DEFAULT_HIGHLIGHT_RADIUS_KM;
    if (guide.radiusKm !== undefined) {
      expect(guide.radiusKm).toBeLessThanOrEqual(MAX_RADIUS_KM);
      expect(guide.radiusReason?.length ?? 0).toBeGreaterThan(20);
    }
    expect(isInPhilippines(guide)).toBe(true);
    for (const h of guide.highlights) {
      expect(isInPhilippines(h), `${h.name} is in the Philippines`).toBe(true);
      expect(haversineKm(guide, h), `${h.name} is within ${radius} km of ${guide.name}`).toBeLessThanOrEqual(radius);
    }
  });

  it("links only to pages the route table has", () => {
    const hrefs = [
      ...guide.related.map((l) => l.href),
      ...strings(guide).filter((s) => /^\/[a-z]/.test(s)),
      ...Object.values(SEASON_LINKS),
      "/travel-circuits",
    ];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(resolves(href), `${href} is a route`).toBe(true);
    const links = guideSearchLinks(guide, "2026-11-22");
    expect(resolves(links.flights)).toBe(true);
    expect(resolves(links.hotels)).toBe(true);
    expect(resolves(`/travel-circuits/${guide.slug}`)).toBe(true);
  });

  it("names only airports the flight engine sells", () => {
    const codes = new Set([...guide.access.airports.map((a) => a.code), ...guide.airports, guide.search.flightTo]);
    for (const code of codes) expect(findAirport(code), `airport ${code}`).toBeDefined();
    expect(guide.access.airports.map((a) => a.code)).toContain(guide.search.flightTo);
    // Every three-letter code written in the text is a real airport too.
    const written = strings(guide).flatMap((s) => [...s.matchAll(/\(([A-Z]{3})\)/g)].map((m) => m[1]));
    for (const code of written) expect(findAirport(code), `airport ${code} in the text`).toBeDefined();
  });

  it("fills the flight search with the airport and the hotel search with a destination the hotels know", () => {
    const links = guideSearchLinks(guide, "2026-11-22");
    expect(links.from).toBe("2026-12-13"); // three weeks ahead
    expect(SEARCH_LEAD_DAYS).toBe(21);
    const flight = searchFormValues(new URL(links.flights, "http://x").searchParams);
    expect(flight.legs[0]).toEqual({ origin: "", destination: guide.search.flightTo, date: links.from });
    expect(flight.tripType).toBe("return");
    expect(flight.returnDate).toBe(links.to);

    const hotel = criteriaFromParams(new URL(links.hotels, "http://x").searchParams);
    expect(hotel.destination).toBe(guide.search.hotelDestination);
    expect(checkHotelSearchCriteria(hotel, "2026-11-22")).toMatchObject({ ok: true });
    const place = findPlace(guide.search.hotelDestination.split(", ")[0]);
    expect(place, `hotels know ${guide.search.hotelDestination}`).not.toBeNull();
    expect(haversineKm(guide, { lat: place!.latitude, lng: place!.longitude })).toBeLessThan(guide.radiusKm ?? DEFAULT_HIGHLIGHT_RADIUS_KM);
  });

  it("describes itself for search engines as a TouristDestination with a three-step breadcrumb", () => {
    const [destination, crumbs] = guideJsonLd(guide, "https://lakbay.example") as Record<string, never>[];
    expect(destination["@type"]).toBe("TouristDestination");
    expect(destination.url).toBe(`https://lakbay.example/travel-circuits/${guide.slug}`);
    expect((destination.includesAttraction as unknown[]).length).toBe(guide.highlights.length);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(["Home", "Travel circuits", guide.name]);
  });
});

describe("the highlights map", () => {
  it("gives close dots one shared label, so numbers never print over each other", () => {
    const boracay = highlightsMapProps("Boracay", findGuide("boracay-aklan")!.highlights);
    expect(boracay.markers.map((m) => m.label)).toEqual(["1–5", "", "", "", ""]);
    const baguio = highlightsMapProps("Baguio", findGuide("baguio-cordilleras")!.highlights);
    expect(baguio.markers.map((m) => m.label)).toEqual(["1–3", "", "", "4, 5", "", "6"]);
    const cebu = highlightsMapProps("Cebu", findGuide("cebu")!.highlights);
    expect(cebu.markers.map((m) => m.label).filter(Boolean)).toEqual(["1, 2", "3", "4", "5"]);
  });
});

describe("guide facts corrected against their sources (issue 23)", () => {
  const fee = (slug: string, name: string) => GUIDES.find((g) => g.slug === slug)?.fees.find((f) => f.name === name);

  it("Kawasan Falls: ₱200 for 3 hours since October 2023, canyoneering ₱2,000 with the ₱200 fee inside", () => {
    const kawasan = fee("cebu", "Kawasan Falls entrance");
    expect(kawasan).toMatchObject({ amount: { amount: 20_000, currency: "PHP" }, sourceDate: "2023-10" });
    expect(kawasan?.detail).toMatch(/3 hours.*₱2,000.*₱200 environmental fee/);
  });

  it("Baguio's nights: about 13 °C in January on PAGASA's 1991–2020 normals, not 'around 15 °C'", () => {
    const baguio = GUIDES.find((g) => g.slug === "baguio-cordilleras")!;
    const text = baguio.overview.join(" ");
    expect(text).toContain("about 13 °C in January");
    expect(text).not.toMatch(/around 15 °C/);
  });
});
