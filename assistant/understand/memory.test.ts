import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { recall, remember } from "./memory.ts";
import { understand } from "./understand.ts";

// Tuesday 1 December 2026, 09:00 in Manila.
const now = new Date("2026-12-01T01:00:00Z");

describe("what a conversation remembers across kinds of question (issue 24)", () => {
  it("keeps a flight's place, days and party in one vocabulary", () => {
    const m = remember(undefined, {
      origin: "CEB",
      destination: "PPS",
      departureDate: "2026-12-18",
      returnDate: "2026-12-22",
      adults: 2,
      infants: 1,
    });
    expect(m).toEqual({ place: "puerto-princesa", origin: "CEB", date: "2026-12-18", dateTo: "2026-12-22", adults: 2, infants: 1 });
    // A later one-day question moves the day and forgets the old range.
    expect(remember(m, { place: "puerto-princesa", date: "2026-12-19" })).toMatchObject({ date: "2026-12-19" });
    expect(remember(m, { place: "puerto-princesa", date: "2026-12-19" }).dateTo).toBeUndefined();
  });

  it("fills only what the new question leaves out", () => {
    const m = { place: "siargao", date: "2026-12-10", dateTo: "2026-12-14", adults: 3 };
    expect(recall("hotel_search", {}, m)).toEqual({ place: "siargao", checkIn: "2026-12-10", checkOut: "2026-12-14", adults: 3 });
    expect(recall("hotel_search", { place: "cebu" }, m, 2)).toMatchObject({ place: "cebu", checkIn: "2026-12-10", checkOut: "2026-12-12" });
    expect(recall("flight_search", { origin: "MNL" }, m)).toMatchObject({ origin: "MNL", destination: "IAO", departureDate: "2026-12-10" });
    expect(recall("tide", { date: "2026-12-11" }, m)).toEqual({ place: "siargao", date: "2026-12-11" });
  });

  it("carries a flight's days and party into a hotel question that names none", () => {
    const context: ChatContext = {
      lastIntent: "flight_search",
      slots: { origin: "MNL", destination: "TAG", departureDate: "2026-12-20", adults: 2, children: 1 },
      memory: { place: "bohol", origin: "MNL", date: "2026-12-20", adults: 2, children: 1 },
    };
    const u = understand("resort with a pool, 4 nights", context, now);
    expect(u.intent).toBe("hotel_search");
    expect(u.slots).toMatchObject({ place: "bohol", checkIn: "2026-12-20", checkOut: "2026-12-24", adults: 2, children: 1 });
  });

  it("reads a short refinement as narrowing the last answer, not as a new subject", () => {
    const context: ChatContext = {
      lastIntent: "hotel_search",
      slots: { place: "cebu", checkIn: "2026-12-20", checkOut: "2026-12-22", adults: 2 },
    };
    for (const m of ["with breakfast?", "mas mura po?", "may parking ba?"]) {
      expect(understand(m, context, now).intent, m).toBe("hotel_search");
      expect(understand(m, context, now).slots, m).toMatchObject({ place: "cebu", checkIn: "2026-12-20" });
    }
  });
});

describe("follow-ups that act on the last answer (issue 24)", () => {
  it("takes a number of nights as the stay's new length", () => {
    const context: ChatContext = { lastIntent: "hotel_search", slots: { place: "bohol", checkIn: "2026-12-10", checkOut: "2026-12-13" } };
    expect(understand("3 gabi na lang", context, now).slots).toMatchObject({ checkIn: "2026-12-10", checkOut: "2026-12-13" });
    expect(understand("make it 5 nights", context, now).slots).toMatchObject({ checkIn: "2026-12-10", checkOut: "2026-12-15" });
  });

  it("reads a day picked after a fare calendar as that day's flights", () => {
    const context: ChatContext = { lastIntent: "fare_calendar", slots: { origin: "CEB", destination: "DVO", month: 2 } };
    const u = understand("Feb 11 na lang, 2 kami", context, now);
    expect(u.intent).toBe("flight_search");
    expect(u.slots).toMatchObject({ origin: "CEB", destination: "DVO", departureDate: "2027-02-11", adults: 2 });
  });

  it("reads a cancellation question right after hotels as the hotels'", () => {
    const context: ChatContext = { lastIntent: "hotel_search", slots: { place: "siargao", checkIn: "2026-12-10" } };
    expect(understand("free cancellation ba?", context, now).intent).toBe("hotel_search");
  });

  it("reads a route with its two ends and a day as a flight, even mid-conversation about the place", () => {
    const context: ChatContext = { lastIntent: "destination_info", slots: { place: "iloilo" } };
    const u = understand("ceb-ilo jan 9 4 kami", context, now);
    expect(u.intent).toBe("flight_search");
    expect(u.slots).toMatchObject({ origin: "CEB", destination: "ILO", departureDate: "2027-01-09", adults: 4 });
  });

  it("starts a flight from where a trip question started ('galing Davao'), and keeps Taglish words as typed", () => {
    const context: ChatContext = {
      lastIntent: "transport_info",
      slots: { from: "davao", to: "panglao" },
      memory: remember(undefined, { from: "davao", to: "panglao" }),
    };
    const u = understand("flight na lang, Dec 18, ako tsaka si kuya", context, now);
    expect(u.slots).toMatchObject({ origin: "DVO", destination: "TAG", departureDate: "2026-12-18", adults: 2 });
  });
});

describe("a trip asked with needs or a family (issue 24)", () => {
  it("searches the flight of a traveller who needs a wheelchair, and counts a 12-year-old or older as an adult on it", () => {
    const u = understand("Lola uses a wheelchair. Cebu to Manila on Dec 9, me, lola and my kids aged 13 and 7", { slots: {} }, now);
    expect(u.intent).toBe("flight_search");
    expect(understand("can we bring our cat?", { slots: {} }, now).intent).toBe("contact");
    const kids = understand("CEB to DVO Dec 9 for 2 adults and 3 kids (5, 9 and 12)", { slots: {} }, now);
    expect(kids.slots).toMatchObject({ adults: 3, children: 2, childrenAges: [5, 9] });
  });
});
