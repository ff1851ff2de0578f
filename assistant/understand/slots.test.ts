import { describe, expect, it } from "vitest";
import { findPlaces } from "./gazetteer.ts";
import { keepFor, missingSlots, nextContext, placeRoles } from "./slots.ts";

const roles = (text: string) => {
  const r = placeRoles(text, findPlaces(text));
  return { origin: r.origin?.place.id, destination: r.destination?.place.id, single: r.single?.place.id };
};

describe("slots", () => {
  it("tells origin from destination however the route is written", () => {
    expect(roles("flights to siargao from cebu")).toMatchObject({ origin: "cebu", destination: "siargao" });
    expect(roles("lipad pa-davao galing sugbo")).toMatchObject({ origin: "cebu", destination: "davao" });
    expect(roles("mnl-pps")).toMatchObject({ origin: "manila", destination: "puerto-princesa" });
    expect(roles("iloilo manila")).toMatchObject({ origin: "iloilo", destination: "manila" });
    expect(roles("boracay or siargao")).toEqual({ origin: undefined, destination: undefined, single: "boracay" });
    expect(roles("el nido, palawan")).toMatchObject({ single: "el-nido" });
  });

  it("keeps the slots an intent uses and asks for the missing ones in order", () => {
    expect(keepFor("tide", { place: "coron", adults: 2, date: "2026-11-26" })).toEqual({ place: "coron", date: "2026-11-26" });
    expect(missingSlots({ intent: "flight_search", slots: { destination: "CEB" } })).toEqual(["origin", "departureDate"]);
    expect(missingSlots({ intent: "small_talk", slots: {} })).toEqual([]);
  });

  it("stores the awaited slot, and small talk does not wipe the conversation", () => {
    const previous = { lastIntent: "hotel_search" as const, slots: { place: "cebu" } };
    expect(nextContext({ intent: "hotel_search", slots: {}, confidence: 1 }, {})).toEqual({
      lastIntent: "hotel_search",
      slots: {},
      awaiting: "place",
    });
    expect(nextContext({ intent: "small_talk", slots: {}, confidence: 1 }, previous)).toEqual(previous);
  });
});
