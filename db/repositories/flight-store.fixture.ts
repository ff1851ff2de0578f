/**
 * The flight store on a real database for its tests (flight-store*.test.ts): the store, the embedded
 * supplier and the flight service on a test database opened before the file's tests and dropped after
 * them, with a clock the test moves; each test starts at 10:00 Manila on 22 November 2026 with no
 * bookings and no seats sold.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createEmbeddedSupplier } from "../../core/flights/embedded-supplier.ts";
import { createFlightService } from "../../core/flights/flight-service.ts";
import type { FlightStore } from "../../core/flights/store.ts";
import { flightBooking, flightInventory } from "../schema.ts";
import { openTestDatabase, type TestDatabase } from "../test-database.ts";
import { createFlightStore } from "./flight-store.ts";
import { SECRET } from "./post-ticketing.fixture.ts";

export function flightStoreSuite() {
  const suite = {} as {
    database: TestDatabase;
    store: FlightStore;
    supplier: ReturnType<typeof createEmbeddedSupplier>;
    service: ReturnType<typeof createFlightService>;
    clock: Date;
    now: () => Date;
  };
  suite.now = () => suite.clock;
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    suite.store = createFlightStore(suite.database.db);
    suite.supplier = createEmbeddedSupplier({ secret: SECRET, now: suite.now, store: suite.store });
    suite.service = createFlightService({ supplier: suite.supplier, store: suite.store, secret: SECRET, now: suite.now });
  });
  afterAll(() => suite.database?.cleanup());
  beforeEach(async () => {
    suite.clock = new Date("2026-11-22T02:00:00Z");
    await suite.database.db.delete(flightBooking);
    await suite.database.db.delete(flightInventory);
  });
  return suite;
}
