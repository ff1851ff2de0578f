import { describe, expect, it } from "vitest";
import { hotelSearchFromBody } from "../../contracts/hotel-inputs.ts";
import { HOTEL_MESSAGES, type HotelSearchPage } from "../../contracts/hotels.ts";
import type { HotelCheckout } from "../hotels/hotel-checkout.ts";
import { HotelError, type HotelSupplier } from "../hotels/supplier.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { createHotelsApplication } from "./hotels.ts";
import { invoke } from "./use-case.ts";

const NOW = new Date("2026-11-25T02:00:00Z");
const caller = { userId: null, clientIp: "203.0.113.9" };
const page = { sessionId: "s1", searchResults: [], totalCount: 0, totalPages: 1, currentPage: 1 } as unknown as HotelSearchPage;

function setup() {
  const searches: unknown[][] = [];
  const hotels = {
    search: async (...args: unknown[]) => {
      searches.push(args);
      return page;
    },
    details: async ({ hotelId }: { hotelId: string }) => {
      throw new HotelError("hotel_not_found", `No hotel ${hotelId}.`);
    },
  } as unknown as HotelSupplier;
  const completed: string[] = [];
  const checkout = {
    ownerOf: async (reference: string) => (reference === "HAB123" ? { userId: "u1", lastName: "Santos" } : null),
    view: async () => null,
    async complete(reference: string, paymentId: string) {
      completed.push(paymentId);
      return { status: "refunded", message: "Refunded in full.", refund: { amount: 100, currency: "PHP" }, booking: { reference } };
    },
  } as unknown as HotelCheckout;
  const rateLimiter = {} as RateLimiter;
  return { searches, completed, app: createHotelsApplication({ hotels, checkout, now: () => NOW, rateLimiter }) };
}

describe("hotels application", () => {
  it("builds the same supplier query from the §7 payload and from the pages' searchCriteria", async () => {
    const { app, searches } = setup();
    const wire = { checkin: "2026-12-10", checkout: "2026-12-12", city_name: "Cebu City", occupancy: [{ room_no: 1, adult: 2, child: 0 }] };
    const state = {
      destination: "Cebu City",
      checkInDate: "2026-12-10",
      checkOutDate: "2026-12-12",
      rooms: 1,
      adults: 2,
      children: 0,
    };
    expect((await invoke(app.search, { searchType: "destination", ...wire }, caller)).ok).toBe(true);
    expect((await invoke(app.search, { searchType: "destination", ...state }, caller)).ok).toBe(true);
    expect(searches).toHaveLength(2);
    expect(searches[1]).toEqual(searches[0]);
    expect(searches[0][0]).toEqual({ kind: "city", city: "Cebu City", country: "Philippines" });
  });

  it("answers invalid criteria with the search form's messages, before asking the supplier", async () => {
    const { app, searches } = setup();
    const missing = await invoke(app.search, { searchType: "destination", occupancy: [{ room_no: 1, adult: 2, child: 0 }] }, caller);
    expect(missing).toMatchObject({ ok: false, error: { code: "invalid" } });
    if (!missing.ok) {
      expect(missing.error.fields?.city_name).toEqual([HOTEL_MESSAGES.destinationRequired]);
      expect(missing.error.fields?.checkin).toEqual([HOTEL_MESSAGES.checkInRequired]);
    }
    // Typed: a count that is not a number, or no search type, is refused by the one parse.
    const wrongTypes = await invoke(app.search, { searchType: "destination", destination: "Cebu", rooms: "two" }, caller);
    expect(!wrongTypes.ok && wrongTypes.error.fields).toEqual({ rooms: [HOTEL_MESSAGES.roomsRange] });
    const noType = await invoke(app.search, { destination: "Cebu" }, caller);
    expect(!noType.ok && noType.error.fields).toEqual({ searchType: [HOTEL_MESSAGES.invalidSearchType] });
    const past = await invoke(
      app.search,
      { searchType: "destination", destination: "Cebu", checkInDate: "2020-01-01", checkOutDate: "2020-01-03" },
      caller,
    );
    expect(!past.ok && past.error.fields?.checkInDate).toEqual([HOTEL_MESSAGES.checkInPast]);
    expect(searches).toHaveLength(0);
  });

  it("gives the results page the criteria as checked, or the search form's messages on its own fields", async () => {
    const { app, searches } = setup();
    // The address of an empty results page, as the page's edge makes it (hotelSearchFromBody): the form's fields, empty.
    const empty = await invoke(
      app.results,
      hotelSearchFromBody({ searchType: "destination", destination: "", checkInDate: "", checkOutDate: "", rooms: "", children: "" }),
      caller,
    );
    expect(!empty.ok && empty.error.fields).toEqual({
      destination: [HOTEL_MESSAGES.destinationRequired],
      checkInDate: [HOTEL_MESSAGES.checkInRequired],
      checkOutDate: [HOTEL_MESSAGES.checkOutRequired],
      rooms: [HOTEL_MESSAGES.roomsRange],
      // No rooms (an empty count reads as 0, as the form's own check reads it): the two adults do not fit.
      adults: [HOTEL_MESSAGES.tooManyAdults],
    });
    const state = {
      searchType: "destination",
      destination: " Cebu City ",
      checkInDate: "2026-12-10",
      checkOutDate: "2026-12-12",
      adults: "3",
    };
    const found = await invoke(app.results, { ...hotelSearchFromBody(state), pages: 1 }, caller);
    expect(found.ok && found.value.criteria).toMatchObject({ destination: "Cebu City", rooms: 1, adults: 3, children: 0 });
    expect(found.ok && found.value.found.ok).toBe(true);
    expect(searches).toHaveLength(1);
  });

  it("answers an unknown hotel as not found and an empty hotel id with the details message", async () => {
    const { app } = setup();
    expect(await invoke(app.details, { hotelId: "NOPE01" }, caller)).toEqual({
      ok: false,
      error: { code: "not_found", message: "No hotel NOPE01.", reason: "hotel.hotel_not_found" },
    });
    expect(await invoke(app.details, { hotelId: "" }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: HOTEL_MESSAGES.hotelNotFound },
    });
  });

  it("back from the gateway: only for the booking's owner or a browser holding it, in the shared checkout shape", async () => {
    const { app, completed } = setup();
    const input = { reference: "hab123", payment_id: "pay-1" };
    expect(await invoke(app.completePayment, input, caller)).toEqual({
      ok: false,
      error: { code: "not_found", reason: "booking.not_found", message: "There is no such booking." },
    });
    expect(await invoke(app.completePayment, { ...input, payment_id: "" }, { ...caller, userId: "u1" })).toMatchObject({
      ok: false,
      error: { code: "invalid" },
    });
    expect(completed).toEqual([]);
    const held = { ...caller, tripReferences: ["HAB123"] };
    expect(await invoke(app.completePayment, input, held)).toMatchObject({
      ok: true,
      value: { kind: "refunded", reference: "HAB123", message: "Refunded in full.", refund: { amount: 100, currency: "PHP" } },
    });
    expect(completed).toEqual(["pay-1"]);
  });

  it("answers a booking it cannot find, or a malformed reference, as no such booking", async () => {
    const { app } = setup();
    for (const reference of ["HAAAAA", "nope"])
      expect(await invoke(app.booking, { reference }, caller)).toEqual({
        ok: false,
        error: { code: "not_found", reason: "booking.not_found", message: "There is no such booking." },
      });
  });
});
