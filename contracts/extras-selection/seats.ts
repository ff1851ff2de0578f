/** Seats (exit rows, infants on a lap) and the passenger-wise maps of spec §3. */
import type { ExtrasSelection, SeatSelection, SeatService, ServiceSelection } from "../flight-extras.ts";
import type { PassengerType } from "../flights.ts";
import type { ExtrasChange } from "./issues.ts";
import { assertPassengers, type ExtrasContext, findSeat, passengerLabel, quantitiesOf, refuse, seatLabel } from "./lookup.ts";

/** Whether a seat is in an emergency-exit row (the flag, or "exit row" in its compartment text). */
export function isExitRowSeat(seat: Pick<SeatService, "ExitRow" | "Compartment">): boolean {
  return seat.ExitRow === true || /\bexit row\b/i.test(seat.Compartment?.Text ?? "");
}

/**
 * The adults who hold an infant on their lap: the first adult holds the first infant, and so on (there
 * are never more infants than adults).
 */
export function lapHolderIndices(types: readonly PassengerType[]): number[] {
  const infants = types.filter((t) => t === "INF").length;
  return types.flatMap((t, i) => (t === "ADT" ? [i] : [])).slice(0, infants);
}

/**
 * Why a passenger may not sit in an exit row (the crew must be able to count on whoever sits there in
 * an evacuation), or null when they may: children, infants, and an adult with an infant on their lap.
 */
export function exitRowRefusal(types: readonly PassengerType[], passengerIndex: number): string | null {
  const type = types[passengerIndex];
  if (type === "CHD") return "Children cannot sit in an exit row.";
  if (type === "INF") return "Infants travel on an adult's lap and cannot sit in an exit row.";
  if (type === "ADT" && lapHolderIndices(types).includes(passengerIndex)) {
    return "An adult travelling with an infant on their lap cannot sit in an exit row.";
  }
  return null;
}

/**
 * Gives a passenger a seat on a flight, replacing the seat they held there (spec §4: one seat per
 * passenger per flight). Refused for an infant (they sit on an adult's lap), for a seat that is not
 * "Available", for a seat another passenger of this booking holds, and for an exit-row seat for
 * someone who may not sit there (`exitRowRefusal`). The seat stored is the offer's.
 */
export function chooseSeat(
  ctx: ExtrasContext,
  selection: ExtrasSelection,
  flightIndex: number,
  passengerIndex: number,
  seatId: string,
): ExtrasChange {
  assertPassengers(ctx.passengers);
  const seat = findSeat(ctx.offer, flightIndex, seatId);
  if (!seat) return refuse(selection, "unknown-seat", "This seat is not on the seat map of this flight.");
  const type = ctx.passengers[passengerIndex];
  if (!type) return refuse(selection, "passenger-out-of-range", `There is no ${passengerLabel(passengerIndex)} in this booking.`);
  if (type === "INF") return refuse(selection, "infant-seat", "Infants travel on an adult's lap and do not get a seat of their own.");
  const holder = selection.seats.find((s) => s.flightIndex === flightIndex && s.seat.ServiceId === seat.ServiceId);
  if (holder && holder.passengerIndex === passengerIndex) return { selection };
  if (holder) return refuse(selection, "seat-taken", `${seatLabel(seat)} is already chosen for ${passengerLabel(holder.passengerIndex)}.`);
  if (seat.AvailablityType !== "Available") return refuse(selection, "seat-unavailable", `${seatLabel(seat)} is not available.`);
  const barred = isExitRowSeat(seat) ? exitRowRefusal(ctx.passengers, passengerIndex) : null;
  if (barred) return refuse(selection, "exit-row", `${seatLabel(seat)} is in an exit row. ${barred}`);
  const entry: SeatSelection = { flightIndex, passengerIndex, seat };
  const previous = selection.seats.findIndex((s) => s.flightIndex === flightIndex && s.passengerIndex === passengerIndex);
  const seats = previous === -1 ? [...selection.seats, entry] : selection.seats.map((s, i) => (i === previous ? entry : s));
  return { selection: { ...selection, seats } };
}

/** Deselects a passenger's seat on a flight (nothing to do when there is none). */
export function clearSeat(selection: ExtrasSelection, flightIndex: number, passengerIndex: number): ExtrasChange {
  if (!selection.seats.some((s) => s.flightIndex === flightIndex && s.passengerIndex === passengerIndex)) return { selection };
  return {
    selection: {
      ...selection,
      seats: selection.seats.filter((s) => !(s.flightIndex === flightIndex && s.passengerIndex === passengerIndex)),
    },
  };
}

/** Who holds a seat on a flight, if anyone in this booking does. */
export function seatHolder(selection: ExtrasSelection, flightIndex: number, seatId: string): number | undefined {
  return selection.seats.find((s) => s.flightIndex === flightIndex && s.seat.ServiceId === seatId)?.passengerIndex;
}

/** segmentIndex → legIndex → passengerIndex → chosen service ids. */
export type PassengerServiceMap = Record<number, Record<number, Record<number, string[]>>>;

/** The passenger-wise maps of chosen service ids per segment, leg and passenger (spec §3). */
export function passengerServiceMaps(selection: ExtrasSelection): { baggage: PassengerServiceMap; meals: PassengerServiceMap } {
  const build = (list: ServiceSelection[]): PassengerServiceMap => {
    const map: PassengerServiceMap = {};
    for (const entry of list) {
      for (const [p] of quantitiesOf(entry)) {
        const legs = (map[entry.segmentIndex] ??= {});
        const passengers = (legs[entry.legIndex] ??= {});
        (passengers[p] ??= []).push(entry.serviceId);
      }
    }
    return map;
  };
  return { baggage: build(selection.baggage), meals: build(selection.meals) };
}
