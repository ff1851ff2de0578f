/**
 * The flight engine as the checkout sees it: bookings turned into the pages' BookingView, the
 * payment that paid a booking and the priced add-on lines kept in the booking's event history.
 */
import type { PriceLine } from "../../../contracts/flight-checkout.ts";
import type { BookingEvent, FlightBooking } from "../store.ts";
import type { FlightService } from "../flight-service.ts";
import { FlightError } from "../errors.ts";
import { EXTRAS_PRICED } from "../booking-money.ts";
import type { CheckoutFlights, FlightBookingRecord } from "./flight-checkout.ts";

const PAID = "paid";

function lastEvent(booking: FlightBooking, type: string): BookingEvent | undefined {
  return booking.events.filter((e) => e.type === type).at(-1);
}

/** Whether the traveller is waiting for the outcome of paying: see BookingView.paymentState. */
export function paymentStateOf(b: Pick<FlightBooking, "status" | "events" | "paymentClaimedAt">): "checking" | "issuing" | null {
  if (b.status !== "held" && b.status !== "pending") return null;
  if (b.events.some((e) => e.type === PAID)) return "issuing";
  return b.paymentClaimedAt ? "checking" : null;
}

export function toBookingRecord(b: FlightBooking): FlightBookingRecord {
  return {
    reference: b.reference,
    status: b.status,
    holdExpiresAt: b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    createdAt: b.createdAt.toISOString(),
    fare: b.itinerary,
    passengers: b.passengers,
    contact: b.contact,
    extras: b.extras,
    extrasLines: (lastEvent(b, EXTRAS_PRICED)?.detail.lines as PriceLine[] | undefined) ?? [],
    total: b.total,
    // The current ticket of each traveller: a reissue's replaced (exchanged) tickets are left out.
    tickets: b.tickets
      .filter((t) => t.status !== "exchanged")
      .map((t) => ({
        passengerIndex: t.passengerIndex,
        ticketNumber: t.number,
        status: t.status as "issued" | "voided" | "refunded",
        issuedAt: t.issuedAt.toISOString(),
      })),
    airlinePnr: b.status === "ticketed" || b.status === "voided" || b.status === "refunded" ? b.airlinePnr : null,
    paidWith: (lastEvent(b, PAID)?.detail.paidWith as string | undefined) ?? null,
    userId: b.userId,
    splitFrom:
      (b.events.find((e) => e.type === "split" && typeof e.detail.fromReference === "string")?.detail.fromReference as string) ?? null,
    paymentState: paymentStateOf(b),
    movedTo: b.events
      .filter((e) => e.type === "split" && typeof e.detail.toReference === "string" && Array.isArray(e.detail.passengers))
      .map((e) => {
        const passengers = (e.detail.passengers as unknown[]).filter((i): i is number => typeof i === "number" && Boolean(b.passengers[i]));
        return { reference: e.detail.toReference as string, passengers, lastName: b.passengers[passengers[0]]?.surname ?? "" };
      }),
    // The language its mails and e-ticket go out in, only when one was stored (English otherwise).
    ...(b.language ? { language: b.language } : {}),
  };
}

export function checkoutFlights(
  flights: FlightService,
  events: { addEvent(reference: string, event: BookingEvent): Promise<void> },
  now: () => Date,
): CheckoutFlights {
  return {
    airports: () => flights.airports(),
    revalidate: (code) => flights.revalidate(code),
    setFlightExpiry: (code) => flights.setFlightExpiry(code),
    extraServices: (code) => flights.extraServices(code),
    async book(input) {
      const booking = await flights.book({ ...input, userId: input.userId ?? undefined });
      if (input.extrasLines.length) {
        await events.addEvent(booking.reference, { type: EXTRAS_PRICED, at: now(), detail: { lines: input.extrasLines } });
      }
      return { reference: booking.reference };
    },
    // The "paid" event naming the payment is written with the claim's mark (PaymentClaimStore.markPaid).
    async ticket(reference) {
      const booking = await flights.getBooking(reference);
      if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      if (booking.status === "ticketed") return toBookingRecord(booking);
      if (booking.status !== "held" && booking.status !== "pending") {
        throw new FlightError("INVALID_STATE", "This booking can no longer be ticketed: its seat hold has ended.");
      }
      return toBookingRecord(await flights.ticket(reference));
    },
    getBooking: async (reference) => {
      const b = await flights.getBooking(reference);
      return b ? toBookingRecord(b) : null;
    },
    findBooking: async (reference, lastName) => {
      const b = await flights.findBooking(reference, lastName);
      return b ? toBookingRecord(b) : null;
    },
    bookingsForUser: async (userId) => (await flights.bookingsForUser(userId)).map(toBookingRecord),
  };
}
