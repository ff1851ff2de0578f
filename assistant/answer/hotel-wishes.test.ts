import { describe, expect, it } from "vitest";
import { HOTEL_AMENITIES } from "../../contracts/hotels.ts";
import { AMENITIES } from "../understand/hotel-qualifiers.ts";
import { hotelWishes } from "./hotel-wishes.ts";

describe("hotel wishes as the search applies them", () => {
  it("passes area, point, stars and amenities to the search by our hotels' names", () => {
    const w = hotelWishes("Coron", { area: "Coron Poblacion", near: "pier", stars: 3, amenities: ["pool", "wifi"] }, "", "en");
    expect(w.filters).toEqual({
      area: "Coron Poblacion",
      near: "Coron Port (Tagumpay Pier)",
      minRating: 3,
      amenities: ["Swimming pool", "Free Wi-Fi"],
    });
    expect(w.what).toBe(" near Coron Port (Tagumpay Pier), 3 stars or more, with swimming pool and free wi-fi");
    expect(w.notApplied).toBe("");
    // The search keeps hotels with any amenity asked; the reply only those with all of them.
    expect(w.keeps({ amenities: ["Swimming pool"] })).toBe(false);
    expect(w.keeps({ amenities: ["Free Wi-Fi", "Swimming pool", "Spa"] })).toBe(true);
  });

  it("says plainly what it could not apply", () => {
    const w = hotelWishes("Bohol", { area: "Station 2" }, "a quiet place with sea view", "en");
    expect(w.filters).toEqual({});
    expect(w.notApplied).toContain('I could not find "Station 2" in Bohol');
    expect(w.notApplied).toContain('I could not apply "quiet" and "sea view"');
  });

  it("names only amenities our hotels have", () => {
    for (const a of Object.values(AMENITIES)) for (const n of a.names) expect(HOTEL_AMENITIES).toContain(n);
  });
});
