/**
 * What a hotel booking sends and prints: the PDF voucher, and the mails of its confirmation (with
 * the voucher), its cancellation and a payment it could not keep. Each mail is a job keyed by the
 * reference (hotel-checkout.ts queues them), so a retry never sends twice. Their words come from the
 * `mail` catalogue in the booking's language (core/mail/render.ts: the account's choice, else the
 * language it was booked in, else English); the voucher asked for from a /fil page is in Filipino too.
 */
import type { HotelCancelTerms } from "../../contracts/hotel-cancellation.ts";
import { type CancellationPolicy, type HotelBookingView, manilaToday } from "../../contracts/hotels.ts";
import { formatMoney } from "../../contracts/money.ts";
import { CARD_BRAND_LABELS, PAYMENT_METHOD_LABELS } from "../../contracts/payments.ts";
import { refundTimesSentence } from "../../contracts/refund-times.ts";
import type { Locale } from "../../i18n/locales.ts";
import { hotelVoucherFileName, renderHotelVoucherPdf } from "../documents/hotel-voucher-pdf.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { MailService } from "../mail/mail-service.ts";
import { calendarDay, clockTime, documentLanguage, mailLanguage, type MailTranslate, mailWords, partyText } from "../mail/render.ts";
import type { PaymentResult } from "../payments/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { HOTEL_REFUND_MAIL_JOB, type RefundMailPayload } from "./hotel-payments.ts";
import type { HotelBookingRecord, HotelStore } from "./hotel-store.ts";
import { findHotel, findRoom } from "./inventory.ts";
import { HotelError } from "./supplier.ts";

export const HOTEL_CONFIRMATION_MAIL_JOB = "hotels.confirmation-mail";
export const HOTEL_CANCELLATION_MAIL_JOB = "hotels.cancellation-mail";

/** "Visa ending 4242", "GCash": how a payment is named to the traveller (voucher, cancellation). */
export function paidWithLabel(payment: Pick<PaymentResult, "card" | "method">, locale: Locale = "en"): string {
  return payment.card
    ? mailWords(locale)("mail.card_ending", { brand: CARD_BRAND_LABELS[payment.card.brand], last4: payment.card.last4 })
    : PAYMENT_METHOD_LABELS[payment.method];
}

/** The cancellation policy in words (the English is contracts/hotel-policy-text.ts cancellationPolicyText's, word for word). */
export function policyWords(
  t: MailTranslate,
  locale: Locale,
  policy: Pick<CancellationPolicy, "cancellable" | "freeCancellationUntil" | "penaltyPercent">,
): string {
  if (!policy.cancellable) return t("mail.policy.non_refundable");
  const kept = policy.penaltyPercent >= 100 ? t("mail.policy.whole_amount") : t("mail.policy.percent", { percent: policy.penaltyPercent });
  if (!policy.freeCancellationUntil) return t("mail.policy.keeps", { kept });
  return t("mail.policy.free_until", { date: calendarDay(locale, policy.freeCancellationUntil), kept });
}

/** What a cancellation gave back (contracts/hotel-cancellation.ts refundSentence's words once it is done). */
function refundDoneWords(t: MailTranslate, terms: HotelCancelTerms, paidWith: string | null): string {
  if (terms.refund.amount <= 0) return t("mail.refund.nothing", { penalty: formatMoney(terms.penalty) });
  const to = paidWith ? t("mail.refund.to_paid_with", { paidWith }) : t("mail.refund.to_method");
  const kept = terms.penalty.amount > 0 ? ` ${t("mail.refund.kept", { penalty: formatMoney(terms.penalty) })}` : "";
  // The refund's timing is the payment gateways' own words (English, contracts/refund-times.ts).
  const when = terms.refundTiming ? ` ${terms.refundTiming}` : "";
  return `${t("mail.refund.done", { amount: formatMoney(terms.refund), to })}${kept}${when}`;
}

