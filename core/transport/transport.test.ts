import { describe, expect, it } from "vitest";
import { isInPhilippines } from "../../contracts/geo.ts";
import { ROUTES } from "../flights/data/network.ts";
import { freshness, newestSourceDate } from "./freshness.ts";
import { CIRCUIT_SLUGS } from "./places.ts";
import {
  AFTER_FLIGHT_MINUTES,
  findPlace,
  FLIGHT_LEGS,
  formatMinutes,
  LEGS,
  PLACES,
  PLAN_MESSAGES,
  placeForCircuit,
  planRoute,
  type Plan,
} from "./index.ts";

function plan(from: string, to: string, avoidFlights = false): Plan {
  const result = planRoute(from, to, { avoidFlights });
  if (!result.ok) throw new Error(`${from} → ${to}: ${result.message}`);
  return result.plan;
}

/** Each leg starts where the previous one ended, from the start to the destination, and the total adds up. */
function expectConnected(p: Plan, from: string, to: string) {
  expect(p.legs.length).toBeGreaterThan(0);
  expect(p.legs[0].from.id).toBe(from);
  expect(p.legs.at(-1)?.to.id).toBe(to);
  for (let i = 1; i < p.legs.length; i++) expect(p.legs[i].from.id).toBe(p.legs[i - 1].to.id);
  const sum = p.legs.reduce((t, l) => t + l.waitMinutes + l.durationMinutes, 0) + p.finalMinutes;
  expect(p.totalMinutes).toBe(sum);
}

describe("the network", () => {
  it("has unique place ids made for URLs, all in the Philippines", () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.id).toMatch(/^[a-z0-9-]+$/);
      expect(isInPhilippines(p), `${p.id} ${p.lat},${p.lng}`).toBe(true);
    }
  });

  it("joins only places that exist, with a positive time and a source on every leg, each source dated as it shows itself", () => {
    expect(new Set(LEGS.map((l) => l.id)).size).toBe(LEGS.length);
    for (const leg of LEGS) {
      expect(findPlace(leg.from), `${leg.id} from`).toBeDefined();
      expect(findPlace(leg.to), `${leg.id} to`).toBeDefined();
      expect(leg.from).not.toBe(leg.to);
      expect(leg.minutes).toBeGreaterThan(0);
      expect(leg.sources.length).toBeGreaterThan(0);
      expect(leg).not.toHaveProperty("checked");
      for (const s of leg.sources) if (s.published) expect(s.published, `${leg.id} ${s.name}`).toMatch(/^\d{4}(-\d{2}){0,2}$/);
    }
  });

  it("takes its flights from the flight engine's domestic routes, no more and no fewer", () => {
    const domestic = new Set(
      ROUTES.filter((r) => findPlace(`airport-${r.a.toLowerCase()}`) && findPlace(`airport-${r.b.toLowerCase()}`)).map((r) =>
        [r.a, r.b].sort().join("-"),
      ),
    );
    expect(new Set(FLIGHT_LEGS.map((l) => `${l.flight?.origin}-${l.flight?.destination}`))).toEqual(domestic);
    // Every flight leg names the airlines' own announcements or says its figures are typical estimates.
    for (const leg of FLIGHT_LEGS) {
      expect(JSON.stringify(leg.sources)).not.toMatch(/philippines-facts|facts file/i);
      expect(leg.frequency).toMatch(
        /^(Typically about \d+ flights a week each way \(estimate\)|About \d+ flights a week each way, as the airlines announced them)$/,
      );
    }
    expect(FLIGHT_LEGS.find((l) => l.id === "flight-mnl-mph")?.sources.map((s) => s.published)).toContain("2025-10-10");
    // There is no Manila–El Nido flight since the turboprops left NAIA; Clark–El Nido is flown by AirSWIFT.
    expect(FLIGHT_LEGS.find((l) => l.id === "flight-eni-mnl")).toBeUndefined();
    expect(FLIGHT_LEGS.find((l) => l.id === "flight-crk-eni")?.operators).toContain("AirSWIFT");
  });

  it("has a place for every travel circuit, and every one is reachable from every other", () => {
    expect(CIRCUIT_SLUGS).toHaveLength(10);
    for (const slug of CIRCUIT_SLUGS) expect(placeForCircuit(slug), slug).toBeDefined();
    expect(placeForCircuit("el-nido-palawan")?.id).toBe("el-nido");
    expect(placeForCircuit("atlantis")).toBeUndefined();
    for (const a of CIRCUIT_SLUGS) {
      for (const b of CIRCUIT_SLUGS) {
        if (a === b) continue;
        const from = placeForCircuit(a)?.id ?? "";
        const to = placeForCircuit(b)?.id ?? "";
        expectConnected(plan(from, to), from, to);
      }
    }
  });
});

