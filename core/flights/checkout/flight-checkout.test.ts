/**
 * The checkout's promises about money, with the engine, gateway, store and queue replaced by
 * in-memory stand-ins: one booking per checkout however often "Book" is clicked; a payment whose
 * page never came back (the process died) is finished by the settle job — ticketed, or refunded when
 * the hold had already ended; a declined payment books nothing.
 */
import { describe, expect, it } from "vitest";
import { FLIGHT_PAYMENT_MESSAGES } from "../../../contracts/flight-checkout.ts";
import type { BookingStatus } from "../../../contracts/flights.ts";
import { php } from "../../../contracts/money.ts";
import { REFUND_MAIL_JOB, SETTLE_JOB } from "./flight-checkout.ts";
import { card, contact, heldBooking, passenger, world } from "./flight-checkout.fixture.ts";

describe("flight checkout", () => {
  it("makes one booking per checkout however many times Book is clicked", async () => {
    const w = world();
    const { sessionId } = await w.checkout.start("code-1");
    await w.checkout.savePassengers(sessionId, { passengers: [passenger], contact });
    const answers = await Promise.all([
      w.checkout.book(sessionId, null),
      w.checkout.book(sessionId, null),
      w.checkout.book(sessionId, null),
    ]);
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(w.booked()).toBe(1);
  });

  it("queues a settle job before charging, so a payment whose process died is still ticketed", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    // The charge goes through at the gateway, but this process "dies" before ticketing:
    // simulate by charging directly with the key the page would have used.
    const key = "flight:key-1";
    await w.gateway.create({ idempotencyKey: key, amount: php(250_000), reference, purpose: { type: "flight-checkout", reference } });
    expect(w.bookings.get(reference)?.status).toBe("held");
    await w.checkout.settleJob({ reference, idempotencyKey: key });
    expect(w.bookings.get(reference)?.status).toBe("ticketed");
    expect(w.bookings.get(reference)?.paidWith).toBe("Visa •••• 4242");
    expect(w.queued.some((j) => j.name === "flight.confirmation-mail")).toBe(true);
  });

  it("refunds a payment that completed after the seat hold had ended", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    const key = "flight:key-2";
    await w.gateway.create({ idempotencyKey: key, amount: php(250_000), reference, purpose: { type: "flight-checkout", reference } });
    const booking = w.bookings.get(reference);
    if (booking) booking.status = "expired" as BookingStatus;
    await w.checkout.settleJob({ reference, idempotencyKey: key });
    expect(w.refunds).toEqual(["pay-1"]);
    expect(w.bookings.get(reference)?.status).toBe("expired");
  });

  it("pays once for a resent form, tickets, and queues the settle job first", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    const [a, b] = await Promise.all([
      w.checkout.pay(reference, { method: card, idempotencyKey: "flight:same" }),
      w.checkout.pay(reference, { method: card, idempotencyKey: "flight:same" }),
    ]);
    expect(a).toEqual({ kind: "paid" });
    expect(b).toEqual({ kind: "paid" });
    expect(w.payments.size).toBe(1);
    expect(w.queued.filter((j) => j.name === SETTLE_JOB)).toHaveLength(2);
    expect(w.bookings.get(reference)?.status).toBe("ticketed");
    // One money line (written synchronously by the server's logger), without card data.
    const issued = w.logged.filter((l) => l.msg === "tickets issued");
    expect(issued).toEqual([{ msg: "tickets issued", obj: expect.objectContaining({ reference, money: true }) }]);
    expect(JSON.stringify(issued)).not.toMatch(/4242424242424242|Maria|cvc/i);
  });

  it("tells a declined payment and books nothing more", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    w.gateway.outcome = "failed";
    expect(await w.checkout.pay(reference, { method: card, idempotencyKey: "flight:declined" })).toEqual({
      kind: "failed",
      message: "Your card was declined.",
    });
    expect(w.bookings.get(reference)?.status).toBe("held");
  });

  it("refuses to pay a booking whose hold has ended", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    const booking = w.bookings.get(reference);
    if (booking) booking.status = "expired";
    await expect(w.checkout.pay(reference, { method: card, idempotencyKey: "flight:late" })).rejects.toThrow("its seat hold has ended");
    expect(w.payments.size).toBe(0);
  });

  it("refunds a wallet payment approved after the booking was paid by card in another tab, and says so", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    const gcash = await w.checkout.pay(reference, { method: { type: "gcash" }, idempotencyKey: "flight:tab-1" });
    expect(gcash.kind).toBe("redirect");
    expect(await w.checkout.pay(reference, { method: card, idempotencyKey: "flight:tab-2" })).toEqual({ kind: "paid" });
    w.gateway.approve("pay-1");
    const late = await w.checkout.completePayment(reference, "pay-1");
    expect(late).toEqual({
      kind: "refunded",
      paymentId: "pay-1",
      message: FLIGHT_PAYMENT_MESSAGES.alreadyPaid("GCash payment of ₱2,500.00"),
    });
    expect(w.refunds).toEqual(["pay-1"]);
    expect(w.queued.filter((j) => j.name === REFUND_MAIL_JOB)).toEqual([
      { name: REFUND_MAIL_JOB, payload: { reference, paymentId: "pay-1" }, delayMs: undefined },
    ]);
    expect(w.bookings.get(reference)?.paidWith).toBe("Visa •••• 4242");
  });

  it("the settle job refunds an extra payment of a ticketed booking instead of keeping it", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    await w.checkout.pay(reference, { method: card, idempotencyKey: "flight:first" });
    await w.gateway.create({
      idempotencyKey: "flight:second",
      amount: php(250_000),
      reference,
      purpose: { type: "flight-checkout", reference },
    });
    await w.checkout.settleJob({ reference, idempotencyKey: "flight:second" });
    expect(w.refunds).toEqual(["pay-2"]);
    // Run again (a retry) and for the kept payment: nothing more is refunded.
    await w.checkout.settleJob({ reference, idempotencyKey: "flight:second" });
    await w.checkout.settleJob({ reference, idempotencyKey: "flight:first" });
    expect(w.refunds).toEqual(["pay-2", "pay-2"]);
    expect(w.bookings.get(reference)?.status).toBe("ticketed");
  });

  it("the settle job looks again at a wallet payment still waiting, until it is decided", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    await w.checkout.pay(reference, { method: { type: "gcash" }, idempotencyKey: "flight:closed-tab" });
    await w.checkout.settleJob({ reference, idempotencyKey: "flight:closed-tab" });
    const again = w.queued.filter((j) => j.name === SETTLE_JOB).at(-1);
    expect(again?.payload).toEqual({ reference, idempotencyKey: "flight:closed-tab", round: 1 });
    expect(again?.delayMs).toBe(2 * 60_000);
    w.gateway.approve("pay-1");
    await w.checkout.settleJob({ reference, idempotencyKey: "flight:closed-tab", round: 1 });
    expect(w.bookings.get(reference)?.status).toBe("ticketed");
  });

  it("tells a second attempt that a payment is in progress while the first is being charged, and charges nothing", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    const slow = w.gateway.create;
    let release = () => {};
    w.gateway.create = async (request) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return slow(request);
    };
    const first = w.checkout.pay(reference, { method: card, idempotencyKey: "flight:one" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(w.checkout.pay(reference, { method: card, idempotencyKey: "flight:two" })).rejects.toThrow(
      FLIGHT_PAYMENT_MESSAGES.inProgress,
    );
    release();
    expect(await first).toEqual({ kind: "paid" });
    expect(w.payments.size).toBe(1);
  });

  it("lets the traveller pay again after a declined card", async () => {
    const w = world();
    const { reference } = await heldBooking(w);
    w.gateway.outcome = "failed";
    expect((await w.checkout.pay(reference, { method: card, idempotencyKey: "flight:no" })).kind).toBe("failed");
    w.gateway.outcome = "succeeded";
    expect(await w.checkout.pay(reference, { method: card, idempotencyKey: "flight:yes" })).toEqual({ kind: "paid" });
    expect(w.refunds).toEqual([]);
  });
});
