import { describe, expect, it } from "vitest";
import type { BookingStatusResult } from "../../../contracts/booking-inputs.ts";
import type { HotelBookingView } from "../../../contracts/hotels.ts";
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { dashboardTrips, requestsMade } from "./trips.ts";

const NOW = new Date("2026-11-28T04:00:00Z"); // Sat 28 Nov 2026, noon in Manila

const flight = (reference: string, status: string, starts: string) =>
  ({ reference, kind: "flight", status, summary: "MNL → CEB", starts, travellers: 2 }) as BookingStatusResult;
const stay = (reference: string, status: HotelBookingView["status"], checkInDate: string, checkOutDate: string) =>
  ({ reference, status, checkInDate, checkOutDate, hotelName: "Hotel", total: { amount: 100, currency: "PHP" } }) as HotelBookingView;

describe("the dashboard's trips", () => {
  it("lists what is still ahead soonest first, flights and stays together, and leaves out what will not happen", () => {
    const { upcoming, past } = dashboardTrips(
      [
        flight("LATER1", "ticketed", "2027-01-10T06:05:00+08:00"),
        flight("SOON01", "ticketed", "2026-12-02T09:00:00+08:00"),
        flight("HELD01", "held", "2026-12-20T07:00:00+08:00"),
        flight("VOID01", "voided", "2026-12-05T07:00:00+08:00"),
        flight("REFD01", "refunded", "2026-12-06T07:00:00+08:00"),
        flight("CANC01", "cancelled", "2026-12-07T07:00:00+08:00"),
        flight("GONE01", "ticketed", "2026-11-20T07:00:00+08:00"),
      ],
      [
        stay("HSTAY1", "confirmed", "2026-12-03", "2026-12-05"),
        stay("HNOW01", "confirmed", "2026-11-27", "2026-11-29"),
        stay("HCANC1", "cancelled", "2026-12-04", "2026-12-06"),
        stay("HOLD01", "confirmed", "2026-11-20", "2026-11-22"),
      ],
      NOW,
    );
    const refs = (list: typeof upcoming) => list.map((t) => (t.kind === "flight" ? t.reference : t.stay.reference));
    expect(refs(upcoming)).toEqual(["HNOW01", "SOON01", "HSTAY1", "HELD01", "LATER1"]);
    expect(refs(past)).toEqual(["CANC01", "REFD01", "VOID01", "HCANC1", "HOLD01", "GONE01"]);
  });

  it("shows requests the traveller made, never a quote left to expire", () => {
    const request = (
      id: string,
      status: PtrRequestView["status"],
      resolution: PtrRequestView["resolution"],
      quoteExpiresAt: string | null = null,
    ) => ({ id, status, resolution, quoteExpiresAt }) as PtrRequestView;
    const shown = requestsMade(
      [
        request("open", "in_process", "quote_ready"),
        request("expired", "completed", "quote_expired"),
        request("stale", "completed", "quote_ready", "2026-11-28T03:00:00Z"),
        request("waiting", "completed", "quote_ready", "2026-11-28T05:00:00Z"),
        request("done", "completed", "refunded"),
        request("refused", "completed", "rejected"),
      ],
      NOW,
    );
    expect(shown.map((r) => r.id)).toEqual(["open", "waiting", "done", "refused"]);
  });
});