describe("planRoute", () => {
  it("gets from Manila to El Nido in a working day, flying to El Nido or to Puerto Princesa", () => {
    const p = plan("manila", "el-nido");
    expectConnected(p, "manila", "el-nido");
    expect(p.totalMinutes).toBeGreaterThan(4 * 60);
    expect(p.totalMinutes).toBeLessThan(10 * 60);
    const flights = p.legs.filter((l) => l.mode === "flight");
    expect(flights.length).toBeGreaterThan(0);
    expect(["ENI", "PPS"]).toContain(flights.at(-1)?.flight?.destination);
    // The first flight includes check-in time; the plan ends after leaving the last airport.
    expect(flights[0].waitMinutes).toBeGreaterThanOrEqual(90);
  });

  it("gets from Manila to Boracay fastest by a nonstop jet to Caticlan, then the boat from the Caticlan jetty", () => {
    const p = plan("manila", "boracay");
    expectConnected(p, "manila", "boracay");
    const flights = p.legs.filter((l) => l.mode === "flight");
    expect(flights).toHaveLength(1);
    expect(flights[0].flight).toEqual({ origin: "MNL", destination: "MPH" });
    expect(flights[0].vehicle).toBe("jet");
    expect(flights[0].operators).toEqual(expect.arrayContaining(["Cebu Pacific", "PAL Express", "Philippines AirAsia"]));
    expect(p.legs.some((l) => l.from.id === "airport-klo" || l.to.id === "airport-klo")).toBe(false);
    const boat = p.legs.find((l) => l.mode === "boat");
    expect(boat?.from.id).toBe("port-caticlan");
    expect(boat?.to.id).toBe("port-cagban");
  });

  it("takes the fast ferry from Cebu to Bohol", () => {
    const p = plan("cebu-city", "bohol");
    expectConnected(p, "cebu-city", "bohol");
    expect(p.legs.some((l) => l.mode === "flight")).toBe(false);
    const ferry = p.legs.find((l) => l.mode === "ferry");
    expect(ferry?.vehicle).toBe("fast craft");
    expect(ferry?.operators).toContain("OceanJet");
    expect(p.totalMinutes).toBeLessThan(4 * 60);
  });

  it("goes by bus to Baguio, which has no airline", () => {
    const p = plan("manila", "baguio");
    expect(p.legs.map((l) => l.mode)).toEqual(["bus"]);
  });

  it("reverses a plan: the way back uses the same legs the other way", () => {
    const there = plan("manila", "siargao");
    const back = plan("siargao", "manila");
    expect(back.legs.map((l) => `${l.from.id}>${l.to.id}`)).toEqual(there.legs.map((l) => `${l.to.id}>${l.from.id}`).reverse());
    const firstFlightBack = back.legs.find((l) => l.mode === "flight");
    expect(firstFlightBack?.flight?.origin).toBe("IAO");
  });

  it("uses no flight when asked, and says so when no other way exists", () => {
    const p = plan("manila", "coron", true);
    expect(p.avoidFlights).toBe(true);
    expect(p.legs.some((l) => l.mode === "flight")).toBe(false);
    expect(p.legs.some((l) => l.operators.includes("2GO Travel"))).toBe(true);
    expect(planRoute("manila", "davao-city", { avoidFlights: true })).toEqual({
      ok: false,
      code: "no-route",
      message: PLAN_MESSAGES["no-route"],
    });
  });

  it("answers unknown and identical places with a clear message, never an exception", () => {
    expect(planRoute("atlantis", "el-nido")).toMatchObject({ ok: false, code: "unknown-place" });
    expect(planRoute("manila", "")).toMatchObject({ ok: false, code: "unknown-place" });
    expect(planRoute("manila", "__proto__")).toMatchObject({ ok: false, code: "unknown-place" });
    expect(planRoute("manila", "manila")).toMatchObject({ ok: false, code: "same-place" });
  });

  it("counts the time to leave the airport after a plan that ends with a flight", () => {
    const p = plan("airport-mnl", "airport-ceb");
    expect(p.legs).toHaveLength(1);
    expect(p.finalMinutes).toBe(AFTER_FLIGHT_MINUTES);
    expect(p.totalMinutes).toBe(90 + p.legs[0].durationMinutes + AFTER_FLIGHT_MINUTES);
  });
});

