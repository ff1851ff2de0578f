/**
 * The extra-service selection rules of spec §4, shared by the add-ons page and the server.
 * (Being written: the rules and their tests land with the extras work; until then nothing calls this.)
 */
import type { ExtraServicesData, ExtrasSelection } from "./flight-extras.ts";
import type { Money } from "./money.ts";
import type { PassengerType } from "./flights.ts";

export type PricedExtras = { total: Money; lines: { label: string; amount: Money }[] };

/**
 * Checks a selection against the offered services (every rule of spec §4: behaviour, legs, group needs
 * all passengers, mandatory services present, one seat per passenger per flight, seats available) and
 * prices it from the offer, never from the client's numbers. Throws ExtrasSelectionError with a
 * message a traveller can act on.
 */
export function priceExtras(_offer: ExtraServicesData, _selection: ExtrasSelection, _passengers: PassengerType[]): PricedExtras {
  throw new Error("priceExtras: not implemented yet");
}

export class ExtrasSelectionError extends Error {}
