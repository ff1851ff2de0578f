/**
 * One payment per booking. Before the gateway is asked to charge, the payment attempt (its
 * idempotency key) claims the held booking in the database; only the claimed payment may mark the
 * booking paid and ticket it. Anything charged beyond it is refunded at once by the checkout.
 *
 * A claim is taken over when its payment can no longer pay: it failed, it waits for the traveller
 * (a wallet or 3-D Secure page left open: the traveller chose another way, and if that page is
 * approved later its payment is refunded), or its attempt never reached the gateway within
 * `CLAIM_STALE_MS` (the process died). A claim whose payment succeeded is never taken over.
 */
import type { PaymentResult } from "../../payments/payments.ts";

/** The answer to a claim: ours, or whose it is and what the booking is now. */
export type ClaimAnswer =
  | { ok: true }
  | { ok: false; status: string; holder: string | null; claimedAt: Date | null; holdEnded: boolean; paidPaymentId: string | null };

/** Persistence of claims on flight bookings; db/repositories/checkout-store.ts implements it. */
export type PaymentClaimStore = {
  /**
   * One conditional update: the booking is held (its hold not run out) and unclaimed, claimed by
   * `key` already, or claimed by `replacing`; then it becomes `key`'s.
   */
  claim(reference: string, key: string, now: Date, replacing: string | null): Promise<ClaimAnswer>;
  /** Gives the claim up, if it is still `key`'s. */
  release(reference: string, key: string): Promise<void>;
  /**
   * Marks the booking paid by this payment (with a "paid" event naming it), in one conditional
   * update: only while it is held, its hold not run out, claimed by `key` and not paid by another.
   * True when it is (or already was) paid by `paymentId`.
   */
  markPaid(reference: string, payment: { key: string; paymentId: string; paidWith: string }, now: Date): Promise<boolean>;
  /** The payment that paid the booking, if any. */
  paidPaymentId(reference: string): Promise<string | null>;
};

/** Booking statuses that may be paid. */
export const PAYABLE = ["held", "pending"];

/** A claim whose attempt has not reached the gateway after this long belongs to a process that died. */
export const CLAIM_STALE_MS = 2 * 60_000;

export type ClaimResult = { kind: "ours" } | { kind: "busy" } | { kind: "closed"; status: string; paidPaymentId: string | null };

/**
 * Claims the booking for `key`. `succeeded` is true when `key`'s payment has already succeeded (a
 * payment coming back): it then takes over any claim whose payment has not succeeded.
 */
export async function claimBooking(
  deps: { claims: PaymentClaimStore; findPayment(key: string): Promise<PaymentResult | null> },
  reference: string,
  key: string,
  now: Date,
  succeeded: boolean,
): Promise<ClaimResult> {
  let replacing: string | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await deps.claims.claim(reference, key, now, replacing);
    if (answer.ok) return { kind: "ours" };
    if (answer.holdEnded || !PAYABLE.includes(answer.status) || answer.paidPaymentId) {
      return { kind: "closed", status: answer.holdEnded ? "expired" : answer.status, paidPaymentId: answer.paidPaymentId };
    }
    if (!answer.holder) continue;
    const holder = await deps.findPayment(answer.holder);
    if (holder?.status === "succeeded") return { kind: "busy" };
    const stale = !answer.claimedAt || now.getTime() - answer.claimedAt.getTime() >= CLAIM_STALE_MS;
    if (!holder && !succeeded && !stale) return { kind: "busy" };
    replacing = answer.holder;
  }
  return { kind: "busy" };
}
