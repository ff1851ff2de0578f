/** A request as the pages and the API show it, and what a booking's events say about its travellers and payments. */
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";
import type { FlightBooking, PtrRecord } from "../store.ts";

export function toRequestView(r: PtrRecord): PtrRequestView {
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    status: r.status,
    resolution: r.resolution,
    passengers: r.passengers,
    quote: r.quote,
    optionId: r.execution?.optionId ?? null,
    newReference: r.execution?.newReference ?? null,
    message: r.message,
    slaMinutes: r.slaMinutes,
    expectedBy: r.expectedAt ? r.expectedAt.toISOString() : null,
    quoteExpiresAt: r.quoteExpiresAt ? r.quoteExpiresAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  };
}

/** Where a traveller (index) of this booking moved by a split date change, if they did. */
export function movedTo(booking: FlightBooking, index: number): string | null {
  const split = booking.events.find(
    (e) => e.type === "split" && Array.isArray(e.detail.passengers) && (e.detail.passengers as unknown[]).includes(index),
  );
  return typeof split?.detail.toReference === "string" ? split.detail.toReference : null;
}

/**
 * Payments that paid for a booking, oldest first: the checkout's, then any reissue differences. A
 * booking split off another carries that booking's payments as copied "paid" events.
 */
export function bookingPayments(booking: FlightBooking): string[] {
  const ids: string[] = [];
  for (const e of booking.events) {
    const id = e.type === "paid" || e.type === "reissued" ? e.detail.paymentId : undefined;
    if (typeof id === "string" && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
