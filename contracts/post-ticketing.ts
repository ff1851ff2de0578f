/**
 * Post-ticketing requests (void, refund, reissue, and cancel of an unticketed hold) as the pages, the
 * API and tests see them. A request is quoted first, then executed with the quote's id; it is
 * `in_process` while the supplier works on it and `completed` with a resolution afterwards
 * (/work/shared/design/supplier-shapes.md; docs/decisions/014-post-ticketing.md).
 */
import type { FareItinerary } from "./flights.ts";
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
} as const;
