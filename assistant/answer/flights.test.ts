/** One card per flight: a flight's fare families, and a round trip's return choices, never as cards of their own. */
import { describe, expect, it } from "vitest";
import type { FareItinerary } from "../../contracts/flights.ts";
import { flightsOf } from "./flights.ts";

const leg = (no: string, at: string) => ({ segments: [{ marketingAirline: "5J", flightNumber: no, departureDateTime: at }] });
const fare = (out: string, back: string | null, family: string, pesos: number) =>
  ({
    legs: [leg(out, "2026-12-19T06:05:00+08:00"), ...(back ? [leg(back, "2026-12-22T18:40:00+08:00")] : [])],
    fareFamilyName: family,
    totalFare: { amount: pesos * 100, currency: "PHP" },
  }) as unknown as FareItinerary;

describe("flights as the assistant shows them (issue 24)", () => {
  it("gives one flight with each fare family once, cheapest first", () => {
    const offers = flightsOf([fare("617", null, "Go Easy", 3900), fare("617", null, "Basic", 2900), fare("619", null, "Basic", 3100)]);
    expect(offers.map((o) => o.fares.map((f) => f.fareFamilyName))).toEqual([["Basic", "Go Easy"], ["Basic"]]);
  });

  it("shows a round trip's flight out once, at its cheapest return, whatever flight comes back", () => {
    const offers = flightsOf([
      fare("617", "618", "Basic", 6100),
      fare("617", "620", "Basic", 5800),
      fare("617", "620", "Go Easy", 7900),
      fare("619", "618", "Basic", 6400),
    ]);
    expect(offers).toHaveLength(2);
    expect(offers[0]!.fares.map((f) => [f.fareFamilyName, f.totalFare.amount])).toEqual([
      ["Basic", 580_000],
      ["Go Easy", 790_000],
    ]);
  });
});
