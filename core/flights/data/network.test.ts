/**
 * What we sell exists: every route the engine sells names a public source, and the routes the
 * November 2026 review corrected are as the sources say (issue 23 §2).
 */
import { describe, expect, it } from "vitest";
import { findFlight, flightNumbersByAirline, flightsBetween, legOptions } from "../schedule.ts";
import { findAirport } from "./airports.ts";
import { FLIGHT_NUMBER_BLOCKS } from "./flight-numbers.ts";
import { PUBLISHED_BLOCK_MINUTES, ROUTES, routeCitation } from "./network.ts";

const DATE = "2026-12-18";
const sold = (airline: string, a: string, b: string) =>
  ROUTES.find((r) => r.airline === airline && ((r.a === a && r.b === b) || (r.a === b && r.b === a)));
/** The airlines flying from → to in the week of 14–20 December 2026 (a route flown 3 times a week is not there every day). */
const carriers = (from: string, to: string) =>
  new Set(Array.from({ length: 7 }, (_, i) => flightsBetween(from, to, `2026-12-${14 + i}`)).flatMap((day) => day.map((f) => f.airline)));

describe("the route network", () => {
  it("sells only routes a public source shows, each with a link, and says when a frequency is an estimate", () => {
    for (const r of ROUTES) {
      const citation = routeCitation(r);
      expect(citation, `${r.airline} ${r.a}-${r.b} has no source`).toBeDefined();
      expect(citation?.source.name.length).toBeGreaterThan(10);
      expect(citation?.source.url).toMatch(/^https?:\/\/[^\s]+$/);
      expect(typeof citation?.weekly).toBe("boolean");
      expect(findAirport(r.a)).toBeDefined();
      expect(findAirport(r.b)).toBeDefined();
    }
    // No pair is listed twice for the same airline.
    const keys = ROUTES.map((r) => `${r.airline}:${[r.a, r.b].sort().join("-")}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("sells no flight to San Jose (Mindoro) from Iloilo: PAL's Antique flights ended and PAL flies no turboprops from Iloilo", () => {
    expect(sold("PR", "ILO", "SJI")).toBeUndefined();
    expect(flightsBetween("ILO", "SJI", DATE)).toEqual([]);
    expect(flightsBetween("SJI", "ILO", DATE)).toEqual([]);
    expect(ROUTES.filter((r) => (r.a === "ILO" || r.b === "ILO") && r.operatedBy === "2P")).toEqual([]);
  });

  it("sells Cebgo's Clark–San Jose (Mindoro), Clark–Naga and Clark–Masbate, as Cebu Pacific", () => {
    for (const to of ["SJI", "WNP", "MBT"]) {
      const route = sold("DG", "CRK", to);
      expect(route?.weekly, to).toBe(4);
      expect(carriers("CRK", to)).toContain("DG");
    }
    // San Jose is bookable from Cebu with one change at Clark, on one Cebu Pacific ticket.
    const week = Array.from({ length: 7 }, (_, i) => legOptions("CEB", "SJI", `2026-12-${14 + i}`)).flat();
    expect(week.some((o) => o.length === 2 && o[0].destination === "CRK" && o[1].airline === "DG")).toBe(true);
    expect(routeCitation({ airline: "DG", a: "CRK", b: "SJI" })?.source.url).toContain("pulsedaily.ph");
  });

  it("drops Clark–Surigao and Clark–Cauayan, which no source shows", () => {
    for (const to of ["SUG", "CYZ"]) expect(flightsBetween("CRK", to, DATE)).toEqual([]);
  });

  it("flies Clark–Busuanga 14 a week on Cebgo and Clark–El Nido 42 a week on AirSWIFT from 29 March 2026", () => {
    expect(sold("DG", "CRK", "USU")?.weekly).toBe(14);
    expect(sold("T6", "CRK", "ENI")?.weekly).toBe(42);
    expect(flightsBetween("CRK", "ENI", DATE).filter((f) => f.airline === "T6")).toHaveLength(6);
  });

  it("has Cebu Pacific's Clark routes to Bohol, Caticlan, Iloilo, Bangkok, Hanoi and Narita, and Cebu–Bacolod", () => {
    for (const to of ["TAG", "MPH", "ILO", "BKK", "HAN", "NRT"]) expect(carriers("CRK", to), to).toContain("5J");
    expect(sold("PR", "CEB", "BCD")?.weekly).toBe(18);
    expect(flightsBetween("CEB", "BCD", DATE).length).toBeGreaterThan(0);
  });

  it("flies Manila at Cebu Pacific's published 2026 frequencies", () => {
    const published: Record<string, number> = { CEB: 108, DVO: 90, BCD: 63, CGY: 69, TAC: 49, ZAM: 45, DGT: 42, BXU: 46, OZC: 14, HKG: 35 };
    for (const [to, weekly] of Object.entries(published)) {
      expect(sold("5J", "MNL", to)?.weekly, to).toBe(weekly);
      expect(routeCitation({ airline: "5J", a: "MNL", b: to })).toMatchObject({ weekly: true, source: { published: "2026-01-23" } });
    }
  });

  it("times Cebu–El Nido at the published 1 h 40, not the 1 h 30 estimate", () => {
    expect(PUBLISHED_BLOCK_MINUTES["CEB-ENI"].minutes).toBe(100);
    for (const [from, to] of [
      ["CEB", "ENI"],
      ["ENI", "CEB"],
    ]) {
      const flights = flightsBetween(from, to, DATE);
      expect(flights.length).toBeGreaterThan(0);
      for (const f of flights) expect(f.durationMinutes).toBe(100);
    }
  });

  it("never gives two flights of one airline the same number, and keeps the numbers routes were sold under", () => {
    for (const [airline, rows] of flightNumbersByAirline()) {
      const numbers = rows.map((r) => r.number);
      expect(new Set(numbers).size, airline).toBe(numbers.length);
    }
    // Frozen numbers: PR 1845 is still Manila → Bacolod and 5J 301 Manila → Cebu, whatever else changed.
    expect(findFlight("PR", "1845", "MNL", "BCD", DATE)).toBeDefined();
    expect(findFlight("5J", "301", "MNL", "CEB", DATE)).toBeDefined();
    // Every daily route sold before the review still flies its first frozen number.
    for (const r of ROUTES) {
      const block = FLIGHT_NUMBER_BLOCKS[`${r.airline}:${r.a}-${r.b}`];
      if (!block || r.weekly < 7) continue;
      const numbers = flightsBetween(r.a, r.b, DATE)
        .filter((f) => f.airline === r.airline)
        .map((f) => Number(f.flightNumber));
      expect(numbers, `${r.airline} ${r.a}-${r.b}`).toContain(block[0]);
    }
  });
});
