/**
 * Flight bookings in memory for the bookings and post-ticketing use-case tests: two bookings (one
 * owned by an account, one split off it), the real access rule over them and a real rate limiter
 * in memory, so the per-reference limit on wrong last names is the one the site uses.
 */
import type { BookingView } from "../../contracts/flight-checkout.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { flightBookingAccess } from "./booking-access.ts";

export const OWNER = "user-liza";
export const CONTACT = { email: "liza.soberano@example.com", dialCode: "+63", phone: "9171234567" };

export function bookingOf(reference: string, extra: Partial<BookingView> = {}): BookingView {
  const segment = { departureAirport: "MNL", arrivalAirport: "CEB", departureDateTime: "2026-12-20T06:05:00+08:00" };
  return {
    reference,
    status: "ticketed",
    userId: OWNER,
    contact: CONTACT,
    passengers: [{ type: "ADT", givenName: "Liza", surname: "Soberano", dateOfBirth: "1998-01-04", passportNumber: "" }],
    fare: { legs: [{ segments: [segment] }], penalties: { change: { allowed: true } } },
    total: { amount: 345000, currency: "PHP" },
    tickets: [],
    ...extra,
  } as unknown as BookingView;
}

/** K7Q2ZM owned by OWNER; M4X8PT split off it (a date change of some travellers), no account. */
export function tripWorld() {
  const bookings = new Map([
    ["K7Q2ZM", bookingOf("K7Q2ZM")],
    ["M4X8PT", bookingOf("M4X8PT", { userId: null, splitFrom: "K7Q2ZM" })],
  ]);
  const finds: string[] = [];
  const checkout = {
    booking: async (reference: string) => bookings.get(reference) ?? null,
    findBooking: async (reference: string, lastName: string) => {
      finds.push(reference);
      const b = bookings.get(reference);
      return b?.passengers.some((p) => p.surname.toLowerCase() === lastName.trim().toLowerCase()) ? b : null;
    },
  };
  const rateLimiter = createRateLimiter(createMemoryRateLimitStore());
  return { bookings, finds, checkout, rateLimiter, access: flightBookingAccess({ checkout, rateLimiter }) };
}

export const stranger = { userId: null, clientIp: "203.0.113.7" };
export const owner = { userId: OWNER, clientIp: "203.0.113.8" };
