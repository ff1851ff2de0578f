/**
 * Post-ticketing on a real database for the tests (post-ticketing*.test.ts): the real flight, job and
 * payment stores, the embedded supplier and sandbox gateway, and a clock the test moves. `ticketed`
 * books, pays by card and tickets as the checkout does (the "paid" event names the payment).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS, type ExtraServicesData, type ExtrasSelection } from "../../contracts/flight-extras.ts";
import { priceExtras } from "../../contracts/extras-selection.ts";
import { addOnPriceLines } from "../../core/flights/checkout/flight-checkout.ts";
import { EXTRAS_PRICED } from "../../core/flights/booking-money.ts";
import { createEmbeddedSupplier } from "../../core/flights/embedded-supplier.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { createFlightService } from "../../core/flights/flight-service.ts";
import { createPostTicketing, registerPostTicketingJobs } from "../../core/flights/post-ticketing.ts";
import { createJobRunner, type JobRunner } from "../../core/jobs/job-runner.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import type { Db } from "../client.ts";
import { flightBooking, flightInventory, job } from "../schema.ts";
import { openTestDatabase, type TestDatabase } from "../test-database.ts";
import { createFlightStore } from "./flight-store.ts";
import { createJobStore } from "./job-store.ts";
import { flightFamilies } from "./money-invariant.ts";
import { paymentsOn } from "./payments.fixture.ts";

export const SECRET = "test-secret-test-secret-test-secret";
export const contact = { email: "juan@example.com", dialCode: "+63", phone: "9171234567" };
export const adult = (surname = "Dela Cruz", givenName = "Juan"): PassengerInput => ({
  type: "ADT",
  title: "MR",
  givenName,
  surname,
  dateOfBirth: "1990-01-01",
  gender: "M",
  nationality: "PH",
});
export const card = { number: "4242424242424242", expiry: "12/30", cvc: "123", name: "Juan Dela Cruz" };

export async function expectFlightError(promise: Promise<unknown>, message: string | RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isFlightError(error), String(error)).toBe(true);
  if (typeof message === "string") expect((error as Error).message).toBe(message);
  else expect((error as Error).message).toMatch(message);
}

export type PtrWorld = ReturnType<ReturnType<typeof ptrHarness>["build"]>;

/** Builds worlds on databases (one per connection or job runner) sharing a clock and a mailbox. */
export function ptrHarness(now: () => Date, mails: MailMessage[] = []) {
  const runners: JobRunner[] = [];

  function build(db: Db, workerId: string) {
    const store = createFlightStore(db);
    const supplier = createEmbeddedSupplier({ secret: SECRET, now, store });
    const flights = createFlightService({ supplier, store, secret: SECRET, now });
    const payments = paymentsOn(db, now);
    const jobs = createJobRunner({ store: createJobStore(db), logger: silentLogger, workerId, clock: now, pollMs: 60_000 });
    runners.push(jobs);
    const ptr = createPostTicketing({
      supplier,
      store,
      bookings: flights,
      payments,
      jobs,
      mail: { send: async (m) => (mails.push(m), {}) as never },
      eticket: async (reference) => ({
        filename: `e-ticket-${reference}.pdf`,
        contentType: "application/pdf",
        content: new Uint8Array([37]),
      }),
      appName: "Lakbay",
      appUrl: "http://lakbay.test",
      now,
    });
    registerPostTicketingJobs(jobs, ptr);

    async function pick(family: string, date = "2026-12-18", adults = 1, infants = 0, children = 0): Promise<FareItinerary> {
      const res = await flights.search({
        search: {
          tripType: "oneway",
          legs: [{ origin: "MNL", destination: "CEB", date }],
          passengers: { adults, children, infants },
          cabin: "economy",
        },
        filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false, maxStops: 0 },
        sort: "cheapest",
      });
      const it = res.fareItineraries.find((i) => i.fareFamily === family);
      if (!it) throw new Error(`no ${family} fare`);
      return it;
    }

    /**
     * Books, pays by card and tickets, as the checkout does; `addOns` chooses paid add-ons from the
     * offer (kept with their priced lines, as the checkout keeps them).
     */
    async function ticketed(
      family = "economy-classic",
      passengers = [adult()],
      date = "2026-12-18",
      addOns?: (offer: ExtraServicesData, fare: FareItinerary) => ExtrasSelection,
    ) {
      const count = (t: string) => passengers.filter((p) => p.type === t).length;
      const fare = await pick(family, date, count("ADT"), count("INF"), count("CHD"));
      const offer = addOns ? await flights.extraServices(fare.fareSourceCode) : null;
      const extras = offer && addOns ? addOns(offer, fare) : EMPTY_EXTRAS;
      const booking = await flights.book({ fareSourceCode: fare.fareSourceCode, passengers, contact, extras });
      if (offer && addOns) {
        const priced = priceExtras(
          offer,
          extras,
          passengers.map((p) => p.type),
        );
        const lines = addOnPriceLines(priced.lines, passengers);
        await store.addEvent(booking.reference, { type: EXTRAS_PRICED, at: now(), detail: { lines } });
      }
      const payment = await payments.create({
        idempotencyKey: `pay-${booking.reference}`,
        amount: booking.total,
        description: "Flight",
        reference: booking.reference,
        kind: "flight",
        purpose: { type: "flight-checkout", reference: booking.reference },
        method: { type: "card", card },
        returnUrl: "/flights/payment/return",
      });
      expect(payment.status).toBe("succeeded");
      await store.addEvent(booking.reference, { type: "paid", at: now(), detail: { paymentId: payment.id, paidWith: "Visa" } });
      const done = await flights.ticket(booking.reference);
      return { booking: done, payment, fare };
    }

    return { store, supplier, flights, payments, jobs, ptr, pick, ticketed };
  }

  return { build, stop: () => Promise.all(runners.map((r) => r.stop())) };
}

