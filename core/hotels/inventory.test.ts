import { describe, expect, it } from "vitest";
import { DESTINATIONS, findPlace } from "./destinations.ts";
import { haversineKm } from "./match.ts";
import { findHotel, inventory } from "./inventory.ts";
import { easterSunday } from "../../contracts/calendar.ts";
import { cancellationPolicy, nightlyRate, refundFor, seasonOf, stayPrice } from "./pricing.ts";

describe("embedded inventory", () => {
  it("has several hundred hotels with unique stable codes inside their areas", () => {
    const { hotels } = inventory();
    expect(hotels.length).toBeGreaterThanOrEqual(400);
    expect(new Set(hotels.map((h) => h.hotelId)).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.hotelName)).size).toBe(hotels.length);
    for (const h of hotels) {
      expect(h.hotelId).toMatch(/^[A-Z]{3}\d{3}$/);
      // Within the area's spread, or a little past it where a point in the sea moved to the shore (coast.ts).
      expect(haversineKm(h.area, h)).toBeLessThanOrEqual(h.area.spreadKm + 0.5);
      expect(h.starRating).toBeGreaterThanOrEqual(2);
      expect(h.rooms.length).toBeGreaterThanOrEqual(2);
      for (const r of h.rooms) expect(r.units).toBeGreaterThan(0);
    }
    expect(findHotel("bor001")?.destination.name).toBe("Boracay");
  });
  it("is the same on every build (codes and prices)", () => {
    const h = findHotel("CEB007")!;
    expect(h.hotelId).toBe("CEB007");
    expect(`${h.hotelName}|${h.rooms.map((r) => r.baseRatePesos).join(",")}`).toMatchSnapshot();
  });
  it("covers every travel-circuit destination and the main cities", () => {
    for (const name of [
      "Boracay",
      "Bohol",
      "Cebu",
      "El Nido",
      "Coron",
      "Siargao",
      "Baguio",
      "Davao",
      "Legazpi",
      "Puerto Princesa",
      "Metro Manila",
      "Iloilo",
      "Tagaytay",
    ])
      expect(findPlace(name), name).not.toBeNull();
    expect(findPlace("makati")?.destination.code).toBe("MNL");
    expect(findPlace("Alona Beach")?.destination.code).toBe("TAG");
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(20);
  });
});

describe("pricing", () => {
  it("knows Easter and the seasons", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(seasonOf("2026-12-25")).toBe("christmas");
    expect(seasonOf("2027-01-02")).toBe("christmas");
    expect(seasonOf("2027-03-25")).toBe("holy-week");
    expect(seasonOf("2027-05-10")).toBe("peak");
    expect(seasonOf("2026-08-10")).toBe("lean");
  });
  it("charges more on weekends, in season and as rooms fill", () => {
    const room = { baseRatePesos: 3000, units: 10 };
    expect(nightlyRate(room, "2026-08-11").amount).toBe(255_000); // Tuesday, lean: 3000 × 0.85
    expect(nightlyRate(room, "2026-08-14").amount).toBeGreaterThan(nightlyRate(room, "2026-08-11").amount); // Friday
    expect(nightlyRate(room, "2026-12-24").amount).toBeGreaterThan(nightlyRate(room, "2026-12-08").amount);
    expect(nightlyRate(room, "2026-08-11", 10, 10).amount).toBe(Math.round(3000 * 0.85 * 1.25) * 100);
    const p = stayPrice(room, "2026-08-10", "2026-08-13", 2);
    expect(p.nights).toBe(3);
    expect(p.total.amount % 100).toBe(0);
  });
  it("refunds under the policy", () => {
    const free = cancellationPolicy({ freeCancellationDays: 3 }, "2026-12-10");
    expect(free.freeCancellationUntil).toBe("2026-12-07");
    const total = { amount: 1_000_000, currency: "PHP" };
    expect(refundFor(free, total, "2026-12-07", "2026-12-10").amount).toBe(1_000_000);
    expect(refundFor(free, total, "2026-12-08", "2026-12-10").amount).toBe(500_000);
    expect(refundFor(free, total, "2026-12-10", "2026-12-10").amount).toBe(0);
    const nonRef = cancellationPolicy({ freeCancellationDays: null }, "2026-12-10");
    expect(nonRef.cancellable).toBe(false);
    expect(refundFor(nonRef, total, "2026-11-01", "2026-12-10").amount).toBe(0);
  });
});
