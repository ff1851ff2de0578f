/** The mail that tells the traveller how a request ended (with the new e-ticket after a date change). */
import { formatMoney } from "../../../contracts/money.ts";
import { CARD_BRAND_LABELS, PAYMENT_METHOD_LABELS } from "../../../contracts/payments.ts";
import { PTR_RESOLUTION_LABELS, PTR_TYPE_LABELS } from "../../../contracts/post-ticketing.ts";
import { addOnLines, type MoneyPart } from "../booking-money.ts";
import type { FlightBooking, PtrRecord } from "../store.ts";
import { nameOf, php } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";

export function mailOperations(deps: PostTicketingDeps) {
  const { store } = deps;
  return {
    /** The mail job: tells the traveller how a request ended (with the new e-ticket after a reissue). */
    async sendMail(requestId: string): Promise<void> {
      const r = await store.getRequest(requestId);
      if (!r || r.status !== "completed") return;
      const b = await deps.bookings.getBooking(r.reference);
      if (!b) return;
      // A split reissue: the new tickets are on the new booking.
      const ticketsOn = r.execution?.newReference ?? r.reference;
      const attachment = r.resolution === "reissued" && deps.eticket ? await deps.eticket(ticketsOn) : null;
      const names = r.passengers.map((i) => (b.passengers[i] ? nameOf(b.passengers[i]) : "")).filter(Boolean);
      await deps.mail.send({
        to: b.contact.email,
        subject: `${PTR_TYPE_LABELS[r.type]} request for booking ${r.reference}: ${PTR_RESOLUTION_LABELS[r.resolution].toLowerCase()}`,
        text: [
          `Your ${PTR_TYPE_LABELS[r.type].toLowerCase()} request for booking ${r.reference} is completed: ${PTR_RESOLUTION_LABELS[r.resolution].toLowerCase()}.`,
          "",
          names.length ? `Travellers: ${names.join(", ")}` : "",
          r.message ?? "",
          ...mailDetails(r),
          ...(r.type === "reissue" ? await changePaymentLines(deps, r) : []),
          ...(r.resolution === "reissued"
            ? changeAddOnDetails(ticketsOn === b.reference ? b : await deps.bookings.getBooking(ticketsOn), b, r.id)
            : []),
          ...(r.execution?.newReference && r.resolution === "reissued"
            ? [
                "",
                `New booking reference: ${r.execution.newReference}`,
                `Your new trip: ${deps.appUrl}/flights/confirmation/${r.execution.newReference}`,
              ]
            : []),
          "",
          `See your requests: ${deps.appUrl}/flights/requests?ref=${r.reference}`,
          "",
          `— ${deps.appName}`,
        ]
          .filter((line, i, all) => line !== "" || all[i - 1] !== "")
          .join("\n"),
        ...(attachment ? { attachments: [attachment] } : {}),
      });
    },
  };
}

/** A date change's own payment in the mail: what was paid, with which card or wallet, and what came back. */
async function changePaymentLines(deps: PostTicketingDeps, r: PtrRecord): Promise<string[]> {
  const id = r.execution?.paymentId;
  const p = id ? await deps.payments.get(id) : null;
  if (!p || p.status !== "succeeded") return [];
  const paidWith = p.card ? `${CARD_BRAND_LABELS[p.card.brand] ?? p.card.brand} •••• ${p.card.last4}` : PAYMENT_METHOD_LABELS[p.method];
  const back = p.amountRefunded.amount;
  return [
    "",
    `Paid for this change: ${formatMoney(p.amount)} with ${paidWith}.`,
    ...(back > 0 ? [`Refunded to your ${paidWith}: ${formatMoney(p.amountRefunded)}.`] : []),
  ];
}

/**
 * The money lines of a completed request, as its quote said them: a void's or refund's lines and the
 * fare family's rule in words (the same table as the quote and the execution); a change's add-ons.
 */
export function mailDetails(r: Pick<PtrRecord, "resolution" | "quote" | "execution">): string[] {
  const q = r.quote;
  if (!q) return [];
  if (r.resolution === "voided" || r.resolution === "refunded") {
    return ["", ...q.lines.map((l) => `${l.label}: ${formatMoney(l.amount)}`), `Amount back: ${formatMoney(q.amountBack)}`, ...q.notes];
  }
  return [];
}

/** A change's add-ons as its execution left them: on the booking that flies, and what came back. */
export function changeAddOnDetails(flown: FlightBooking | null, changed: FlightBooking, requestId: string): string[] {
  const lines = flown ? addOnLines(flown) : [];
  const event = changed.events.find((e) => (e.type === "reissued" || e.type === "split") && e.detail.requestId === requestId);
  const back = (Array.isArray(event?.detail.refunds) ? (event.detail.refunds as MoneyPart[]) : []).reduce((t, x) => t + x.amount.amount, 0);
  return [
    ...(lines.length ? ["", "Add-ons on your new flights:", ...lines.map((l) => `- ${l.label}`)] : []),
    ...(back > 0
      ? [`Seats not free on the new flight: ${formatMoney(php(back, changed.total.currency))} back to your original payment.`]
      : []),
  ];
}