/** The PDF voucher of a booking, by its reference. */
export function hotelVoucher(deps: { store: HotelStore; payments: PaymentService; appName: string }) {
  const { store, payments } = deps;
  /** `locale`: the mail's language when it carries the voucher; else the page's (a /fil page) or the booking's. */
  return async function voucher(reference: string, locale?: Locale): Promise<Uint8Array> {
    const b = await store.get(reference);
    if (!b) throw new HotelError("booking_not_found", "There is no such booking.");
    const lang = locale ?? documentLanguage(b.language);
    const t = mailWords(lang);
    const hotel = findHotel(b.hotelId);
    const room = hotel && findRoom(hotel, b.roomId);
    const payment = b.paymentId ? await payments.get(b.paymentId) : null;
    const adults = b.occupancy.reduce((s, o) => s + o.adult, 0);
    const children = b.occupancy.reduce((s, o) => s + o.child, 0);
    return renderHotelVoucherPdf({
      appName: deps.appName,
      locale: lang,
      reference: b.reference,
      confirmationNumber: b.confirmationNumber ?? t("mail.voucher.pending"),
      issueDate: manilaToday(b.updatedAt),
      hotelName: hotel?.hotelName ?? b.hotelId,
      hotelCode: b.hotelId,
      address: hotel?.address ?? "",
      starRating: hotel?.starRating ?? 0,
      propertyType: hotel?.propertyType,
      checkIn: { date: b.checkIn, time: hotel?.checkInTime ?? "14:00" },
      checkOut: { date: b.checkOut, time: hotel?.checkOutTime ?? "12:00" },
      nights: Math.round((Date.parse(b.checkOut) - Date.parse(b.checkIn)) / 86_400_000),
      rooms: b.rooms,
      roomType: room?.roomType ?? b.roomId,
      board: room?.board ?? t("mail.voucher.room_only"),
      guests: partyText(lang, { adults, children }),
      leadGuest: `${b.guest.firstName} ${b.guest.lastName}`,
      total: b.total,
      paidWith: payment ? paidWithLabel(payment, lang) : undefined,
      cancellationPolicy: policyWords(t, lang, b.policy),
      specialRequests: b.guest.specialRequests || undefined,
      notes: [t("mail.voucher.note.id"), t("mail.voucher.note.fees")],
    });
  };
}

