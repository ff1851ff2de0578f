/**
 * The flight checkout's in-memory world for its tests (flight-checkout.test.ts): the engine, gateway,
 * store and queue replaced by stand-ins that keep what was asked of them, a fare, a traveller, a
 * contact, a card, and a booking held on them.
 */
import { EMPTY_EXTRAS } from "../../../contracts/flight-extras.ts";
import type { FareItinerary } from "../../../contracts/flights.ts";
import { php } from "../../../contracts/money.ts";
import { FlightError } from "../errors.ts";
import type { PaymentResult } from "../../payments/payments.ts";
import { type CheckoutRecord, type CheckoutStore, createFlightCheckout, type FlightBookingRecord } from "./flight-checkout.ts";
import type { PaymentClaimStore } from "./payment-claims.ts";

export const now = new Date("2026-12-01T02:00:00Z");
export const fare = {
  fareSourceCode: "code-1",
  totalFare: php(250_000),
  perPassenger: [{ type: "ADT", quantity: 1, baseFare: php(200_000), taxes: [], totalFare: php(250_000) }],
  legs: [
    {
      durationMinutes: 75,
      stops: 0,
      segments: [
        {
          marketingAirline: "5J",
          operatingAirline: "5J",
          flightNumber: "313",
          departureAirport: "MNL",
          arrivalAirport: "CEB",
          departureDateTime: "2026-12-18T13:20:00+08:00",
          arrivalDateTime: "2026-12-18T14:35:00+08:00",
          cabin: "economy",
        },
      ],
    },
  ],
} as unknown as FareItinerary;

