/**
 * Post-ticketing requests' persistence (core/flights/store.ts `PtrStore`), beside the flight store.
 * The rules the database keeps, whatever runs at the same time (docs/decisions/014-post-ticketing.md):
 * - one request per type in process per booking (partial UNIQUE index on flight_ptr_request) and one
 *   per traveller (flight_ptr_open_traveller's primary key), both written in the accept transaction;
 * - a reissue is paid only by a payment recorded for its quote (flight_ptr_payment), which is either
 *   accepted (in the same transaction as the request) or returned, never both;
 * - a reissue is rejected only while its change was not applied (under the booking's row lock, which
 *   FlightStore.reissueBooking / splitReissue take too), and applied only while it is in process.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PTR_MESSAGES, type PtrQuote, type PtrResolution, type PtrStatus, type PtrType } from "../../contracts/post-ticketing.ts";
import { FlightError } from "../../core/flights/errors.ts";
import type { PtrRecord, PtrStore, ReissuePayment } from "../../core/flights/store.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { flightBooking, flightBookingEvent, flightPtrOpenTraveller, flightPtrPayment, flightPtrRequest, payment } from "../schema.ts";

type PtrRow = typeof flightPtrRequest.$inferSelect;
type PaymentRow = typeof flightPtrPayment.$inferSelect;

function toPtr(row: PtrRow): PtrRecord {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type as PtrType,
    status: row.status as PtrStatus,
    resolution: row.resolution as PtrResolution,
    passengers: row.passengers as number[],
    quote: (row.quote as PtrQuote | null) ?? null,
    execution: (row.execution as PtrRecord["execution"]) ?? null,
    message: row.message,
    slaMinutes: row.slaMinutes,
    expectedAt: row.expectedAt,
    quoteExpiresAt: row.quoteExpiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
  };
}

const toPayment = (row: PaymentRow): ReissuePayment => ({
  idempotencyKey: row.idempotencyKey,
  requestId: row.requestId,
  optionId: row.optionId,
  amount: { amount: row.amount, currency: row.currency },
  paymentId: row.paymentId,
  state: row.state as ReissuePayment["state"],
});

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Thrown inside a transaction to undo it and answer null (another caller got there first). */
class NotMoved extends Error {}

/**
 * Inside a booking transaction that holds the booking's row lock: refuses to apply a change for a
 * request that is no longer in process (rejected, or completed by another run of its job).
 */
export async function requireRequestInProcess(tx: Db, requestId: unknown): Promise<void> {
  if (typeof requestId !== "string" || !isUuid(requestId)) return;
  const [row] = await tx.select({ status: flightPtrRequest.status }).from(flightPtrRequest).where(eq(flightPtrRequest.id, requestId));
  if (row && row.status !== "in_process") throw new FlightError("INVALID_STATE", "This change is no longer in process.");
}

