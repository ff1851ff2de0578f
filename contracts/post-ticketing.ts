/**
 * Post-ticketing requests (void, refund, reissue, and cancel of an unticketed hold) as the pages, the
 * API and tests see them. A request is quoted first, then executed with the quote's id; it is
 * `in_process` while the supplier works on it and `completed` with a resolution afterwards
 * (/work/shared/design/supplier-shapes.md; docs/decisions/014-post-ticketing.md).
 */
import type { FareItinerary, PassengerType } from "./flights.ts";
import type { Money } from "./money.ts";

export const PTR_TYPES = ["void", "refund", "reissue", "cancel"] as const;
export type PtrType = (typeof PTR_TYPES)[number];

export const PTR_STATUSES = ["in_process", "completed"] as const;
export type PtrStatus = (typeof PTR_STATUSES)[number];

/**
 * quote_requested: the supplier is pricing it · quote_ready: a quote waits for the traveller ·
 * quote_expired: not accepted in time (or replaced by a newer quote) · voided / refunded /
 * reissued / cancelled: done · rejected: the supplier refused it (money collected is given back).
 */
export const PTR_RESOLUTIONS = [
  "quote_requested",
  "quote_ready",
  "quote_expired",
  "voided",
  "refunded",
  "reissued",
  "cancelled",
  "rejected",
] as const;
export type PtrResolution = (typeof PTR_RESOLUTIONS)[number];

export const PTR_TYPE_LABELS: Record<PtrType, string> = {
  void: "Void",
  refund: "Refund",
  reissue: "Date change (reissue)",
  cancel: "Cancel hold",
};
export const PTR_STATUS_LABELS: Record<PtrStatus, string> = { in_process: "In process", completed: "Completed" };
export const PTR_RESOLUTION_LABELS: Record<PtrResolution, string> = {
  quote_requested: "Quote requested",
  quote_ready: "Quote ready",
  quote_expired: "Quote expired",
  voided: "Voided",
  refunded: "Refunded",
  reissued: "Reissued",
  cancelled: "Cancelled",
  rejected: "Rejected",
};

/** One priced line of a quote (per passenger or for the booking). */
export type QuoteLine = { label: string; amount: Money };

/** A new itinerary offered by a reissue quote. */
export type ReissueOption = {
  id: string;
  fareSourceCode: string;
  itinerary: FareItinerary;
  /** New fare − fare paid, never below zero (a cheaper fare leaves no residual value). */
  fareDifference: Money;
  /** Change penalty for all travellers (infants free). */
  changeFee: Money;
  /** fareDifference + changeFee: what the traveller pays. */
  amountDue: Money;
  /**
   * The travellers' paid add-ons on these flights: bags and meals move; a seat moves when the same
   * seat is free on the new flight, otherwise its price comes back to the original payment (`back`).
   */
  /** `lost`: seats that came with the fare and are not free on this option's flight (nothing to refund; said, not dropped). */
  addOns?: { moved: QuoteLine[]; back: QuoteLine[]; lost?: QuoteLine[]; amountBack: Money; notes: string[] };
};

export type PtrQuote = {
  /** What the traveller paid for the passengers concerned. */
  paid: Money;
  lines: QuoteLine[];
  /** Money back (void, refund) — never negative. */
  amountBack: Money;
  /** Reissue only. */
  options?: ReissueOption[];
  /**
   * Reissue only: true when the chosen travellers are not everyone still flying on the booking, so
   * they move to a new booking (a new reference) and the others stay (a split, decision 014).
   */
  split?: boolean;
  /** Void only: the window closes then (ISO 8601, UTC). */
  voidWindowEndsAt?: string;
  /** Plain words shown with the quote (window end, non-refundable fare …). */
  notes: string[];
};

