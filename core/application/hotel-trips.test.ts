import { describe, expect, it } from "vitest";
import type { HotelBookingView, StayRequest } from "../../contracts/hotels.ts";
import { HotelError } from "../hotels/supplier.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { NO_SUCH_BOOKING } from "./hotel-access.ts";
import { createHotelTripsApplication, type HotelTripsApplicationDeps } from "./hotel-trips.ts";
import { invoke } from "./use-case.ts";

const NOW = new Date("2026-12-02T01:00:00Z");
const guest = { userId: null, clientIp: "203.0.113.9" };
const owner = { ...guest, userId: "u1" };
const holder = { ...guest, tripReferences: ["HAB123"] };

const booking = (reference: string, status: string) =>
  ({
    reference,
    status,
    guest: { firstName: "Ana", lastName: "Reyes", email: "ana.reyes@example.ph", phone: "9171234567" },
  }) as unknown as HotelBookingView;

const BOOKINGS: Record<string, HotelBookingView> = { HAB123: booking("HAB123", "confirmed"), HPEND1: booking("HPEND1", "pending_payment") };
const STAY = { checkIn: "2026-12-20", checkOut: "2026-12-22", rooms: [{ adults: 2, childrenAges: [] }] } as unknown as StayRequest;

function setup() {
  const searches: unknown[] = [];
  const vouchers: string[] = [];
  const checkout: HotelTripsApplicationDeps["checkout"] = {
    ownerOf: async (r) => (BOOKINGS[r] ? { userId: "u1", lastName: "Reyes" } : null),
    view: async (r) => BOOKINGS[r] ?? null,
    cancelQuote: async () => null,
    cancellation: async () => null,
    async voucher(r) {
      vouchers.push(r);
      return new Uint8Array([37, 80, 68, 70]);
    },
  };
  const hotels: HotelTripsApplicationDeps["hotels"] = {
    async search(query, stay) {
      searches.push({ query, stay });
      return { sessionId: `fresh.${searches.length}` } as Awaited<ReturnType<HotelTripsApplicationDeps["hotels"]["search"]>>;
    },
    async more(sessionId) {
      if (sessionId.startsWith("expired")) throw new HotelError("session_expired", "This search has expired.");
      if (sessionId.startsWith("broken")) throw new Error("supplier down");
      return {} as Awaited<ReturnType<HotelTripsApplicationDeps["hotels"]["more"]>>;
    },
  };
  const rateLimiter = createRateLimiter(createMemoryRateLimitStore());
  return { searches, vouchers, app: createHotelTripsApplication({ hotels, checkout, now: () => NOW, rateLimiter }) };
}

describe("hotel trip use cases", () => {
  it("the trip page shows the booking in full to its owner, with the guest's contact masked to a browser holding it, and to no one else", async () => {
    const { app } = setup();
    const mine = await invoke(app.trip, { reference: "hab123" }, owner);
    expect(mine.ok && mine.value.booking.guest.email).toBe("ana.reyes@example.ph");
    const held = await invoke(app.trip, { reference: "HAB123" }, holder);
    expect(held.ok && held.value.booking.guest.email).not.toContain("ana.reyes");
    expect(held.ok && held.value.booking.guest.lastName).toBe("Reyes");
    expect(await invoke(app.trip, { reference: "HAB123" }, guest)).toMatchObject({
      ok: false,
      error: { code: "not_found", message: NO_SUCH_BOOKING },
    });
    expect(await invoke(app.trip, { reference: "HNONE1" }, owner)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("the voucher is made only for a confirmed booking the caller may open", async () => {
    const { app, vouchers } = setup();
    expect(await invoke(app.voucher, { reference: "HAB123" }, guest)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await invoke(app.voucher, { reference: "HPEND1" }, owner)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(vouchers).toEqual([]);
    const pdf = await invoke(app.voucher, { reference: "HAB123" }, holder);
    expect(pdf.ok && pdf.value.reference).toBe("HAB123");
    expect(vouchers).toEqual(["HAB123"]);
  });

  it("looks a booking up by the lead guest's last name under the per-reference limit", async () => {
    const { app } = setup();
    expect(await invoke(app.lookUp, { reference: "HAB123", lastName: " reyes " }, guest)).toEqual({
      ok: true,
      value: { reference: "HAB123" },
    });
    for (let i = 0; i < 5; i++)
      expect(await invoke(app.lookUp, { reference: "HAB123", lastName: `Cruz${i}` }, guest)).toMatchObject({ ok: false });
    expect(await invoke(app.lookUp, { reference: "HAB123", lastName: "Reyes" }, guest)).toMatchObject({
      ok: false,
      error: { code: "rate_limited" },
    });
    expect(await invoke(app.lookUp, { reference: "HAB123", lastName: "" }, guest)).toMatchObject({ ok: false, error: { code: "invalid" } });
  });

  it("a hotel page keeps its search session while the supplier knows it; an expired one or a refresh starts a new one for that hotel", async () => {
    const { app, searches } = setup();
    const kept = await invoke(app.staySession, { hotelId: "CEB-001", sessionId: "live.1", refresh: false, stay: STAY }, guest);
    expect(kept).toMatchObject({ ok: true, value: { sessionId: "live.1" } });
    expect(searches).toEqual([]);
    const renewed = await invoke(app.staySession, { hotelId: "CEB-001", sessionId: "expired.1", refresh: false, stay: STAY }, guest);
    expect(renewed).toEqual({ ok: true, value: { sessionId: "fresh.1", issuedAt: NOW.getTime() } });
    expect(searches).toEqual([{ query: { kind: "codes", codes: ["CEB-001"] }, stay: STAY }]);
    const refreshed = await invoke(app.staySession, { hotelId: "CEB-001", sessionId: "live.1", refresh: true, stay: STAY }, guest);
    expect(refreshed).toMatchObject({ ok: true, value: { sessionId: "fresh.2" } });
    // A fault that is not the supplier saying "expired" is not papered over with a new search.
    await expect(invoke(app.staySession, { hotelId: "CEB-001", sessionId: "broken.1", refresh: false, stay: STAY }, guest)).rejects.toThrow(
      "supplier down",
    );
    expect(searches).toHaveLength(2);
  });
});
