/**
 * Money on flight bookings, on a real database (PGlite, and PostgreSQL under real concurrency when
 * TEST_DATABASE_URL is set): a booking keeps exactly one payment. Two tabs, many parallel payments
 * with different keys, many wallet approvals, late approvals after the hold ended or was cancelled,
 * a closed tab left to the settle job: every payment the booking cannot keep is refunded in full at
 * once, and a property test over random interleavings checks that, for every booking, money taken
 * minus money refunded is what the traveller owes (the total if ticketed, else nothing).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FLIGHT_PAYMENT_MESSAGES } from "../../contracts/flight-checkout.ts";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { formatMoney } from "../../contracts/money.ts";
import { checkoutFlights } from "../../core/flights/checkout/flight-adapter.ts";
import { createFlightCheckout, REFUND_MAIL_JOB, SETTLE_JOB, type SettlePayload } from "../../core/flights/checkout/flight-checkout.ts";
import { createEmbeddedSupplier } from "../../core/flights/embedded-supplier.ts";
import { createFlightService } from "../../core/flights/flight-service.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { withRequestLanguage } from "../../core/mail/render.ts";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { flightBooking, flightInventory, payment } from "../schema.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test-database.ts";
import { createCheckoutStore, createPaymentClaimStore } from "./checkout-store.ts";
import { createFlightStore } from "./flight-store.ts";
import { paymentsOn } from "./payments.fixture.ts";

const SECRET = "test-secret-test-secret-test-secret";
const START = new Date("2026-12-01T02:00:00Z");
const contact = { email: "ana@example.com", dialCode: "+63", phone: "9171234567" };
const adult: PassengerInput = {
  type: "ADT",
  title: "MS",
  givenName: "Ana",
  surname: "Reyes",
  dateOfBirth: "1990-01-01",
  gender: "F",
  nationality: "PH",
};
const visa = { type: "card" as const, card: { number: "4242424242424242", expiry: "12/30", cvc: "123", name: "Ana Reyes" } };
const declined = { type: "card" as const, card: { ...visa.card, number: "4000000000000002" } };
const gcash = { type: "gcash" as const };

describe(`flight booking payments (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let clock = START;
  const now = () => clock;
  const mails: MailMessage[] = [];
  const queued: { name: string; payload: unknown; runAt: Date; uniqueKey?: string; done?: boolean }[] = [];
  let w: ReturnType<typeof build>;
  let keys = 0;
  const newKey = () => `flight:test:${++keys}:${Math.random().toString(36).slice(2, 10)}`;

  function build(db: TestDatabase["db"]) {
    const store = createFlightStore(db);
    const supplier = createEmbeddedSupplier({ secret: SECRET, now, store });
    const flights = createFlightService({ supplier, store, secret: SECRET, now });
    const payments = paymentsOn(db, now);
    const checkout = createFlightCheckout({
      store: createCheckoutStore(db),
      flights: checkoutFlights(flights, store, now),
      payments,
      claims: createPaymentClaimStore(db),
      jobs: {
        async enqueue(name, payload, options = {}) {
          if (options.uniqueKey && queued.some((j) => j.uniqueKey === options.uniqueKey)) return { id: "0", created: false };
          const runAt = options.runAt ?? new Date(now().getTime() + (options.delayMs ?? 0));
          queued.push({ name, payload, runAt, uniqueKey: options.uniqueKey });
          return { id: String(queued.length), created: true };
        },
      },
      mail: {
        async send(m) {
          mails.push(m);
          return {} as never;
        },
      },
      directory: { airport: () => undefined, airline: () => undefined },
      appName: "Lakbay",
      appUrl: "http://lakbay.test",
      now,
    });
    return { flights, payments, checkout };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    w = build(database.db);
  });
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    clock = START;
    mails.length = 0;
    queued.length = 0;
    await reset();
  });

  async function reset() {
    await database.db.delete(flightBooking);
    await database.db.delete(flightInventory);
    await database.db.delete(payment);
  }

  let fareCode: string | undefined;
  async function held(): Promise<string> {
    if (!fareCode) {
      const res = await w.flights.search({
        search: {
          tripType: "oneway",
          legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }],
          passengers: { adults: 1, children: 0, infants: 0 },
          cabin: "economy",
        },
        filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false, maxStops: 0 },
        sort: "cheapest",
      });
      fareCode = res.fareItineraries[0].fareSourceCode;
    }
    const booking = await w.flights.book({ fareSourceCode: fareCode, passengers: [adult], contact, extras: EMPTY_EXTRAS });
    return booking.reference;
  }

  /** A wallet payment opened on the payment page (its approval page left open). */
  async function openWallet(reference: string): Promise<string> {
    const outcome = await w.checkout.pay(reference, { method: gcash, idempotencyKey: newKey() });
    expect(outcome.kind).toBe("redirect");
    return /wallet\/([\w-]+)/.exec((outcome as { url: string }).url)?.[1] ?? "";
  }

  /** Every payment of every booking: kept (the booking's, ticketed) or refunded in full; taken − refunded = owed. */
  async function expectMoneyBalanced() {
    const bookings = await database.db.select().from(flightBooking);
    const all = await database.db.select().from(payment);
    for (const b of bookings) {
      const succeeded = all.filter((p) => p.reference === b.reference && p.status === "succeeded");
      const taken = succeeded.reduce((sum, p) => sum + p.amount, 0);
      const refunded = succeeded.reduce((sum, p) => sum + p.amountRefunded, 0);
      const owed = b.status === "ticketed" ? b.totalAmount : 0;
      expect({ reference: b.reference, status: b.status, net: taken - refunded }).toEqual({
        reference: b.reference,
        status: b.status,
        net: owed,
      });
      for (const p of succeeded) {
        const kept = p.id === b.paidPaymentId && b.status === "ticketed";
        expect(kept ? p.amountRefunded : p.amount - p.amountRefunded, `payment ${p.id} of ${b.reference}`).toBe(0);
      }
    }
  }

  /** What the job queue does now: runs every settle job that is due (one that throws stays queued). */
  async function runSettleJobs() {
    for (const job of queued) {
      if (job.name !== SETTLE_JOB || job.done || job.runAt > now()) continue;
      await w.checkout.settleJob(job.payload as SettlePayload).then(
        () => (job.done = true),
        () => {},
      );
    }
  }

  it("two tabs: GCash left open, card paid in the other, then GCash approved — the GCash payment is refunded and the traveller told", async () => {
    const reference = await held();
    const walletId = await openWallet(reference);
    expect(await w.checkout.pay(reference, { method: visa, idempotencyKey: newKey() })).toEqual({ kind: "paid" });
    await w.payments.approveWallet(walletId);
    const late = await w.checkout.completePayment(reference, walletId);
    const total = (await w.checkout.booking(reference))?.total;
    expect(late).toEqual({
      kind: "refunded",
      paymentId: walletId,
      message: FLIGHT_PAYMENT_MESSAGES.alreadyPaid(`GCash payment of ${total ? formatMoney(total) : ""}`),
    });
    const refundedPayment = await w.payments.get(walletId);
    expect(refundedPayment?.amountRefunded).toEqual(refundedPayment?.amount);
    // The page again later, and the settle jobs: nothing more, the card payment kept.
    expect((await w.checkout.completePayment(reference, walletId)).kind).toBe("refunded");
    clock = new Date(START.getTime() + 10 * 60_000);
    await runSettleJobs();
    expect((await w.checkout.booking(reference))?.paidWith).toBe("Visa •••• 4242");
    expect(await w.checkout.refundNotice(reference, walletId)).toBe((late as { message: string }).message);
    // The e-mail, once.
    expect(queued.filter((j) => j.name === REFUND_MAIL_JOB)).toHaveLength(1);
    await w.checkout.sendRefundMail(reference, walletId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: contact.email, subject: `Payment refunded: booking ${reference}` });
    expect(mails[0].text).toContain((late as { message: string }).message);
    await expectMoneyBalanced();
  });

  it("the trip says 'checking your payment' while one is going on, and 'e-tickets being issued' when paid before a crash; a cancel then is refused", async () => {
    const reference = await held();
    const walletId = await openWallet(reference);
    expect((await w.checkout.booking(reference))?.paymentState).toBe("checking");
    // The wallet is approved and the process dies after marking the booking paid, before ticketing.
    await w.payments.approveWallet(walletId);
    const key = (await w.payments.get(walletId))!.idempotencyKey;
    expect(await createPaymentClaimStore(database.db).markPaid(reference, { key, paymentId: walletId, paidWith: "GCash" }, now())).toBe(
      true,
    );
    const paid = await w.checkout.booking(reference);
    expect(paid).toMatchObject({ status: "held", paymentState: "issuing" });
    // A cancel that comes now would leave a paid booking cancelled: refused, with what is happening.
    await expect(w.flights.cancel(reference)).rejects.toMatchObject({ message: FLIGHT_PAYMENT_MESSAGES.paidNoCancel });
    clock = new Date(START.getTime() + 4 * 60_000);
    await runSettleJobs();
    expect(await w.checkout.booking(reference)).toMatchObject({ status: "ticketed", paymentState: null, paidWith: "GCash" });
    await expectMoneyBalanced();
  });

  it("a cancel while a payment is going on wins: the payment, when it completes, is refunded and the cancelled booking names no payment", async () => {
    const reference = await held();
    const walletId = await openWallet(reference);
    await w.flights.cancel(reference);
    await w.payments.approveWallet(walletId);
    const late = await w.checkout.completePayment(reference, walletId);
    expect(late).toMatchObject({ kind: "refunded", paymentId: walletId });
    const [row] = await database.db.select().from(flightBooking).where(eq(flightBooking.reference, reference));
    expect(row).toMatchObject({ status: "cancelled", paidPaymentId: null });
    expect((await w.checkout.booking(reference))?.paymentState).toBeNull();
    await expectMoneyBalanced();
  });

  it("20 card payments at once with different keys: one charge kept, every other never charged or refunded", async () => {
    const reference = await held();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => w.checkout.pay(reference, { method: visa, idempotencyKey: newKey() })),
    );
    const paid = outcomes.filter((o) => o.status === "fulfilled" && o.value.kind === "paid");
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const o of outcomes) {
      if (o.status === "rejected") expect((o.reason as Error).message).toBe(FLIGHT_PAYMENT_MESSAGES.inProgress);
      else expect(["paid", "refunded"]).toContain(o.value.kind);
    }
    expect((await w.checkout.booking(reference))?.status).toBe("ticketed");
    const kept = (await database.db.select().from(payment).where(eq(payment.reference, reference))).filter(
      (p) => p.status === "succeeded" && p.amountRefunded === 0,
    );
    expect(kept).toHaveLength(1);
    await runSettleJobs();
    await expectMoneyBalanced();
  });

  it("20 GCash payments approved at once: one kept, 19 refunded in full", async () => {
    const reference = await held();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await openWallet(reference));
    await Promise.all(ids.map((id) => w.payments.approveWallet(id)));
    const outcomes = await Promise.all(ids.map((id) => w.checkout.completePayment(reference, id)));
    expect(outcomes.filter((o) => o.kind === "paid")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "refunded")).toHaveLength(19);
    await runSettleJobs();
    await expectMoneyBalanced();
  });

  it("a wallet payment approved after the hold ran out, or after the booking was cancelled, is refunded and says why", async () => {
    const expiring = await held();
    const lateId = await openWallet(expiring);
    const cancelled = await held();
    const cancelledId = await openWallet(cancelled);
    await w.payments.approveWallet(cancelledId);
    await w.flights.cancel(cancelled);
    const onCancelled = await w.checkout.completePayment(cancelled, cancelledId);
    expect((onCancelled as { message: string }).message).toMatch(
      /^This booking was cancelled before your GCash payment of ₱[\d,.]+ completed/,
    );

    const hold = (await w.checkout.booking(expiring))?.holdExpiresAt ?? "";
    clock = new Date(Date.parse(hold) - 60_000);
    await w.payments.approveWallet(lateId);
    clock = new Date(Date.parse(hold) + 1000);
    const onExpired = await w.checkout.completePayment(expiring, lateId);
    expect(onExpired.kind).toBe("refunded");
    expect((onExpired as { message: string }).message).toMatch(/^The seat hold on this booking ended before your GCash payment/);
    await expectMoneyBalanced();
  });

  it("a wallet approved in a tab that was then closed is ticketed by the settle job; a declined card lets the traveller pay again", async () => {
    const reference = await held();
    expect((await w.checkout.pay(reference, { method: declined, idempotencyKey: newKey() })).kind).toBe("failed");
    const walletId = await openWallet(reference);
    clock = new Date(START.getTime() + 4 * 60_000);
    await runSettleJobs(); // still waiting: looked at again two minutes later
    expect(queued.filter((j) => j.name === SETTLE_JOB && (j.payload as SettlePayload).round === 1)).toHaveLength(1);
    await w.payments.approveWallet(walletId);
    clock = new Date(START.getTime() + 7 * 60_000);
    await runSettleJobs();
    expect((await w.checkout.booking(reference))?.status).toBe("ticketed");
    expect((await w.payments.get(walletId))?.amountRefunded.amount).toBe(0);
    await expectMoneyBalanced();
  });

  it("a booking made on a /fil page gets its e-ticket mail and its refund mail in Filipino (issue 27)", async () => {
    const reference = await withRequestLanguage("fil", () => held());
    const walletId = await openWallet(reference);
    expect(await w.checkout.pay(reference, { method: visa, idempotencyKey: newKey() })).toEqual({ kind: "paid" });
    await w.checkout.sendConfirmation(reference);
    await w.payments.approveWallet(walletId);
    await w.checkout.completePayment(reference, walletId);
    await w.checkout.sendRefundMail(reference, walletId);
    const [ticket, refund] = mails;
    expect(ticket.subject).toBe(`Ang iyong e-ticket: MNL papuntang CEB, booking ${reference}`);
    expect(ticket.text).toContain("Naka-book at may ticket na ang iyong flight na MNL papuntang CEB.");
    expect(extractPdfText(ticket.attachments![0].content)).toContain("Itinerary / resibo ng electronic ticket");
    expect(refund.subject).toBe(`Na-refund ang bayad: booking ${reference}`);
    expect(refund.text).toMatch(
      /Bayad na ang booking na ito, kaya hindi na kailangan ang iyong bayad na ₱[\d,.]+ gamit ang GCash\. Ibinalik namin ito nang buo\./,
    );
    expect(refund.text).not.toContain("This booking was already paid");
  });

  it("property: any interleaving of pay twice, late approvals, cancel and expiry leaves every booking's money balanced", async () => {
    type Op =
      | { t: "card"; b: number; decline: boolean }
      | { t: "wallet"; b: number }
      | { t: "approve"; p: number }
      | { t: "return"; p: number }
      | { t: "cancel"; b: number }
      | { t: "settle" }
      | { t: "late"; minutes: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ t: fc.constant("card" as const), b: fc.nat(1), decline: fc.boolean() }),
      fc.record({ t: fc.constant("wallet" as const), b: fc.nat(1) }),
      fc.record({ t: fc.constant("approve" as const), p: fc.nat(5) }),
      fc.record({ t: fc.constant("return" as const), p: fc.nat(5) }),
      fc.record({ t: fc.constant("cancel" as const), b: fc.nat(1) }),
      fc.constant({ t: "settle" as const }),
      fc.record({ t: fc.constant("late" as const), minutes: fc.integer({ min: 1, max: 30 }) }),
    );
    // Each step runs its operations at the same time (real concurrency on PostgreSQL).
    const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    // FLIGHT_PAYMENT_RUNS=150 for a longer search (about 40 s on PostgreSQL).
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        clock = START;
        queued.length = 0;
        await reset();
        const refs = [await held(), await held()];
        const wallets: { ref: string; id: string }[] = [];
        const run = async (o: Op) => {
          if (o.t === "card") await w.checkout.pay(refs[o.b], { method: o.decline ? declined : visa, idempotencyKey: newKey() });
          else if (o.t === "wallet") {
            const out = await w.checkout.pay(refs[o.b], { method: gcash, idempotencyKey: newKey() });
            const id = out.kind === "redirect" ? /wallet\/([\w-]+)/.exec(out.url)?.[1] : undefined;
            if (id) wallets.push({ ref: refs[o.b], id });
          } else if (o.t === "approve" && wallets[o.p]) await w.payments.approveWallet(wallets[o.p].id);
          else if (o.t === "return" && wallets[o.p]) await w.checkout.completePayment(wallets[o.p].ref, wallets[o.p].id);
          else if (o.t === "cancel") await w.flights.cancel(refs[o.b]);
          else if (o.t === "settle") await runSettleJobs();
          else if (o.t === "late") clock = new Date(clock.getTime() + o.minutes * 60_000);
        };
        for (const step of plan) await Promise.allSettled(step.map(run));
        // Much later: every approval window closed, every settle job has run.
        clock = new Date(clock.getTime() + 2 * 60 * 60_000);
        await runSettleJobs();
        expect(queued.filter((j) => j.name === SETTLE_JOB && !j.done)).toEqual([]);
        await expectMoneyBalanced();
      }),
      { numRuns: Number(process.env.FLIGHT_PAYMENT_RUNS) || 12 },
    );
  }, 120_000);
});