export type PtrRequestView = {
  id: string;
  reference: string;
  type: PtrType;
  status: PtrStatus;
  resolution: PtrResolution;
  /** Indexes into the booking's passengers. */
  passengers: number[];
  quote: PtrQuote | null;
  /** The reissue option chosen when executed. */
  optionId: string | null;
  /** A split reissue: the reference of the new booking the travellers moved to. */
  newReference: string | null;
  /** Why it was rejected, or what happened, in plain words. */
  message: string | null;
  /** Expected handling time (SLA) in minutes, and when it should be done (ISO 8601, UTC). */
  slaMinutes: number;
  expectedBy: string | null;
  /** A ready quote can be accepted until then. */
  quoteExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

/**
 * A payment as the trip page lists it: each card or wallet payment made for this booking (its
 * tickets, each date change, a second payment refunded), or the part of another booking's payment
 * that paid for travellers who moved here.
 */
export type TripPaymentView = {
  /** "Visa •••• 4242", "GCash". */
  paidWith: string;
  /** "Tickets", "Date change", "A second payment for this booking", "Your part of booking K7Q2ZM's payment". */
  what: string;
  amount: Money;
  refunded: Money;
  /** What of it now pays for travellers who moved to another booking ("₱4,000.00 of it is booking PQ7K2M's"). */
  note?: string;
  /** ISO 8601 (UTC). */
  at: string;
};

/** A request is open (blocks another of its type) while in process. */
export function isOpen(request: Pick<PtrRequestView, "status">): boolean {
  return request.status === "in_process";
}

/** The filter of the requests page: all, in process or completed. */
export const PTR_STATUS_FILTERS = ["all", ...PTR_STATUSES] as const;
export type PtrStatusFilter = (typeof PTR_STATUS_FILTERS)[number];

export function parseStatusFilter(value: string | null | undefined): PtrStatusFilter {
  return (PTR_STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as PtrStatusFilter) : "all";
}

/** Messages tests and pages share. */
export const PTR_MESSAGES = {
  /** A fault of ours while a change was being paid: the gateway may have taken the money. */
  /** A second tab or window submits a date change another one already paid. */
  changeAlreadyPaid: "This change was already paid in another tab or window, so nothing more was charged. Its status is below.",
  checkingPayment:
    "We could not confirm the change just now. Please don't pay again yet: in a few minutes this page shows whether your payment went through; if the change can't be made, what you paid is refunded in full.",
  voidWindowExpired:
    "Voiding window expired: a ticket can be voided only on the calendar day it was issued (Philippine time). You can ask for a refund instead.",
  noQuote: "Ask for a quote first: this request has no quote to accept.",
  quoteExpired: "This quote has expired. Please ask for a new quote.",
  alreadyOpen: (type: PtrType) => `A ${PTR_TYPE_LABELS[type].toLowerCase()} request is already in process for this booking.`,
  travellersBusy: (type: PtrType) =>
    `A ${PTR_TYPE_LABELS[type].toLowerCase()} request for these travellers is already in process. Wait until it completes.`,
  notTicketed: "Only a ticketed booking can be changed or refunded.",
  notFound: "We could not find a booking with that reference and last name.",
  choosePassengers: "Choose at least one traveller.",
  /** A date change would put a child or an infant on a booking with no adult (the new one or the old one). */
  adultWithChild: "At least one adult travels with a child: choose an adult to change dates with them.",
  adultStaysWithChild: "At least one adult travels with a child: leave an adult on this booking with them, or change everyone's dates.",
  infantWithAdult: "An infant travels on an adult's lap: choose the adult with the infant.",
  infantLeftBehind: "An infant travels on an adult's lap: include the infant with the adult.",
} as const;

/**
 * Why a choice of travellers cannot change dates, or null: the travellers who move get a booking of
 * their own, so neither it nor the one they leave may hold children or infants without an adult, and
 * no booking more infants (on a lap) than adults. `open`: the travellers who still hold an issued
 * ticket. The traveller picker (in the browser) and the server ask the same question.
 */
export function changeChoiceProblem(types: readonly PassengerType[], open: readonly number[], chosen: readonly number[]): string | null {
  const moving = open.filter((i) => chosen.includes(i));
  const staying = open.filter((i) => !chosen.includes(i));
  const count = (list: number[], t: PassengerType) => list.filter((i) => types[i] === t).length;
  const minors = (list: number[]) => count(list, "CHD") + count(list, "INF");
  if (count(moving, "INF") > count(moving, "ADT")) return PTR_MESSAGES.infantWithAdult;
  if (count(staying, "INF") > count(staying, "ADT")) return PTR_MESSAGES.infantLeftBehind;
  if (count(moving, "ADT") === 0 && minors(moving) > 0) return PTR_MESSAGES.adultWithChild;
  if (count(staying, "ADT") === 0 && minors(staying) > 0) return PTR_MESSAGES.adultStaysWithChild;
  return null;
}
