/** A booking's shares of payments, what its requests drew on them, and refunds planned from them. */
import { describe, expect, it } from "vitest";
import { changesPaidBy, drawFrom, drawnByBooking, paymentShares } from "./booking-money.ts";
import type { BookingEvent, FlightBooking, PtrRecord } from "./store.ts";

const php = (amount: number) => ({ amount, currency: "PHP" });
const at = new Date("2026-12-01T02:00:00Z");
const event = (type: string, detail: Record<string, unknown>): BookingEvent => ({ type, at, detail });

describe("payment shares", () => {
  it("a parent keeps its checkout less what moved to the booking split off it; the split-off one holds that and its change", () => {
    const parent = [
      event("paid", { paymentId: "pay-1" }),
      event("split", { toReference: "CHILD1", passengers: [1], shares: [{ paymentId: "pay-1", amount: php(4000_00) }] }),
    ];
    expect(paymentShares({ events: parent })).toEqual([{ paymentId: "pay-1", amount: null, out: 4000_00 }]);
    const child = [
      event("split", { fromReference: "PARENT" }),
      event("paid", { paymentId: "pay-1", amount: php(4000_00), copiedFrom: "PARENT" }),
      event("reissued", { paymentId: "pay-2", collected: php(1500_00), requestId: "r1" }),
    ];
    expect(paymentShares({ events: child })).toEqual([
      { paymentId: "pay-1", amount: 4000_00, out: 0 },
      { paymentId: "pay-2", amount: 1500_00, out: 0 },
    ]);
  });

  it("counts what voids and refunds in process or done drew, and add-ons a change refunded; not quotes or rejected ones", () => {
    const request = (type: PtrRecord["type"], status: PtrRecord["status"], resolution: PtrRecord["resolution"], amount: number) =>
      ({ type, status, resolution, execution: { refunds: [{ paymentId: "pay-1", amount: php(amount) }] } }) as PtrRecord;
    const drawn = drawnByBooking(
      { events: [event("reissued", { requestId: "r1", refunds: [{ paymentId: "pay-1", amount: php(250_00) }] })] },
      [
        request("refund", "in_process", "quote_ready", 1000_00),
        request("void", "completed", "voided", 2000_00),
        request("refund", "completed", "quote_ready", 9000_00),
        request("reissue", "completed", "rejected", 9000_00),
      ],
    );
    expect(drawn.get("pay-1")).toBe(3250_00);
  });

  it("draws oldest first, never above each share's room", () => {
    const rooms = [
      { paymentId: "pay-1", room: 4000_00 },
      { paymentId: "pay-2", room: 1500_00 },
    ];
    expect(drawFrom(rooms, 5000_00, "PHP")).toEqual([
      { paymentId: "pay-1", amount: php(4000_00) },
      { paymentId: "pay-2", amount: php(1000_00) },
    ]);
    expect(drawFrom(rooms, 9000_00, "PHP").reduce((t, p) => t + p.amount.amount, 0)).toBe(5500_00);
  });

  it("a traveller who splits off a split takes the change fee they paid with them, not leaving it on the other's booking", () => {
    // Booking B: Maria and Pedro moved here together, paying ₱750 each in change fees (fares ₱2,880 each).
    const b = {
      total: php(2 * 2880_00 + 2 * 750_00),
      fareTotal: php(2 * 2880_00),
      extrasTotal: php(0),
      passengers: [{ type: "ADT" }, { type: "ADT" }, { type: "INF" }] as FlightBooking["passengers"],
      tickets: [0, 1, 2].map((passengerIndex) => ({ passengerIndex, status: "issued" })) as FlightBooking["tickets"],
    };
    expect(changesPaidBy(b, [1])).toBe(750_00);
    // An infant changes free: moving with Pedro takes no more.
    expect(changesPaidBy(b, [1, 2])).toBe(750_00);
    expect(changesPaidBy(b, [0, 1, 2])).toBe(1500_00);
    expect(changesPaidBy({ ...b, total: b.fareTotal }, [1])).toBe(0);
  });
});
