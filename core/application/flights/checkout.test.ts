import { describe, expect, it } from "vitest";
import type { Caller } from "../../../contracts/application.ts";
import type { BookingView, CheckoutView } from "../../../contracts/flight-checkout.ts";
import type { PaymentMethodInput } from "../../../contracts/checkout.ts";
import { FlightError } from "../../flights/errors.ts";
import { PaymentRequestError } from "../../payments/payments.ts";
import { createMemoryRateLimitStore } from "../../rate-limit/memory-store.ts";
import { createRateLimiter } from "../../rate-limit/rate-limiter.ts";
import { flightBookingAccess } from "../booking-access.ts";
import { invoke } from "../use-case.ts";
import { CHECKOUT_NOT_FOUND, createFlightCheckoutUseCases, type FlightCheckoutUseCaseDeps, NO_SUCH_BOOKING } from "./checkout.ts";

const guest: Caller = { userId: null, clientIp: "203.0.113.9" };
const VIEW = {
  sessionId: "checkout-1",
  expired: false,
  fare: { legs: [{ segments: [{ departureDateTime: "2026-12-18T06:05:00+08:00" }] }] },
  passengerTypes: ["ADT"],
  international: false,
  passengers: null,
  contact: null,
} as unknown as CheckoutView;
const BOOKING = {
  reference: "K7Q2ZM",
  status: "held",
  userId: "u1",
  total: { amount: 345000, currency: "PHP" },
  contact: { email: "maria@example.ph", dialCode: "+63", phone: "9171234567" },
  passengers: [],
} as unknown as BookingView;
const MARIA = { title: "Ms", givenName: "Maria", surname: "Santos", dateOfBirth: "1990-04-02", gender: "F", nationality: "PH" };
const CONTACT = { email: "maria@example.ph", dialCode: "+63", phone: "9171234567" };
const CARD = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "08/29", cvc: "123", cardName: "Maria Santos" };

function setup(overrides: Partial<FlightCheckoutUseCaseDeps["checkout"]> = {}) {
  const saved: unknown[] = [];
  const paid: { reference: string; method: PaymentMethodInput; idempotencyKey: string }[] = [];
  const booked: (string | null)[] = [];
  const checkout: FlightCheckoutUseCaseDeps["checkout"] = {
    get: async (id) => (id === VIEW.sessionId ? VIEW : null),
    savePassengers: async (_id, details) => {
      saved.push(details);
    },
    extrasOffer: async () => null,
    saveExtras: async () => {},
    async book(_id, userId) {
      booked.push(userId);
      return { reference: BOOKING.reference };
    },
    booking: async (reference) => (reference === BOOKING.reference ? BOOKING : null),
    async pay(reference, input) {
      paid.push({ reference, ...input });
      return { kind: "refunded", paymentId: "pay-2", message: "This booking was already paid." };
    },
    completePayment: async () => ({ kind: "redirect", url: "/payments/sandbox/wallet/pay-3" }),
    ...overrides,
  };
  const access = flightBookingAccess({
    checkout: { booking: checkout.booking, findBooking: async () => null },
    rateLimiter: createRateLimiter(createMemoryRateLimitStore()),
  });
  return { app: createFlightCheckoutUseCases({ checkout, today: () => "2026-11-25", access }), saved, paid, booked };
}

describe("flight checkout use cases: hold", () => {
  it("checks the travellers with the passenger form's rules, keyed as the form's fields, and books nothing", async () => {
    const { app, saved, booked } = setup();
    const outcome = await invoke(
      app.hold,
      { session_id: "checkout-1", passengers: [{ ...MARIA, dateOfBirth: "2020-01-01" }], contact: CONTACT },
      guest,
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "unprocessable", fields: { "p0.dateOfBirth": ["An adult must be 12 or older on the day of travel."] } },
    });
    expect(saved).toEqual([]);
    expect(booked).toEqual([]);
  });

  it("keeps the travellers, holds the seats for the caller's account and answers the booking without the account id", async () => {
    const { app, saved, booked } = setup();
    const outcome = await invoke(app.hold, { session_id: "checkout-1", passengers: [MARIA], contact: CONTACT }, { ...guest, userId: "u1" });
    expect(saved).toMatchObject([{ passengers: [{ givenName: "MARIA", surname: "SANTOS" }], contact: CONTACT }]);
    expect(booked).toEqual(["u1"]);
    const { userId: _owner, ...withoutOwner } = BOOKING;
    expect(outcome).toEqual({ ok: true, value: withoutOwner });
    expect(outcome.ok && "userId" in outcome.value).toBe(false);
  });

  it("an unknown checkout is not_found; an expired fare is gone", async () => {
    expect(await invoke(setup().app.hold, { session_id: "nope" }, guest)).toMatchObject({
      ok: false,
      error: { code: "not_found", message: CHECKOUT_NOT_FOUND },
    });
    const { app } = setup({
      book: async () => {
        throw new FlightError("FARE_EXPIRED", "Your selected fare has expired.");
      },
    });
    expect(await invoke(app.hold, { session_id: "checkout-1" }, guest)).toMatchObject({ ok: false, error: { code: "gone" } });
  });
});

