/**
 * A room's cancellation terms in words (issue 23: never a machine date to a traveller). Worded from the
 * policy's own fields wherever they are shown — room cards, checkout, booking page, voucher, mail, the
 * assistant — so a booking stored with an older sentence reads the same as a new one.
 */
import { formatCalendarDay } from "./calendar.ts";
import type { CancellationPolicy } from "./hotel-types.ts";

/**
 * A room's cancellation terms in a sentence: "Free cancellation until Sat 19 Dec 2026 (Philippine time, end
 * of day); after that, 50% of the total is kept. No-shows are charged in full."
 */
export function cancellationPolicyText(
  policy: Pick<CancellationPolicy, "cancellable" | "freeCancellationUntil" | "penaltyPercent">,
): string {
  if (!policy.cancellable) return "Non-refundable: cancelling keeps the whole amount.";
  const kept = policy.penaltyPercent >= 100 ? "the whole amount" : `${policy.penaltyPercent}% of the total`;
  if (!policy.freeCancellationUntil) return `Cancelling keeps ${kept}. No-shows are charged in full.`;
  return `${freeCancellationText(policy.freeCancellationUntil)} (Philippine time, end of day); after that, ${kept} is kept. No-shows are charged in full.`;
}

/** "Free cancellation until Sat 19 Dec 2026": a room card's short line. */
export function freeCancellationText(until: string): string {
  return `Free cancellation until ${formatCalendarDay(until)}`;
}