describe("formatMinutes", () => {
  it("writes hours and minutes", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(375)).toBe("6 h 15 min");
  });
});

describe("how recent a leg's facts are", () => {
  const TODAY = "2026-11-28";
  const leg = (id: string) => {
    const found = LEGS.find((l) => l.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it("takes the newest date the sources show, whatever their precision", () => {
    expect(newestSourceDate([{ name: "a", published: "2018-11" }, { name: "b", published: "2016-05-23" }, { name: "c" }])).toBe("2018-11");
    expect(
      newestSourceDate([
        { name: "a", published: "2025" },
        { name: "b", published: "2025-06-30" },
      ]),
    ).toBe("2025");
    expect(newestSourceDate([{ name: "undated" }])).toBeUndefined();
  });

  it("marks a leg approximate when its newest source is more than three years old, or undated, or it is an estimate", () => {
    // Batangas–Caticlan rests on a 2013 page: confirmed then, approximate now.
    expect(freshness(leg("batangas-caticlan-ship"), TODAY)).toEqual({
      newestSource: "2013-07-14",
      approximate: true,
      reason: "old-sources",
    });
    // Caticlan–Cagban has sources from 2024 and 2025: not approximate.
    expect(freshness(leg("caticlan-cagban-boat"), TODAY)).toEqual({ newestSource: "2025-01-30", approximate: false });
    // Undated pages only: we cannot tell how current they are.
    expect(freshness(leg("cebu-tagbilaran-slow-ferry"), TODAY)).toEqual({ approximate: true, reason: "undated-sources" });
    // A source exactly three years old still counts; one a day older does not.
    expect(freshness({ verified: true, sources: [{ name: "x", published: "2023-11-28" }] }, TODAY).approximate).toBe(false);
    expect(freshness({ verified: true, sources: [{ name: "x", published: "2023-11-27" }] }, TODAY).approximate).toBe(true);
    expect(freshness({ verified: false, sources: [{ name: "x", published: "2026-11-01" }] }, TODAY).reason).toBe("estimate");
  });

  it("gives each planned leg its newest source date and says when it is approximate", () => {
    const result = planRoute("manila", "boracay", { today: TODAY });
    if (!result.ok) throw new Error(result.message);
    const boat = result.plan.legs.find((l) => l.mode === "boat");
    expect(boat).toMatchObject({ newestSource: "2025-01-30", approximate: false });
    for (const l of result.plan.legs) {
      expect(l).not.toHaveProperty("checked");
      expect(typeof l.approximate).toBe("boolean");
    }
    const later = planRoute("manila", "boracay", { today: "2029-06-01" });
    if (!later.ok) throw new Error(later.message);
    expect(later.plan.legs.find((l) => l.mode === "boat")).toMatchObject({ approximate: true, approximateReason: "old-sources" });
  });

  it("times Cebu–El Nido from the published timetable, and cites the source every flight leg is sold on", () => {
    const eni = FLIGHT_LEGS.find((l) => l.id === "flight-ceb-eni");
    expect(eni?.minutes).toBe(100);
    expect(eni?.verified).toBe(true);
    for (const l of FLIGHT_LEGS)
      expect(
        l.sources.some((s) => s.url?.startsWith("http")),
        l.id,
      ).toBe(true);
    expect(FLIGHT_LEGS.find((l) => l.id === "flight-ilo-sji")).toBeUndefined();
    expect(FLIGHT_LEGS.find((l) => l.id === "flight-crk-sji")?.operators).toEqual(["Cebgo"]);
  });
});