/** Inside a booking transaction: whether the change of this request was already applied to the booking. */
export async function changeApplied(tx: Db, bookingId: string, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: flightBookingEvent.id })
    .from(flightBookingEvent)
    .where(
      and(
        eq(flightBookingEvent.bookingId, bookingId),
        inArray(flightBookingEvent.type, ["reissued", "split"]),
        sql`${flightBookingEvent.detail}->>'requestId' = ${requestId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function createPtrStore(db: Db): PtrStore {
  /** Why a request could not be accepted: another of its type, or one for the same travellers, is open. */
  async function openConflict(id: string): Promise<FlightError> {
    const [me] = await db.select().from(flightPtrRequest).where(eq(flightPtrRequest.id, id));
    const type = (me?.type ?? "refund") as PtrType;
    if (!me) return new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen(type));
    const [sameType] = await db
      .select({ id: flightPtrRequest.id })
      .from(flightPtrRequest)
      .where(and(eq(flightPtrRequest.bookingId, me.bookingId), eq(flightPtrRequest.type, type), eq(flightPtrRequest.status, "in_process")))
      .limit(1);
    if (sameType) return new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen(type));
    const [other] = await db
      .select({ type: flightPtrRequest.type })
      .from(flightPtrOpenTraveller)
      .innerJoin(flightPtrRequest, eq(flightPtrRequest.id, flightPtrOpenTraveller.requestId))
      .where(
        and(eq(flightPtrOpenTraveller.bookingId, me.bookingId), inArray(flightPtrOpenTraveller.passengerIndex, me.passengers as number[])),
      )
      .limit(1);
    return new FlightError("INVALID_STATE", PTR_MESSAGES.travellersBusy((other?.type ?? type) as PtrType));
  }

  return {
    async createRequest(r) {
      const [booking] = await db.select({ id: flightBooking.id }).from(flightBooking).where(eq(flightBooking.reference, r.reference));
      if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      try {
        const [row] = await db
          .insert(flightPtrRequest)
          .values({
            ...r,
            bookingId: booking.id,
            execution: r.execution ?? null,
            message: r.message ?? null,
            updatedAt: r.createdAt,
            completedAt: r.completedAt ?? null,
          })
          .returning();
        return toPtr(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen(r.type));
        throw error;
      }
    },

    async getRequest(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(flightPtrRequest).where(eq(flightPtrRequest.id, id));
      return row ? toPtr(row) : null;
    },

    async requestsFor(reference) {
      const rows = await db
        .select()
        .from(flightPtrRequest)
        .where(eq(flightPtrRequest.reference, reference))
        .orderBy(desc(flightPtrRequest.createdAt))
        .limit(200);
      return rows.map(toPtr);
    },

    async paymentIdsFor(reference) {
      const rows = await db
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.reference, reference), eq(payment.kind, "flight")))
        .orderBy(asc(payment.createdAt))
        .limit(50);
      return rows.map((r) => r.id);
    },

    async requestsForUser(userId) {
      const rows = await db
        .select({ r: flightPtrRequest })
        .from(flightPtrRequest)
        .innerJoin(flightBooking, eq(flightBooking.id, flightPtrRequest.bookingId))
        .where(eq(flightBooking.userId, userId))
        .orderBy(desc(flightPtrRequest.createdAt))
        .limit(200);
      return rows.map((x) => toPtr(x.r));
    },

    async updateRequest(id, from, patch, now) {
      if (!isUuid(id)) return null;
      try {
        return await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const [me] = await tx
            .select({ bookingId: flightPtrRequest.bookingId, type: flightPtrRequest.type, passengers: flightPtrRequest.passengers })
            .from(flightPtrRequest)
            .where(eq(flightPtrRequest.id, id));
          if (!me) return null;
          if (me.type === "reissue" && patch.resolution === "rejected") {
            // The same lock as the store's reissue and split: either the change is applied or the request rejected.
            await tx.select({ id: flightBooking.id }).from(flightBooking).where(eq(flightBooking.id, me.bookingId)).for("update");
            if (await changeApplied(tx, me.bookingId, id)) return null;
          }
          const [row] = await tx
            .update(flightPtrRequest)
            .set({ ...patch, updatedAt: now })
            .where(
              and(eq(flightPtrRequest.id, id), eq(flightPtrRequest.status, from.status), eq(flightPtrRequest.resolution, from.resolution)),
            )
            .returning();
          if (!row) return null;
          if (from.status !== "in_process" && row.status === "in_process") {
            const passengers = [...new Set(me.passengers as number[])];
            if (passengers.length) {
              await tx
                .insert(flightPtrOpenTraveller)
                .values(passengers.map((passengerIndex) => ({ bookingId: me.bookingId, passengerIndex, requestId: id })));
            }
            const paymentId = patch.execution?.paymentId;
            if (paymentId) {
              const claimed = await tx
                .update(flightPtrPayment)
                .set({ state: "accepted", updatedAt: now })
                .where(
                  and(eq(flightPtrPayment.paymentId, paymentId), eq(flightPtrPayment.requestId, id), eq(flightPtrPayment.state, "open")),
                )
                .returning({ key: flightPtrPayment.idempotencyKey });
              if (claimed.length === 0) throw new NotMoved();
            }
          }
          if (from.status === "in_process" && row.status !== "in_process") {
            await tx.delete(flightPtrOpenTraveller).where(eq(flightPtrOpenTraveller.requestId, id));
          }
          return toPtr(row);
        });
      } catch (error) {
        if (error instanceof NotMoved) return null;
        if (isUniqueViolation(error)) throw await openConflict(id);
        throw error;
      }
    },

    async expireQuotes(reference, type, now) {
      await db
        .update(flightPtrRequest)
        .set({ resolution: "quote_expired", updatedAt: now })
        .where(
          and(
            eq(flightPtrRequest.reference, reference),
            eq(flightPtrRequest.type, type),
            eq(flightPtrRequest.status, "completed"),
            eq(flightPtrRequest.resolution, "quote_ready"),
          ),
        );
    },

    async bindReissuePayment(attempt, now) {
      await db
        .insert(flightPtrPayment)
        .values({
          idempotencyKey: attempt.idempotencyKey,
          requestId: attempt.requestId,
          optionId: attempt.optionId,
          amount: attempt.amount.amount,
          currency: attempt.amount.currency,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: flightPtrPayment.idempotencyKey });
      const [row] = await db.select().from(flightPtrPayment).where(eq(flightPtrPayment.idempotencyKey, attempt.idempotencyKey));
      return toPayment(row);
    },

    async setReissuePaymentId(idempotencyKey, paymentId, now) {
      await db
        .update(flightPtrPayment)
        .set({ paymentId, updatedAt: now })
        .where(and(eq(flightPtrPayment.idempotencyKey, idempotencyKey), sql`${flightPtrPayment.paymentId} is null`));
    },

    async reissuePayment(by) {
      if ("paymentId" in by && !isUuid(by.paymentId)) return null;
      const [row] = await db
        .select()
        .from(flightPtrPayment)
        .where("paymentId" in by ? eq(flightPtrPayment.paymentId, by.paymentId) : eq(flightPtrPayment.idempotencyKey, by.idempotencyKey));
      return row ? toPayment(row) : null;
    },

    async returnReissuePayment(paymentId, now) {
      if (!isUuid(paymentId)) return false;
      const [row] = await db
        .update(flightPtrPayment)
        .set({
          state: sql`case when ${flightPtrPayment.state} = 'open' then 'returned' else ${flightPtrPayment.state} end`,
          updatedAt: now,
        })
        .where(eq(flightPtrPayment.paymentId, paymentId))
        .returning({ state: flightPtrPayment.state });
      return row?.state === "returned";
    },
  };
}
