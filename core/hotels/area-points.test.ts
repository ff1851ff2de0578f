import { describe, expect, it } from "vitest";
import type { HotelSearchResult } from "../../contracts/hotels.ts";
import { AIRPORTS } from "../flights/data/airports.ts";
import { areaLabels, areasNamed, destinationNamed, kmFrom, pointNamed } from "./area-points.ts";
import { DESTINATIONS } from "./destinations.ts";
import { filterResults, NEAR_KM } from "./result-list.ts";

const d = (name: string) => {
  const found = destinationNamed(name);
  if (!found) throw new Error(name);
  return found;
};

describe("areas and points of the hotel destinations", () => {
  it("finds areas by name, a part of it or an alias; a shared name stands for every area it names", () => {
    expect(areasNamed(d("Metro Manila"), "The Fort").map((a) => a.name)).toEqual(["Bonifacio Global City"]);
    expect(areasNamed(d("Bohol"), "panglao island").map((a) => a.name)).toEqual(["Alona Beach, Panglao", "Dumaluan, Panglao"]);
    expect(areasNamed(d("Boracay"), "Makati")).toEqual([]);
  });

  it("finds points by name or alias, and the airport or port by the word alone", () => {
    expect(pointNamed(d("Coron"), "pier")?.name).toBe("Coron Port (Tagumpay Pier)");
    expect(pointNamed(d("Metro Manila"), "NAIA T3")?.kind).toBe("airport");
    expect(pointNamed(d("Vigan"), "airport")).toBeNull();
  });

  it("puts every point and area near its destination, and airports where the airport table has them", () => {
    for (const dest of DESTINATIONS) {
      for (const p of dest.points ?? []) {
        expect(kmFrom(dest, p), `${p.name} from ${dest.name}`).toBeLessThan(150);
        const airport = p.iata ? AIRPORTS.find((a) => a.code === p.iata) : undefined;
        if (airport) expect(kmFrom(airport, p)).toBe(0);
      }
      for (const a of dest.areas) expect(areaLabels(a).length).toBeGreaterThan(0);
    }
  });

  it("filters results to an area and measures them from a point, within reach", () => {
    const hotel = (id: string, area: string, latitude: number, longitude: number) =>
      ({
        hotelId: id,
        hotelName: id,
        city: "Siargao",
        area,
        latitude,
        longitude,
        distance: 9,
        starRating: 3,
        amenities: [],
        basePrice: { amount: 100_000, currency: "PHP" },
      }) as unknown as HotelSearchResult;
    const list = [hotel("a", "General Luna", 9.79, 126.16), hotel("b", "Pilar", 9.86, 126.1), hotel("c", "Cloud 9", 9.8131, 126.1649)];
    expect(filterResults(list, { area: "Gen Luna" }).map((h) => h.hotelId)).toEqual(["a"]);
    const near = filterResults(list, { near: "Cloud 9" });
    expect(near.map((h) => h.hotelId)).toEqual(["a", "c"]);
    expect(near.every((h) => h.distance <= NEAR_KM)).toBe(true);
    expect(near.find((h) => h.hotelId === "c")?.distance).toBe(0);
    // A name the destination does not have filters nothing.
    expect(filterResults(list, { area: "Makati" })).toHaveLength(3);
  });
});
