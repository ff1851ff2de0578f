import { asc, eq, sql } from "drizzle-orm";
import type { CardBrand, DeclineCode, PaymentKind, PaymentMethodType, PaymentStatus } from "../../contracts/payments.ts";
import type {
  NextAction,
  PaymentEventType,
  PaymentKeyStore,
  PaymentRecord,
  PaymentStore,
  RefundRecord,
} from "../../core/payments/payments.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { payment, paymentEvent, paymentKey, paymentRefund } from "../schema.ts";

type Row = typeof payment.$inferSelect;
type RefundRow = typeof paymentRefund.$inferSelect;

const toRecord = (r: Row): PaymentRecord => ({
  id: r.id,
  provider: r.provider,
  idempotencyKey: r.idempotencyKey,
  fingerprint: r.requestFingerprint,
  kind: r.kind as PaymentKind,
  reference: r.reference,
  purpose: r.purpose,
  description: r.description,
  amount: { amount: r.amount, currency: r.currency },
  amountRefunded: r.amountRefunded,
  status: r.status as PaymentStatus,
  method: r.method as PaymentMethodType,
  cardBrand: r.cardBrand as CardBrand | null,
  cardLast4: r.cardLast4,
  token: r.token,
  returnUrl: r.returnUrl,
  nextAction: (r.nextAction as NextAction | null) ?? null,
  declineCode: r.declineCode as DeclineCode | null,
  gatewayData: (r.gatewayData as Record<string, unknown>) ?? {},
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const toRefund = (r: RefundRow): RefundRecord => ({
  id: r.id,
  paymentId: r.paymentId,
  idempotencyKey: r.idempotencyKey,
  fingerprint: r.requestFingerprint,
  amount: { amount: r.amount, currency: r.currency },
  status: "succeeded",
  reason: r.reason,
  createdAt: r.createdAt,
});

/**
 * The key ledger: one INSERT … ON CONFLICT DO NOTHING, then the key's row. Concurrent reservations of
 * one key for two purposes leave exactly one owner, and both callers see the same one.
 */
export function createPaymentKeyStore(db: Db): PaymentKeyStore {
  return {
    async reserve(key, owner, now) {
      await db
        .insert(paymentKey)
        .values({
          idempotencyKey: key,
          purpose: owner.purpose,
          amount: owner.amount.amount,
          currency: owner.amount.currency,
          createdAt: now,
        })
        .onConflictDoNothing({ target: paymentKey.idempotencyKey });
      const [row] = await db.select().from(paymentKey).where(eq(paymentKey.idempotencyKey, key));
      return { purpose: row.purpose, amount: { amount: row.amount, currency: row.currency } };
    },
  };
}

export function createPaymentStore(db: Db): PaymentStore {
  async function findByKey(key: string) {
    const [row] = await db.select().from(payment).where(eq(payment.idempotencyKey, key));
    return row ? toRecord(row) : null;
  }

  type RefundInput = Parameters<PaymentStore["recordRefund"]>[0];

  function refundOnce(input: RefundInput, now: Date): ReturnType<PaymentStore["recordRefund"]> {
    return db.transaction(async (tx) => {
      // The payment row is the lock: refunds of one payment (any key) run one after the other.
      const [p] = await tx.select().from(payment).where(eq(payment.id, input.paymentId)).for("update");
      if (!p) return { ok: false, reason: "not_found" } as const;
      const [existing] = await tx.select().from(paymentRefund).where(eq(paymentRefund.idempotencyKey, input.idempotencyKey));
      if (existing) {
        return existing.requestFingerprint === input.fingerprint
          ? ({ ok: true, refund: toRefund(existing), created: false } as const)
          : ({ ok: false, reason: "idempotency_conflict" } as const);
      }
      if (p.status !== "succeeded") return { ok: false, reason: "not_refundable" } as const;
      const left = p.amount - p.amountRefunded;
      const amount = input.amount ?? left;
      if (left <= 0) return { ok: false, reason: "not_refundable" } as const;
      if (amount <= 0 || amount > left) return { ok: false, reason: "refund_exceeds_payment" } as const;
      const [row] = await tx
        .insert(paymentRefund)
        .values({
          id: input.id,
          paymentId: p.id,
          idempotencyKey: input.idempotencyKey,
          requestFingerprint: input.fingerprint,
          amount,
          currency: p.currency,
          reason: input.reason,
          createdAt: now,
        })
        .returning();
      await tx
        .update(payment)
        .set({ amountRefunded: sql`${payment.amountRefunded} + ${amount}`, updatedAt: now })
        .where(eq(payment.id, p.id));
      await tx
        .insert(paymentEvent)
        .values({ paymentId: p.id, type: "refunded", data: { refundId: row.id, amount }, createdAt: sql`clock_timestamp()` });
      return { ok: true, refund: toRefund(row), created: true } as const;
    });
  }

  return {
    async insert(record, now) {
      return db.transaction(async (tx) => {
        // ON CONFLICT DO NOTHING: a concurrent insert with the same key waits for the first to
        // commit, then inserts nothing; exactly one payment (one charge) per key.
        const [row] = await tx
          .insert(payment)
          .values({
            id: record.id,
            provider: record.provider,
            idempotencyKey: record.idempotencyKey,
            requestFingerprint: record.fingerprint,
            kind: record.kind,
            reference: record.reference,
            purpose: record.purpose,
            description: record.description,
            amount: record.amount.amount,
            currency: record.amount.currency,
            status: record.status,
            method: record.method,
            cardBrand: record.cardBrand,
            cardLast4: record.cardLast4,
            token: record.token,
            returnUrl: record.returnUrl,
            nextAction: record.nextAction,
            declineCode: record.declineCode,
            gatewayData: record.gatewayData,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: payment.idempotencyKey })
          .returning();
        if (!row) {
          const [existing] = await tx.select().from(payment).where(eq(payment.idempotencyKey, record.idempotencyKey));
          return { created: false, record: toRecord(existing) };
        }
        await tx.insert(paymentEvent).values({
          paymentId: row.id,
          type: "created",
          data: { status: row.status, ...(row.declineCode ? { code: row.declineCode } : {}) },
          createdAt: sql`clock_timestamp()`,
        });
        return { created: true, record: toRecord(row) };
      });
    },

    async get(id) {
      const [row] = await db.select().from(payment).where(eq(payment.id, id));
      return row ? toRecord(row) : null;
    },

    findByKey,

    async updateIf(id, status, patch, event, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payment)
          .set({ ...patch, updatedAt: now })
          .where(sql`${payment.id} = ${id} and ${payment.status} = ${status}`)
          .returning();
        if (!row) return null;
        await tx
          .insert(paymentEvent)
          .values({ paymentId: id, type: event.type, data: event.data ?? {}, createdAt: sql`clock_timestamp()` });
        return toRecord(row);
      });
    },

    async recordRefund(input, now) {
      try {
        return await refundOnce(input, now);
      } catch (error) {
        // The same refund key, used at the same moment for another payment: whichever committed wins.
        if (!isUniqueViolation(error)) throw error;
        const [existing] = await db.select().from(paymentRefund).where(eq(paymentRefund.idempotencyKey, input.idempotencyKey));
        return existing?.requestFingerprint === input.fingerprint
          ? { ok: true, refund: toRefund(existing), created: false }
          : { ok: false, reason: "idempotency_conflict" };
      }
    },

    async events(paymentId) {
      const rows = await db
        .select()
        .from(paymentEvent)
        .where(eq(paymentEvent.paymentId, paymentId))
        .orderBy(asc(paymentEvent.createdAt), asc(paymentEvent.id));
      return rows.map((r) => ({ type: r.type as PaymentEventType, data: r.data as Record<string, unknown>, createdAt: r.createdAt }));
    },
  };
}
