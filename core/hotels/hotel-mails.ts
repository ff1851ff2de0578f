/**
 * What a hotel booking sends and prints: the PDF voucher, and the mails of its confirmation (with
 * the voucher), its cancellation and a payment it could not keep. Each mail is a job keyed by the
 * reference (hotel-checkout.ts queues them), so a retry never sends twice.
 */
import { formatCalendarDay, formatClockTime } from "../../contracts/calendar.ts";
import { type HotelCancelTerms, refundSentence } from "../../contracts/hotel-cancellation.ts";
import { cancellationPolicyText } from "../../contracts/hotel-policy-text.ts";
import { type HotelBookingView, manilaToday } from "../../contracts/hotels.ts";
import { formatMoney } from "../../contracts/money.ts";
import { partyLabel, plural } from "../../contracts/party.ts";
import { CARD_BRAND_LABELS, PAYMENT_METHOD_LABELS } from "../../contracts/payments.ts";
import { refundTimesSentence } from "../../contracts/refund-times.ts";
import { hotelVoucherFileName, renderHotelVoucherPdf } from "../documents/hotel-voucher-pdf.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { MailService } from "../mail/mail-service.ts";
import type { PaymentResult } from "../payments/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { HOTEL_REFUND_MAIL_JOB, type RefundMailPayload } from "./hotel-payments.ts";
import type { HotelStore } from "./hotel-store.ts";
import { findHotel, findRoom } from "./inventory.ts";
import { HotelError } from "./supplier.ts";

export const HOTEL_CONFIRMATION_MAIL_JOB = "hotels.confirmation-mail";
export const HOTEL_CANCELLATION_MAIL_JOB = "hotels.cancellation-mail";

/** "Visa ending 4242", "GCash": how a payment is named to the traveller (voucher, cancellation). */
export function paidWithLabel(payment: Pick<PaymentResult, "card" | "method">): string {
  return payment.card ? `${CARD_BRAND_LABELS[payment.card.brand]} ending ${payment.card.last4}` : PAYMENT_METHOD_LABELS[payment.method];
}

/** The PDF voucher of a booking, by its reference. */
export function hotelVoucher(deps: { store: HotelStore; payments: PaymentService; appName: string }) {
  const { store, payments } = deps;
  return async function voucher(reference: string): Promise<Uint8Array> {
    const b = await store.get(reference);
    if (!b) throw new HotelError("booking_not_found", "There is no such booking.");
    const hotel = findHotel(b.hotelId);
    const room = hotel && findRoom(hotel, b.roomId);
    const payment = b.paymentId ? await payments.get(b.paymentId) : null;
    const adults = b.occupancy.reduce((s, o) => s + o.adult, 0);
    const children = b.occupancy.reduce((s, o) => s + o.child, 0);
    return renderHotelVoucherPdf({
      appName: deps.appName,
      reference: b.reference,
      confirmationNumber: b.confirmationNumber ?? "pending",
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
      board: room?.board ?? "Room only",
      guests: partyLabel({ adults, children }),
      leadGuest: `${b.guest.firstName} ${b.guest.lastName}`,
      total: b.total,
      paidWith: payment ? paidWithLabel(payment) : undefined,
      cancellationPolicy: cancellationPolicyText(b.policy),
      specialRequests: b.guest.specialRequests || undefined,
      notes: [
        "Show this voucher (printed or on your phone) and a valid ID at check-in.",
        "Local environmental or terminal fees, where they apply, are paid on arrival.",
      ],
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
  voucher: (reference: string) => Promise<Uint8Array>;
  cancellation: (reference: string) => Promise<HotelCancelTerms | null>;
}): void {
  const { store, viewOf, voucher, cancellation } = deps;

  deps.jobs.register<{ reference: string }>(HOTEL_CONFIRMATION_MAIL_JOB, async ({ reference }) => {
    const b = await store.get(reference);
    if (b?.status !== "confirmed") return;
    const v = await viewOf(reference);
    const hotel = findHotel(b.hotelId);
    const link = `${deps.appUrl}/hotels/confirmation/${reference}`;
    await deps.mail.send({
      to: b.guest.email,
      subject: `Your stay at ${v.hotelName} is confirmed (${reference})`,
      text: [
        `Hi ${b.guest.firstName},`,
        "",
        `Your booking ${reference} at ${v.hotelName} is confirmed (hotel confirmation ${v.confirmationNumber}).`,
        `Check-in ${formatCalendarDay(v.checkInDate)}${hotel ? ` from ${formatClockTime(hotel.checkInTime)}` : ""}, check-out ${formatCalendarDay(v.checkOutDate)}${hotel ? ` until ${formatClockTime(hotel.checkOutTime)}` : ""}: ${plural(v.nights, "night")}, ${v.rooms} x ${v.roomType} (${partyLabel({ adults: v.adults, children: v.children })}).`,
        `Total paid: ${formatMoney(v.total)}.`,
        "",
        `Cancellation: ${cancellationPolicyText(v.cancellationPolicy)}`,
        "",
        ...(deps.tripLink
          ? [
              `Open your booking any time, no last name needed: ${deps.tripLink(reference)}`,
              "This link opens your booking: keep it to yourself.",
              "",
            ]
          : []),
        `Your voucher is attached. See or cancel the booking at ${link} (with your reference and last name).`,
        "",
        `Salamat, and enjoy your stay!\n${deps.appName}`,
      ].join("\n"),
      attachments: [{ filename: hotelVoucherFileName(reference), contentType: "application/pdf", content: await voucher(reference) }],
    });
  });

  deps.jobs.register<{ reference: string }>(HOTEL_CANCELLATION_MAIL_JOB, async ({ reference }) => {
    const b = await store.get(reference);
    const terms = await cancellation(reference);
    if (!b || !terms) return;
    const v = await viewOf(reference);
    await deps.mail.send({
      to: b.guest.email,
      subject: `Booking ${reference} cancelled`,
      text: [
        `Hi ${b.guest.firstName},`,
        "",
        `Your booking ${reference} at ${v.hotelName} (${formatCalendarDay(v.checkInDate)} to ${formatCalendarDay(v.checkOutDate)}) is cancelled.`,
        "",
        `Total paid: ${formatMoney(terms.total)}`,
        `Kept under the policy: ${formatMoney(terms.penalty)}`,
        `Refunded: ${formatMoney(terms.refund)}${terms.paidWith && terms.refund.amount > 0 ? ` to your ${terms.paidWith}` : ""}`,
        "",
        refundSentence(terms, true),
        terms.reason,
        "",
        `See the booking at ${deps.appUrl}/hotels/confirmation/${reference}`,
        "",
        deps.appName,
      ].join("\n"),
    });
  });

  deps.jobs.register<RefundMailPayload>(HOTEL_REFUND_MAIL_JOB, async ({ reference, message }) => {
    const b = await store.get(reference);
    if (!b) return;
    await deps.mail.send({
      to: b.guest.email,
      subject: `A payment for booking ${reference} was refunded`,
      text: [
        `Hi ${b.guest.firstName},`,
        "",
        message,
        `It goes back to the card or wallet you paid with. ${refundTimesSentence()}`,
        "",
        `See the booking at ${deps.appUrl}/hotels/confirmation/${reference} (with your reference and last name).`,
        "",
        deps.appName,
      ].join("\n"),
    });
  });
}
