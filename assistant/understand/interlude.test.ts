/**
 * A search, a question of another kind, then a change to the search ("make it the 9th instead", "3 nights
 * na lang"): the change goes to the search, from the conversation's memory, and a question's own day (the
 * weather now) never moves the trip's days. Also the short follow-ups the ninth blind set showed missed:
 * "the last flight" is the day's latest, "tsaka baby" one infant more, Ilocano "nalaklaka" cheaper.
 * Sentences of our own.
 */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { remember } from "./memory.ts";
import { nextContext, understand } from "./understand.ts";

// Wednesday 10 February 2027, 10:00 in Manila.
const now = new Date("2027-02-10T02:00:00Z");

/** Runs the turns as a conversation (context and memory as the engine keeps them) and gives each understanding. */
function talk(...turns: string[]) {
  let context: ChatContext = {};
  return turns.map((m) => {
    const u = understand(m, context, now);
    context = { ...nextContext(u, context), memory: remember(context.memory, u.slots) };
    return u;
  });
}

describe("a change to the search after a question of another kind", () => {
  it("changes the flight's day after a safety question, keeping its part of the day", () => {
    const [, , changed] = talk("Davao to Iloilo Feb 20, solo, afternoon", "is there a storm signal in Iloilo?", "ok the 21st na lang");
    expect(changed.intent).toBe("flight_search");
    expect(changed.slots).toMatchObject({ origin: "DVO", destination: "ILO", departureDate: "2027-02-21", timeOfDay: "afternoon" });
  });

  it("changes the stay's nights after a weather question about today", () => {
    const [, , changed] = talk("Baguio hotel Feb 19, 1 night, 3 adults", "malamig ba doon today?", "3 nights na lang");
    expect(changed.intent).toBe("hotel_search");
    expect(changed.slots).toMatchObject({ place: "baguio", checkIn: "2027-02-19", checkOut: "2027-02-22", adults: 3 });
  });

  it("keeps the trip's last day through a question on its first ('those nights')", () => {
    const turns = talk(
      "Manila to Coron Feb 14, back Feb 18, 2 adults",
      "how's the weather there that week?",
      "hotel in Coron for those nights",
    );
    expect(turns[2].slots).toMatchObject({ checkIn: "2027-02-14", checkOut: "2027-02-18" });
  });
});

describe("another day asked of the question just answered", () => {
  it("keeps a tide question a tide question ('and on Sunday?'), though a search came before", () => {
    const [, , again] = talk("hotel in Coron Feb 20 to 22, 2 adults", "low tide in Coron on Feb 20?", "and on Sunday?");
    expect(again.intent).toBe("tide");
  });
});

describe("short follow-ups", () => {
  it("reads the last flight as the latest, not the last card", () => {
    const [, last] = talk("Cebu to Manila Feb 15, 1 adult", "the last flight please");
    expect(last.intent).toBe("flight_search");
    expect(last.slots.sort).toBe("latest");
  });

  it("counts a baby said with 'tsaka' or 'and a', and reads Ilocano 'nalaklaka' as cheaper", () => {
    expect(understand("Iloilo to Manila Feb 20, 2 adults 1 kid 7 tsaka baby", {}, now).slots.infants).toBe(1);
    expect(understand("hotel in Bohol Feb 20 to 22, 2 adults and a baby", {}, now).slots.infants).toBe(1);
    const [, cheaper] = talk("Laoag to Manila Feb 16, 1 adult", "adda nalaklaka?");
    expect(cheaper.slots.sort).toBe("cheapest");
  });

  it("reads Pangasinan 'manlapu' as from and 'onla ed' as to, and days as aldaw or adlaw", () => {
    expect(understand("Kasano so onla ed El Nido manlapu ed Puerto Princesa?", {}, now).slots).toMatchObject({
      from: "puerto-princesa",
    });
    expect(understand("itinerary sa Bohol, upat ka adlaw", {}, now).slots.days).toBe(4);
  });
});
