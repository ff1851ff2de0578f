/**
 * What comes back when tickets are voided or refunded: one rule per fare family (its refund
 * penalty, from fares.ts), written once here. The quote's lines, the words on the quote page and in
 * the mail, and so what the execution refunds (the quote's amount) all come from it.
 *
 *                        fare              taxes  add-ons*  earlier change fees  fee per ticket**
 *   void (same day)      all               yes    yes       yes                  voiding fee
 *   refundable family    less its penalty  yes    yes       no                   agency refund fee
 *   non-refundable       no (base kept)    yes    no        no                   agency refund fee
 *
 *   * each traveller's own bags, meals and seats; add-ons for the whole party only with the last
 *     travellers of the booking.  ** infants free; never below zero in all.
 */
import { formatMoney, type Money } from "../../contracts/money.ts";
import type { PtrQuote, QuoteLine } from "../../contracts/post-ticketing.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { addOnsOf, sharedAddOns } from "./booking-money.ts";
import type { FlightBooking } from "./store.ts";

/** The agency's voiding fee per ticket (infants free), in centavos. */
export const VOID_FEE = 250_00;
/** The agency's refund handling fee per ticket (infants free), in centavos. */
export const REFUND_AGENCY_FEE = 300_00;

export type BackRule = {
  kind: "void" | "refund";
  /** all: the whole fare; less-penalty: the fare less `penalty` per seat-taking traveller; taxes-only: the base fare is kept. */
  fare: "all" | "less-penalty" | "taxes-only";
  penalty: number;
  addOns: boolean;
  changeFees: boolean;
  /** Per seat-taking traveller. */
  fee: number;
  feeLabel: string;
};

/** The rule of this booking's fare family for a void or a refund. */
export function backRule(kind: "void" | "refund", b: Pick<FlightBooking, "itinerary">): BackRule {
  if (kind === "void") return { kind, fare: "all", penalty: 0, addOns: true, changeFees: true, fee: VOID_FEE, feeLabel: "Voiding fee" };
  const refund = b.itinerary.penalties.refund;
  const penalty = refund.allowed ? (refund.fee?.amount ?? 0) : 0;
  return {
    kind,
    fare: refund.allowed ? (penalty > 0 ? "less-penalty" : "all") : "taxes-only",
    penalty,
    addOns: refund.allowed,
    changeFees: false,
    fee: REFUND_AGENCY_FEE,
    feeLabel: "Agency refund fee",
  };
}

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** The rule in plain words, for the quote page and the mail. */
export function ruleWords(rule: BackRule, familyName: string, currency: string): string {
  const money = (amount: number) => formatMoney({ amount, currency });
  const back = [
    rule.fare === "all" ? "the fare" : rule.fare === "less-penalty" ? `the fare less ${money(rule.penalty)} per traveller` : null,
    "the taxes and fees",
    rule.addOns ? "the add-ons (bags, meals, seats)" : null,
    rule.changeFees ? "earlier change fees" : null,
  ].filter((x): x is string => x !== null);
  const kept = [
    rule.fare === "taxes-only" ? "the base fare" : null,
    rule.addOns ? null : "the add-ons",
    rule.changeFees ? null : "earlier change fees",
  ].filter((x): x is string => x !== null);
  const head =
    rule.kind === "void"
      ? "Voided on the day of ticketing"
      : rule.fare === "taxes-only"
        ? `${familyName} is non-refundable`
        : `${familyName} is refundable`;
  const only = rule.fare === "taxes-only" ? "only " : "";
  return `${head}: ${only}${list(back)} come back${kept.length ? `; ${list(kept)} do not` : ""}. Less the ${rule.feeLabel.toLowerCase()} of ${money(rule.fee)} per ticket (infants free).`;
}

const nameOf = (p: PassengerInput) => `${p.givenName} ${p.surname}`;

function fareOf(b: Pick<FlightBooking, "itinerary">, p: PassengerInput) {
  const fare = b.itinerary.perPassenger.find((x) => x.type === p.type);
  const total = fare?.totalFare.amount ?? 0;
  const taxes = fare ? fare.taxes.reduce((s, t) => s + t.amount.amount, 0) : 0;
  return { total, taxes, base: total - taxes };
}

/** The chosen travellers are the last ones of the booking holding an issued ticket. */
export function lastOnBooking(b: Pick<FlightBooking, "tickets">, chosen: readonly number[]): boolean {
  return b.tickets.filter((t) => t.status === "issued").every((t) => chosen.includes(t.passengerIndex));
}

/**
 * A void or refund quote for these travellers under the rule: what was paid (fares, their add-ons,
 * and with the last travellers the party's add-ons and earlier change fees), what is kept, and the
 * amount back (the sum of the lines, never below zero).
 */
export function backQuote(b: FlightBooking, chosen: readonly number[], rule: BackRule): Omit<PtrQuote, "notes"> & { words: string } {
  const cur = b.total.currency;
  const m = (amount: number): Money => ({ amount, currency: cur });
  const paidLines: QuoteLine[] = [];
  const keptLines: QuoteLine[] = [];
  let kept = 0;
  let fees = 0;
  for (const i of chosen) {
    const p = b.passengers[i];
    const fare = fareOf(b, p);
    paidLines.push({ label: `Fare paid: ${nameOf(p)}`, amount: m(fare.total) });
    const addOns = addOnsOf(b, i);
    if (addOns > 0) paidLines.push({ label: `Add-ons paid: ${nameOf(p)}`, amount: m(addOns) });
    const seat = p.type !== "INF";
    if (rule.fare === "taxes-only") {
      kept += fare.base;
      keptLines.push({ label: `Base fare kept (non-refundable): ${nameOf(p)}`, amount: m(-fare.base) });
    } else if (rule.fare === "less-penalty" && seat) {
      const penalty = Math.min(rule.penalty, fare.total);
      kept += penalty;
      keptLines.push({ label: `Airline refund penalty: ${nameOf(p)}`, amount: m(-penalty) });
    }
    if (addOns > 0 && !rule.addOns) {
      kept += addOns;
      keptLines.push({ label: `Add-ons kept (non-refundable fare): ${nameOf(p)}`, amount: m(-addOns) });
    }
    if (seat) fees += rule.fee;
  }
  if (lastOnBooking(b, chosen)) {
    const shared = sharedAddOns(b);
    if (shared > 0) {
      paidLines.push({ label: "Add-ons for the whole party", amount: m(shared) });
      if (!rule.addOns) {
        kept += shared;
        keptLines.push({ label: "Add-ons for the whole party kept", amount: m(-shared) });
      }
    }
    // What the booking's date changes collected beyond today's fares and add-ons: change fees (and a fare not credited).
    const changes = b.total.amount - b.fareTotal.amount - b.extrasTotal.amount;
    if (changes > 0) {
      paidLines.push({ label: "Earlier date changes paid (change fees)", amount: m(changes) });
      if (!rule.changeFees) {
        kept += changes;
        keptLines.push({ label: "Earlier change fees kept", amount: m(-changes) });
      }
    }
  }
  const paid = paidLines.reduce((s, l) => s + l.amount.amount, 0);
  const feeLines = fees ? [{ label: rule.feeLabel, amount: m(-fees) }] : [];
  return {
    paid: m(paid),
    lines: [...paidLines, ...keptLines, ...feeLines],
    amountBack: m(Math.max(0, paid - kept - fees)),
    words: ruleWords(rule, b.itinerary.fareFamilyName, cur),
  };
}
