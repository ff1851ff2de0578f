import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm, haversineMeters, isInPhilippines, nearest } from "./geo.ts";

describe("haversine distance (spec §9: Earth radius 6371 km)", () => {
  it("uses the spec's Earth radius", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it("is zero for the same point and symmetric", () => {
    const manila = { lat: 14.5995, lng: 120.9842 };
    const cebu = { lat: 10.3157, lng: 123.8854 };
    expect(haversineMeters(manila, manila)).toBe(0);
    expect(haversineMeters(manila, cebu)).toBeCloseTo(haversineMeters(cebu, manila), 6);
  });

  it("matches known distances", () => {
    // One degree of latitude on a 6371 km sphere: 2π·6371/360 = 111.195 km.
    expect(haversineKm({ lat: 10, lng: 123 }, { lat: 11, lng: 123 })).toBeCloseTo(111.195, 2);
    // A quarter of the equator: π/2 · 6371 = 10,007.5 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10007.54, 1);
    // NAIA (MNL) to Mactan–Cebu (CEB) is about 570 km as the crow flies.
    const km = haversineKm({ lat: 14.5086, lng: 121.0194 }, { lat: 10.3075, lng: 123.9794 });
    expect(km).toBeGreaterThan(560);
    expect(km).toBeLessThan(575);
  });

  it("tells 100 m moves apart from smaller ones", () => {
    const a = { lat: 14.5547, lng: 121.0244 };
    const north99 = { lat: a.lat + 99 / 111_195, lng: a.lng };
    const north101 = { lat: a.lat + 101 / 111_195, lng: a.lng };
    expect(haversineMeters(a, north99)).toBeLessThan(100);
    expect(haversineMeters(a, north101)).toBeGreaterThanOrEqual(100);
  });
});

describe("Philippine places", () => {
  it("knows what lies inside the archipelago", () => {
    expect(isInPhilippines({ lat: 11.9674, lng: 121.9248 })).toBe(true); // Boracay
    expect(isInPhilippines({ lat: 1.3521, lng: 103.8198 })).toBe(false); // Singapore
    expect(isInPhilippines({ lat: 22.3193, lng: 114.1694 })).toBe(false); // Hong Kong
  });

  it("finds the nearest place", () => {
    const places = [
      { code: "MNL", lat: 14.5086, lng: 121.0194 },
      { code: "CEB", lat: 10.3075, lng: 123.9794 },
    ];
    expect(nearest({ lat: 10.6, lng: 123.9 }, places)?.place.code).toBe("CEB");
    expect(nearest({ lat: 10.6, lng: 123.9 }, [])).toBeNull();
  });
});
