import { describe, expect, it } from "vitest";
import { groupByDeparture, journeyKey, legKey, LEG_KEY, outboundChoices, returnChoices } from "./departures.ts";

const leg = (flights: string[], at: string) => ({
  segments: flights.map((f) => ({ marketingAirline: f.slice(0, 2), flightNumber: f.slice(2), departureDateTime: at })),
});
const fare = (family: string, amount: number, ...legs: ReturnType<typeof leg>[]) => ({
  fareFamily: family,
  totalFare: { amount, currency: "PHP" },
  legs,
});

describe("flights grouped by departure", () => {
  // Sorted by price as the engine answers: three families on two departures.
  const a = leg(["5J557"], "2026-12-18T06:00:00+08:00");
  const b = leg(["PR1845", "PR2345"], "2026-12-18T09:00:00+08:00");
  const sorted = [
    fare("tipid", 2000, a),
    fare("economy-saver", 2500, b),
    fare("sulit", 2600, a),
    fare("economy-classic", 3100, b),
    fare("ginhawa", 3400, a),
  ];

  it("lists each departure once, where its cheapest fare stands, with its fares cheapest first", () => {
    const groups = groupByDeparture(sorted);
    expect(groups.map((g) => g.key)).toEqual(["5J557", "PR1845.PR2345"]);
    expect(groups[0].fares.map((f) => f.fareFamily)).toEqual(["tipid", "sulit", "ginhawa"]);
    expect(groups[1].fares.map((f) => f.totalFare.amount)).toEqual([2500, 3100]);
  });

  it("keeps the engine's order for other sorts (a departure comes where its best-placed fare is)", () => {
    const fastestFirst = [sorted[3], sorted[0], sorted[1]];
    const groups = groupByDeparture(fastestFirst);
    expect(groups.map((g) => g.key)).toEqual(["PR1845.PR2345", "5J557"]);
    expect(groups[0].fares.map((f) => f.fareFamily)).toEqual(["economy-saver", "economy-classic"]);
  });

  it("names legs in a form the URL can carry and check", () => {
    expect(legKey(b)).toBe("PR1845.PR2345");
    expect(journeyKey(fare("x", 1, a, b))).toBe("5J557_PR1845.PR2345");
    expect(LEG_KEY.test("PR1845.PR2345")).toBe(true);
    expect(LEG_KEY.test("PR1845<script>")).toBe(false);
  });
});

describe("a return trip in two steps", () => {
  const out1 = leg(["5J557"], "2026-12-18T06:00:00+08:00");
  const out2 = leg(["5J561"], "2026-12-18T10:00:00+08:00");
  const back1 = leg(["5J558"], "2026-12-22T08:00:00+08:00");
  const back2 = leg(["5J562"], "2026-12-22T19:00:00+08:00");
  const pairs = [
    fare("tipid", 4000, out1, back2),
    fare("tipid", 4200, out1, back1),
    fare("tipid", 4300, out2, back2),
    fare("sulit", 4900, out1, back2),
    fare("sulit", 5100, out1, back1),
  ];

  it("step 1: each outbound once, with the cheapest round trip in each fare family", () => {
    const choices = outboundChoices(pairs);
    expect(choices.map((c) => c.key)).toEqual(["5J557", "5J561"]);
    expect(choices[0].fares.map((f) => [f.fareFamily, f.totalFare.amount])).toEqual([
      ["tipid", 4000],
      ["sulit", 4900],
    ]);
    expect(choices[1].fares.map((f) => f.fareFamily)).toEqual(["tipid"]);
  });

  it("step 2: the returns for the chosen outbound and fare, each with the round-trip total", () => {
    const returns = returnChoices(pairs, "5J557", "sulit", "cheapest");
    expect(returns.map((p) => [legKey(p.legs[1]), p.totalFare.amount])).toEqual([
      ["5J562", 4900],
      ["5J558", 5100],
    ]);
    expect(returnChoices(pairs, "5J557", "sulit", "earliest").map((p) => legKey(p.legs[1]))).toEqual(["5J558", "5J562"]);
    expect(returnChoices(pairs, "5J557", "sulit", "latest").map((p) => legKey(p.legs[1]))).toEqual(["5J562", "5J558"]);
    expect(returnChoices(pairs, "5J561", "sulit", "cheapest")).toEqual([]);
  });
});
