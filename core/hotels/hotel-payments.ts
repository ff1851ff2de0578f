/**
 * Money for hotel bookings (issue 16): one payment is kept per booking, every other one that takes
 * money is refunded in full at once, and nothing is left to a browser tab.
 *
 *   claim   before the gateway is called, the booking is claimed for this attempt's idempotency key
 *           with one conditional UPDATE (pending_payment and unclaimed, or still held by the attempt
 *           it replaces). A concurrent attempt is told a payment is in progress. An earlier attempt
 *           still waiting for the traveller (a wallet or 3-D Secure tab) is cancelled at the gateway
 *           first; if it took the money meanwhile, that payment confirms the booking instead.
 *   settle  (pay, the gateway's return page, the settle job) a succeeded payment confirms a payable
 *           booking; a booking already paid, expired, cancelled or sold out keeps nothing of it: the
 *           payment is refunded in full (key `hotel-unkept-<payment id>`), and the traveller is told on
 *           the page and by mail. A failed payment releases its claim so the booking can be paid again.
 *   job     queued before the payment is created: a few minutes later it asks the gateway how the
 *           payment ended (still waiting: it looks again later) and settles it, so a wallet approved
 *           in a closed tab still confirms or is refunded.
 *   expiry  a booking left unpaid for an hour is marked failed ("expired") by a recurring job.
 */
import { formatCalendarDay } from "../../contracts/calendar.ts";
import { HOTEL_PAYMENT_MESSAGES, type HotelBookingView } from "../../contracts/hotels.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { PaymentPurpose } from "../../contracts/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { isPaymentRequestError, type PaymentMethodInput, type PaymentResult } from "../payments/payments.ts";
import { servesPurpose } from "../payments/purpose.ts";
import { type Logger, MONEY_EVENT } from "../shared/logger.ts";
import type { HotelBookingRecord, HotelStore } from "./hotel-store.ts";
import { findHotel } from "./inventory.ts";
import { HotelError, type HotelSupplier, isHotelError } from "./supplier.ts";

export const HOTEL_SETTLE_JOB = "hotels.settle-payment";
export const HOTEL_EXPIRE_JOB = "hotels.expire-pending";
export const HOTEL_REFUND_MAIL_JOB = "hotels.refund-mail";
/** The settle job first looks at a payment this long after it was started (a challenge takes a while). */
export const HOTEL_SETTLE_AFTER_MS = 3 * 60_000;
/** A claim whose payment the gateway has never heard of is taken over after this long (its process died). */
export const HOTEL_CLAIM_STALE_MS = 2 * 60_000;
/** A booking not paid within this long expires. */
export const HOTEL_PAYMENT_WINDOW_MS = 60 * 60_000;
/** One reason for every refund of a payment the booking does not keep (the refund key's fingerprint includes it). */
const UNKEPT_REASON = "Hotel payment not kept: the booking was already paid or could no longer be paid";

export type PayOutcome =
  | { status: "confirmed"; booking: HotelBookingView }
  | { status: "requires_action"; url: string; booking: HotelBookingView }
  | { status: "failed"; message: string; booking: HotelBookingView }
  /** The payment took money the booking does not keep: it was refunded in full. */
  | { status: "refunded"; message: string; refund: Money; booking: HotelBookingView };

export type RefundMailPayload = { reference: string; paymentId: string; message: string };
export type SettlePayload = { reference: string; idempotencyKey: string };

export type HotelPaymentsDeps = {
  supplier: Pick<HotelSupplier, "book">;
  store: HotelStore;
  payments: Pick<PaymentService, "create" | "get" | "reserveKey" | "paymentFor" | "cancel" | "refund">;
  jobs: Pick<JobQueue, "enqueue">;
  logger: Logger;
  now: () => Date;
  view(reference: string): Promise<HotelBookingView>;
  /** A booking was just confirmed (the confirmation mail). */
  onConfirmed(reference: string): Promise<void>;
};

/** What a hotel booking's payment is for: this stay only. */
export function stayPurpose(reference: string): PaymentPurpose {
  return { type: "hotel-stay", reference: reference.toUpperCase() };
}