/** The booking's mail jobs, registered on the queue. */
export function registerHotelMails(deps: {
  store: HotelStore;
  mail: MailService;
  jobs: Pick<JobQueue, "register">;
  appName: string;
  appUrl: string;
  tripLink?: (reference: string) => string;
  viewOf: (reference: string) => Promise<HotelBookingView>;
  voucher: (reference: string, locale?: Locale) => Promise<Uint8Array>;
  cancellation: (reference: string) => Promise<HotelCancelTerms | null>;
  /** To name a payment in the mail's language (the card's brand and last digits); without it, as the terms say. */
  payments?: Pick<PaymentService, "get">;
}): void {
  const { store, viewOf, voucher, cancellation } = deps;
  const paymentOf = async (id: string | null) => (id && deps.payments ? await deps.payments.get(id).catch(() => null) : null);

  deps.jobs.register<{ reference: string }>(HOTEL_CONFIRMATION_MAIL_JOB, async ({ reference }) => {
    const b = await store.get(reference);
    if (b?.status !== "confirmed") return;
    const locale = mailLanguage(b.language);
    const t = mailWords(locale);
    const v = await viewOf(reference);
    const hotel = findHotel(b.hotelId);
    const link = `${deps.appUrl}/hotels/confirmation/${reference}`;
    await deps.mail.send({
      to: b.guest.email,
      subject: t("mail.hotel.confirm.subject", { hotel: v.hotelName, reference }),
      text: [
        t("mail.hi", { name: b.guest.firstName }),
        "",
        t("mail.hotel.confirm.confirmed", { reference, hotel: v.hotelName, confirmation: v.confirmationNumber ?? "" }),
        t("mail.hotel.confirm.stay", {
          checkIn: calendarDay(locale, v.checkInDate),
          checkInTime: hotel ? t("mail.hotel.from_time", { time: clockTime(locale, hotel.checkInTime) }) : "",
          checkOut: calendarDay(locale, v.checkOutDate),
          checkOutTime: hotel ? t("mail.hotel.until_time", { time: clockTime(locale, hotel.checkOutTime) }) : "",
          nights: t("mail.hotel.nights", { count: v.nights }),
          rooms: v.rooms,
          roomType: v.roomType,
          party: partyText(locale, { adults: v.adults, children: v.children }),
        }),
        t("mail.hotel.confirm.total", { total: formatMoney(v.total) }),
        "",
        t("mail.hotel.confirm.cancellation", { policy: policyWords(t, locale, v.cancellationPolicy) }),
        "",
        ...(deps.tripLink ? [t("mail.hotel_link.open", { link: deps.tripLink(reference) }), t("mail.trip_link.private"), ""] : []),
        t("mail.hotel.confirm.attached", { link }),
        "",
        `${t("mail.hotel.confirm.bye")}\n${deps.appName}`,
      ].join("\n"),
      attachments: [
        { filename: hotelVoucherFileName(reference), contentType: "application/pdf", content: await voucher(reference, locale) },
      ],
    });
  });

  deps.jobs.register<{ reference: string }>(HOTEL_CANCELLATION_MAIL_JOB, async ({ reference }) => {
    const b = await store.get(reference);
    const terms = await cancellation(reference);
    if (!b || !terms) return;
    const locale = mailLanguage(b.language);
    const t = mailWords(locale);
    const v = await viewOf(reference);
    // The payment named in the mail's language ("Visa na nagtatapos sa 4242"); the terms name it in English.
    const payment = locale === "en" ? null : await paymentOf(b.paymentId);
    const paidWith = terms.paidWith && payment ? paidWithLabel(payment, locale) : terms.paidWith;
    await deps.mail.send({
      to: b.guest.email,
      subject: t("mail.hotel.cancel.subject", { reference }),
      text: [
        t("mail.hi", { name: b.guest.firstName }),
        "",
        t("mail.hotel.cancel.body", {
          reference,
          hotel: v.hotelName,
          checkIn: calendarDay(locale, v.checkInDate),
          checkOut: calendarDay(locale, v.checkOutDate),
        }),
        "",
        t("mail.hotel.cancel.total", { amount: formatMoney(terms.total) }),
        t("mail.hotel.cancel.kept", { amount: formatMoney(terms.penalty) }),
        paidWith && terms.refund.amount > 0
          ? t("mail.hotel.cancel.refunded_to", { amount: formatMoney(terms.refund), paidWith })
          : t("mail.hotel.cancel.refunded", { amount: formatMoney(terms.refund) }),
        "",
        refundDoneWords(t, terms, paidWith),
        locale === "en" ? terms.reason : reasonWords(t, locale, b),
        "",
        t("mail.hotel.cancel.see", { link: `${deps.appUrl}/hotels/confirmation/${reference}` }),
        "",
        deps.appName,
      ].join("\n"),
    });
  });

  deps.jobs.register<RefundMailPayload>(HOTEL_REFUND_MAIL_JOB, async ({ reference, paymentId, message }) => {
    const b = await store.get(reference);
    if (!b) return;
    const locale = mailLanguage(b.language);
    const t = mailWords(locale);
    // The English is the checkout's own message (contracts/hotels.ts HOTEL_PAYMENT_MESSAGES); another
    // language words the same case from the booking's state and the payment's amount.
    const payment = locale === "en" ? null : await paymentOf(paymentId);
    const said = payment
      ? t(
          b.status === "failed" && b.failureReason === "sold_out"
            ? "mail.hotel.refund.sold_out"
            : b.status === "confirmed" || b.status === "cancelled"
              ? "mail.hotel.refund.already_paid"
              : "mail.hotel.refund.not_payable",
          { amount: formatMoney(payment.amount) },
        )
      : message;
    await deps.mail.send({
      to: b.guest.email,
      subject: t("mail.hotel.refund.subject", { reference }),
      text: [
        t("mail.hi", { name: b.guest.firstName }),
        "",
        said,
        t("mail.hotel.refund.goes_back", { times: refundTimesSentence() }),
        "",
        t("mail.hotel.refund.see", { link: `${deps.appUrl}/hotels/confirmation/${reference}` }),
        "",
        deps.appName,
      ].join("\n"),
    });
  });
}

/**
 * Why the policy kept what it kept, in the mail's language: the same cases as core/hotels/pricing.ts
 * cancellationReason (whose English the terms carry), judged on the day the booking was cancelled.
 */
function reasonWords(t: MailTranslate, locale: Locale, b: HotelBookingRecord): string {
  const policy = b.policy;
  const today = manilaToday(b.cancelledAt ?? b.updatedAt);
  if (!policy.cancellable) return t("mail.reason.non_refundable");
  if (today >= b.checkIn) return t("mail.reason.after_check_in");
  if (policy.freeCancellationUntil && today <= policy.freeCancellationUntil)
    return t("mail.reason.free", { date: calendarDay(locale, policy.freeCancellationUntil) });
  return policy.freeCancellationUntil
    ? t("mail.reason.ended", { date: calendarDay(locale, policy.freeCancellationUntil), percent: policy.penaltyPercent })
    : t("mail.reason.ended_earlier", { percent: policy.penaltyPercent });
}
