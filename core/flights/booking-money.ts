/**
 * What a booking holds of the money paid (docs/decisions/014-post-ticketing.md): its add-ons per
 * traveller, its own travellers (not the ones a date change moved to another booking), and its
 * *shares* of payments. A booking's shares are the checkout's payment, the payments of its date
 * changes, and, for a booking split off another, the part of that booking's payments that the moved
 * travellers paid (the parent's share shrinks by as much). Refunds of a booking draw only on its own
 * shares, so a split-off booking and its original can never both ask the same money back.
 */
import type { PriceLine } from "../../contracts/flight-checkout.ts";
import type { Money } from "../../contracts/money.ts";
import type { FlightBooking, PtrRecord } from "./store.ts";

/** The booking event that keeps the priced add-on lines (written at checkout and after each change). */
export const EXTRAS_PRICED = "extras-priced";

/**
 * A booking's share of one payment: `amount` paid into the booking (null: all of the payment, for a
 * checkout written before shares were), less `out`, what moved to bookings split off it.
 */
export type PaymentShare = { paymentId: string; amount: number | null; out: number };
export type MoneyPart = { paymentId: string; amount: Money };

/** The booking's priced add-on lines, as last written (each traveller's carry their index). */
export function addOnLines(b: Pick<FlightBooking, "events">): PriceLine[] {
  const event = b.events.filter((e) => e.type === EXTRAS_PRICED).at(-1);
  return Array.isArray(event?.detail.lines) ? (event.detail.lines as PriceLine[]) : [];
}

/** What this traveller's add-ons cost (bags, meals, seats bought for them). */
export function addOnsOf(b: Pick<FlightBooking, "events">, passengerIndex: number): number {
  return addOnLines(b)
    .filter((l) => l.passengerIndex === passengerIndex)
    .reduce((s, l) => s + l.amount.amount, 0);
}

/** Add-ons bought for the whole party (a snack box for everyone …): they stay with the booking. */
export function sharedAddOns(b: Pick<FlightBooking, "events">): number {
  return addOnLines(b)
    .filter((l) => l.passengerIndex === undefined)
    .reduce((s, l) => s + l.amount.amount, 0);
}

/** Indexes of travellers a date change moved to another booking. */
export function movedAway(b: Pick<FlightBooking, "events">): Set<number> {
  const moved = new Set<number>();
  for (const e of b.events) {
    if (e.type === "split" && typeof e.detail.toReference === "string" && Array.isArray(e.detail.passengers)) {
      for (const i of e.detail.passengers) if (typeof i === "number") moved.add(i);
    }
  }
  return moved;
}

/** The booking's own travellers (indexes): everyone but those who moved to another booking. */
export function ownTravellers(b: Pick<FlightBooking, "events" | "passengers">): number[] {
  const moved = movedAway(b);
  return b.passengers.map((_, i) => i).filter((i) => !moved.has(i));
}

/**
 * The part of what the booking's date changes collected beyond its fares and add-ons (change fees,
 * and a cheaper new fare that left no credit) that these travellers paid: an even share per
 * traveller with a seat who still holds a ticket (the fee is per seat; infants change free). A split
 * moves it with them, so the booking they leave keeps only its own travellers' fees.
 */
export function changesPaidBy(
  b: Pick<FlightBooking, "total" | "fareTotal" | "extrasTotal" | "passengers" | "tickets">,
  moving: readonly number[],
): number {
  const changes = b.total.amount - b.fareTotal.amount - b.extrasTotal.amount;
  if (changes <= 0) return 0;
  const seated = b.passengers
    .map((p, i) => ({ p, i }))
    .filter(({ p, i }) => p.type !== "INF" && b.tickets.some((t) => t.passengerIndex === i && t.status === "issued"))
    .map(({ i }) => i);
  const movers = seated.filter((i) => moving.includes(i)).length;
  if (seated.length === 0 || movers === 0) return 0;
  if (movers === seated.length) return changes;
  return Math.floor((changes * movers) / seated.length);
}

const partsOf = (value: unknown): MoneyPart[] =>
  Array.isArray(value)
    ? value.filter(
        (x): x is MoneyPart =>
          typeof x === "object" && x !== null && typeof x.paymentId === "string" && typeof x.amount?.amount === "number",
      )
    : [];

/**
 * The booking's shares of payments, oldest first: its checkout (or, split off another booking, what
 * the moved travellers paid of that booking's payments), then what its date changes collected, less
 * what moved away with travellers who split off.
 */
export function paymentShares(b: Pick<FlightBooking, "events">): PaymentShare[] {
  const shares: PaymentShare[] = [];
  const share = (paymentId: string) => {
    let known = shares.find((x) => x.paymentId === paymentId);
    if (!known) shares.push((known = { paymentId, amount: 0, out: 0 }));
    return known;
  };
  const add = (paymentId: string, amount: unknown) => {
    const known = share(paymentId);
    const value = (amount as Money | undefined)?.amount;
    known.amount = typeof value !== "number" || known.amount === null ? null : known.amount + value;
  };
  for (const e of b.events) {
    const id = e.detail.paymentId;
    if (typeof id !== "string") continue;
    if (e.type === "paid") add(id, e.detail.amount);
    // A date change's own payment, for what it collected (older records: all of it).
    if (e.type === "reissued") add(id, e.detail.collected);
  }
  for (const e of b.events) {
    if (e.type !== "split" || typeof e.detail.toReference !== "string") continue;
    for (const part of partsOf(e.detail.shares)) share(part.paymentId).out += part.amount.amount;
  }
  return shares;
}

/**
 * What was refunded, or is being refunded, from each of the booking's shares: its voids and refunds
 * (in process or done) and the add-ons a date change could not carry over.
 */
export function drawnByBooking(b: Pick<FlightBooking, "events">, requests: readonly PtrRecord[]): Map<string, number> {
  const drawn = new Map<string, number>();
  const add = (parts: MoneyPart[]) => {
    for (const p of parts) drawn.set(p.paymentId, (drawn.get(p.paymentId) ?? 0) + p.amount.amount);
  };
  for (const r of requests) {
    if (r.type !== "void" && r.type !== "refund") continue;
    if (r.status === "in_process" || r.resolution === "voided" || r.resolution === "refunded") add(r.execution?.refunds ?? []);
  }
  for (const e of b.events) if (e.type === "reissued" || e.type === "split") add(partsOf(e.detail.refunds));
  return drawn;
}

/**
 * Takes `amount` from shares (oldest first), never more than each has `room` for: what is left of
 * the booking's share, and of the payment itself at the gateway.
 */
export function drawFrom(shares: readonly { paymentId: string; room: number }[], amount: number, currency: string): MoneyPart[] {
  const plan: MoneyPart[] = [];
  let left = amount;
  for (const s of shares) {
    if (left <= 0) break;
    const take = Math.min(s.room, left);
    if (take > 0) {
      plan.push({ paymentId: s.paymentId, amount: { amount: take, currency } });
      left -= take;
    }
  }
  return plan;
}
