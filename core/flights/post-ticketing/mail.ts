/**
 * The mail that tells the traveller how a request ended (with the new e-ticket after a date change),
 * in the booking's language (core/mail/render.ts: the account's choice, else the booking's, else English).
 * The quote's own lines and notes and a request's message are worded by the post-ticketing rules in
 * English; the mail's own words come from the `mail` catalogue.
 */
import { formatMoney } from "../../../contracts/money.ts";
import { CARD_BRAND_LABELS, PAYMENT_METHOD_LABELS } from "../../../contracts/payments.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { mailLanguage, type MailTranslate, mailWords } from "../../mail/render.ts";
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
      const locale = mailLanguage(b.language);
      const t = mailWords(locale);
      // A split reissue: the new tickets are on the new booking.
      const ticketsOn = r.execution?.newReference ?? r.reference;
      const attachment = r.resolution === "reissued" && deps.eticket ? await deps.eticket(ticketsOn) : null;
      const names = r.passengers.map((i) => (b.passengers[i] ? nameOf(b.passengers[i]) : "")).filter(Boolean);
      const resolution = t("mail.ptr.resolution", { resolution: r.resolution });
      await deps.mail.send({
        to: b.contact.email,
        subject: t("mail.ptr.subject", { type: t("mail.ptr.type", { type: r.type }), reference: r.reference, resolution }),
        text: [
          t("mail.ptr.completed", { type: t("mail.ptr.type_lower", { type: r.type }), reference: r.reference, resolution }),
          "",
          names.length ? t("mail.ptr.travellers", { names: names.join(", ") }) : "",
          r.message ?? "",
          ...mailDetails(r, locale),
          ...(r.type === "reissue" ? await changePaymentLines(deps, r, t) : []),
          ...(r.resolution === "reissued"
            ? changeAddOnDetails(ticketsOn === b.reference ? b : await deps.bookings.getBooking(ticketsOn), b, r.id, locale)
            : []),
          ...(r.execution?.newReference && r.resolution === "reissued"
            ? [
                "",
                t("mail.ptr.new_reference", { reference: r.execution.newReference }),
                t("mail.ptr.new_trip", { url: `${deps.appUrl}/flights/confirmation/${r.execution.newReference}` }),
              ]
            : []),
          "",
          t("mail.ptr.see_requests", { url: `${deps.appUrl}/flights/requests?ref=${r.reference}` }),
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
async function changePaymentLines(deps: PostTicketingDeps, r: PtrRecord, t: MailTranslate): Promise<string[]> {
  const id = r.execution?.paymentId;
  const p = id ? await deps.payments.get(id) : null;
  if (!p || p.status !== "succeeded") return [];
  const paidWith = p.card ? `${CARD_BRAND_LABELS[p.card.brand] ?? p.card.brand} •••• ${p.card.last4}` : PAYMENT_METHOD_LABELS[p.method];
  const back = p.amountRefunded.amount;
  return [
    "",
    t("mail.ptr.paid_for_change", { amount: formatMoney(p.amount), paidWith }),
    ...(back > 0 ? [t("mail.ptr.refunded_to", { paidWith, amount: formatMoney(p.amountRefunded) })] : []),
  ];
}

/**
 * The money lines of a completed request, as its quote said them: a void's or refund's lines and the
 * fare family's rule in words (the same table as the quote and the execution); a change's add-ons.
 */
export function mailDetails(r: Pick<PtrRecord, "resolution" | "quote" | "execution">, locale: Locale = "en"): string[] {
  const q = r.quote;
  if (!q) return [];
  if (r.resolution === "voided" || r.resolution === "refunded") {
    return [
      "",
      ...q.lines.map((l) => `${l.label}: ${formatMoney(l.amount)}`),
      mailWords(locale)("mail.ptr.amount_back", { amount: formatMoney(q.amountBack) }),
      ...q.notes,
    ];
  }
  return [];
}

/** A change's add-ons as its execution left them: on the booking that flies, and what came back. */
export function changeAddOnDetails(
  flown: FlightBooking | null,
  changed: FlightBooking,
  requestId: string,
  locale: Locale = "en",
): string[] {
  const t = mailWords(locale);
  const lines = flown ? addOnLines(flown) : [];
  const event = changed.events.find((e) => (e.type === "reissued" || e.type === "split") && e.detail.requestId === requestId);
  const back = (Array.isArray(event?.detail.refunds) ? (event.detail.refunds as MoneyPart[]) : []).reduce((t, x) => t + x.amount.amount, 0);
  return [
    ...(lines.length ? ["", t("mail.ptr.add_ons"), ...lines.map((l) => `- ${l.label}`)] : []),
    ...(back > 0 ? [t("mail.ptr.seats_back", { amount: formatMoney(php(back, changed.total.currency)) })] : []),
  ];
}