describe("flight checkout use cases: extras", () => {
  it("a choice the offer does not allow is unprocessable with its message", async () => {
    const refusal = Object.assign(new Error("Seat 1C is already taken."), { name: "ExtrasSelectionError", code: "seat-taken" });
    const { app } = setup({
      saveExtras: async () => {
        throw refusal;
      },
    });
    const outcome = await invoke(app.extras, { session_id: "checkout-1", extras: { baggage: [], meals: [], seats: [] } }, guest);
    expect(outcome).toEqual({
      ok: false,
      error: { code: "unprocessable", reason: "extras.seat-taken", message: "Seat 1C is already taken." },
    });
  });
});

describe("flight checkout use cases: pay", () => {
  const pay = { reference: "k7q2zm", idempotencyKey: "flight:K7Q2ZM:1234", ...CARD };

  it("only the booking's signed-in owner or a browser holding it may pay; anyone else gets no such booking", async () => {
    const { app, paid } = setup();
    expect(await invoke(app.pay, pay, guest)).toMatchObject({ ok: false, error: { code: "not_found", message: NO_SUCH_BOOKING } });
    expect(await invoke(app.pay, pay, { ...guest, userId: "u2" })).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(paid).toEqual([]);
    expect((await invoke(app.pay, pay, { ...guest, tripReferences: ["K7Q2ZM"] } as Caller)).ok).toBe(true);
  });

  it("a browser holding the booking a date change was split off may pay the new one, by the same rule as seeing it", async () => {
    const SPLIT = { ...BOOKING, reference: "P4XW9N", userId: null, splitFrom: "K7Q2ZM" } as BookingView;
    const { app, paid } = setup({ booking: async (r) => (r === BOOKING.reference ? BOOKING : r === SPLIT.reference ? SPLIT : null) });
    const paySplit = { ...pay, reference: "P4XW9N", idempotencyKey: "flight:P4XW9N:1" };
    expect(await invoke(app.pay, paySplit, { ...guest, tripReferences: ["ZZZZZZ"] } as Caller)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(paid).toEqual([]);
    expect((await invoke(app.pay, paySplit, { ...guest, tripReferences: ["K7Q2ZM"] } as Caller)).ok).toBe(true);
    expect(paid.map((p) => p.reference)).toEqual(["P4XW9N"]);
  });

  it("maps the payment form's fields to one payment method and answers the shared checkout shape", async () => {
    const { app, paid } = setup();
    const outcome = await invoke(app.pay, pay, { ...guest, userId: "u1" });
    expect(paid).toEqual([
      {
        reference: "K7Q2ZM",
        idempotencyKey: "flight:K7Q2ZM:1234",
        method: { type: "card", card: { number: "4242424242424242", expiry: "08/29", cvc: "123", name: "Maria Santos" } },
      },
    ]);
    expect(outcome).toEqual({
      ok: true,
      value: { kind: "refunded", reference: "K7Q2ZM", paymentId: "pay-2", message: "This booking was already paid." },
    });
  });

  it("payment form errors are invalid with the form's fields; a key used for another payment is a conflict", async () => {
    const { app, paid } = setup();
    const bad = await invoke(app.pay, { ...pay, cardNumber: "1234" }, { ...guest, userId: "u1" });
    expect(bad).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(!bad.ok && Object.keys(bad.error.fields ?? {})).toEqual(["cardNumber"]);
    expect(paid).toEqual([]);
    const reused = setup({
      pay: async () => {
        throw new PaymentRequestError("idempotency_conflict", "This payment attempt was already used for a different payment.");
      },
    });
    expect(await invoke(reused.app.pay, pay, { ...guest, userId: "u1" })).toMatchObject({ ok: false, error: { code: "conflict" } });
  });

  it("back from the gateway: a payment id that cannot be one is refused before asking; else how it ended", async () => {
    const { app } = setup();
    const owner = { ...guest, userId: "u1" };
    expect(await invoke(app.completePayment, { reference: "K7Q2ZM", payment_id: "no such/id" }, owner)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: "We could not find that payment. Nothing was charged; please try again." },
    });
    expect(await invoke(app.completePayment, { reference: "K7Q2ZM", payment_id: "pay-3" }, owner)).toEqual({
      ok: true,
      value: { kind: "redirect", reference: "K7Q2ZM", url: "/payments/sandbox/wallet/pay-3" },
    });
  });
});
