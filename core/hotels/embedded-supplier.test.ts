import { describe, expect, it } from "vitest";
import { addDays, distributeGuests, manilaToday } from "../../contracts/hotels.ts";
import { DESTINATIONS } from "./destinations.ts";
import { createEmbeddedHotelSupplier } from "./embedded-supplier.ts";
import type { HotelStore } from "./hotel-store.ts";
import { findHotel } from "./inventory.ts";
import { stayPrice } from "./pricing.ts";

// Searches read no bookings: a store is not needed for them.
const supplier = createEmbeddedHotelSupplier({ store: {} as HotelStore, secret: "embedded-supplier-test-secret-0123456789" });
const checkin = addDays(manilaToday(), 30);
const stay = { checkin, checkout: addDays(checkin, 3), occupancy: distributeGuests(1, 2, 0), requiredCurrency: "PHP" };

describe("hotel search results", () => {
  it("promise free cancellation only when the rate whose price they show has it", async () => {
    let cheapestNonRefundableBesideRefundable = 0;
    for (const d of DESTINATIONS) {
      const first = await supplier.search({ kind: "city", city: d.name, country: "Philippines" }, stay);
      const all = [...first.searchResults];
      for (let p = 2; p <= first.totalPages; p++) all.push(...(await supplier.more(first.sessionId, p)).searchResults);
      for (const r of all) {
        const rooms = findHotel(r.hotelId)!.rooms.filter((room) => room.maxOccupancy >= 2);
        const priced = rooms.map((room) => ({ room, total: stayPrice(room, stay.checkin, stay.checkout, 1).total.amount }));
        const cheapest = priced.reduce((a, b) => (b.total < a.total ? b : a));
        expect(r.totalPrice.amount).toBe(cheapest.total);
        expect(r.refundable).toBe(cheapest.room.freeCancellationDays !== null);
        if (!r.refundable && rooms.some((room) => room.freeCancellationDays !== null)) cheapestNonRefundableBesideRefundable++;
      }
    }
    // The case of the issue exists in the inventory: a non-refundable cheapest room beside refundable ones.
    expect(cheapestNonRefundableBesideRefundable).toBeGreaterThan(0);
  });
});
