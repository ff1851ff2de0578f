import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import type { FareItinerary } from "../../contracts/flights.ts";
import type { CheckoutRecord } from "../../core/flights/checkout/flight-checkout.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createCheckoutStore } from "./checkout-store.ts";

const now = new Date("2026-12-01T02:00:00Z");
const record = (sessionId: string): CheckoutRecord => ({
  sessionId,
  fareSourceCode: "code",
  fare: { fareSourceCode: "code", legs: [] } as unknown as FareItinerary,
  searchUrl: "/flights/results?origin=MNL",
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  passengers: null,
  contact: null,
  extras: EMPTY_EXTRAS,
  bookingReference: null,
});

describe(`checkout store (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let store: ReturnType<typeof createCheckoutStore>;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = createCheckoutStore(database.db);
  });
  afterAll(() => database?.cleanup());

  it("keeps a checkout and its passengers, contact and add-ons", async () => {
    await store.create(record("s-keep"), now);
    const contact = { email: "a@example.com", dialCode: "+63", phone: "9171234567" };
    await store.update("s-keep", { contact, extras: { baggage: [], meals: [], seats: [] } }, now);
    const back = await store.get("s-keep");
    expect(back?.contact).toEqual(contact);
    expect(back?.expiresAt.toISOString()).toBe(record("x").expiresAt.toISOString());
    expect(await store.get("s-missing")).toBeNull();
  });

  it("lets exactly one of many simultaneous clicks book a checkout", async () => {
    await store.create(record("s-claim"), now);
    const stale = new Date(now.getTime() - 120_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.claimBooking("s-claim", now, stale)));
    expect(results.filter(Boolean)).toHaveLength(1);
    // A claim whose process died (older than the stale mark) can be taken over.
    expect(await store.claimBooking("s-claim", new Date(now.getTime() + 300_000), new Date(now.getTime() + 60_000))).toBe(true);
  });

  it("freezes a checkout once booked", async () => {
    await store.create(record("s-booked"), now);
    await store.setBookingReference("s-booked", "K7Q2ZM", now);
    await store.update("s-booked", { contact: { email: "b@example.com", dialCode: "+63", phone: "9170000000" } }, now);
    const back = await store.get("s-booked");
    expect(back?.bookingReference).toBe("K7Q2ZM");
    expect(back?.contact).toBeNull();
    expect(await store.claimBooking("s-booked", now, now)).toBe(false);
  });
});
