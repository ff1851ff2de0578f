/**
 * A `PaymentStore` in memory, with the same rules as db/repositories/payment-store.ts: for unit
 * tests of the gateway and the service (and a demo without a database).
 */
import type { PaymentEventType, PaymentKeyOwner, PaymentKeyStore, PaymentRecord, PaymentStore, RefundRecord } from "./payments.ts";

/** A `PaymentKeyStore` in memory (the first owner of a key keeps it), for unit tests. */
export function createMemoryPaymentKeyStore(): PaymentKeyStore {
  const keys = new Map<string, PaymentKeyOwner>();
  return {
    async reserve(key, owner) {
      if (!keys.has(key)) keys.set(key, structuredClone(owner));
      return structuredClone(keys.get(key)!);
    },
  };
}

export function createMemoryPaymentStore(): PaymentStore & { refunds(): RefundRecord[]; all(): PaymentRecord[] } {
  const payments = new Map<string, PaymentRecord>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, RefundRecord>();
  const events: { paymentId: string; type: PaymentEventType; data: Record<string, unknown>; createdAt: Date }[] = [];
  const copy = (r: PaymentRecord): PaymentRecord => structuredClone(r);

  return {
    async insert(record, now) {
      const existing = byKey.get(record.idempotencyKey);
      if (existing) return { created: false, record: copy(payments.get(existing)!) };
      const stored: PaymentRecord = { ...structuredClone(record), amountRefunded: 0, createdAt: now, updatedAt: now };
      payments.set(stored.id, stored);
      byKey.set(stored.idempotencyKey, stored.id);
      events.push({ paymentId: stored.id, type: "created", data: { status: stored.status }, createdAt: now });
      return { created: true, record: copy(stored) };
    },
    async get(id) {
      const r = payments.get(id);
      return r ? copy(r) : null;
    },
    async findByKey(key) {
      const id = byKey.get(key);
      return id ? copy(payments.get(id)!) : null;
    },
    async updateIf(id, status, patch, event, now) {
      const r = payments.get(id);
      if (!r || r.status !== status) return null;
      Object.assign(r, structuredClone(patch), { updatedAt: now });
      events.push({ paymentId: id, type: event.type, data: event.data ?? {}, createdAt: now });
      return copy(r);
    },
    async recordRefund(input, now) {
      const payment = payments.get(input.paymentId);
      if (!payment) return { ok: false, reason: "not_found" };
      const existing = [...refunds.values()].find((r) => r.idempotencyKey === input.idempotencyKey);
      if (existing) {
        return existing.fingerprint === input.fingerprint
          ? { ok: true, refund: structuredClone(existing), created: false }
          : { ok: false, reason: "idempotency_conflict" };
      }
      if (payment.status !== "succeeded") return { ok: false, reason: "not_refundable" };
      const left = payment.amount.amount - payment.amountRefunded;
      const amount = input.amount ?? left;
      if (amount <= 0 || amount > left) return { ok: false, reason: left === 0 ? "not_refundable" : "refund_exceeds_payment" };
      const refund: RefundRecord = {
        id: input.id,
        idempotencyKey: input.idempotencyKey,
        fingerprint: input.fingerprint,
        paymentId: payment.id,
        amount: { amount, currency: payment.amount.currency },
        status: "succeeded",
        reason: input.reason,
        createdAt: now,
      };
      refunds.set(refund.id, refund);
      payment.amountRefunded += amount;
      payment.updatedAt = now;
      events.push({ paymentId: payment.id, type: "refunded", data: { refundId: refund.id, amount }, createdAt: now });
      return { ok: true, refund: structuredClone(refund), created: true };
    },
    async events(paymentId) {
      return events.filter((e) => e.paymentId === paymentId).map(({ paymentId: _p, ...e }) => e);
    },
    refunds: () => [...refunds.values()],
    all: () => [...payments.values()].map(copy),
  };
}
