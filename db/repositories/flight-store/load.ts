/** A booking read back whole: its row with passengers, tickets, seats and events. */
import { asc, eq } from "drizzle-orm";
import type { BookingStatus, ContactInput, FareItinerary, PassengerInput, PassengerType } from "../../../contracts/flights.ts";
import type { ExtrasSelection } from "../../../contracts/flight-extras.ts";
import type { BookingEvent, FlightBooking, FlightTicket, InventoryHold, TicketStatus } from "../../../core/flights/store.ts";
import { storedLanguage } from "../../../core/mail/render.ts";
import type { Db } from "../../client.ts";
import { flightBooking, flightBookingEvent, flightBookingPassenger, flightSeatAssignment, flightTicket } from "../../schema.ts";

export type BookingRow = typeof flightBooking.$inferSelect;

export function bookingReader(db: Db) {
  async function load(row: BookingRow | undefined, on: Db = db): Promise<FlightBooking | null> {
    if (!row) return null;
    const [passengers, tickets, seats, events] = await Promise.all([
      on
        .select()
        .from(flightBookingPassenger)
        .where(eq(flightBookingPassenger.bookingId, row.id))
        .orderBy(asc(flightBookingPassenger.passengerIndex)),
      on
        .select()
        .from(flightTicket)
        .where(eq(flightTicket.bookingId, row.id))
        .orderBy(asc(flightTicket.passengerIndex), asc(flightTicket.issuedAt)),
      on.select().from(flightSeatAssignment).where(eq(flightSeatAssignment.bookingId, row.id)),
      on.select().from(flightBookingEvent).where(eq(flightBookingEvent.bookingId, row.id)).orderBy(asc(flightBookingEvent.at)),
    ]);
    const currency = row.currency;
    return {
      reference: row.reference,
      supplierBookingId: row.supplierBookingId,
      airlinePnr: row.airlinePnr,
      status: row.status as BookingStatus,
      fareSourceCode: row.fareSourceCode,
      itinerary: row.itinerary as FareItinerary,
      passengers: passengers.map(
        (p): PassengerInput => ({
          type: p.type as PassengerType,
          title: p.title,
          givenName: p.givenName,
          surname: p.surname,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender as "M" | "F",
          nationality: p.nationality,
          ...(p.passportNumber ? { passportNumber: p.passportNumber } : {}),
          ...(p.passportExpiry ? { passportExpiry: p.passportExpiry } : {}),
          ...(p.passportCountry ? { passportCountry: p.passportCountry } : {}),
        }),
      ),
      contact: row.contact as ContactInput,
      extras: row.extras as ExtrasSelection,
      fareTotal: { amount: row.fareAmount, currency },
      extrasTotal: { amount: row.extrasAmount, currency },
      total: { amount: row.totalAmount, currency },
      userId: row.userId,
      holdExpiresAt: row.holdExpiresAt,
      ticketTimeLimit: row.ticketTimeLimit,
      paymentClaimedAt: row.paymentClaimedAt,
      tickets: tickets.map(
        (t): FlightTicket => ({
          passengerIndex: t.passengerIndex,
          number: t.number,
          status: t.status as TicketStatus,
          issuedAt: t.issuedAt,
        }),
      ),
      seats: seats.map((s) => ({ flightKey: s.flightKey, seatCode: s.seatCode, passengerIndex: s.passengerIndex })),
      inventory: row.inventory as InventoryHold[],
      events: events.map((e): BookingEvent => ({ type: e.type, at: e.at, detail: e.detail as Record<string, unknown> })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      // Only when one was stored: a booking without it is English, as before migration 0021.
      ...(storedLanguage(row.language) ? { language: storedLanguage(row.language) } : {}),
    };
  }

  const byReference = async (reference: string, on: Db = db) => {
    const [row] = await on.select().from(flightBooking).where(eq(flightBooking.reference, reference));
    return row;
  };

  return { load, byReference };
}

export type BookingReader = ReturnType<typeof bookingReader>;
