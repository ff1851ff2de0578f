import type { ExtrasChange, ExtrasContext } from "../../../../contracts/extras-selection.ts";
import type { ExtrasSelection } from "../../../../contracts/flight-extras.ts";
import type { PassengerType } from "../../../../contracts/flights.ts";

/** A traveller as the add-ons page shows them; the list is in the §4 order (adults, children, infants). */
export type AddOnsPassenger = { name: string; type: PassengerType };

/** One flight of the itinerary; its position in the list is its flightIndex (SeatMap.flightIndex). */
export type AddOnsFlight = {
  flightNumber: string;
  /** IATA codes. */
  from: string;
  to: string;
  /** 0 = outbound, 1 = return. */
  legIndex: number;
};

/** What every block of the picker gets: the rules' context, the current selection, and one way to change it. */
export type PickerState = {
  ctx: ExtrasContext;
  selection: ExtrasSelection;
  passengers: AddOnsPassenger[];
  flights: AddOnsFlight[];
  apply: (change: ExtrasChange) => void;
};

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = { ADT: "Adult", CHD: "Child", INF: "Infant" };
