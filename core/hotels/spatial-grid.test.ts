import { describe, expect, it } from "vitest";
import { haversineKm, matchHotels } from "./match.ts";
import { inventory } from "./inventory.ts";
import { nightFactor, nightlyRate, stayNights, stayPrice } from "./pricing.ts";
import { spatialGrid } from "./spatial-grid.ts";

describe("spatial grid (issue 26)", () => {
  it("finds exactly the hotels a scan of every hotel finds, at any radius", () => {
    const hotels = inventory().hotels;
    for (const [latitude, longitude] of [
      [14.5547, 121.0244],
      [11.9674, 121.9248],
      [10.3157, 123.8854],
      [7.07, 125.61],
      [0, 0],
    ] as const) {
      for (const radiusKm of [0.5, 2, 10, 50, 2000]) {
        const scan = hotels.filter((h) => haversineKm({ latitude, longitude }, h) <= radiusKm).map((h) => h.hotelId);
        const grid = spatialGrid(hotels)
          .candidates(latitude, longitude, radiusKm)
          .filter((h) => haversineKm({ latitude, longitude }, h) <= radiusKm)
          .map((h) => h.hotelId);
        expect(grid.sort()).toEqual(scan.sort());
      }
    }
  });

  it("answers a point search through the grid with the scan's hotels", () => {
    const found = matchHotels({ kind: "geo", latitude: 14.5547, longitude: 121.0244, radiusKm: 3 });
    const scan = inventory().hotels.filter((h) => Math.round(haversineKm({ latitude: 14.5547, longitude: 121.0244 }, h) * 100) / 100 <= 3);
    expect(found.map((f) => f.hotel.hotelId).sort()).toEqual(scan.map((h) => h.hotelId).sort());
  });

  it("prices a night from the cached factor exactly as before", () => {
    const room = inventory().hotels[3].rooms[0];
    for (const night of stayNights("2026-12-18", "2027-01-06")) {
      expect(nightlyRate(room, night).amount).toBe(Math.round(room.baseRatePesos * nightFactor(night)) * 100);
    }
    expect(stayPrice(room, "2027-03-26", "2027-03-30", 2).total.amount).toBeGreaterThan(0);
  });
});

describe("bounded memo of result lists (issue 26)", () => {
  it("drops the oldest lists past the item budget, so many small lists do not push out a large recent one", async () => {
    const { BoundedLists } = await import("./bounded-lists.ts");
    const memo = new BoundedLists<number>(100, 1000);
    memo.set(
      "big",
      Array.from({ length: 60 }, (_, i) => i),
    );
    for (let i = 0; i < 20; i++) memo.set(`small${i}`, [i, i]);
    expect(memo.get("big")?.length).toBe(60);
    memo.set(
      "other",
      Array.from({ length: 30 }, (_, i) => i),
    );
    expect(memo.get("big")).toBeUndefined();
    expect(memo.get("other")?.length).toBe(30);
    expect(memo.get("small19")).toEqual([19, 19]);
    const entries = new BoundedLists<number>(1_000_000, 3);
    for (let i = 0; i < 5; i++) entries.set(`k${i}`, [i]);
    expect(entries.size).toBe(3);
    expect(entries.get("k0")).toBeUndefined();
  });
});
