/**
 * Paying for a held flight booking, and what happens to every payment that comes back.
 *
 *   pay: claim the booking for this attempt (payment-claims.ts) → queue the settle job → charge → settle
 *   settle (the charge, the return page after 3-D Secure or a wallet, the settle job): a succeeded
 *   payment that holds the claim marks the booking paid and tickets it; any other succeeded payment
 *   (the booking was paid by another, its hold ended, it was cancelled) is refunded in full at once,
 *   the traveller is told on the page and by e-mail.
 *
 * The settle job settles every payment it was queued for: a payment still waiting for the traveller
 * is looked at again every two minutes until the gateway's approval window has closed, so a wallet
 * approved in a tab that was then closed is still ticketed (or refunded). docs/decisions/013-flight-checkout.md.
 */
import { FLIGHT_PAYMENT_MESSAGES } from "../../../contracts/flight-checkout.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { DECLINE_MESSAGES, PAYMENT_METHOD_LABELS, type PaymentPurpose } from "../../../contracts/payments.ts";
import { refundTimesSentence } from "../../../contracts/refund-times.ts";
import { FlightError } from "../errors.ts";
import type { JobQueue } from "../../jobs/jobs.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { MailService } from "../../mail/mail-service.ts";
import { mailLanguage, mailWords } from "../../mail/render.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import type { PaymentMethodInput, PaymentResult } from "../../payments/payments.ts";
import { servesPurpose } from "../../payments/purpose.ts";
import { SANDBOX_ACTION_TTL_MS } from "../../payments/sandbox-gateway.ts";
import { claimBooking, type PaymentClaimStore } from "./payment-claims.ts";
import { type Logger, MONEY_EVENT } from "../../shared/logger.ts";

export type PaymentOutcome =
  | { kind: "paid" }
  | { kind: "redirect"; url: string }
  | { kind: "failed"; message: string }
  /** Charged, but the booking could not keep it: refunded in full (`message` says why). */
  | { kind: "refunded"; paymentId: string; message: string };

export const SETTLE_JOB = "flight.settle-payment";
export const CONFIRMATION_MAIL_JOB = "flight.confirmation-mail";
export const REFUND_MAIL_JOB = "flight.payment-refunded-mail";
/** The settle job looks at a payment this long after it was started (a challenge takes a while). */
export const SETTLE_AFTER_MS = 3 * 60_000;
/** A payment still waiting for the traveller then is looked at again this often until its approval window has closed. */
export const SETTLE_POLL_MS = 2 * 60_000;
const SETTLE_ROUNDS = Math.ceil(SANDBOX_ACTION_TTL_MS / SETTLE_POLL_MS) + 2;
export const REFUND_REASON = "Not kept: the booking was already paid, cancelled or its seat hold had ended";

/** `round`: how many times the job has found the payment still waiting. */
export type SettlePayload = { reference: string; idempotencyKey: string; round?: number };

/** The booking as paying needs it. */
type PayableBooking = {
  reference: string;
  status: string;
  holdExpiresAt: string | null;
  total: PaymentResult["amount"];
  tickets: unknown[];
  passengers: unknown[];
  contact: { email: string };
  /** The language its mails go out in (absent: English). */
  language?: Locale | null;
  fare: { legs: { segments: { departureAirport: string; arrivalAirport: string }[] }[] };
};

export type FlightPaymentDeps = {
  claims: PaymentClaimStore;
  flights: { getBooking(reference: string): Promise<PayableBooking | null>; ticket(reference: string): Promise<unknown> };
  payments: Pick<PaymentService, "create" | "reserveKey" | "paymentFor" | "refund">;
  jobs: Pick<JobQueue, "enqueue">;
  mail: Pick<MailService, "send">;
  appName: string;
  appUrl: string;
  now: () => Date;
  /** Where "tickets issued" is logged (a money line: written before the call returns). */
  logger?: Logger;
};

export function paidWithLabel(payment: Pick<PaymentResult, "card" | "method">): string {
  return payment.card ? `${cardLabel(payment.card.brand)} •••• ${payment.card.last4}` : PAYMENT_METHOD_LABELS[payment.method];
}

function cardLabel(brand: string): string {
  return { visa: "Visa", mastercard: "Mastercard", amex: "American Express", jcb: "JCB" }[brand] ?? brand;
}

/** "GCash payment of ₱3,450.00", "Visa •••• 4242 payment of ₱3,450.00". */
function paymentPhrase(payment: PaymentResult): string {
  return `${paidWithLabel(payment)} payment of ${formatMoney(payment.amount)}`;
}

/** What a booking's checkout payment is for: only such a payment can pay for (or be refunded as not kept by) the booking. */
export function checkoutPurpose(reference: string): PaymentPurpose {
  return { type: "flight-checkout", reference: reference.toUpperCase() };
}

