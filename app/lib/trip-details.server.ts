/** Each traveller's baggage per leg (fare allowance + bought), as the e-ticket and the mail say it. */
import type { BookingView } from "../../contracts/flight-checkout.ts";
import { travellerBaggage } from "../../core/checkout/traveller-baggage.ts";
import type { BaggageLeg } from "../features/flights/baggage-list.tsx";

export function bookingBaggage(booking: BookingView): BaggageLeg[] {
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