/**
 * A describe's database and world: a test database opened before its tests (dropped after them) and a
 * world on it (job runner `workerId`) with the test's clock and mailbox. `database` and `world` are set
 * once the tests run (a test may put another world in `world`); `clear()` leaves no bookings, flights,
 * jobs or mails. With `eachTest` (which sets the clock back), every test starts so, cleared.
 */
export function ptrSuite(
  now: () => Date,
  workerId: string,
  { mails = [], eachTest }: { mails?: MailMessage[]; eachTest?: () => void } = {},
) {
  const harness = ptrHarness(now, mails);
  const suite = { harness } as {
    harness: typeof harness;
    database: TestDatabase;
    world: PtrWorld;
    clear(): Promise<void>;
  };
  suite.clear = async () => {
    mails.length = 0;
    await suite.database.db.delete(flightBooking);
    await suite.database.db.delete(flightInventory);
    await suite.database.db.delete(job);
  };
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    suite.world = harness.build(suite.database.db, workerId);
  });
  afterAll(async () => {
    await harness.stop();
    await suite.database?.cleanup();
  });
  if (eachTest)
    beforeEach(async () => {
      eachTest();
      await suite.clear();
    });
  return suite;
}

/** The key of the inventory row of a fare's first flight (economy). */
export function inventoryKey(fare: FareItinerary): string {
  const s = fare.legs[0].segments[0];
  return `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime.slice(0, 10)}/Y`;
}

/** Seats sold on an inventory row (undefined before its first sale). */
export async function seatsSold(db: Db, key: string): Promise<number | undefined> {
  return (await db.select().from(flightInventory).where(eq(flightInventory.key, key)))[0]?.sold;
}

/** The bookings by reference, and their families (db/repositories/money-invariant.ts, where the invariant reads them too). */
export function bookingFamilies(world: PtrWorld, references: string[]) {
  return flightFamilies((ref) => world.flights.getBooking(ref), references);
}
