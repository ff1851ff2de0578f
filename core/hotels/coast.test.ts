import { describe, expect, it } from "vitest";
import { haversineMeters } from "../../contracts/geo.ts";
import { coastBox, coastBoxesAround, keepOnLand, onLand } from "./coast.ts";
import { DESTINATIONS } from "./destinations.ts";
import { inventory } from "./inventory.ts";

describe("the coast around the hotel destinations", () => {
  it("has land for every destination, Boracay's island included", () => {
    for (const d of DESTINATIONS) expect(coastBox(d.code)?.rings.length, d.code).toBeGreaterThan(0);
    const boracay = coastBox("BOR")!;
    // Mid-island, between White Beach and Bulabog (the country outline has no Boracay at all).
    expect(onLand(boracay, { latitude: 11.962, longitude: 121.928 })).toBe(true);
    expect(onLand(boracay, { latitude: 11.96, longitude: 121.9 })).toBe(false); // the Sibuyan Sea off White Beach
    expect(coastBoxesAround({ west: 121.9, east: 121.95, south: 11.9, north: 12 }).map((b) => b.destination)).toContain("BOR");
  });

  it("keeps every generated hotel on land", () => {
    const offshore = inventory().hotels.filter((h) => !onLand(coastBox(h.destination.code)!, h));
    expect(offshore.map((h) => h.hotelId)).toEqual([]);
  });

  it("moves a point in the sea to the nearest shore, a little inland, and leaves a point on land alone", () => {
    const sea = { latitude: 11.96, longitude: 121.915 };
    const moved = keepOnLand("BOR", sea, { latitude: 11.962, longitude: 121.928 });
    expect(onLand(coastBox("BOR")!, moved)).toBe(true);
    expect(haversineMeters({ lat: sea.latitude, lng: sea.longitude }, { lat: moved.latitude, lng: moved.longitude })).toBeLessThan(1500);
    const land = { latitude: 11.962, longitude: 121.928 };
    expect(keepOnLand("BOR", land, land)).toBe(land);
  });
});
