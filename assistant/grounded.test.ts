import { describe, expect, it } from "vitest";
import { php } from "../contracts/money.ts";
import { factsOf, isGrounded, ungroundedFacts } from "./grounded.ts";
import { chunkText } from "./stream.ts";

const fare = {
  totalFare: php(441_104),
  legs: [
    {
      segments: [
        {
          marketingAirline: "5J",
          flightNumber: "561",
          departureDateTime: "2026-12-04T06:05:00+08:00",
          arrivalDateTime: "2026-12-04T07:25:00+08:00",
        },
      ],
    },
  ],
};

describe("groundedness", () => {
  it("finds amounts, times, dates, flight numbers, references and hotel names in a reply", () => {
    const facts = factsOf("5J 561 at 6:05 AM on Fri, Dec 4 for ₱4,411.04; booking K7Q2ZM; Bituin Shores Resort from PHP 2,420");
    expect(facts.map((f) => [f.kind, f.key])).toEqual([
      ["amount", "441104"],
      ["amount", "242000"],
      ["time", "365"],
      ["date", "12-04"],
      ["flight", "5J561"],
      ["reference", "K7Q2ZM"],
      ["hotel", "bituin shores resort"],
    ]);
  });

  it("accepts a reply whose facts are all in the results, in any of their forms", () => {
    expect(ungroundedFacts("5J561 leaves at 6:05 AM on Dec 4 and lands at 07:25; ₱4,411.04 in all.", [fare])).toEqual([]);
    // Epoch milliseconds and facts written inside the results' own strings count too.
    const tide = { extremes: [{ t: Date.parse("2026-11-26T06:26:00+08:00"), h: -0.4 }], note: "Fee: ₱390.00" };
    expect(isGrounded("Low tide on Nov 26 at 6:26 AM; the fee is ₱390.", [tide])).toBe(true);
  });

  it("lists every invented price, time, date, flight, reference and hotel", () => {
    const text = "5J 562 at 6:15 AM on Dec 5 for ₱3,999.00, booking ZX81QP at the Coral Bay Hotel.";
    expect(ungroundedFacts(text, [fare]).map((f) => f.text)).toEqual([
      "₱3,999.00",
      "6:15 AM",
      "Dec 5",
      "5J 562",
      "ZX81QP",
      "Coral Bay Hotel",
    ]);
  });

  it("finds a known hotel name without a hotel word, and a price written as 3k", () => {
    expect(
      ungroundedFacts("Try Bituin Shores, from P3k a night.", [{ hotelName: "Bituin Shores", price: php(300_000) }], ["Bituin Shores"]),
    ).toEqual([]);
    expect(ungroundedFacts("Try Bituin Shores.", [{}], ["Bituin Shores"]).map((f) => f.kind)).toEqual(["hotel"]);
  });
});

describe("streaming chunks", () => {
  it("splits a reply into whole-word chunks that join back to the same text", () => {
    const text = "The cheapest flights from MNL to CEB on Fri, Dec 4:\n• 5J 561, 6:05 AM → 7:25 AM, ₱4,411.04";
    const chunks = chunkText(text, 16);
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.length === 0 || /^\S/.test(c)).toBe(true);
    expect(chunks.some((c) => c.includes("₱4,411.04"))).toBe(true);
  });
});