export function createHotelPayments(deps: HotelPaymentsDeps) {
  const { store, payments, jobs, now } = deps;
  const inProgress = () => new HotelError("payment_in_progress", HOTEL_PAYMENT_MESSAGES.inProgress);

  async function load(reference: string): Promise<HotelBookingRecord> {
    const b = await store.get(reference);
    if (!b) throw new HotelError("booking_not_found", "There is no such booking.");
    return b;
  }

  const confirmed = async (reference: string): Promise<PayOutcome> => ({ status: "confirmed", booking: await deps.view(reference) });

  /** Gives back, in full and once, a payment the booking does not keep, and tells the traveller. */
  async function refundUnkept(b: HotelBookingRecord, payment: PaymentResult, soldOut: boolean): Promise<PayOutcome> {
    await payments.refund({
      idempotencyKey: `hotel-unkept-${payment.id}`,
      paymentId: payment.id,
      reason: UNKEPT_REASON,
      owner: stayPurpose(b.reference),
    });
    if (soldOut) await store.markFailed(b.reference, "sold_out", now());
    // Still payable (a payment of the wrong amount): its claim must not hold the booking.
    else if (b.status === "pending_payment" && b.paymentId === payment.id && b.paymentClaimKey)
      await store.releaseClaim(b.reference, b.paymentClaimKey, now());
    const amount = formatMoney(payment.amount);
    const message = soldOut
      ? HOTEL_PAYMENT_MESSAGES.soldOutRefunded(amount)
      : b.status === "confirmed" || b.status === "cancelled"
        ? HOTEL_PAYMENT_MESSAGES.alreadyPaidRefunded(amount)
        : HOTEL_PAYMENT_MESSAGES.notPayableRefunded(amount);
    await jobs.enqueue(HOTEL_REFUND_MAIL_JOB, { reference: b.reference, paymentId: payment.id, message } satisfies RefundMailPayload, {
      uniqueKey: `${HOTEL_REFUND_MAIL_JOB}:${payment.id}`,
    });
    deps.logger.warn(
      { reference: b.reference, paymentId: payment.id, status: b.status, soldOut },
      "hotel payment not kept; refunded in full",
    );
    return { status: "refunded", message, refund: payment.amount, booking: await deps.view(b.reference) };
  }

  /** What a payment's outcome means for its booking; safe to run any number of times, concurrently. */
  async function settle(reference: string, payment: PaymentResult, claimKey: string | null): Promise<PayOutcome> {
    // Only a payment made for this stay settles it (or is refunded as not kept by it); any other changes nothing.
    if (!servesPurpose(payment, stayPurpose(reference))) throw new HotelError("not_payable", HOTEL_PAYMENT_MESSAGES.notThisBooking);
    if (payment.status === "requires_action" && payment.nextAction)
      return { status: "requires_action", url: payment.nextAction.url, booking: await deps.view(reference) };
    const b = await load(reference);
    if (payment.status !== "succeeded") {
      if (claimKey && b.paymentClaimKey === claimKey) await store.releaseClaim(reference, claimKey, now());
      // Nothing was taken; if another payment paid the booking, the booking is what matters.
      if (b.status === "confirmed") return confirmed(reference);
      return {
        status: "failed",
        message: payment.failure?.message ?? "The payment did not go through.",
        booking: await deps.view(reference),
      };
    }
    const kept = b.paymentId === payment.id;
    if (kept && b.status === "confirmed") return confirmed(reference);
    if (kept && b.status === "cancelled") return confirmed(reference); // its refund is the cancellation's
    const matches = payment.amount.amount === b.total.amount && payment.amount.currency === b.total.currency;
    if (b.status !== "pending_payment" || !matches) return refundUnkept(b, payment, kept && b.failureReason === "sold_out");
    try {
      await deps.supplier.book({ reference, paymentId: payment.id });
    } catch (error) {
      if (isHotelError(error, "room_unavailable")) return refundUnkept(b, payment, true);
      if (!isHotelError(error, "not_payable")) throw error;
      // The booking changed meanwhile (paid by another payment, expired): this one is not kept.
      const current = await load(reference);
      if (current.status === "confirmed" && current.paymentId === payment.id) return confirmed(reference);
      return refundUnkept(current, payment, current.paymentId === payment.id && current.failureReason === "sold_out");
    }
    deps.logger.info(
      { reference, paymentId: payment.id, amount: payment.amount.amount, currency: payment.amount.currency, ...MONEY_EVENT },
      "hotel booked",
    );
    await deps.onConfirmed(reference);
    return confirmed(reference);
  }

  /** The payment the current claim made, as the gateway sees it now (a stale waiting payment expires on read). */
  async function claimedPayment(b: HotelBookingRecord): Promise<PaymentResult | null> {
    const purpose = stayPurpose(b.reference);
    if (b.paymentId) return payments.paymentFor(purpose, { id: b.paymentId });
    const byKey = b.paymentClaimKey ? await payments.paymentFor(purpose, { idempotencyKey: b.paymentClaimKey }) : null;
    return byKey ? ((await payments.paymentFor(purpose, { id: byKey.id })) ?? byKey) : null;
  }

  /**
   * Takes the booking for the attempt `key`. An earlier attempt is finished first: its succeeded
   * payment settles the booking (answered instead of charging again); a waiting one is cancelled at
   * the gateway; one still being created is "in progress" until it is stale.
   */
  async function claim(b: HotelBookingRecord, key: string): Promise<PayOutcome | null> {
    const previous = b.paymentClaimKey;
    if (previous) {
      const earlier = await claimedPayment(b);
      if (!earlier) {
        if (!b.paymentClaimedAt || now().getTime() - b.paymentClaimedAt.getTime() < HOTEL_CLAIM_STALE_MS) throw inProgress();
      } else if (earlier.status === "succeeded") {
        return settle(b.reference, earlier, previous);
      } else if (earlier.status === "requires_action") {
        const { payment } = await payments.cancel(earlier.id);
        if (payment.status === "succeeded") return settle(b.reference, payment, previous);
        if (payment.status !== "failed") throw inProgress();
      }
    }
    if (await store.claimPayment(b.reference, key, previous, now())) return null;
    const again = await load(b.reference);
    // A double submit of this same attempt won: go on with it (the gateway answers one payment per key).
    if (again.paymentClaimKey === key && again.status === "pending_payment") return null;
    if (again.status === "confirmed") return confirmed(b.reference);
    if (again.status !== "pending_payment") throw new HotelError("not_payable", HOTEL_PAYMENT_MESSAGES.notPayable);
    throw inProgress();
  }

  return {
    settle,

    async pay(input: { reference: string; idempotencyKey: string; method: PaymentMethodInput; returnUrl: string }): Promise<PayOutcome> {
      const { reference, idempotencyKey } = input;
      const b = await load(reference);
      // Paid already: nothing more is charged, whichever tab asks.
      if (b.status === "confirmed") return confirmed(reference);
      if (b.status !== "pending_payment")
        throw new HotelError(
          "not_payable",
          b.failureReason === "expired" ? HOTEL_PAYMENT_MESSAGES.expired : HOTEL_PAYMENT_MESSAGES.notPayable,
        );
      // The key belongs to this stay before anything is written with it: another booking's key (hotel or
      // flight) is refused here, and the booking's claim is not touched.
      await payments.reserveKey(idempotencyKey, stayPurpose(reference), b.total);
      if (b.paymentClaimKey !== idempotencyKey) {
        if (now().getTime() - b.createdAt.getTime() >= HOTEL_PAYMENT_WINDOW_MS) {
          await store.markFailed(reference, "expired", now());
          throw new HotelError("not_payable", HOTEL_PAYMENT_MESSAGES.expired);
        }
        const settled = await claim(b, idempotencyKey);
        if (settled) return settled;
      }
      // Queued before the gateway is called: however this request ends, the job finishes the work.
      await jobs.enqueue(HOTEL_SETTLE_JOB, { reference, idempotencyKey } satisfies SettlePayload, {
        delayMs: HOTEL_SETTLE_AFTER_MS,
        uniqueKey: `${HOTEL_SETTLE_JOB}:${idempotencyKey}`,
      });
      const hotel = findHotel(b.hotelId);
      let payment: PaymentResult;
      try {
        payment = await payments.create({
          idempotencyKey,
          amount: b.total,
          description: `Hotel ${hotel?.hotelName ?? b.hotelId}, ${formatCalendarDay(b.checkIn)} to ${formatCalendarDay(b.checkOut)}`.slice(
            0,
            200,
          ),
          reference,
          kind: "hotel",
          purpose: stayPurpose(reference),
          method: input.method,
          returnUrl: input.returnUrl,
        });
      } catch (error) {
        // Refused as such (bad card details): nothing was charged, so the booking is free again.
        if (isPaymentRequestError(error) && error.code === "invalid_request") await store.releaseClaim(reference, idempotencyKey, now());
        throw error;
      }
      await store.setPayment(reference, idempotencyKey, payment.id, now());
      return settle(reference, payment, idempotencyKey);
    },

    /** After the gateway's return (challenge, wallet): what this payment means for the booking. */
    async complete(reference: string, paymentId: string): Promise<PayOutcome> {
      const payment = await payments.paymentFor(stayPurpose(reference), { id: paymentId });
      if (!payment) throw new HotelError("not_payable", HOTEL_PAYMENT_MESSAGES.notThisBooking);
      const b = await load(reference);
      return settle(reference, payment, b.paymentId === payment.id ? b.paymentClaimKey : null);
    },

    /** The settle job: finishes a payment whose page never came back (closed tab, crash). */
    async settleJob({ reference, idempotencyKey }: SettlePayload): Promise<void> {
      const b = await store.get(reference);
      if (!b) return;
      const found = await payments.paymentFor(stayPurpose(reference), { idempotencyKey });
      if (!found) {
        // The gateway never got this attempt: let the booking be paid again.
        if (b.paymentClaimKey === idempotencyKey) await store.releaseClaim(reference, idempotencyKey, now());
        return;
      }
      const payment = (await payments.paymentFor(stayPurpose(reference), { id: found.id })) ?? found;
      // Thrown so the job runs again later (with backoff), until the gateway decides or expires it.
      if (payment.status === "requires_action") throw new Error("The payment is still waiting for the traveller.");
      await settle(reference, payment, idempotencyKey);
    },

    /** The recurring job: bookings left unpaid past the window expire (a late payment is then refunded). */
    async expireJob(): Promise<string[]> {
      const at = now();
      const expired = await store.expirePending(new Date(at.getTime() - HOTEL_PAYMENT_WINDOW_MS), at);
      if (expired.length) deps.logger.info({ count: expired.length }, "unpaid hotel bookings expired");
      return expired;
    },
  };
}

export type HotelPayments = ReturnType<typeof createHotelPayments>;
