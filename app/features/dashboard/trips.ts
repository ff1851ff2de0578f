/**
 * The dashboard's trips (issue 23): one list of flights and hotel stays still ahead, soonest first,
 * without bookings that will not happen (cancelled, voided, refunded, expired, failed); those and the
 * trips already over go to a second list, latest first. Requests are the ones the traveller made: a
 * quote they never accepted (expired, or past its time) is not a request.
 */
import type { BookingStatusResult } from "../../../contracts/booking-inputs.ts";
import type { HotelBookingView } from "../../../contracts/hotels.ts";
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";

export type DashboardTrip =
  | { kind: "flight"; reference: string; status: string; route: string; departs: string; travellers: number; at: number }
  | { kind: "hotel"; stay: HotelBookingView; at: number };

/** Flight statuses of a booking that still flies (paid, being paid or held for payment). */
const FLIGHT_GOING = new Set(["held", "pending", "ticketed", "ticketing_failed"]);
/** Check-in and check-out as instants in Philippine time, for ordering stays among flights. */
const checkInAt = (date: string) => Date.parse(`${date}T14:00:00+08:00`);
const checkOutAt = (date: string) => Date.parse(`${date}T12:00:00+08:00`);

export function dashboardTrips(
  flights: readonly BookingStatusResult[],
  stays: readonly HotelBookingView[],
  now: Date,
): { upcoming: DashboardTrip[]; past: DashboardTrip[] } {
  const upcoming: DashboardTrip[] = [];
  const past: DashboardTrip[] = [];
  const t = now.getTime();
  for (const f of flights) {
    if (f.kind !== "flight") continue;
    const at = Date.parse(f.starts);
    const trip = {
      kind: "flight" as const,
      reference: f.reference,
      status: f.status,
      route: f.summary,
      departs: f.starts,
      travellers: f.travellers,
      at,
    };
    (FLIGHT_GOING.has(f.status) && at > t ? upcoming : past).push(trip);
  }
  for (const s of stays) {
    const trip = { kind: "hotel" as const, stay: s, at: checkInAt(s.checkInDate) };
    (s.status === "confirmed" && checkOutAt(s.checkOutDate) > t ? upcoming : past).push(trip);
  }
  upcoming.sort((a, b) => a.at - b.at);
  past.sort((a, b) => b.at - a.at);
  return { upcoming, past };
}

/** The requests the traveller made, newest first as given: never a quote that was left to expire. */
export function requestsMade(requests: readonly PtrRequestView[], now: Date): PtrRequestView[] {
  return requests.filter((r) => {
    if (r.status === "in_process") return true;
    if (r.resolution === "quote_expired") return false;
    if (r.resolution === "quote_ready") return !r.quoteExpiresAt || Date.parse(r.quoteExpiresAt) > now.getTime();
    return true;
  });
}
