/**
 * A ticketed family booking (two adults and a child of seven, Manila–Caticlan and back) as the
 * checkout reads it, for the document, baggage and page tests. Not used by the app.
 */
import type { BookingView } from "../../contracts/flight-checkout.ts";
import type { Segment } from "../../contracts/flights.ts";
import { php } from "../../contracts/money.ts";

const segment = (from: string, to: string, dep: string, arr: string, flightNumber: string): Segment => ({
  marketingAirline: "PR",
  operatingAirline: "PR",
  flightNumber,
  departureAirport: from,
  arrivalAirport: to,
  departureDateTime: dep,
  arrivalDateTime: arr,
  durationMinutes: 70,
  cabin: "economy",
  bookingClass: "Y",
  aircraft: "32N",
  seatsRemaining: 9,
});

export function familyBooking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    reference: "K7Q2ZM",
    status: "ticketed",
    holdExpiresAt: null,
    createdAt: "2026-11-25T17:40:00.000Z",
    fare: {
      fareSourceCode: "code",
      validatingAirline: "PR",
      fareFamily: "basic",
      fareFamilyName: "Sulit",
      fareType: "Public",
      refundable: false,
      totalFare: php(1_500_000),
      baseFare: php(1_200_000),
      taxesTotal: php(300_000),
      perPassenger: [
        { type: "ADT", quantity: 2, baseFare: php(400_000), taxes: [], totalFare: php(500_000) },
        { type: "CHD", quantity: 1, baseFare: php(400_000), taxes: [], totalFare: php(500_000) },
      ],
      baggage: { checkedKg: 20, checkedPieces: 1, cabinKg: 7 },
      penalties: { change: { allowed: true, fee: php(150_000) }, refund: { allowed: false } },
      legs: [
        {
          segments: [segment("MNL", "MPH", "2026-12-18T06:05:00+08:00", "2026-12-18T07:15:00+08:00", "2041")],
          durationMinutes: 70,
          stops: 0,
        },
        {
          segments: [segment("MPH", "MNL", "2026-12-22T16:00:00+08:00", "2026-12-22T17:10:00+08:00", "2042")],
          durationMinutes: 70,
          stops: 0,
        },
      ],
      seatsRemaining: 9,
    },
    passengers: [
      { type: "ADT", title: "Mr", givenName: "Juan", surname: "Dela Cruz", dateOfBirth: "1988-03-02", gender: "M", nationality: "PH" },
      { type: "ADT", title: "Mrs", givenName: "Ana", surname: "Dela Cruz", dateOfBirth: "1990-07-14", gender: "F", nationality: "PH" },
      { type: "CHD", title: "Miss", givenName: "Lia", surname: "Dela Cruz", dateOfBirth: "2019-05-20", gender: "F", nationality: "PH" },
    ],
    contact: { email: "juan@example.com", dialCode: "+63", phone: "9171234567" },
    extras: { baggage: [], meals: [], seats: [] },
    extrasLines: [],
    total: php(1_500_000),
    tickets: [0, 1, 2].map((i) => ({
      passengerIndex: i,
      ticketNumber: `079-240000000${i}`,
      status: "issued" as const,
      issuedAt: "2026-11-25T17:50:00.000Z",
    })),
    airlinePnr: "X7K2PQ",
    paidWith: "Visa •••• 4242",
    userId: null,
    ...overrides,
  };
}
