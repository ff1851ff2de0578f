/**
 * The hotel checkout: what the site does around the supplier. Real hotel suppliers confirm at once
 * and hold nothing, so the site takes payment first (design/supplier-shapes.md):
 *
 *   start   availability checked again → a pending booking with its reference, price and policy
 *   pay     claims the booking for this attempt, then the shared PaymentService (kind "hotel",
 *           idempotent by the form's key); a settle job is queued first (hotel-payments.ts)
 *   complete (also from the gateway's return and the settle job) the supplier books in one transaction;
 *           a payment the booking cannot keep (sold out, already paid, expired, cancelled) is
 *           refunded in full at once and the traveller told
 *   cancel  under the policy; the refund goes back through the payment service, idempotently
 *
 * Confirmation and cancellation mail (with the PDF voucher) go through jobs keyed by reference, so
 * retries never send twice.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import {
  HOTEL_CANCEL_MESSAGES,
  type HotelCancelQuote,
  type HotelCancelTerms,
  refundTimingFor,
} from "../../contracts/hotel-cancellation.ts";
import type { HeldStay } from "../../contracts/hotel-duplicates.ts";
import { type GuestDetails, HOTEL_MESSAGES, type HotelBookingView, manilaToday, type Occupancy } from "../../contracts/hotels.ts";
import type { Money } from "../../contracts/money.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { MailService } from "../mail/mail-service.ts";
import type { PaymentMethodInput } from "../payments/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { type Logger, MONEY_EVENT } from "../shared/logger.ts";
import {
  createHotelPayments,
  HOTEL_EXPIRE_JOB,
  HOTEL_SETTLE_AFTER_MS,
  HOTEL_SETTLE_JOB,
  type PayOutcome,
  type SettlePayload,
  stayPurpose,
} from "./hotel-payments.ts";
import {
  HOTEL_CANCELLATION_MAIL_JOB,
  HOTEL_CONFIRMATION_MAIL_JOB,
  hotelVoucher,
  paidWithLabel,
  registerHotelMails,
} from "./hotel-mails.ts";
import type { HotelBookingRecord, HotelStore } from "./hotel-store.ts";
import { mayAccessHotelBooking } from "./booking-access.ts";
import { findHotel, findRoom } from "./inventory.ts";
import { cancellationReason, refundFor } from "./pricing.ts";
import { HotelError, type HotelSupplier } from "./supplier.ts";

/** How often unpaid bookings are looked at for expiry. */
const EXPIRE_EVERY_MS = 5 * 60_000;

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newHotelReference(): string {
  let out = "H";
  for (let i = 0; i < 5; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export type { PayOutcome };

/** Changes whenever a number of the quote would change (the refund, what is kept, the payment, the policy). */
function quoteTokenOf(b: HotelBookingRecord, refund: Money): string {
  const terms = JSON.stringify([b.reference, b.status, b.total, refund, b.paymentId, b.policy]);
  return createHash("sha256").update(terms).digest("base64url").slice(0, 22);
}

export type HotelCheckout = {
  start(input: {
    sessionId: string;
    hotelId: string;
    roomId: string;
    guest: GuestDetails;
    userId: string | null;
  }): Promise<HotelBookingView>;
  pay(input: { reference: string; idempotencyKey: string; method: PaymentMethodInput; returnUrl: string }): Promise<PayOutcome>;
  /**
   * After the gateway's return (challenge, wallet): confirms when the payment succeeded and the
   * booking was payable; a payment the booking does not keep is refunded at once ("refunded").
   */
  complete(reference: string, paymentId: string): Promise<PayOutcome>;
  /** The settle job's work (also run by tests): how the payment of an attempt ended, settled. */
  settleJob(payload: SettlePayload): Promise<void>;
  /** The expiry job's work: unpaid bookings past the payment window fail; answers their references. */
  expirePending(): Promise<string[]>;
  view(reference: string): Promise<HotelBookingView | null>;
  /** The booking's owner (null for guest bookings). */
  ownerOf(reference: string): Promise<{ userId: string | null; lastName: string } | null>;
  listForUser(userId: string): Promise<HotelBookingView[]>;
  /**
   * The stays a traveller already holds or paid at the hotel on overlapping nights (issue 23), found
   * by the account `userId`, the contact e-mail or the bookings this browser holds, `exclude` (the
   * booking being paid) left out. A stay the viewer may not open (its own account's, or held by this
   * browser) comes without its reference.
   */
  heldStays(
    query: { hotelId: string; checkIn: string; checkOut: string; userId: string | null; email: string | null; exclude?: string },
    viewer: { userId: string | null; references: readonly string[] },
  ): Promise<HeldStay[]>;
  /** The same for a booking not yet paid: the other stays its traveller holds (none once it is paid or over). */
  heldStaysBesides(reference: string, viewer: { userId: string | null; references: readonly string[] }): Promise<HeldStay[]>;
  /**
   * Cancels under the policy and refunds. With the quote's token (the pages and the API always send
   * it) nothing happens when the quote no longer holds: `quote_changed`, and the caller shows the new one.
   */
  cancel(
    reference: string,
    options?: { quoteToken?: string },
  ): Promise<{ booking: HotelBookingView; refund: Money; terms: HotelCancelTerms }>;
  /** What cancelling now keeps and gives back, and to what, with the token to confirm it (null unless confirmed). */
  cancelQuote(reference: string): Promise<HotelCancelQuote | null>;
  /** What a cancelled booking's cancellation kept and refunded (null unless cancelled). */
  cancellation(reference: string): Promise<HotelCancelTerms | null>;
  /** The PDF voucher of a confirmed booking. */
  voucher(reference: string): Promise<Uint8Array>;
};

export function createHotelCheckout(deps: {
  supplier: HotelSupplier;
  store: HotelStore;
  payments: PaymentService;
  mail: MailService;
  jobs: Pick<JobQueue, "register" | "enqueue" | "every">;
  logger: Logger;
  appName: string;
  appUrl: string;
  /** The confirmation mail's link that opens a booking without a last name (core/shared/trip-links.ts). */
  tripLink?: (reference: string) => string;
  now?: () => Date;
  /** Draws a booking reference (default: H and five random letters or digits); tests draw a taken one. */
  newReference?: () => string;
}): HotelCheckout {
  const now = deps.now ?? (() => new Date());
  const newReference = deps.newReference ?? newHotelReference;
  const { supplier, store, payments } = deps;

  async function viewOf(reference: string): Promise<HotelBookingView> {
    const v = await supplier.bookingDetails(reference);
    if (!v) throw new HotelError("booking_not_found", "There is no such booking.");
    return v;
  }

  /** The PDF voucher and the booking's mails (hotel-mails.ts). */
  const voucher = hotelVoucher({ store, payments, appName: deps.appName });

  /** The terms of cancelling `b` with `refund` back, as of Manila date `today`. */
  async function termsOf(b: HotelBookingRecord, refund: Money, today: string): Promise<HotelCancelTerms> {
    const payment = b.paymentId ? await payments.get(b.paymentId) : null;
    return {
      reference: b.reference,
      total: b.total,
      penalty: { amount: b.total.amount - refund.amount, currency: b.total.currency },
      refund,
      paidWith: payment ? paidWithLabel(payment) : null,
      refundTiming: refund.amount > 0 ? refundTimingFor(payment?.method ?? null) : null,
      reason: cancellationReason(b.policy, today, b.checkIn),
    };
  }

  async function cancelQuote(reference: string): Promise<HotelCancelQuote | null> {
    const b = await store.get(reference);
    if (b?.status !== "confirmed") return null;
    const today = manilaToday(now());
    const refund = refundFor(b.policy, b.total, today, b.checkIn);
    return { ...(await termsOf(b, refund, today)), quotedOn: today, quoteToken: quoteTokenOf(b, refund) };
  }

  async function cancellation(reference: string): Promise<HotelCancelTerms | null> {
    const b = await store.get(reference);
    if (b?.status !== "cancelled") return null;
    return termsOf(b, { amount: b.refunded, currency: b.total.currency }, manilaToday(b.cancelledAt ?? b.updatedAt));
  }

  async function heldStays(
    query: Parameters<HotelCheckout["heldStays"]>[0],
    viewer: Parameters<HotelCheckout["heldStays"]>[1],
  ): Promise<HeldStay[]> {
    const found = await store.heldStays({
      hotelId: query.hotelId,
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      userId: query.userId,
      email: query.email,
      references: viewer.references,
    });
    return found
      .filter((b) => b.reference !== query.exclude)
      .map((b) => {
        const hotel = findHotel(b.hotelId);
        // Its reference only to whoever may open it as they are (booking-access.ts: the owner, a holding browser).
        const owner = { userId: b.userId, lastName: b.guest.lastName };
        const mayOpen = mayAccessHotelBooking(owner, { userId: viewer.userId, tripReferences: viewer.references, reference: b.reference });
        return {
          reference: mayOpen ? b.reference : null,
          state: b.status === "confirmed" ? ("paid" as const) : ("payment_in_progress" as const),
          hotelName: hotel?.hotelName ?? b.hotelId,
          roomType: (hotel && findRoom(hotel, b.roomId)?.roomType) ?? b.roomId,
          rooms: b.rooms,
          checkInDate: b.checkIn,
          checkOutDate: b.checkOut,
        };
      });
  }

  registerHotelMails({ ...deps, viewOf, voucher, cancellation });

  const money = createHotelPayments({
    supplier,
    store,
    payments,
    jobs: deps.jobs,
    logger: deps.logger,
    now,
    view: viewOf,
    onConfirmed: async (reference) => {
      await deps.jobs.enqueue(HOTEL_CONFIRMATION_MAIL_JOB, { reference }, { uniqueKey: `hotel-confirmed:${reference}` });
    },
  });
  // Still waiting for the traveller: looked at again after 4, 8, 16, … minutes (past the gateway's 30-minute expiry).
  deps.jobs.register<SettlePayload>(HOTEL_SETTLE_JOB, (payload) => money.settleJob(payload), {
    maxAttempts: 10,
    backoffMs: HOTEL_SETTLE_AFTER_MS + 60_000,
    maxBackoffMs: 30 * 60_000,
  });
  deps.jobs.every(HOTEL_EXPIRE_JOB, EXPIRE_EVERY_MS, async () => {
    await money.expireJob();
  });

  return {
    async start({ sessionId, hotelId, roomId, guest, userId }) {
      const { available, rate, stay } = await supplier.validateAvailability({ sessionId, hotelId, roomId });
      if (!available) throw new HotelError("room_unavailable", HOTEL_MESSAGES.roomUnavailable);
      // A reference is H and five letters or digits (60 million): at the size of the market two bookings
      // may draw the same one, so a taken reference is drawn again (the store refuses it, writing nothing).
      let reference = newReference();
      for (let attempt = 1; ; attempt++) {
        const made = await store.createPending(
          {
            id: randomUUID(),
            reference,
            userId,
            hotelId: findHotel(hotelId)!.hotelId,
            roomId,
            checkIn: stay.checkin,
            checkOut: stay.checkout,
            rooms: stay.occupancy.length,
            occupancy: stay.occupancy as Occupancy[],
            guest: { ...guest, specialRequests: guest.specialRequests ?? "" },
            total: rate.rates.totalRate,
            policy: rate.cancellationPolicy,
          },
          now(),
        );
        if (made) break;
        if (attempt >= 5) throw new Error("No free hotel booking reference after five draws");
        reference = newReference();
      }
      return viewOf(reference);
    },

    pay: (input) => money.pay(input),

    complete: (reference, paymentId) => money.complete(reference, paymentId),

    settleJob: (payload) => money.settleJob(payload),

    expirePending: () => money.expireJob(),

    view: (reference) => supplier.bookingDetails(reference),

    voucher,

    cancelQuote,

    cancellation,

    async ownerOf(reference) {
      const b = await store.get(reference);
      return b ? { userId: b.userId, lastName: b.guest.lastName } : null;
    },

    heldStays,

    async heldStaysBesides(reference, viewer) {
      const b = await store.get(reference);
      if (b?.status !== "pending_payment") return [];
      const userId = viewer.userId ?? b.userId;
      const query = { hotelId: b.hotelId, checkIn: b.checkIn, checkOut: b.checkOut, userId, email: b.guest.email, exclude: reference };
      return heldStays(query, viewer);
    },

    async listForUser(userId) {
      const list = await store.listForUser(userId);
      const out: HotelBookingView[] = [];
      for (const b of list) if (b.status !== "pending_payment" && b.status !== "failed") out.push(await viewOf(b.reference));
      return out;
    },

    async cancel(reference, options = {}) {
      const b = await store.get(reference);
      if (!b) throw new HotelError("booking_not_found", "There is no such booking.");
      let expected: { refund: Money } | undefined;
      if (options.quoteToken !== undefined && b.status !== "cancelled") {
        const quote = await cancelQuote(reference);
        if (!quote) throw new HotelError("not_cancellable", HOTEL_CANCEL_MESSAGES.notCancellable);
        if (quote.quoteToken !== options.quoteToken) throw new HotelError("quote_changed", HOTEL_CANCEL_MESSAGES.quoteChanged);
        expected = { refund: quote.refund };
      }
      // Cancelled already (a retry after a failed refund): the refund below is idempotent by its key.
      const refund =
        b.status === "cancelled" ? { amount: b.refunded, currency: b.total.currency } : (await supplier.cancel(reference, expected)).refund;
      if (b.status !== "cancelled")
        deps.logger.info(
          { reference, paymentId: b.paymentId, refund: refund.amount, currency: refund.currency, ...MONEY_EVENT },
          "hotel booking cancelled",
        );
      if (refund.amount > 0 && b.paymentId) {
        await payments.refund({
          idempotencyKey: `hotel-cancel-${reference}`,
          paymentId: b.paymentId,
          amount: refund,
          reason: "Hotel booking cancelled",
          owner: stayPurpose(reference),
        });
        await store.setRefunded(reference, refund.amount, now());
      }
      await deps.jobs.enqueue(HOTEL_CANCELLATION_MAIL_JOB, { reference }, { uniqueKey: `hotel-cancelled:${reference}` });
      const terms = (await cancellation(reference)) ?? (await termsOf(b, refund, manilaToday(now())));
      return { booking: await viewOf(reference), refund, terms };
    },
  };
}
