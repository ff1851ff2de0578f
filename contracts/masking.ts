/**
 * Personal details shown to someone who opened a booking by its reference and a last name rather
 * than as its signed-in owner: enough to recognise them, not enough to use them.
 *   maskEmail("juan.cruz@gmail.com") → "j•••@g••••.com"; maskPhone("9171234567") → "••• ••• 4567".
 */
import type { BookingView } from "./flight-checkout.ts";
import type { HotelBookingView } from "./hotels.ts";

const DOTS = "•••";

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return DOTS;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}${DOTS}@${domain[0] ?? ""}••••${tld}`;
}

/** The last four digits only (the dial code, kept apart, may stay). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 0) return "";
  return `${DOTS} ${DOTS} ${digits.slice(-4)}`;
}

/** A passport number as its last three characters. */
function maskDocument(value: string | undefined): string | undefined {
  return value ? `${DOTS}${value.slice(-3)}` : value;
}

/** A flight booking with its contact masked and dates of birth hidden (""). */
export function maskFlightBooking<T extends Pick<BookingView, "contact" | "passengers">>(booking: T): T {
  return {
    ...booking,
    contact: { ...booking.contact, email: maskEmail(booking.contact.email), phone: maskPhone(booking.contact.phone) },
    passengers: booking.passengers.map((p) => ({ ...p, dateOfBirth: "", passportNumber: maskDocument(p.passportNumber) })),
  };
}

/** A hotel booking with the lead guest's e-mail and phone masked. */
export function maskHotelBooking<T extends Pick<HotelBookingView, "guest">>(booking: T): T {
  return { ...booking, guest: { ...booking.guest, email: maskEmail(booking.guest.email), phone: maskPhone(booking.guest.phone) } };
}
