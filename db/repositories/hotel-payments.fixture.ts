/**
 * The hotel checkout on a real database for the payment tests (hotel-payments*.test.ts): the real
 * hotel and payment stores, the sandbox gateway, a clock the test moves, and a job queue that records
 * what was queued so a test can run the settle job itself. `ledger` reads the money of a booking from
 * the payment table: what was taken, what was refunded, and every succeeded payment.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { distributeGuests } from "../../contracts/hotels.ts";
import { php } from "../../contracts/money.ts";
import { createEmbeddedHotelSupplier } from "../../core/hotels/embedded-supplier.ts";
import { createHotelCheckout } from "../../core/hotels/hotel-checkout.ts";
import { HOTEL_SETTLE_JOB, type SettlePayload } from "../../core/hotels/hotel-payments.ts";
import type { HotelBookingRecord } from "../../core/hotels/hotel-store.ts";
import { inventory } from "../../core/hotels/inventory.ts";
import type { JobHandler, JobQueue } from "../../core/jobs/jobs.ts";
import type { MailMessage, MailService } from "../../core/mail/mail-service.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import type { Db } from "../client.ts";
import { createHotelStore } from "./hotel-store.ts";
import { paymentsOn } from "./payments.fixture.ts";

export const TOTAL = php(480_600);
export const CARD = { type: "card", card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Maria Santos" } } as const;
export const DECLINED_CARD = { type: "card", card: { ...CARD.card, number: "4000 0000 0000 0002" } } as const;
export const GCASH = { type: "gcash" } as const;

// A room with plenty of units; every booking gets its own night, so none sells out unless a test wants it.
const hotel = inventory().hotels.find((h) => h.rooms.some((r) => r.units >= 5))!;
const room = hotel.rooms.find((r) => r.units >= 5)!;
let night = 0;

export type Ledger = { taken: number; refunded: number; succeeded: { id: string; amount: number; refunded: number }[] };

export function hotelCheckoutFixture(db: Db) {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const store = createHotelStore(db);
  const payments = paymentsOn(db, now);
  const supplier = createEmbeddedHotelSupplier({ store, secret: "hotel-payments-test-secret-0123456789", now });
  const queued: { name: string; payload: unknown }[] = [];
  const handlers = new Map<string, JobHandler<unknown>>();
  const mails: MailMessage[] = [];
  const jobs: Pick<JobQueue, "register" | "every" | "enqueue"> = {
    register<P>(name: string, handler: JobHandler<P>) {
      handlers.set(name, handler as JobHandler<unknown>);
    },
    every() {},
    async enqueue(name: string, payload: unknown = {}) {
      queued.push({ name, payload });
      return { id: String(queued.length), created: true };
    },
  };
  const mail = {
    async send(message: MailMessage) {
      mails.push(message);
      return {} as Awaited<ReturnType<MailService["send"]>>;
    },
  } as unknown as MailService;
  const checkout = createHotelCheckout({
    supplier,
    store,
    payments,
    mail,
    jobs,
    logger: silentLogger,
    appName: "Lakbay",
    appUrl: "http://lakbay.test",
    now,
  });

  return {
    checkout,
    payments,
    store,
    queued,
    mails,
    /** Moves the clock of the checkout and the gateway. */
    advance(ms: number) {
      offsetMs += ms;
    },

    /**
     * A pending booking of ₱4,806 for one night, as the checkout's start makes it; with a penalty,
     * cancelling keeps half; `freeUntil` sets the last day of free cancellation.
     */
    async newBooking(options: { penalty?: boolean; freeUntil?: string } = {}): Promise<HotelBookingRecord> {
      night += 1;
      const checkIn = new Date(Date.UTC(2027, 0, 1) + ((process.pid * 37 + night) % 3000) * 86_400_000).toISOString().slice(0, 10);
      const checkOut = new Date(Date.parse(checkIn) + 86_400_000).toISOString().slice(0, 10);
      const reference = `H${randomUUID().replace(/-/g, "").slice(0, 5).toUpperCase()}`;
      const made = await store.createPending(
        {
          id: randomUUID(),
          reference,
          userId: null,
          hotelId: hotel.hotelId,
          roomId: room.roomId,
          checkIn,
          checkOut,
          rooms: 1,
          occupancy: distributeGuests(1, 2, 0),
          guest: { firstName: "Maria", lastName: "Santos", email: "maria@example.com", phone: "+639171234567", specialRequests: "" },
          total: TOTAL,
          policy: {
            cancellable: true,
            freeCancellationUntil: options.freeUntil ?? (options.penalty ? "2026-01-01" : "2099-01-01"),
            penaltyPercent: 50,
            description: options.penalty ? "50 % kept" : "Free cancellation",
          },
        },
        now(),
      );
      if (!made) throw new Error(`reference ${reference} drawn twice`);
      return made;
    },

    pay(reference: string, key: string, method: typeof CARD | typeof DECLINED_CARD | typeof GCASH) {
      return checkout.pay({ reference, idempotencyKey: key, method, returnUrl: `/hotels/checkout/return?reference=${reference}` });
    },

    /** A payment made at the gateway for this booking without the checkout (a tab from before, a gateway that cannot cancel). */
    async strayWallet(reference: string, key = `stray-${randomUUID()}`) {
      // Every real payment has its settle job (pay queues it first); so does this one.
      queued.push({ name: HOTEL_SETTLE_JOB, payload: { reference, idempotencyKey: key } satisfies SettlePayload });
      return payments.create({
        idempotencyKey: key,
        amount: TOTAL,
        description: "Hotel stay",
        reference,
        kind: "hotel",
        purpose: { type: "hotel-stay", reference },
        method: GCASH,
        returnUrl: `/hotels/checkout/return?reference=${reference}`,
      });
    },

    /** Runs every settle job queued so far for this booking, as the job runner would. */
    async runSettleJobs(reference: string) {
      for (const job of queued.filter((j) => j.name === HOTEL_SETTLE_JOB && (j.payload as SettlePayload).reference === reference))
        await checkout.settleJob(job.payload as SettlePayload).catch(() => {});
    },

    async runJob(name: string, payload: unknown) {
      await handlers.get(name)?.(payload, { id: "test", name, attempt: 1, maxAttempts: 1 });
    },

    async ledger(reference: string): Promise<Ledger> {
      const result = await db.execute(
        sql`select id, amount, amount_refunded from payment where reference = ${reference} and kind = 'hotel' and status = 'succeeded'`,
      );
      const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
        id: string;
        amount: string;
        amount_refunded: string;
      }[];
      const succeeded = rows.map((r) => ({ id: r.id, amount: Number(r.amount), refunded: Number(r.amount_refunded) }));
      return {
        taken: succeeded.reduce((s, p) => s + p.amount, 0),
        refunded: succeeded.reduce((s, p) => s + p.refunded, 0),
        succeeded,
      };
    },
  };
}

/** What the traveller owes for a booking in its current state (db/repositories/money-invariant.ts). */
export { hotelOwed as owed } from "./money-invariant.ts";
