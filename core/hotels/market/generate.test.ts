import { describe, expect, it } from "vitest";
import { bookedNights, yearOfNights } from "./availability.ts";
import { generateMarket } from "./generate.ts";
import { landTest } from "./land.ts";
import { PROVINCES } from "./provinces.ts";

describe("market-size dataset (issue 26)", () => {
  it("lists every province (82) and Metro Manila, each with its capital on land", async () => {
    expect(PROVINCES.length).toBe(83);
    expect(PROVINCES.map((p) => p.code)).toContain("NCR");
  });

  it("is the same twice, covers every province, and puts every hotel on land near its town", async () => {
    const a = await generateMarket({ hotels: 4000 });
    const b = await generateMarket({ hotels: 4000 });
    expect(a.hotels.map((h) => [h.hotelId, h.hotelName, h.latitude, h.longitude, h.rooms.length])).toEqual(
      b.hotels.map((h) => [h.hotelId, h.hotelName, h.latitude, h.longitude, h.rooms.length]),
    );
    expect(new Set(a.hotels.map((h) => h.destination.code)).size).toBe(PROVINCES.length);
    expect(new Set(a.hotels.map((h) => h.hotelId)).size).toBe(a.hotels.length);
    expect(a.hotels.every((h) => /^[A-Z]{3}\d{5}$/.test(h.hotelId))).toBe(true);
    const isLand = await landTest();
    const off = a.hotels.filter((h) => !isLand(h) && !(h.latitude === h.area.latitude && h.longitude === h.area.longitude));
    expect(off.map((h) => h.hotelId)).toEqual([]);
    const far = a.hotels.filter((h) => Math.abs(h.latitude - h.area.latitude) > 0.05 || Math.abs(h.longitude - h.area.longitude) > 0.05);
    expect(far).toEqual([]);
  });

  it("books a night the same whatever the first night of the year is", async () => {
    const { hotels } = await generateMarket({ hotels: 200 });
    const h = hotels[17];
    const fromA = bookedNights(h, yearOfNights("2026-12-01", 60));
    const fromB = bookedNights(h, yearOfNights("2026-12-15", 60)).filter((n) => n.night < "2027-01-30");
    expect(fromB).toEqual(fromA.filter((n) => n.night >= "2026-12-15"));
    for (const n of fromA) {
      expect(n.booked).toBeGreaterThanOrEqual(1);
      expect(n.booked).toBeLessThanOrEqual(n.units);
    }
  });
});
