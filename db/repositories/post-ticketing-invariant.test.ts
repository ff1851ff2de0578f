/**
 * The money invariant after the ticket (issue 16), over random sequences of voids, refunds and date
 * changes (whole and split) sent in concurrent batches, with change payments by card and by wallet,
 * some reused from the ticket, some for a made-up option, some late, some paid twice, pages loaded
 * twice at once, and every execute job run twice at once. On PostgreSQL the batches really run in
 * parallel through the pool; PGlite runs one query at a time.
 *
 * After each batch: at most one open request per traveller. After each sequence, for every family of
 * bookings (a booking and the ones split off it, which share its payments): money taken − money
 * refunded = what the traveller owes (the ticket + changes paid − what the quotes of completed voids
 * and refunds give back), each completed void or refund gave back exactly its quote, no refund is
 * above its payment, and no succeeded payment is left neither used nor refunded.
 */
import { eq, inArray, like } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { PtrRequestView } from "../../contracts/post-ticketing.ts";
import { isFlightError } from "../../core/flights/errors.ts";
import { bookingPayments } from "../../core/flights/post-ticketing.ts";
import { isPaymentRequestError } from "../../core/payments/payments.ts";
import { flightBooking, flightPtrRequest, payment, paymentRefund } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { adult, bookingFamilies, card, type PtrWorld, ptrSuite } from "./post-ticketing.fixture.ts";

const START = new Date("2026-12-01T02:00:00Z");

type Target = { booking: number; pax: number[] };
type Op =
  | ({ kind: "void" } & Target)
  | ({ kind: "refund" } & Target)
  | ({
      kind: "change";
      date: string;
      pay: "card" | "gcash";
      twist: "none" | "reuse-ticket-payment" | "made-up-option" | "late" | "paid-twice" | "page-twice" | "never-returns";
    } & Target)
  | { kind: "jobs" };

const target = { booking: fc.nat(5), pax: fc.subarray([0, 1], { minLength: 1 }) };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("void" as const, "refund" as const), ...target }),
  fc.record({
    kind: fc.constant("change" as const),
    date: fc.constantFrom("2026-12-20", "2026-12-21"),
    pay: fc.constantFrom("card" as const, "gcash" as const),
    twist: fc.constantFrom(
      "none" as const,
      "reuse-ticket-payment" as const,
      "made-up-option" as const,
      "late" as const,
      "paid-twice" as const,
      "page-twice" as const,
      "never-returns" as const,
    ),
    ...target,
  }),
  fc.constant({ kind: "jobs" as const }),
);
const sequenceArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 });

