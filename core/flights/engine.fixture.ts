/**
 * What the flight engine's tests share (engine.test.ts, engine.property.test.ts): the engine's
 * dependencies with a fixed clock and no sales, a one-way search, and the checks every search answer
 * must pass (totals that add up, times that connect, the chosen order).
 */
import { expect } from "vitest";
import type { FareItinerary, FlightFilters, FlightSearchQuery, FlightSort } from "../../contracts/flights.ts";
import { findAirport } from "./data/airports.ts";
import { totalDuration } from "./engine.ts";
import { MAX_LAYOVER, MCT_DOMESTIC, MCT_INTERNATIONAL } from "./schedule.ts";

export const SECRET = "unit-secret-unit-secret-unit-secret";
export const NOW = new Date("2026-11-22T00:00:00Z");
export const deps = { secret: SECRET, now: () => NOW, inventory: { loadInventory: async () => new Map() } };
export const noFilters: FlightFilters = {
  airlines: [],
  departWindows: [],
  arriveWindows: [],
  baggageIncluded: false,
  refundableOnly: false,
};

export const oneway = (
  origin: string,
  destination: string,
  date = "2026-12-18",
  extra: Partial<FlightSearchQuery> = {},
): FlightSearchQuery => ({
  search: {
    tripType: "oneway",
    legs: [{ origin, destination, date }],
    passengers: { adults: 1, children: 0, infants: 0 },
    cabin: "economy",
  },
  filters: noFilters,
  sort: "cheapest",
  ...extra,
});

export const strip = (its: FareItinerary[]) => its.map(({ fareSourceCode: _c, ...rest }) => rest);
const isPH = (code: string) => findAirport(code)?.country === "PH";

export function checkItinerary(it: FareItinerary, passengers: { adults: number; children: number; infants: number }) {
  // Totals are the sum of their parts.
  let base = 0;
  let taxes = 0;
  for (const p of it.perPassenger) {
    const t = p.taxes.reduce((s, x) => s + x.amount.amount, 0);
    expect(p.totalFare.amount).toBe(p.baseFare.amount + t);
    base += p.baseFare.amount * p.quantity;
    taxes += t * p.quantity;
  }
  expect(it.baseFare.amount).toBe(base);
  expect(it.taxesTotal.amount).toBe(taxes);
  expect(it.totalFare.amount).toBe(base + taxes);
  const q = Object.fromEntries(it.perPassenger.map((p) => [p.type, p.quantity]));
  expect(q.ADT ?? 0).toBe(passengers.adults);
  expect(q.CHD ?? 0).toBe(passengers.children);
  expect(q.INF ?? 0).toBe(passengers.infants);
  expect(q.INF ?? 0).toBeLessThanOrEqual(q.ADT);
  // Times: arrivals after departures; connections respect the minimum connection time.
  let previousLegEnd = Number.NEGATIVE_INFINITY;
  for (const leg of it.legs) {
    expect(leg.stops).toBe(leg.segments.length - 1);
    leg.segments.forEach((s, i) => {
      const dep = Date.parse(s.departureDateTime);
      const arr = Date.parse(s.arrivalDateTime);
      expect(arr).toBeGreaterThan(dep);
      expect((arr - dep) / 60_000).toBe(s.durationMinutes);
      expect(s.seatsRemaining).toBeGreaterThanOrEqual(Math.min(9, passengers.adults + passengers.children));
      if (i > 0) {
        const prev = leg.segments[i - 1];
        expect(s.departureAirport).toBe(prev.arrivalAirport);
        const domestic = [prev.departureAirport, prev.arrivalAirport, s.departureAirport, s.arrivalAirport].every(isPH);
        const layover = (dep - Date.parse(prev.arrivalDateTime)) / 60_000;
        expect(layover).toBeGreaterThanOrEqual(domestic ? MCT_DOMESTIC : MCT_INTERNATIONAL);
        expect(layover).toBeLessThanOrEqual(MAX_LAYOVER);
      }
    });
    const first = Date.parse(leg.segments[0].departureDateTime);
    expect(first).toBeGreaterThan(previousLegEnd);
    previousLegEnd = Date.parse(leg.segments[leg.segments.length - 1].arrivalDateTime);
    expect(leg.durationMinutes).toBe((previousLegEnd - first) / 60_000);
  }
}

export function checkSorted(its: FareItinerary[], sort: FlightSort) {
  const price = (i: FareItinerary) => i.totalFare.amount;
  const dep = (i: FareItinerary) => Date.parse(i.legs[0].segments[0].departureDateTime);
  for (let i = 1; i < its.length; i++) {
    const a = its[i - 1];
    const b = its[i];
    if (sort === "cheapest") expect(price(a)).toBeLessThanOrEqual(price(b));
    if (sort === "fastest") expect(totalDuration(a)).toBeLessThanOrEqual(totalDuration(b));
    if (sort === "earliest") expect(dep(a)).toBeLessThanOrEqual(dep(b));
    if (sort === "latest") expect(dep(a)).toBeGreaterThanOrEqual(dep(b));
  }
  if (sort === "best" && its.length > 1) {
    const minP = Math.min(...its.map(price));
    const minD = Math.min(...its.map(totalDuration));
    const score = (i: FareItinerary) => price(i) / minP + (0.6 * totalDuration(i)) / minD;
    // Scores ascend (the score's minima are over the returned list when it is complete).
    if (its.length < 200) for (let i = 1; i < its.length; i++) expect(score(its[i - 1])).toBeLessThanOrEqual(score(its[i]) + 1e-9);
  }
}
