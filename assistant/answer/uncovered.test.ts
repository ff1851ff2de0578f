/**
 * Stays asked for where we have no hotels: an honest limit, the nearest place we cover with its search
 * for the same dates, and the team; never a search question.
 */
import { describe, expect, it } from "vitest";
import type { ChatSlots } from "../../contracts/assistant.ts";
import type { AnswerTurn } from "./types.ts";
import { travellerRules } from "./traveller-rules.ts";
import { uncoveredFlight, uncoveredStay, uncoveredTrip, unknownEndName, unknownFlightEnd } from "./uncovered.ts";

const turn = (slots: ChatSlots, register: AnswerTurn["register"] = "en"): AnswerTurn => ({
  message: "…",
  understanding: { intent: "hotel_search", slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: null, clientIp: "198.51.100.8" },
  now: new Date("2026-12-01T01:00:00Z"),
  register,
});

describe("stays where we have no hotels (issue 24)", () => {
  it("names the nearest place we cover, with its hotels for the dates asked, and the team", () => {
    const a = uncoveredStay(turn({ place: "camiguin", checkIn: "2026-12-20", checkOut: "2026-12-22", adults: 4 }));
    expect(a?.intent).toBe("out_of_scope");
    expect(a?.text).toMatch(/We don't cover Camiguin yet.*The nearest place we cover is .+, about \d+ km away/);
    const hotels = new URL(a?.links[0]?.href ?? "", "http://x");
    expect(hotels.pathname).toBe("/hotels/results");
    expect(Object.fromEntries(hotels.searchParams)).toMatchObject({ checkInDate: "2026-12-20", checkOutDate: "2026-12-22", adults: "4" });
    expect(a?.links.at(-1)?.href).toMatch(/^\/contact/);
  });

  it("says our hotels are in the Philippines only for a place abroad", () => {
    const a = uncoveredStay(turn({ place: "japan" }, "taglish"));
    expect(a?.text).toMatch(/sa Philippines lang po/);
    expect(a?.links.map((l) => l.href)).toEqual([expect.stringMatching(/^\/contact/)]);
  });

  it("lets a place we cover go to the hotel search", () => {
    expect(uncoveredStay(turn({ place: "siargao" }))).toBeNull();
    expect(uncoveredStay(turn({}))).toBeNull();
  });
});

describe("flights to places no airline we sell flies to (issue 24)", () => {
  const flight = (slots: ChatSlots, register: AnswerTurn["register"] = "en"): AnswerTurn => ({
    ...turn(slots, register),
    understanding: { intent: "flight_search", slots, confidence: 1 },
  });

  it("says so, names the nearest airport we sell with its flights for the day asked, and the team", () => {
    const a = uncoveredFlight(flight({ origin: "MNL", departureDate: "2026-12-05", place: "camiguin" }));
    expect(a?.intent).toBe("out_of_scope");
    expect(a?.text).toContain("We don't sell flights to Camiguin.");
    expect(a?.text).toMatch(/nearest airport we sell flights to is Cagayan de Oro \(CGY\), about \d+ km away/);
    expect(a?.links.map((l) => l.href)).toEqual([
      "/flights/results?tripType=oneway&origin=MNL&destination=CGY&departureDate=2026-12-05&adults=1",
      "/contact",
    ]);
    expect(a?.text).not.toMatch(/\?/);
  });

  it("answers without a search question when no origin or day was given, and stays out of flights we sell", () => {
    const a = uncoveredFlight(flight({ place: "batanes" }, "taglish"));
    expect(a?.text).toMatch(/^Wala po kaming flights papuntang Batanes\./);
    expect(a?.links.map((l) => l.href)).toEqual(["/contact"]);
    expect(uncoveredFlight(flight({ origin: "MNL", destination: "CGY", departureDate: "2026-12-05" }))).toBeNull();
  });
});

describe("ways and flights to places we neither plan nor fly to, and airports we do not know", () => {
  const asked = (message: string, slots: ChatSlots, intent: AnswerTurn["understanding"]["intent"] = "transport_info"): AnswerTurn => ({
    ...turn(slots),
    message,
    understanding: { intent, slots, confidence: 1 },
  });

  it("says plainly that a ferry-only island is neither planned nor flown to, with the nearest airport", () => {
    const a = uncoveredTrip(asked("how do we reach Batanes from Manila by boat?", { from: "manila", to: "batanes" }));
    expect(a?.intent).toBe("out_of_scope");
    expect(a?.text).toMatch(/trip planner doesn't cover Batanes.*We don't sell flights to Batanes.*nearest airport/);
    expect(a?.links.at(-1)?.href).toBe("/contact");
    // A place the planner knows is the planner's to answer.
    expect(uncoveredTrip(asked("how to get to Cebu from Manila", { from: "manila", to: "cebu" }))).toBeNull();
    expect(uncoveredTrip(asked("Manila to Tagaytay by bus, how long?", { from: "manila", to: "tagaytay" }))).toBeNull();
  });

  it("names an airport we have never heard of, with no search question", () => {
    expect(unknownEndName("Kathmandu to Manila flights in March")).toBe("Kathmandu");
    expect(unknownEndName("cheap flights from Jeddah to Cebu")).toBe("Jeddah");
    expect(unknownEndName("Flights to Cebu from Manila")).toBeUndefined();
    expect(unknownEndName("Going to Davao from Cebu")).toBeUndefined();
    const a = unknownFlightEnd(asked("Kathmandu to Manila flights in March", { destination: "MNL" }, "fare_calendar"));
    expect(a?.intent).toBe("out_of_scope");
    expect(a?.text).not.toMatch(/where are you flying from/i);
    expect(a?.links.map((l) => l.href)).toEqual(["/contact"]);
  });
});

describe("who may fly and on what terms", () => {
  const fees = (message: string, slots: ChatSlots = { topic: "fare_rules" }): AnswerTurn => ({
    ...turn(slots),
    message,
    understanding: { intent: "fees_info", slots, confidence: 1 },
  });

  it("gives the passenger types and the companion rule for a baby's seat, never a refusal", () => {
    const a = travellerRules(fees("does my 9 month old need her own seat on the plane?"));
    expect(a?.intent).toBe("fees_info");
    expect(a?.text).toMatch(/under 2.*lap/);
    expect(a?.text).toMatch(/companion aged 18 or over/);
  });

  it("sends pregnancy and discount questions to the airline's rule, with the airlines page and the team", () => {
    const a = travellerRules(
      fees("at 31 weeks pregnant may I fly Cebu to Davao on Feb 3?", {
        topic: "fare_rules",
        origin: "CEB",
        destination: "DVO",
        date: "2027-02-03",
      }),
    );
    expect(a?.text).toMatch(/flying while pregnant/);
    expect(a?.text).not.toMatch(/medical advice/);
    expect(a?.links.map((l) => new URL(l.href, "http://x").pathname)).toEqual(["/flights/results", "/flights/airlines", "/contact"]);
    expect(travellerRules(fees("is there a student discount on your plane tickets?"))?.text).toMatch(
      /no separate senior citizen, PWD or student fare/,
    );
    expect(travellerRules(fees("what is the refund policy of the promo fare?"))).toBeNull();
  });
});

describe("flights to a place we have hotels in but no airport", () => {
  it("keeps the place so the answer names the nearest airport we sell", async () => {
    const { understand } = await import("../understand/understand.ts");
    const u = understand("any flights from Cebu to Tagaytay on Feb 20?", {}, new Date("2027-02-10T02:00:00Z"));
    expect(u.slots).toMatchObject({ origin: "CEB", place: "tagaytay" });
    const a = uncoveredFlight({ ...turn(u.slots), message: "any flights from Cebu to Tagaytay on Feb 20?", understanding: u });
    expect(a?.text).toMatch(/We don't sell flights to Tagaytay\. The nearest airport we sell flights to is .+ \([A-Z]{3}\)/);
  });
});
