/** The trip page's details of a booking: each traveller's baggage per leg, and the connections. */
import type { BookingView } from "../../contracts/flight-checkout.ts";
import { travellerBaggage } from "../../core/flights/checkout/traveller-baggage.ts";
import type { BaggageLeg } from "../features/flights/baggage-list.tsx";
import { type Connection, legConnections } from "../features/flights/connections.ts";
import type { RouterContextProvider } from "react-router";
import { airportList } from "./flights.server.ts";

type Ctx = Readonly<RouterContextProvider>;

/** Each leg's connections, with the airports' cities and countries from the directory. */
export async function bookingConnections(context: Ctx, booking: Omit<BookingView, "userId">): Promise<Connection[][]> {
  const airports = new Map((await airportList(context)).map((a) => [a.code, a]));
  return booking.fare.legs.map((leg) => legConnections(leg.segments, (code) => airports.get(code)));
}

/** Each traveller's baggage per leg (fare allowance + bought), as the e-ticket and the mail say it. */
export function bookingBaggage(booking: Omit<BookingView, "userId">): BaggageLeg[] {
  const moved = new Set((booking.movedTo ?? []).flatMap((m) => m.passengers));
  return travellerBaggage(booking).map((leg, legIndex) => {
    const segments = booking.fare.legs[legIndex].segments;
    return {
      from: segments[0].departureAirport,
      to: segments.at(-1)?.arrivalAirport ?? segments[0].arrivalAirport,
      travellers: leg
        .filter((b) => !moved.has(b.passengerIndex))
        .map((b) => {
          const p = booking.passengers[b.passengerIndex];
          return { name: `${p.givenName} ${p.surname}`, text: b.text };
        }),
    };
  });
}