describe(`post-ticketing money invariant (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const suite = ptrSuite(now, "i1");
  let other: PtrWorld;
  beforeAll(() => {
    other = suite.harness.build(suite.database.db, "i2");
  });

  /** A refusal the app answers with a message (FlightError, PaymentRequestError) is fine; anything else is a fault. */
  const refused = (error: unknown) => {
    if (isFlightError(error) || isPaymentRequestError(error)) return null;
    throw error;
  };

  async function references(): Promise<string[]> {
    return (await suite.database.db.select({ r: flightBooking.reference }).from(flightBooking).orderBy(flightBooking.createdAt)).map(
      (x) => x.r,
    );
  }

  /** Runs one operation; `broken` collects what the app answered wrongly on the way. */
  async function run(op: Op, refs: string[], broken: string[]) {
    if (op.kind === "jobs") return;
    const reference = refs[op.booking % refs.length];
    const ptr = suite.world.ptr;
    if (op.kind === "void" || op.kind === "refund") {
      const quote = await (op.kind === "void" ? ptr.quoteVoid(reference, op.pax) : ptr.quoteRefund(reference, op.pax)).catch(refused);
      if (quote) await ptr.execute(reference, op.kind, quote.id).catch(refused);
      return;
    }
    const quote = await ptr.quoteReissue(reference, [op.date], op.pax).catch(refused);
    const option = quote?.quote?.options?.[0];
    if (!quote || !option) return;
    const key = (n: number) => `inv:${quote.id}:${n}`;
    const method = op.pay === "card" ? { type: "card" as const, card } : { type: op.pay };
    if (op.twist === "made-up-option") {
      const answer = await ptr.executeReissue(reference, quote.id, { optionId: "zz", idempotencyKey: key(9), method }).catch(refused);
      if (answer) broken.push(`a made-up option was accepted: ${JSON.stringify(answer.kind)}`);
    }
    if (op.twist === "reuse-ticket-payment") {
      const booking = (await suite.world.flights.getBooking(reference))!;
      const answer = await ptr.completeReissuePayment(reference, quote.id, bookingPayments(booking)[0]).catch(refused);
      if (answer && !(answer.kind === "failed" && answer.reason === "not_ours"))
        broken.push(`the ticket's payment paid a change: ${answer.kind}`);
    }
    const attempts = op.twist === "paid-twice" ? [key(1), key(2)] : [key(1)];
    const started = await Promise.all(
      attempts.map((k) => ptr.executeReissue(reference, quote.id, { optionId: option.id, idempotencyKey: k, method }).catch(refused)),
    );
    if (op.pay !== "gcash" || option.amountDue.amount === 0) return;
    if (op.twist === "late") {
      await suite.database.db
        .update(flightPtrRequest)
        .set({ quoteExpiresAt: new Date(clock.getTime() - 1) })
        .where(eq(flightPtrRequest.id, quote.id));
    }
    for (const [i, k] of attempts.entries()) {
      if (started[i]?.kind !== "redirect") continue;
      const paid = await suite.world.payments.findByIdempotencyKey(k);
      if (!paid) continue;
      await suite.world.payments.approveWallet(paid.id).catch(refused);
      if (op.twist === "never-returns") continue; // the collect job finishes it
      const loads = op.twist === "page-twice" ? 2 : 1;
      await Promise.all(Array.from({ length: loads }, () => ptr.completeReissuePayment(reference, quote.id, paid.id).catch(refused)));
    }
  }

  /** Time passes: due jobs run on two runners at once, and each due execute job once more beside them. */
  async function jobs(minutes: number) {
    clock = new Date(clock.getTime() + minutes * 60_000);
    const due = await suite.database.db
      .select({ id: flightPtrRequest.id, at: flightPtrRequest.expectedAt })
      .from(flightPtrRequest)
      .where(eq(flightPtrRequest.status, "in_process"));
    const twins = due.filter((r) => r.at && r.at.getTime() <= clock.getTime()).map((r) => suite.world.ptr.runExecute(r.id).catch(refused));
    await Promise.all([suite.world.jobs.runDue(), other.jobs.runDue(), ...twins]);
  }

  async function checkOneOpenPerTraveller(broken: string[]) {
    const open = await suite.database.db
      .select({ booking: flightPtrRequest.bookingId, passengers: flightPtrRequest.passengers, id: flightPtrRequest.id })
      .from(flightPtrRequest)
      .where(eq(flightPtrRequest.status, "in_process"));
    const seen = new Map<string, string>();
    for (const r of open) {
      for (const i of r.passengers as number[]) {
        const k = `${r.booking}/${i}`;
        if (seen.has(k)) broken.push(`two open requests for traveller ${k}: ${seen.get(k)} and ${r.id}`);
        seen.set(k, r.id);
      }
    }
  }

  /** The money of every family of bookings, as the invariant states it. */
  async function checkMoney(broken: string[]) {
    const { bookings, families } = await bookingFamilies(suite.world, await references());

    for (const [root, members] of families) {
      const payments = await suite.database.db.select().from(payment).where(inArray(payment.reference, members));
      const byId = new Map(payments.map((p) => [p.id, p]));
      const used = new Set<string>();
      let owed = 0;
      // The family's totals add up to its ticket and each change paid for (each payment once): a split
      // moves what the travellers paid to the new booking, it does not count it twice (issue 17).
      let totals = 0;
      for (const ref of members) {
        const b = bookings.get(ref)!;
        // A change is applied once: one "reissued" event per request, and the total rises by what it collected.
        const changes = b.events.filter((e) => e.type === "reissued").map((e) => String(e.detail.requestId));
        if (new Set(changes).size !== changes.length) broken.push(`${ref}: a change applied twice (${changes.join(", ")})`);
        totals += b.total.amount;
        for (const e of b.events) {
          const id = typeof e.detail.paymentId === "string" ? e.detail.paymentId : null;
          if (!id || used.has(id) || (e.type !== "paid" && e.type !== "reissued")) continue;
          used.add(id);
          owed += byId.get(id)?.amount ?? 0;
        }
        const requests = await suite.world.ptr.requests(ref, "completed");
        for (const r of requests) {
          if (r.resolution !== "voided" && r.resolution !== "refunded") continue;
          const due = r.quote!.amountBack.amount;
          owed -= due;
          const back = await refundsOf(r);
          if (back !== due) broken.push(`${r.type} ${r.id} on ${ref} gave back ${back}, its quote says ${due}`);
        }
      }
      const ticketAndChanges = [...used].reduce((sum, id) => sum + (byId.get(id)?.amount ?? 0), 0);
      if (totals !== ticketAndChanges) broken.push(`family ${root}: totals ${totals}, ticket and changes paid ${ticketAndChanges}`);
      let net = 0;
      for (const p of payments) {
        if (p.amountRefunded > p.amount) broken.push(`payment ${p.id} refunded ${p.amountRefunded} of ${p.amount}`);
        const rows = await suite.database.db
          .select({ amount: paymentRefund.amount })
          .from(paymentRefund)
          .where(eq(paymentRefund.paymentId, p.id));
        if (rows.reduce((s, x) => s + x.amount, 0) !== p.amountRefunded) broken.push(`payment ${p.id}: refunds do not add up`);
        if (p.status !== "succeeded") continue;
        net += p.amount - p.amountRefunded;
        if (!used.has(p.id) && p.amountRefunded !== p.amount) broken.push(`payment ${p.id} (${p.amount}) neither used nor refunded`);
      }
      if (net !== owed) broken.push(`family ${root} (${members.join(", ")}): taken − refunded = ${net}, owed ${owed}`);
    }
  }

  async function refundsOf(r: PtrRequestView): Promise<number> {
    const rows = await suite.database.db
      .select({ amount: paymentRefund.amount })
      .from(paymentRefund)
      .where(like(paymentRefund.idempotencyKey, `ptr:${r.id}:%`));
    return rows.reduce((s, x) => s + x.amount, 0);
  }

  it("money taken − refunded = owed for every booking family; one open request per traveller; no refund above its payment", async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, async (batches) => {
        clock = START;
        await suite.clear();
        for (const family of ["economy-classic", "economy-classic", "tipid"]) {
          await suite.world.ticketed(family, [adult(), adult("Santos", "Maria")]);
        }
        const broken: string[] = [];
        for (const batch of batches) {
          const refs = await references();
          await Promise.all(batch.map((op) => (op.kind === "jobs" ? jobs(16) : run(op, refs, broken))));
          await checkOneOpenPerTraveller(broken);
        }
        for (let i = 0; i < 6; i++) await jobs(31);
        const stillOpen = await suite.database.db.select().from(flightPtrRequest).where(eq(flightPtrRequest.status, "in_process"));
        if (stillOpen.length) broken.push(`${stillOpen.length} requests still in process after every job ran`);
        await checkMoney(broken);
        expect(broken).toEqual([]);
      }),
      {
        numRuns: testDatabaseKind === "postgres" ? 12 : 3,
        endOnFailure: true,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    );
  }, 120_000);
});
