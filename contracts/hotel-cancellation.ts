/**
 * Cancelling a hotel booking (issue 17): a quote first — what the policy keeps, what comes back, to
 * which payment method and when — then a confirmation carrying the quote's token, so a refund that
 * changed in between (the free period ended at midnight, the policy changed) is caught and shown
 * again instead of executed. The page, the API and the e-mail word the numbers with these helpers.
 */
import { formatMoney, type Money } from "./money.ts";
import type { PaymentMethodType } from "./payments.ts";
import { refundTimesSentence } from "./refund-times.ts";

/** The terms of a cancellation: quoted (token to confirm with) or done (what was refunded). */
export type HotelCancelTerms = {
  reference: string;
  total: Money;
  /** What the policy keeps. */
  penalty: Money;
  /** What goes back to the traveller. */
  refund: Money;
  /** "Visa ending 4242", "GCash"; null when nothing was paid through us. */
  paidWith: string | null;
  /** When the refund shows on the traveller's side; null when nothing comes back. */
  refundTiming: string | null;
  /** Why the policy keeps what it keeps, in a sentence. */
  reason: string;
};

export type HotelCancelQuote = HotelCancelTerms & {
  /** Manila date the quote holds for (a free period ends at the end of a day). */
  quotedOn: string;
  /** Sent back to confirm: it changes whenever any number of the quote would change. */
  quoteToken: string;
};

export const HOTEL_CANCEL_MESSAGES = {
  quoteRequired: "Get the cancellation quote first (POST /api/booking/hotel/cancel-quote) and send its quoteToken to confirm.",
  quoteChanged: "The refund for this booking changed since the quote. Check the new amounts and confirm again if you still want to cancel.",
  notCancellable: "Only a confirmed booking can be cancelled.",
} as const;

/** When money sent back today shows up, by how it was paid: what the gateways publish (contracts/refund-times.ts). */
export function refundTimingFor(method: PaymentMethodType | null): string | null {
  return method ? refundTimesSentence(method) : null;
}

/** The refund in one sentence, as the booking page and the e-mail both say it (past tense once done). */
export function refundSentence(t: HotelCancelTerms, done: boolean): string {
  if (t.refund.amount <= 0)
    return done
      ? `Nothing was refunded: the policy kept ${formatMoney(t.penalty)}.`
      : `Nothing comes back: the policy keeps ${formatMoney(t.penalty)}.`;
  const to = t.paidWith ? `to your ${t.paidWith}` : "to the payment method you used";
  const kept = t.penalty.amount > 0 ? ` The policy ${done ? "kept" : "keeps"} ${formatMoney(t.penalty)}.` : "";
  const when = t.refundTiming ? ` ${t.refundTiming}` : "";
  return `${done ? "We refunded" : "We refund"} ${formatMoney(t.refund)} ${to} at once.${kept}${when}`;
}
