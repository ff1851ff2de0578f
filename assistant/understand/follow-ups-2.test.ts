/**
 * Short follow-ups and what a conversation carries when the question changes kind (issue 24, blind-10's
 * kinds), with the memory kept as the engine keeps it.
 */
import { describe, expect, it } from "vitest";
import { findQuantities } from "./quantities.ts";
import { readHotelPlaces, takeHotelWishes } from "./hotel-qualifiers.ts";
import { findPlaces } from "./gazetteer.ts";
import { understand } from "./understand.ts";
import { talker } from "./talk.fixture.ts";

const now = new Date("2026-12-05T03:00:00Z");

const talk = talker(now, { memory: true });

describe("budgets, wishes and areas as written", () => {
  it("reads a nightly budget with 'lang' or 'pababa', and 'wag lalampas'", () => {
    expect(findQuantities("1,200 lang kada gabi").maxPrice).toEqual({ amount: 120000, currency: "PHP" });
    expect(findQuantities("1500 pababa").maxPrice).toEqual({ amount: 150000, currency: "PHP" });
    expect(findQuantities("huwag lalampas 2k").maxPrice).toEqual({ amount: 200000, currency: "PHP" });
  });

  it("reads 'bfast' as breakfast and a view 'sang/ng Mayon' as a mountain view", () => {
    expect(takeHotelWishes("with pool and bfast").amenities).toEqual(expect.arrayContaining(["breakfast"]));
    expect(takeHotelWishes("may view ng taal").amenities).toEqual(["mountain-view"]);
  });

  it("reads a road written short, and near an area as a stay in it", () => {
    const text = "hotel near session rd";
    expect(readHotelPlaces(text, findPlaces(text))).toMatchObject({ area: "Session Road" });
    const it2 = "hotel malapit sa camp john hay";
    expect(readHotelPlaces(it2, findPlaces(it2))).toMatchObject({ area: "Camp John Hay", near: expect.any(String) });
  });
});

describe("follow-ups", () => {
  it("takes 'make it the earliest' as the first flight of the day, not of the part of the day said before", () => {
    const [, earliest] = talk("Davao to Manila Jan 8 afternoon", "make it the earliest");
    expect(earliest.slots.timeOfDay).toBeUndefined();
    expect(earliest.slots.sort).toBe("earliest");
  });

  it("counts a stay's nights from the flight's day when the hotel comes after a flight", () => {
    const [, stay] = talk("Manila to Davao Jan 8", "hotel there for three nights");
    expect(stay.slots).toMatchObject({ checkIn: "2027-01-08", checkOut: "2027-01-11" });
  });

  it("reads the way back said after a stay as the flight home", () => {
    const [, , home] = talk("Cebu to Manila Dec 20, 2 kami", "hotel sa Makati 3 nights", "tapos uwi Dec 23 umaga");
    expect(home).toMatchObject({
      intent: "flight_search",
      slots: { origin: "MNL", destination: "CEB", departureDate: "2026-12-23", timeOfDay: "morning", adults: 2 },
    });
  });

  it("keeps the area of a stay for a weather question after an advisory about the same place", () => {
    const turns = talk("hotel in Camp John Hay Dec 20 to 22", "any advisory for Baguio?", "weather there on the 21st?");
    expect(turns[2]).toMatchObject({ intent: "weather_info", slots: { area: "Camp John Hay" } });
  });
});

describe("whom to call, a route in a longer message, a point asked after a stay", () => {
  it("reads a number to call in a typhoon as the emergency numbers", () => {
    expect(understand("kung may bagyo, anong number ang tatawagan pag emergency?", {}, now).slots.topic).toBe("emergency");
    expect(understand("may signal ba ng bagyo sa Samar?", {}, now).slots.topic).toBe("signal");
  });

  it("takes the place right before 'to' as where from, whatever other places were named", () => {
    expect(understand("Meetings in Iloilo and Bacolod later. First: Davao to Cebu on Friday", {}, now).slots).toMatchObject({
      origin: "DVO",
      destination: "CEB",
    });
  });

  it("finds 'near the airport' said after a stay at that destination's airport", () => {
    const [, near] = talk("hotel sa Mactan Dec 20 to 22", "malapit sa airport sana");
    expect(near.slots.near).toMatch(/airport/i);
  });
});
