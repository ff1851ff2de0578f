import { describe, expect, it } from "vitest";
import type { HotelBookingView } from "../../contracts/hotels.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import type { HotelCheckout } from "../hotels/hotel-checkout.ts";
import { CONTACT, OWNER, owner, stranger, tripWorld } from "./booking-access.fixture.ts";
import { createBookingsApplication } from "./bookings.ts";
import { hotelBookingAccess } from "./hotel-access.ts";
import { createHotelsApplication } from "./hotels.ts";
import { invoke } from "./use-case.ts";

const stay = {
  reference: "H2K9QZ",
  status: "confirmed",
  hotelName: "Casa Ibarra",
  checkInDate: "2026-12-17",
  checkOutDate: "2026-12-19",
  nights: 2,
  adults: 2,
  children: 0,
  guest: { firstName: "Liza", lastName: "Soberano", email: "liza.soberano@example.com", phone: "9171234567" },
  total: { amount: 820000, currency: "PHP" },
} as unknown as HotelBookingView;

function setup() {
  const world = tripWorld();
  const hotelCheckout = {
    ownerOf: async (reference: string) => (reference === stay.reference ? { userId: OWNER, lastName: "Soberano" } : null),
    view: async (reference: string) => (reference === stay.reference ? stay : null),
    listForUser: async (userId: string) => (userId === OWNER ? [stay] : []),
  } as unknown as HotelCheckout;
  const hotelsApp = createHotelsApplication({
    hotels: {} as never,
    checkout: hotelCheckout,
    now: () => new Date("2026-11-25T02:00:00Z"),
    rateLimiter: world.rateLimiter,
  });
  const app = createBookingsApplication({
    access: world.access,
    hotelAccess: hotelBookingAccess({ checkout: hotelCheckout, rateLimiter: world.rateLimiter }),
    flights: { bookingsForUser: async (userId) => [...world.bookings.values()].filter((b) => b.userId === userId) },
    hotels: hotelCheckout,
    hotelsApp,
    postTicketing: { requestsForUser: async () => [] },
  });
  return { app, world };
}

describe("bookings application", () => {
  it("finds a flight by reference + last name with contact details masked, and says what can be done next", async () => {
    const { app } = setup();
    const found = await invoke(app.find, { reference: "k7q2zm", last_name: "soberano" }, stranger);
    expect(found).toMatchObject({
      ok: true,
      value: { reference: "K7Q2ZM", kind: "flight", status: "ticketed", summary: "MNL → CEB", travellers: 1, masked: true },
    });
    if (found.ok) {
      expect(found.value.next.map((n) => n.action)).toEqual(["view", "void", "refund", "reissue", "requests"]);
      expect(found.value.next[1].href).toBe("/flights/bookings/K7Q2ZM/void-quote");
      expect(found.value.contact).toEqual({ email: "l•••@e••••.com", phone: "+63 ••• ••• 4567" });
      expect(JSON.stringify(found.value)).not.toMatch(/liza\.soberano@|9171234567/);
    }
    expect(await invoke(app.find, { reference: "K7Q2ZM", last_name: "Cruz" }, stranger)).toMatchObject({
      ok: false,
      error: { code: "not_found", message: PTR_MESSAGES.notFound },
    });
  });

  it("after 5 wrong last names the reference is refused even with the right one; its signed-in owner is not", async () => {
    const { app } = setup();
    for (let i = 0; i < 5; i++) {
      const wrong = await invoke(app.find, { reference: "K7Q2ZM", last_name: `Wrong${i}` }, { ...stranger, clientIp: `198.51.100.${i}` });
      expect(wrong.ok ? null : wrong.error.code).toBe("not_found");
    }
    const refused = await invoke(app.find, { reference: "K7Q2ZM", last_name: "Soberano" }, stranger);
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited" } });
    if (!refused.ok) {
      expect(refused.error.message).toMatch(/^Too many wrong last names for this booking reference/);
      expect(refused.error.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await invoke(app.find, { reference: "K7Q2ZM", last_name: "Soberano" }, owner)).toMatchObject({
      ok: true,
      value: { masked: false, contact: { email: CONTACT.email, phone: "+63 9171234567" } },
    });
    // The owner needs no last name; nobody else gets in without one.
    expect(await invoke(app.find, { reference: "K7Q2ZM" }, owner)).toMatchObject({ ok: true });
    expect(await invoke(app.find, { reference: "K7Q2ZM" }, stranger)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("a browser holding a booking opens the one split off it, masked; a hotel reference finds the stay", async () => {
    const { app } = setup();
    const held = { ...stranger, tripReferences: ["K7Q2ZM"] };
    expect(await invoke(app.find, { reference: "M4X8PT" }, held)).toMatchObject({ ok: true, value: { reference: "M4X8PT", masked: true } });
    expect(await invoke(app.find, { reference: "M4X8PT" }, stranger)).toMatchObject({ ok: false, error: { code: "not_found" } });

    const hotel = await invoke(app.find, { reference: "H2K9QZ", last_name: "Soberano" }, stranger);
    expect(hotel).toMatchObject({
      ok: true,
      value: { kind: "hotel", status: "confirmed", masked: true, travellers: 2, contact: { email: "l•••@e••••.com" } },
    });
    if (hotel.ok)
      expect(hotel.value.next.map((n) => n.href)).toEqual(["/hotels/confirmation/H2K9QZ", "/hotels/confirmation/H2K9QZ/cancel"]);
    // Wrong last name for a hotel: the same answer as for a flight, not "There is no such booking."
    expect(await invoke(app.find, { reference: "H2K9QZ", last_name: "Cruz" }, stranger)).toMatchObject({
      ok: false,
      error: { code: "not_found", message: PTR_MESSAGES.notFound },
    });
  });

  it("lists the signed-in traveller's trips, flights and hotels, and refuses a guest", async () => {
    const { app } = setup();
    const trips = await invoke(app.trips, {}, owner);
    expect(trips.ok && trips.value.trips.map((t) => `${t.kind} ${t.reference}`)).toEqual(["flight K7Q2ZM", "hotel H2K9QZ"]);
    expect(await invoke(app.trips, {}, stranger)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
  });
});