export function createFlightPayments(deps: FlightPaymentDeps) {
  const { claims, flights, payments, jobs, now } = deps;
  /** A claim's holder is looked up as a payment for this booking's checkout (any other is no payment of it). */
  const claimDeps = (reference: string) => ({
    claims,
    findPayment: (key: string) => payments.paymentFor(checkoutPurpose(reference), { idempotencyKey: key }),
  });

  async function requireBooking(reference: string): Promise<PayableBooking> {
    const booking = await flights.getBooking(reference);
    if (!booking) throw new FlightError("NOT_FOUND", "We could not find this booking.");
    return booking;
  }

  /** Ticketed with this payment (now or before): true; this payment is not the booking's: false. */
  async function keep(reference: string, payment: PaymentResult): Promise<boolean> {
    const claim = await claimBooking(claimDeps(reference), reference, payment.idempotencyKey, now(), true);
    let paidBy = claim.kind === "closed" ? claim.paidPaymentId : null;
    if (
      claim.kind === "ours" &&
      (await claims.markPaid(reference, { key: payment.idempotencyKey, paymentId: payment.id, paidWith: paidWithLabel(payment) }, now()))
    ) {
      paidBy = payment.id;
    }
    if (paidBy !== payment.id) return false;
    // Ticketed before (and perhaps voided or refunded since, by post-ticketing with its own money): kept.
    if ((await requireBooking(reference)).tickets.length > 0) return true;
    try {
      await flights.ticket(reference);
      deps.logger?.info(
        { reference, paymentId: payment.id, amount: payment.amount.amount, currency: payment.amount.currency, ...MONEY_EVENT },
        "tickets issued",
      );
      return true;
    } catch (error) {
      if (!(error instanceof FlightError) || (error.code !== "INVALID_STATE" && error.code !== "FARE_EXPIRED")) throw error;
      // Ticketed at this moment by another settle of this payment, or the hold ran out: refunded then.
      return (await requireBooking(reference)).tickets.length > 0;
    }
  }

  /** Why a payment of this booking was refunded because it was not needed (null: it was not), and the booking. */
  async function refundReason(reference: string, paymentId: string) {
    const payment = /^[\w-]{1,100}$/.test(paymentId) ? await payments.paymentFor(checkoutPurpose(reference), { id: paymentId }) : null;
    if (!payment || payment.status !== "succeeded") return null;
    if (payment.amountRefunded.amount < payment.amount.amount) return null;
    if ((await claims.paidPaymentId(reference)) === payment.id) return null;
    const booking = await flights.getBooking(reference);
    const why = booking?.status === "expired" ? "hold_ended" : booking?.status === "cancelled" ? "cancelled" : "already_paid";
    return { why, payment, booking } as const;
  }

  /** What the traveller is told about a payment of this booking that was refunded because it was not needed. */
  async function refundNotice(reference: string, paymentId: string): Promise<string | null> {
    const r = await refundReason(reference, paymentId);
    if (!r) return null;
    const phrase = paymentPhrase(r.payment);
    if (r.why === "hold_ended") return FLIGHT_PAYMENT_MESSAGES.holdEnded(phrase);
    if (r.why === "cancelled") return FLIGHT_PAYMENT_MESSAGES.cancelled(phrase);
    return FLIGHT_PAYMENT_MESSAGES.alreadyPaid(phrase);
  }

  async function refundInFull(reference: string, payment: PaymentResult): Promise<PaymentOutcome> {
    await payments.refund({
      idempotencyKey: `refund:${payment.id}`,
      paymentId: payment.id,
      reason: REFUND_REASON,
      owner: checkoutPurpose(reference),
    });
    await jobs.enqueue(REFUND_MAIL_JOB, { reference, paymentId: payment.id }, { uniqueKey: `${REFUND_MAIL_JOB}:${payment.id}` });
    const message = (await refundNotice(reference, payment.id)) ?? FLIGHT_PAYMENT_MESSAGES.alreadyPaid(paymentPhrase(payment));
    return { kind: "refunded", paymentId: payment.id, message };
  }

  async function settle(reference: string, payment: PaymentResult): Promise<PaymentOutcome> {
    // Only a payment made for this booking's checkout settles it; any other changes nothing here.
    if (!servesPurpose(payment, checkoutPurpose(reference))) return { kind: "failed", message: FLIGHT_PAYMENT_MESSAGES.notThisBooking };
    if (payment.status === "requires_action" && payment.nextAction) return { kind: "redirect", url: payment.nextAction.url };
    if (payment.status !== "succeeded") {
      // Failed or cancelled: the booking may be paid again at once.
      await claims.release(reference, payment.idempotencyKey);
      return { kind: "failed", message: payment.failure?.message ?? DECLINE_MESSAGES.processing_error };
    }
    if (await keep(reference, payment)) {
      await jobs.enqueue(CONFIRMATION_MAIL_JOB, { reference }, { uniqueKey: `${CONFIRMATION_MAIL_JOB}:${reference}` });
      return { kind: "paid" };
    }
    return refundInFull(reference, payment);
  }

  return {
    settle,
    refundNotice,

    /** Pays for a held booking: claimed for this attempt first; the idempotency key makes a double submit one charge. */
    async pay(reference: string, input: { method: PaymentMethodInput; idempotencyKey: string }): Promise<PaymentOutcome> {
      const booking = await requireBooking(reference);
      if (booking.status === "ticketed") return { kind: "paid" };
      const hold = "This booking can no longer be paid: its seat hold has ended. Please search again.";
      if (booking.status !== "held" || (booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) <= now().getTime())) {
        throw new FlightError("INVALID_STATE", hold);
      }
      // The key belongs to this booking's checkout before anything is written with it: a key used for
      // anything else (another booking, a date change, a hotel) is refused here and nothing changes.
      await payments.reserveKey(input.idempotencyKey, checkoutPurpose(reference), booking.total);
      const claim = await claimBooking(claimDeps(reference), reference, input.idempotencyKey, now(), false);
      if (claim.kind === "busy") throw new FlightError("INVALID_STATE", FLIGHT_PAYMENT_MESSAGES.inProgress);
      if (claim.kind === "closed") {
        if (claim.paidPaymentId || claim.status === "ticketed") return { kind: "paid" };
        throw new FlightError("INVALID_STATE", hold);
      }
      // Queued before the gateway is called: if this process dies after the charge, the job finishes the work.
      await jobs.enqueue(SETTLE_JOB, { reference, idempotencyKey: input.idempotencyKey } satisfies SettlePayload, {
        delayMs: SETTLE_AFTER_MS,
        uniqueKey: `${SETTLE_JOB}:${input.idempotencyKey}`,
      });
      const route = booking.fare.legs.map((l) => `${l.segments[0].departureAirport}–${l.segments.at(-1)?.arrivalAirport}`).join(", ");
      let payment: PaymentResult;
      try {
        payment = await payments.create({
          idempotencyKey: input.idempotencyKey,
          amount: booking.total,
          description: `Flight ${route}, ${booking.passengers.length} ${booking.passengers.length === 1 ? "traveller" : "travellers"} (${reference})`,
          reference,
          kind: "flight",
          purpose: checkoutPurpose(reference),
          method: input.method,
          returnUrl: `/flights/payment/return?ref=${reference}`,
        });
      } catch (error) {
        await claims.release(reference, input.idempotencyKey);
        throw error;
      }
      return settle(reference, payment);
    },

    /** After a challenge or wallet approval: how the payment ended, from the gateway itself. */
    async completePayment(reference: string, paymentId: string): Promise<PaymentOutcome> {
      const payment = await payments.paymentFor(checkoutPurpose(reference), { id: paymentId });
      if (!payment) return { kind: "failed", message: FLIGHT_PAYMENT_MESSAGES.notThisBooking };
      return settle(reference, payment);
    },

    /** The settle job: finishes every payment it was queued for (crash, closed tab, a late approval). */
    async settleJob(payload: SettlePayload): Promise<void> {
      const payment = await payments.paymentFor(checkoutPurpose(payload.reference), { idempotencyKey: payload.idempotencyKey });
      if (!payment) {
        // The gateway never got this attempt (its process died first): the booking may be paid again.
        await claims.release(payload.reference, payload.idempotencyKey);
        return;
      }
      if (payment.status === "requires_action") {
        // Approved in a tab that was then closed comes back to no page: look again until the window closes.
        const round = (payload.round ?? 0) + 1;
        if (round > SETTLE_ROUNDS) throw new Error("The payment is still waiting for the traveller; looking again later.");
        await jobs.enqueue(SETTLE_JOB, { ...payload, round } satisfies SettlePayload, {
          delayMs: SETTLE_POLL_MS,
          uniqueKey: `${SETTLE_JOB}:${payload.idempotencyKey}:${round}`,
        });
        return;
      }
      await settle(payload.reference, payment);
    },

    /** The refund mail job: tells the booking's contact that a payment was refunded, once. */
    async sendRefundMail(reference: string, paymentId: string): Promise<void> {
      const reason = await refundReason(reference, paymentId);
      const booking = await flights.getBooking(reference);
      if (!reason || !booking) return;
      const t = mailWords(mailLanguage(booking.language));
      const paidWith = reason.payment.card
        ? `${cardLabel(reason.payment.card.brand)} •••• ${reason.payment.card.last4}`
        : PAYMENT_METHOD_LABELS[reason.payment.method];
      const payment = t("mail.flight.refund.payment", { paidWith, amount: formatMoney(reason.payment.amount) });
      await deps.mail.send({
        to: booking.contact.email,
        subject: t("mail.flight.refund.subject", { reference }),
        text: [
          t("mail.flight.booking_reference", { reference }),
          "",
          t(`mail.flight.refund.${reason.why}`, { payment }),
          "",
          // The gateways' refund times are the contracts' English (contracts/refund-times.ts) in either language.
          t("mail.flight.refund.goes_back", { times: refundTimesSentence() }),
          t("mail.flight.refund.see_trip", { url: `${deps.appUrl}/flights/manage` }),
          "",
          `— ${deps.appName}`,
        ].join("\n"),
      });
    },
  };
}

export type FlightPayments = ReturnType<typeof createFlightPayments>;
