import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HotelSearchResult, RoomRate } from "../../contracts/hotels.ts";
import { filterResults, filterRooms, paginate, sortResults, sortRooms } from "./result-list.ts";

const result = fc
  .record({
    hotelId: fc.string({ minLength: 1, maxLength: 6 }),
    hotelName: fc.string({ minLength: 1, maxLength: 8 }),
    price: fc.integer({ min: 100, max: 50_000 }),
    starRating: fc.integer({ min: 1, max: 5 }),
    distance: fc.double({ min: 0, max: 50, noNaN: true }),
    amenities: fc.subarray(["Spa", "Free Wi-Fi", "Swimming pool", "Parking"]),
  })
  .map(
    (r) =>
      ({
        hotelId: r.hotelId,
        productId: "",
        tokenId: "",
        hotelName: r.hotelName,
        basePrice: { amount: r.price * 100, currency: "PHP" },
        totalPrice: { amount: r.price * 200, currency: "PHP" },
        starRating: r.starRating,
        distance: r.distance,
        amenities: r.amenities,
        latitude: 0,
        longitude: 0,
        propertyType: "hotel",
        address: "",
        area: "",
        city: "",
        refundable: true,
        thumbnail: "",
      }) satisfies HotelSearchResult,
  );

const keys = {
  price: (r: HotelSearchResult) => r.basePrice.amount,
  rating: (r: HotelSearchResult) => r.starRating,
  distance: (r: HotelSearchResult) => r.distance,
  name: (r: HotelSearchResult) => r.hotelName.toLowerCase(),
};

describe("hotel results", () => {
  it("sorts by each key both ways and keeps every result (property)", () => {
    fc.assert(
      fc.property(
        fc.array(result, { maxLength: 40 }),
        fc.constantFrom("price", "rating", "distance", "name" as const),
        fc.constantFrom("asc", "desc" as const),
        (list, by, order) => {
          const sorted = sortResults(list, { by, order });
          expect(sorted).toHaveLength(list.length);
          for (let i = 1; i < sorted.length; i++) {
            const a = keys[by](sorted[i - 1]);
            const b = keys[by](sorted[i]);
            expect(order === "asc" ? a <= b : a >= b).toBe(true);
          }
        },
      ),
    );
  });
  it("filters by price (pesos), rating and amenities with any match (property)", () => {
    fc.assert(
      fc.property(
        fc.array(result, { maxLength: 40 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.subarray(["Spa", "Parking"]),
        (list, a, b, minRating, amenities) => {
          const [minPrice, maxPrice] = a <= b ? [a, b] : [b, a];
          const out = filterResults(list, { minPrice, maxPrice, minRating, amenities });
          for (const r of list) {
            const keep =
              r.basePrice.amount / 100 >= minPrice &&
              r.basePrice.amount / 100 <= maxPrice &&
              r.starRating >= minRating &&
              (amenities.length === 0 || r.amenities.some((x) => amenities.includes(x)));
            expect(out.includes(r)).toBe(keep);
          }
        },
      ),
    );
  });
  it("pages without overlap, and says when there is more", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 1, 12)).toMatchObject({ items: items.slice(0, 12), totalPages: 3, totalCount: 25, hasMoreResults: true });
    expect(paginate(items, 3, 12)).toMatchObject({ items: [24], hasMoreResults: false });
    expect(paginate(items, 9, 12).items).toEqual([]);
    expect(paginate([], 1, 12)).toMatchObject({ totalPages: 1, hasMoreResults: false });
  });
});

describe("room rates", () => {
  const rate = (
    roomId: string,
    roomType: string,
    bedType: string,
    size: number,
    pesos: number,
    cancellable: boolean,
    amenities: string[],
  ): RoomRate => ({
    roomId,
    roomType,
    bedType,
    roomSize: size,
    maxOccupancy: 2,
    board: "Room only",
    amenities,
    available: true,
    availableUnits: 3,
    rates: {
      totalRate: { amount: pesos * 200, currency: "PHP" },
      nightlyRate: { amount: pesos * 100, currency: "PHP" },
      nights: 2,
      rooms: 1,
    },
    cancellationPolicy: { cancellable, freeCancellationUntil: null, penaltyPercent: 50, description: "" },
    description: "",
    photo: "",
    rateBasisId: roomId,
  });
  const rooms = [
    rate("A", "Suite", "King", 50, 9000, true, ["Bathtub"]),
    rate("B", "Standard", "Twin", 18, 2000, false, ["Shower"]),
    rate("C", "Deluxe", "King", 30, 4000, true, ["Bathtub", "Balcony"]),
  ];
  it("filters by price range, room type, bed type, amenities and cancellable", () => {
    expect(filterRooms(rooms, { minPrice: 3000, maxPrice: 5000 }).map((r) => r.roomId)).toEqual(["C"]);
    expect(filterRooms(rooms, { roomType: "Suite" }).map((r) => r.roomId)).toEqual(["A"]);
    expect(filterRooms(rooms, { bedType: "King" }).map((r) => r.roomId)).toEqual(["A", "C"]);
    expect(filterRooms(rooms, { amenities: ["Balcony", "Shower"] }).map((r) => r.roomId)).toEqual(["B", "C"]);
    expect(filterRooms(rooms, { cancellable: true }).map((r) => r.roomId)).toEqual(["A", "C"]);
  });
  it("sorts by price, room type or size", () => {
    expect(sortRooms(rooms).map((r) => r.roomId)).toEqual(["B", "C", "A"]);
    expect(sortRooms(rooms, { by: "roomType", order: "asc" }).map((r) => r.roomId)).toEqual(["C", "B", "A"]);
    expect(sortRooms(rooms, { by: "size", order: "desc" }).map((r) => r.roomId)).toEqual(["A", "C", "B"]);
  });
});
