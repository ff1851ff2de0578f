/**
 * openHttpTestApp({ now }): the travel services run on the clock a test gives, whatever the machine's
 * date, so a test written for one day (the assistant's evaluation set) answers the same on any later
 * day. The instant here is already past, so the searches below pass only on the given clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../db/test-database.ts";
import { testClient } from "./test-flight-booking.ts";
import { type HttpTestApp, openHttpTestApp } from "./test-http-app.ts";

const NOW = new Date("2026-11-01T02:00:00Z"); // 10:00 on Sunday 1 November in Manila
let t: HttpTestApp;

beforeAll(async () => {
  t = await openHttpTestApp({}, { now: NOW });
}, 60_000);

afterAll(() => t?.close());

describe(`the test host's clock (${testDatabaseKind})`, () => {
  it("starts at the given instant and runs on", () => {
    const read = t.services.clock().getTime();
    expect(read).toBeGreaterThanOrEqual(NOW.getTime());
    expect(read - NOW.getTime()).toBeLessThan(60_000);
  });

  it("sells flights for the day after the given one", async () => {
    const call = testClient(t);
    const search = await call("/api/booking/flight/search?origin=MNL&destination=CEB&departureDate=2026-11-02&adults=1");
    expect(search.status).toBe(200);
    const { data } = (await search.json()) as { data: { fareItineraries: unknown[] } };
    expect(data.fareItineraries.length).toBeGreaterThan(0);
  });

  it("finds hotels from the day after the given one", async () => {
    const res = await testClient(t)("/api/booking/hotel/hotel-search", {
      checkin: "2026-11-02",
      checkout: "2026-11-04",
      occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
      requiredCurrency: "PHP",
      city_name: "Boracay",
      country_name: "Philippines",
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { searchResults: unknown[] } };
    expect(data.searchResults.length).toBeGreaterThan(0);
  });

  it("gives tides from the given day when no day is asked", async () => {
    const res = await testClient(t)("/api/tides?latitude=14.58&longitude=120.97&days=1");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { extremes: { time: string }[] } };
    expect(data.extremes.length).toBeGreaterThan(0);
    for (const e of data.extremes) expect(e.time).toMatch(/^2026-11-01T/);
  });
});
