/** Rows a booking gets when it is made, ticketed, changed or split off: its passengers and its issued tickets. */
import type { FlightTicket } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { flightBookingPassenger, flightTicket } from "../../schema.ts";

type PassengerRow = Omit<typeof flightBookingPassenger.$inferInsert, "id" | "bookingId" | "passengerIndex">;

/** The passengers of a booking; `indexOf` numbers each on it (by default its place in the list). */
export async function insertPassengers<P extends PassengerRow>(
  tx: Db,
  bookingId: string,
  passengers: readonly P[],
  indexOf: (p: P, i: number) => number = (_, i) => i,
): Promise<void> {
  await tx.insert(flightBookingPassenger).values(
    passengers.map((p, i) => ({
      bookingId,
      passengerIndex: indexOf(p, i),
      type: p.type,
      title: p.title,
      givenName: p.givenName,
      surname: p.surname,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      nationality: p.nationality,
      passportNumber: p.passportNumber ?? null,
      passportExpiry: p.passportExpiry ?? null,
      passportCountry: p.passportCountry ?? null,
    })),
  );
}

/** Issued tickets of a booking. */
export async function insertTickets(tx: Db, bookingId: string, tickets: readonly Omit<FlightTicket, "status">[], now: Date): Promise<void> {
  if (tickets.length === 0) return;
  await tx.insert(flightTicket).values(
    tickets.map((tk) => ({
      bookingId,
      passengerIndex: tk.passengerIndex,
      number: tk.number,
      status: "issued",
      issuedAt: tk.issuedAt,
      updatedAt: now,
    })),
  );
}
