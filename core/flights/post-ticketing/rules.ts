/** The timings, job names and small helpers every post-ticketing operation shares. */
import type { PassengerInput } from "../../../contracts/flights.ts";
import { manilaToday } from "../../../contracts/flights.ts";
import type { Money } from "../../../contracts/money.ts";
import type { PaymentPurpose } from "../../../contracts/payments.ts";
import type { PtrType } from "../../../contracts/post-ticketing.ts";

/** What a date change's payment is for: this one request of this booking, nothing else. */
export function changePurpose(r: { reference: string; id: string }): PaymentPurpose {
  return { type: "flight-change", reference: r.reference.toUpperCase(), requestId: r.id };
}

/** A ready quote can be accepted this long (fare codes live 30 minutes too). */
export const QUOTE_TTL_MS = 30 * 60_000;
/** Expected handling times (SLA, minutes) of the embedded supplier once a request is accepted. */
export const PTR_SLA_MINUTES: Record<PtrType, number> = { void: 5, refund: 30, reissue: 15, cancel: 0 };
/** A reissue's payment is looked at this long after it started, in case its page never came back. */
export const COLLECT_AFTER_MS = 3 * 60_000;
/** How many times the collect job looks again at a payment still waiting at the gateway (wallet pages last 30 minutes). */
export const COLLECT_ROUNDS = 12;
/** Changes close this long before the first departure (fare rules, category 31). */
export const CHANGE_CLOSES_BEFORE_MS = 2 * 60 * 60_000;

export const PTR_EXECUTE_JOB = "flights.ptr-execute";
export const PTR_MAIL_JOB = "flights.ptr-mail";
export const PTR_COLLECT_JOB = "flights.ptr-collect";

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The end of the void window of a ticket issued at `issuedAt`: midnight after that calendar day, Philippine time. */
export function voidWindowEnd(issuedAt: Date): Date {
  const day = manilaToday(issuedAt);
  return new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS + DAY_MS);
}

/** Whether `now` is on the calendar day (Philippine time) on which the ticket was issued. */
export function inVoidWindow(issuedAt: Date, now: Date): boolean {
  return now.getTime() < voidWindowEnd(issuedAt).getTime() && manilaToday(now) === manilaToday(issuedAt);
}

/** A payment that is not one created for this request's quote (made up, another booking's, the checkout's …). */
export const NOT_THIS_CHANGE = "That payment is not for this change of flights: nothing was changed and nothing was refunded.";

export const php = (amount: number, currency = "PHP"): Money => ({ amount, currency });
export const nameOf = (p: PassengerInput) => `${p.givenName} ${p.surname}`;
export const seatTaking = (p: PassengerInput) => p.type !== "INF";
export const sameMoney = (x: Money, y: Money) => x.amount === y.amount && x.currency === y.currency;
