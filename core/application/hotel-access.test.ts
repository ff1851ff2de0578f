import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { hotelBookingAccess, NO_SUCH_BOOKING } from "./hotel-access.ts";

const OWNERS: Record<string, { userId: string | null; lastName: string }> = {
  HAB123: { userId: "u1", lastName: "Dela Cruz" },
  HGUEST: { userId: null, lastName: "Peñaflor" },
};

function setup() {
  const rateLimiter = createRateLimiter(createMemoryRateLimitStore());
  return hotelBookingAccess({ checkout: { ownerOf: async (r) => OWNERS[r] ?? null }, rateLimiter });
}

const guest = { userId: null, clientIp: "203.0.113.9" };

describe("hotel bookings' one access rule", () => {
  it("opens a booking in full for its signed-in owner, masked for a browser holding it, and not at all for anyone else", async () => {
    const access = setup();
    expect(await access("HAB123", { ...guest, userId: "u1" })).toEqual({ ok: true, value: { signedInOwner: true } });
    expect(await access("HAB123", { ...guest, tripReferences: ["HAB123"] })).toEqual({ ok: true, value: { signedInOwner: false } });
    expect(await access("HAB123", { ...guest, userId: "u2", tripReferences: ["HGUEST"] })).toMatchObject({
      ok: false,
      error: { code: "not_found", message: NO_SUCH_BOOKING },
    });
  });

  it("opens it by the lead guest's last name without regard to case or accents; a wrong name or none is no such booking", async () => {
    const access = setup();
    expect(await access("HGUEST", guest, "penaflor")).toEqual({ ok: true, value: { signedInOwner: false } });
    expect(await access("HAB123", guest, "DELA CRUZ")).toEqual({ ok: true, value: { signedInOwner: false } });
    expect(await access("HAB123", guest, "Santos")).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await access("HAB123", guest, "   ")).toMatchObject({ ok: false, error: { code: "not_found" } });
    // A reference that does not exist answers exactly like a wrong name.
    expect(await access("HZZZZZ", guest, "Santos")).toEqual(await access("HAB123", guest, "Reyes"));
  });

  it("limits wrong last names per reference, then refuses even the right one; the owner and a holding browser are never limited", async () => {
    const access = setup();
    for (let i = 0; i < 5; i++) expect((await access("HAB123", guest, `Wrong${i}`)).ok).toBe(false);
    const refused = await access("HAB123", { ...guest, clientIp: "198.51.100.7" }, "Dela Cruz");
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited", retryAfterSeconds: expect.any(Number) } });
    expect(!refused.ok && refused.error.message).toMatch(/^Too many wrong last names for this booking reference/);
    expect(await access("HAB123", { ...guest, userId: "u1" })).toEqual({ ok: true, value: { signedInOwner: true } });
    expect((await access("HAB123", { ...guest, tripReferences: ["HAB123"] })).ok).toBe(true);
    // Another reference keeps its own count.
    expect((await access("HGUEST", guest, "Peñaflor")).ok).toBe(true);
  });
});