export function world() {
  const checkouts = new Map<string, CheckoutRecord & { claimed?: boolean }>();
  const store: CheckoutStore = {
    async create(record) {
      checkouts.set(record.sessionId, { ...record });
    },
    async get(id) {
      return checkouts.get(id) ?? null;
    },
    async update(id, patch) {
      Object.assign(checkouts.get(id) ?? {}, patch);
    },
    async claimBooking(id) {
      const c = checkouts.get(id);
      if (!c || c.claimed || c.bookingReference) return false;
      c.claimed = true;
      return true;
    },
    async setBookingReference(id, reference) {
      const c = checkouts.get(id);
      if (c) c.bookingReference = reference;
    },
    async releaseClaim(id) {
      const c = checkouts.get(id);
      if (c) c.claimed = false;
    },
    async setExpiry(id, at) {
      const c = checkouts.get(id);
      if (c) c.expiresAt = at;
    },
  };
  const bookings = new Map<string, FlightBookingRecord>();
  let booked = 0;
  const flights = {
    airports: () =>
      [
        { code: "MNL", country: "PH" },
        { code: "CEB", country: "PH" },
      ] as never,
    revalidate: async () => ({
      isValid: true,
      fareSourceCode: "code-1",
      priceChanged: false,
      previousTotal: fare.totalFare,
      fareItinerary: fare,
      holdAllowed: false,
    }),
    setFlightExpiry: async () => ({ sessionId: "s1", expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString() }),
    extraServices: async () => ({ DynamicBaggage: [], DynamicMeal: [], DynamicSeat: [] }),
    async book(input: { passengers: FlightBookingRecord["passengers"]; contact: FlightBookingRecord["contact"] }) {
      booked += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const reference = `REF00${booked}`;
      bookings.set(reference, {
        reference,
        status: "held",
        holdExpiresAt: new Date(now.getTime() + 20 * 60_000).toISOString(),
        createdAt: now.toISOString(),
        fare,
        passengers: input.passengers,
        contact: input.contact,
        extras: EMPTY_EXTRAS,
        extrasLines: [],
        total: fare.totalFare,
        tickets: [],
        airlinePnr: null,
        paidWith: null,
        userId: null,
      });
      return { reference };
    },
    async ticket(reference: string) {
      const b = bookings.get(reference);
      if (!b) throw new FlightError("NOT_FOUND", "no booking");
      if (b.status === "ticketed") return b;
      if (b.status !== "held") throw new FlightError("INVALID_STATE", "This booking can no longer be ticketed: its seat hold has ended.");
      b.status = "ticketed";
      b.tickets = [{ passengerIndex: 0, ticketNumber: "2031234567890" }];
      return b;
    },
    getBooking: async (reference: string) => bookings.get(reference) ?? null,
    findBooking: async () => null,
    bookingsForUser: async () => [],
  };
  // Claims as db/repositories/checkout-store.ts keeps them, over the bookings above.
  const claimed = new Map<string, { key: string | null; at: Date | null; paid: string | null }>();
  const claims: PaymentClaimStore = {
    async claim(reference, key, at, replacing) {
      const b = bookings.get(reference);
      const c = claimed.get(reference) ?? { key: null, at: null, paid: null };
      const holdEnded = b?.status === "held" && Boolean(b.holdExpiresAt && Date.parse(b.holdExpiresAt) <= at.getTime());
      if (b?.status === "held" && !holdEnded && !c.paid && (c.key === null || c.key === key || c.key === replacing)) {
        claimed.set(reference, { ...c, key, at });
        return { ok: true };
      }
      return { ok: false, status: b?.status ?? "missing", holder: c.key, claimedAt: c.at, holdEnded, paidPaymentId: c.paid };
    },
    async release(reference, key) {
      const c = claimed.get(reference);
      if (c && c.key === key && !c.paid) claimed.set(reference, { key: null, at: null, paid: null });
    },
    async markPaid(reference, payment) {
      const b = bookings.get(reference);
      const c = claimed.get(reference);
      if (c?.paid) return c.paid === payment.paymentId;
      if (b?.status !== "held" || c?.key !== payment.key) return false;
      c.paid = payment.paymentId;
      b.paidWith = payment.paidWith;
      return true;
    },
    paidPaymentId: async (reference) => claimed.get(reference)?.paid ?? null,
  };
  const payments = new Map<string, PaymentResult>();
  const refunds: string[] = [];
  const gateway = {
    outcome: "succeeded" as PaymentResult["status"],
    keys: new Map<string, string>(),
    async reserveKey(key: string, purpose: { type: string; reference: string }) {
      const wanted = `${purpose.type}:${purpose.reference}`;
      if (!gateway.keys.has(key)) gateway.keys.set(key, wanted);
      if (gateway.keys.get(key) !== wanted)
        throw Object.assign(new Error("conflict"), { name: "PaymentRequestError", code: "idempotency_conflict" });
    },
    async create(request: {
      idempotencyKey: string;
      amount: PaymentResult["amount"];
      reference: string;
      purpose: PaymentResult["purpose"];
      method?: { type: string };
    }) {
      await gateway.reserveKey(request.idempotencyKey, request.purpose!);
      const existing = payments.get(request.idempotencyKey);
      if (existing) return existing;
      const wallet = request.method?.type === "gcash";
      const id = `pay-${payments.size + 1}`;
      const result = {
        id,
        idempotencyKey: request.idempotencyKey,
        status: wallet ? "requires_action" : gateway.outcome,
        amount: request.amount,
        amountRefunded: php(0),
        reference: request.reference,
        kind: "flight",
        purpose: request.purpose,
        method: wallet ? "gcash" : "card",
        card: wallet ? null : { brand: "visa", last4: "4242" },
        createdAt: now,
        nextAction: wallet ? { type: "wallet", url: `/payments/sandbox/wallet/${id}` } : null,
        failure: gateway.outcome === "failed" ? { code: "card_declined", message: "Your card was declined." } : null,
      } as unknown as PaymentResult;
      payments.set(request.idempotencyKey, result);
      return result;
    },
    get: async (id: string) => [...payments.values()].find((p) => p.id === id) ?? null,
    async paymentFor(owner: { reference: string }, by: { id: string } | { idempotencyKey: string }) {
      const p = "id" in by ? [...payments.values()].find((x) => x.id === by.id) : payments.get(by.idempotencyKey);
      return p && p.purpose?.reference === owner.reference ? p : null;
    },
    async refund(request: { paymentId: string }) {
      refunds.push(request.paymentId);
      const p = [...payments.values()].find((x) => x.id === request.paymentId);
      if (p) p.amountRefunded = p.amount;
      return {} as never;
    },
    approve(id: string) {
      const p = [...payments.values()].find((x) => x.id === id);
      if (p) Object.assign(p, { status: "succeeded", nextAction: null });
    },
  };
  const queued: { name: string; payload: unknown; delayMs?: number }[] = [];
  const jobs = {
    async enqueue(name: string, payload?: unknown, options?: { delayMs?: number }) {
      queued.push({ name, payload, delayMs: options?.delayMs });
      return { id: String(queued.length), created: true };
    },
  };
  const logged: { obj: object; msg?: string }[] = [];
  const logger = { info: (obj: object, msg?: string) => void logged.push({ obj, msg }), warn() {}, error() {} };
  const checkout = createFlightCheckout({
    logger,
    store,
    flights: flights as never,
    payments: gateway as never,
    claims,
    jobs,
    mail: { send: async () => ({}) as never },
    directory: { airport: () => undefined, airline: () => undefined },
    appName: "Lakbay",
    appUrl: "http://localhost",
    now: () => now,
  });
  return { checkout, bookings, payments, refunds, queued, gateway, logged, booked: () => booked };
}

export const passenger = {
  type: "ADT" as const,
  title: "Ms",
  givenName: "MARIA",
  surname: "SANTOS",
  dateOfBirth: "1990-01-01",
  gender: "F" as const,
  nationality: "PH",
};
export const contact = { email: "maria@example.com", dialCode: "+63", phone: "9171234567" };
export const card = { type: "card" as const, card: { number: "4242424242424242", expiry: "08/30", cvc: "123", name: "Maria Santos" } };

export async function heldBooking(w: ReturnType<typeof world>) {
  const { sessionId } = await w.checkout.start("code-1", "/flights/results?origin=MNL");
  await w.checkout.savePassengers(sessionId, { passengers: [passenger], contact });
  return { sessionId, ...(await w.checkout.book(sessionId, null)) };
}
