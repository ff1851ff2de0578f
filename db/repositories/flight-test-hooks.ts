/**
 * What the end-to-end test hooks (E2E_TEST_ROUTES only, server/api/flights.ts) change or read in the
 * flight tables, so that the API reaches the database through repositories only: run a booking's
 * queued post-ticketing requests now, read its payments, let its seat hold run out.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { flightBooking, flightPtrRequest, job, payment } from "../schema.ts";

export function flightTestHooks(db: Db) {
  return {
    /** The queued `jobName` jobs of the booking's post-ticketing requests become due now. */
    async runRequestsNow(reference: string, jobName: string): Promise<void> {
      const ids = (
        await db.select({ id: flightPtrRequest.id }).from(flightPtrRequest).where(eq(flightPtrRequest.reference, reference))
      ).map((r) => r.id);
      if (!ids.length) return;
      await db
        .update(job)
        .set({ runAt: new Date() })
        .where(and(eq(job.name, jobName), eq(job.status, "queued"), inArray(sql`${job.payload}->>'requestId'`, ids)));
    },

    /** Every payment made under the reference: its status, amount and what was refunded. */
    payments(reference: string) {
      return db
        .select({ status: payment.status, amount: payment.amount, amountRefunded: payment.amountRefunded })
        .from(payment)
        .where(eq(payment.reference, reference));
    },

    /** The booking's seat hold ran out a second ago. */
    async expireHold(reference: string): Promise<void> {
      await db
        .update(flightBooking)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(flightBooking.reference, reference));
    },
  };
}
