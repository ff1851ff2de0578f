/**
 * What each traveller may check in and carry on, per leg: the fare's allowance plus the bags they
 * bought as add-ons. The e-ticket PDF, the confirmation mail and the trip page all read it from here,
 * so the three never disagree. Bought bags are read from the booking's priced add-on selection (the
 * offer's "1 bag - 20 kg" / "2 bags - 40 kg in all" descriptions, kept with it).
 */
import type { ExtrasSelection, ServiceSelection } from "../../../contracts/flight-extras.ts";
import type { FareItinerary, PassengerInput } from "../../../contracts/flights.ts";

export type TravellerBaggage = {
  passengerIndex: number;
  legIndex: number;
  /** In the fare. */
  includedKg: number;
  includedPieces: number;
  /** Bought as add-ons for this leg. */
  boughtKg: number;
  boughtPieces: number;
  /** Other baggage add-ons by name (sports equipment …). */
  boughtOther: string[];
  cabinKg: number;
  /** "52 kg checked (20 kg in the fare + 32 kg bought, 1 bag), 7 kg carry-on". */
  text: string;
};

/** Reads "1 bag - 20 kg", "2 bags - 40 kg in all", "Checked bag 32 kg": pieces and kilograms. */
export function checkedBagOf(entry: Pick<ServiceSelection, "name" | "description" | "serviceId">): { pieces: number; kg: number } | null {
  const text = `${entry.name ?? ""} ${entry.description ?? ""}`;
  if (/cabin|carry-on|hand/i.test(text)) return null;
  const kg = /(\d+)\s*kg/i.exec(text);
  if (kg) return { pieces: Number(/(\d+)\s*bags?\b/i.exec(text)?.[1] ?? 1), kg: Number(kg[1]) };
  // A selection priced before names were kept: the engine's ids end in the weight (BAG-L0-32).
  const byId = /^BAG-L\d+-(\d+)$/.exec(entry.serviceId);
  if (byId) return { pieces: byId[1] === "40" ? 2 : 1, kg: Number(byId[1]) };
  return null;
}

/** A lap infant's line: the airlines we sell give them no allowance of their own, and carry a stroller free. */
export const INFANT_BAGGAGE = "No baggage allowance (on an adult's lap; a stroller travels free)";

function baggageText(b: Omit<TravellerBaggage, "text">, infant: boolean): string {
  if (infant && b.boughtKg === 0 && b.boughtOther.length === 0) return INFANT_BAGGAGE;
  const totalKg = b.includedKg + b.boughtKg;
  const bags = (n: number) => `${n} bag${n === 1 ? "" : "s"}`;
  let checked: string;
  if (totalKg === 0) checked = "No checked bag";
  else if (b.boughtKg === 0)
    checked = `${b.includedKg} kg checked (in the fare${b.includedPieces > 1 ? `, ${bags(b.includedPieces)}` : ""})`;
  else if (b.includedKg === 0) checked = `${b.boughtKg} kg checked (bought, ${bags(b.boughtPieces)})`;
  else checked = `${totalKg} kg checked (${b.includedKg} kg in the fare + ${b.boughtKg} kg bought, ${bags(b.boughtPieces)})`;
  const other = b.boughtOther.length ? `, ${b.boughtOther.join(", ")}` : "";
  return `${checked}${other}, ${b.cabinKg} kg carry-on`;
}

/** Per leg (outer), per traveller (inner, in the booking's passenger order). */
export function travellerBaggage(booking: {
  fare: Pick<FareItinerary, "baggage" | "legs">;
  passengers: Pick<PassengerInput, "type">[];
  extras: Pick<ExtrasSelection, "baggage">;
}): TravellerBaggage[][] {
  const { checkedKg, checkedPieces, cabinKg } = booking.fare.baggage;
  return booking.fare.legs.map((_, legIndex) =>
    booking.passengers.map((passenger, passengerIndex) => {
      // The fare's allowance is per seat: an infant on the lap has none.
      const infant = passenger.type === "INF";
      const b: Omit<TravellerBaggage, "text"> = {
        passengerIndex,
        legIndex,
        includedKg: infant ? 0 : checkedKg,
        includedPieces: checkedKg && !infant ? checkedPieces : 0,
        boughtKg: 0,
        boughtPieces: 0,
        boughtOther: [],
        cabinKg: infant ? 0 : cabinKg,
      };
      for (const entry of booking.extras.baggage) {
        const quantity = entry.legIndex === legIndex ? (entry.passengerQuantities[passengerIndex] ?? 0) : 0;
        if (!quantity) continue;
        const bag = checkedBagOf(entry);
        if (bag) {
          b.boughtKg += bag.kg * quantity;
          b.boughtPieces += bag.pieces * quantity;
        } else {
          b.boughtOther.push(`${quantity > 1 ? `${quantity} × ` : ""}${entry.name ?? "extra baggage"}`);
        }
      }
      return { ...b, text: baggageText(b, infant) };
    }),
  );
}
