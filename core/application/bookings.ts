/**
 * The bookings application service (issue 18): a flight or hotel booking's status by reference (its
 * signed-in owner, a browser holding it, or anyone giving a traveller's last name under the
 * per-reference limit on wrong last names, contact details masked for all but the owner), and the
 * signed-in traveller's own trips. One result type for both kinds (contracts/booking-inputs.ts
 * BookingStatusResult), with what can be done next as links into the pages. The assistant's
 * booking_status tool; the "Find your trip" pages and the dashboard call it too.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { formatCalendarDay } from "../../contracts/calendar.ts";
import { plural } from "../../contracts/party.ts";
import { BookingFindInput, type BookingAction, type BookingStatusResult, OwnTripsInput } from "../../contracts/booking-inputs.ts";
import { type BookingView, ownTravellerCount } from "../../contracts/flight-checkout.ts";
import { HOTEL_REFERENCE, type HotelBookingView } from "../../contracts/hotels.ts";
import { PTR_MESSAGES, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import type { FlightCheckout } from "../flights/checkout/flight-checkout.ts";
import type { PostTicketing } from "../flights/post-ticketing.ts";
import type { HotelCheckout } from "../hotels/hotel-checkout.ts";
import type { FlightBookingAccess, TripCaller } from "./booking-access.ts";
import type { HotelBookingAccess } from "./hotel-access.ts";
import type { HotelsApplication } from "./hotels.ts";
import { invoke } from "./use-case.ts";
import { defineUseCase } from "./use-case.ts";

export type BookingsApplicationDeps = {
  access: FlightBookingAccess;
  /** Who may open a hotel booking: the one rule of hotel bookings (hotel-access.ts). */
  hotelAccess: HotelBookingAccess;
  flights: Pick<FlightCheckout, "bookingsForUser">;
  hotels: Pick<HotelCheckout, "ownerOf" | "listForUser">;
  hotelsApp: Pick<HotelsApplication, "booking">;
  postTicketing: Pick<PostTicketing, "requestsForUser">;
};

/** The signed-in traveller's trips: every booking's status (flights first), the hotel stays as booked, the requests. */
export type OwnTrips = { trips: BookingStatusResult[]; hotelStays: HotelBookingView[]; requests: PtrRequestView[] };

const link = (action: BookingAction, href: string) => ({ action, href });

/** A flight booking's status, with the pages where its next steps are taken. */
export function flightStatus(b: BookingView, masked: boolean): BookingStatusResult {
  const legs = b.fare.legs;
  const trip = `/flights/bookings/${b.reference}`;
  const next = [link("view", `/flights/confirmation/${b.reference}`)];
  if (b.status === "held") next.push(link("pay", `/flights/payment?ref=${b.reference}`));
  if (b.status === "held" || b.status === "pending") next.push(link("cancel", `${trip}/cancel`));
  if (b.status === "ticketed") {
    next.push(link("void", `${trip}/void-quote`), link("refund", `${trip}/refund-quote`));
    if (b.fare.penalties.change.allowed) next.push(link("reissue", `${trip}/reissue-quote`));
  }
  if (b.status !== "held") next.push(link("requests", `/flights/requests?ref=${b.reference}`));
  return {
    reference: b.reference,
    kind: "flight",
    status: b.status,
    summary: legs.map((l) => `${l.segments[0].departureAirport} → ${l.segments.at(-1)?.arrivalAirport}`).join(", "),
    total: b.total,
    travellers: ownTravellerCount(b),
    starts: legs[0].segments[0].departureDateTime,
    next,
    // The other bookings of a split, by reference only (their travellers' names stay on them).
    ...(b.splitFrom ? { splitFrom: b.splitFrom } : {}),
    ...(b.movedTo?.length ? { movedTo: b.movedTo.map((m) => ({ reference: m.reference, travellers: m.passengers.length })) } : {}),
    contact: { email: b.contact.email, phone: `${b.contact.dialCode} ${b.contact.phone}` },
    masked,
  };
}

/** A hotel booking's status, with the pages where its next steps are taken. */
export function hotelStatus(b: HotelBookingView, masked: boolean): BookingStatusResult {
  const page = `/hotels/confirmation/${b.reference}`;
  const next = [link("view", page)];
  if (b.status === "confirmed") next.push(link("cancel", `${page}/cancel`));
  return {
    reference: b.reference,
    kind: "hotel",
    status: b.status,
    summary: `${b.hotelName}, ${formatCalendarDay(b.checkInDate)} to ${formatCalendarDay(b.checkOutDate)} (${plural(b.nights, "night")})`,
    total: b.total,
    travellers: b.adults + b.children,
    starts: b.checkInDate,
    next,
    contact: { email: b.guest.email, phone: b.guest.phone },
    masked,
  };
}

export function createBookingsApplication(deps: BookingsApplicationDeps) {
  /** Hotel references look like H + 5; a flight's may too, so a hotel is only taken when one exists. */
  async function isHotel(reference: string, kind?: "flight" | "hotel"): Promise<boolean> {
    if (kind) return kind === "hotel";
    return HOTEL_REFERENCE.test(reference) && (await deps.hotels.ownerOf(reference)) !== null;
  }

  const find = defineUseCase({
    name: "bookings.find",
    summary:
      "A flight or hotel booking's status by its reference and a traveller's last name (not needed by its signed-in owner): what it is, its total and what can be done next",
    input: BookingFindInput,
    async run(input, caller: TripCaller): Promise<Outcome<BookingStatusResult>> {
      if (await isHotel(input.reference, input.kind)) {
        const found = await invoke(deps.hotelsApp.booking, { reference: input.reference, last_name: input.last_name }, caller);
        if (!found.ok)
          return found.error.code === "not_found" ? fail("not_found", PTR_MESSAGES.notFound, { reason: "booking.not_found" }) : found;
        const opened = await deps.hotelAccess(input.reference, caller);
        return ok(hotelStatus(found.value, !(opened.ok && opened.value.signedInOwner)));
      }
      const a = await deps.access(input.reference, caller, input.last_name);
      return a.ok ? ok(flightStatus(a.value.booking, !a.value.owner)) : a;
    },
  });

  const trips = defineUseCase({
    name: "bookings.trips",
    summary: "The signed-in traveller's flight and hotel bookings, each with its status, and their latest requests",
    input: OwnTripsInput,
    async run(_input, caller): Promise<Outcome<OwnTrips>> {
      if (!caller.userId) return fail("unauthenticated", "Log in to see your trips.", { reason: "account.sign_in_for_trips" });
      const [flights, hotelStays, requests] = await Promise.all([
        deps.flights.bookingsForUser(caller.userId),
        deps.hotels.listForUser(caller.userId),
        deps.postTicketing.requestsForUser(caller.userId),
      ]);
      const trips = [...flights.map((b) => flightStatus(b, false)), ...hotelStays.map((b) => hotelStatus(b, false))];
      return ok({ trips, hotelStays, requests });
    },
  });

  /** The access rule itself, for the trip pages that show a booking (not a use case). */
  return { find, trips, flightAccess: deps.access };
}

export type BookingsApplication = ReturnType<typeof createBookingsApplication>;
