/** What an offer is, as the embedded supplier books it: its trip type and its chosen seats as holds. */
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { Offer } from "./codes.ts";
import { FlightError } from "./errors.ts";
import type { SeatHold } from "./store.ts";

/** Seat choices as seat assignments on these flights (each choice's flight by its index). */
export function seatHolds(flights: readonly { key: string }[], extras: Pick<ExtrasSelection, "seats">): SeatHold[] {
  return extras.seats.map((s) => {
    const flight = flights[s.flightIndex];
    if (!flight) throw new FlightError("VALIDATION", "A chosen seat does not belong to this trip.");
    return { flightKey: flight.key, seatCode: s.seat.SeatCode, passengerIndex: s.passengerIndex };
  });
}

/** "oneway", "return" (back to where it began, from where it arrived) or "multicity". */
export function tripTypeOf(offer: Offer): string {
  if (offer.legs.length === 1) return "oneway";
  const [a, b] = offer.legs;
  if (offer.legs.length === 2 && a[0].origin === b[b.length - 1].destination && a[a.length - 1].destination === b[0].origin)
    return "return";
  return "multicity";
}
