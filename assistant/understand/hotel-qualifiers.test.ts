import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";
import { findAmenities, takeStars, unsearchableWishes } from "./hotel-qualifiers.ts";

const now = new Date("2026-11-25T02:00:00Z");
const read = (m: string) => understand(m, {}, now);

describe("hotel qualifiers", () => {
  it("reads an area alone as its destination and the area", () => {
    expect(read("resort sa Alona Beach, jan 5 to 8")).toMatchObject({ intent: "hotel_search", slots: { place: "bohol" } });
    expect(read("resort sa Alona Beach, jan 5 to 8").slots.area).toMatch(/alona/i);
    expect(read("hotel in Lanang, Davao for 2 nights from Dec 3").slots).toMatchObject({ area: "Lanang" });
    expect(read("need a room in Ortigas dec 9-11").slots).toMatchObject({ area: "Ortigas Center" });
  });

  it("tells apart two destinations' areas of the same name by the place named", () => {
    expect(read("hotel in Sabang, Puerto Galera, Dec 3 to 5").slots).toMatchObject({ area: "Sabang Beach" });
    expect(read("hotel in Sabang, Puerto Princesa, Dec 3 to 5").slots).toMatchObject({ area: "Sabang" });
  });

  it("reads a long area name as that area though a shorter place hides in it", () => {
    expect(read("hotel in Corong-Corong, Dec 3 to 5").slots).toMatchObject({ place: "el-nido", area: "Corong-Corong" });
  });

  it("keeps a point several destinations have as said, for the conversation's place", () => {
    const u = understand("hotel near the Baywalk", { lastIntent: "hotel_search", slots: { place: "puerto-princesa" } }, now);
    expect(u).toMatchObject({ intent: "hotel_search", slots: { place: "puerto-princesa", near: "Baywalk" } });
  });

  it("does not take an area the traveller rules out", () => {
    expect(read("hotel in Davao, not Samal, Dec 3 to 5").slots.area).toBeUndefined();
  });

  it("reads a point to stay near: a landmark, or the destination's airport or port", () => {
    expect(read("hotel near Burnham Park in Baguio, Dec 3 to 5").slots).toMatchObject({ near: "Burnham Park" });
    expect(read("Iloilo hotel malapit sa airport, Dec 3").slots.near).toMatch(/Iloilo International Airport/);
    expect(read("Dumaguete hotel na malapit sa pier, dec 3 to 4").slots.near).toBe("Dumaguete Port");
    // An airport named as the point keeps the city as the place to stay.
    expect(read("hotel close to Mactan airport, Dec 3 to 4").slots).toMatchObject({ place: "cebu" });
  });

  it("reads a least star rating in English and Taglish, never as travellers", () => {
    expect(takeStars("4 star pataas sana").stars).toBe(4);
    expect(takeStars("at least three stars").stars).toBe(3);
    expect(read("3-star hotel in Bacolod Dec 3 to 5").slots).toMatchObject({ stars: 3 });
    expect(read("3-star hotel in Bacolod Dec 3 to 5").slots.adults).toBeUndefined();
  });

  it("reads amenities by their words", () => {
    expect(findAmenities("libreng almusal at may swimming pool")).toEqual(["pool", "breakfast"]);
    expect(findAmenities("kailangan ng paradahan, naka-aircon")).toEqual(["parking", "aircon"]);
    expect(findAmenities("a carpool from the city")).toEqual([]);
    // A beach not named is our beachfront hotels.
    expect(findAmenities("malapit sa dagat sana")).toEqual(["beachfront"]);
    expect(findAmenities("walking distance to the beach")).toEqual(["beachfront"]);
  });

  it("reads a kind of lodging with a stay's details as a hotel search", () => {
    expect(read("any homestay in Sagada for 2 nights from Jan 3?").intent).toBe("hotel_search");
    expect(read("cottage sa Dauin, 4 kami, Dec 20 to 22").intent).toBe("hotel_search");
  });

  it("names what the search cannot apply", () => {
    expect(unsearchableWishes("a cozy hotel with sea view")).toEqual(["cozy", "sea view"]);
    expect(unsearchableWishes("hotel with a pool")).toEqual([]);
  });

  it("keeps a point our data does not know in the traveller's words, stopping where the point's name ends", () => {
    expect(read("hotel in Iloilo malapit sa Molo Church, 2 rooms, Feb 3 to 5").slots.near).toBe("molo church");
    expect(read("a room in Davao near the Abreeza mall for 2 nights from Jan 9").slots.near).toBe("abreeza mall");
    expect(read("resort in Bohol near a pharmacy with pool, Jan 4 to 6").slots.near).toBe("a pharmacy");
    // The beach is a wish (beachfront), the airport a point we know: neither is kept as free words.
    expect(read("hotel near the beach in Boracay Jan 4 to 6").slots.near).toBeUndefined();
    expect(read("things to do near Molo Church").slots.near).toBeUndefined();
  });
});
