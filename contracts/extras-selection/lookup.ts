/** Looking things up in the offer and in a selection: the helpers every rule shares. */
import type { ExtraService, ExtraServicesData, ExtrasSelection, SeatService, ServiceGroup, ServiceSelection } from "../flight-extras.ts";
import type { PassengerType } from "../flights.ts";
import type { ExtrasChange, ExtrasIssueCode } from "./issues.ts";
import { isInOrder } from "./passengers.ts";

export type ServiceKind = "baggage" | "meals";

/** Points at one service of the offer. */
export type ServiceRef = { kind: ServiceKind; segmentIndex: number; legIndex: number; serviceId: string };

export type ExtrasContext = {
  offer: ExtraServicesData;
  /** Passenger types in the §4 order (adults, children, infants). */
  passengers: readonly PassengerType[];
};

/**
 * A sanity ceiling when the offer gives no MaximumQuantity (not a supplier rule: it keeps a forged
 * selection from overflowing the money arithmetic).
 */
export const DEFAULT_MAX_QUANTITY = 20;

export function groupsOf(offer: ExtraServicesData, kind: ServiceKind): ServiceGroup[] {
  return kind === "baggage" ? offer.DynamicBaggage : offer.DynamicMeal;
}

export function findService(offer: ExtraServicesData, ref: ServiceRef): { group: ServiceGroup; service: ExtraService } | null {
  const group = groupsOf(offer, ref.kind)[ref.segmentIndex];
  const service = group?.Services[ref.legIndex]?.find((s) => s.ServiceId === ref.serviceId);
  return group && service ? { group, service } : null;
}

export function findSeat(offer: ExtraServicesData, flightIndex: number, seatId: string): SeatService | null {
  const map = offer.DynamicSeat.find((m) => m.flightIndex === flightIndex);
  if (!map) return null;
  for (const row of map.rows) {
    const seat = row.seats.find((s) => s.ServiceId === seatId);
    if (seat) return seat;
  }
  return null;
}

export function quantityBounds(service: ExtraService): { min: number; max: number } {
  const min = Math.max(1, service.MinimumQuantity ?? 1);
  const max = Math.max(min, service.MaximumQuantity ?? DEFAULT_MAX_QUANTITY);
  return { min, max };
}

export function serviceName(service: ExtraService): string {
  return `“${service.ServiceName}”`;
}

/**
 * An infant travels on an adult's lap: no bag, meal or priority boarding of their own (the airlines we
 * sell give a lap infant no bag allowance and carry a stroller free instead). Services the fare
 * includes for everybody stay.
 */
export const INFANT_SERVICE_MESSAGE =
  "An infant travels on an adult's lap and has no bag, meal or priority boarding of their own (a stroller travels free).";

export function passengerLabel(index: number): string {
  return `passenger ${index + 1}`;
}

export function legName(legIndex: number): string {
  return legIndex === 0 ? "outbound flight" : "return flight";
}

export function seatLabel(seat: SeatService): string {
  return `Seat ${seat.SeatCode} on ${seat.FlightNumber}`;
}

/** The stored selection list of a kind. */
export function listOf(selection: ExtrasSelection, kind: ServiceKind): ServiceSelection[] {
  return kind === "baggage" ? selection.baggage : selection.meals;
}

export function withList(selection: ExtrasSelection, kind: ServiceKind, list: ServiceSelection[]): ExtrasSelection {
  return kind === "baggage" ? { ...selection, baggage: list } : { ...selection, meals: list };
}

export function sameSlot(entry: ServiceSelection, segmentIndex: number, legIndex: number): boolean {
  return entry.segmentIndex === segmentIndex && entry.legIndex === legIndex;
}

export function quantitiesOf(entry: ServiceSelection): [number, number][] {
  return Object.entries(entry.passengerQuantities).map(([k, v]) => [Number(k), v]);
}

export function withoutPassenger(entry: ServiceSelection, passengerIndex: number): ServiceSelection {
  const passengerQuantities: Record<number, number> = {};
  for (const [p, q] of quantitiesOf(entry)) if (p !== passengerIndex) passengerQuantities[p] = q;
  return { ...entry, passengerQuantities };
}

export function isEmpty(entry: ServiceSelection): boolean {
  return Object.keys(entry.passengerQuantities).length === 0;
}

export function isMandatory(offer: ExtraServicesData, kind: ServiceKind, entry: ServiceSelection): boolean {
  return (
    findService(offer, { kind, segmentIndex: entry.segmentIndex, legIndex: entry.legIndex, serviceId: entry.serviceId })?.service
      .IsMandatory === true
  );
}

export function refuse(selection: ExtrasSelection, code: ExtrasIssueCode, message: string): ExtrasChange {
  return { selection, warning: { code, message } };
}

export function assertPassengers(passengers: readonly PassengerType[]): void {
  if (!isInOrder(passengers)) throw new Error("Passenger types must be in the order adults, children, infants (orderPassengers).");
}
