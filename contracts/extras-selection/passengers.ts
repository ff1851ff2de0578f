/** Passengers in the §4 order (adults, children, infants) and who takes a seat. */
import type { PassengerType } from "../flights.ts";

const TYPE_RANK: Record<PassengerType, number> = { ADT: 0, CHD: 1, INF: 2 };

/**
 * Puts passengers in the §4 order (adults, children, infants; stable within a type) and maps each
 * original position to its passenger index: `indexOf[originalPosition] === passengerIndex`.
 */
export function orderPassengers<T extends { type: PassengerType }>(passengers: readonly T[]): { ordered: T[]; indexOf: number[] } {
  const positions = passengers.map((_, i) => i).sort((a, b) => TYPE_RANK[passengers[a].type] - TYPE_RANK[passengers[b].type] || a - b);
  const indexOf: number[] = new Array(passengers.length);
  positions.forEach((original, index) => {
    indexOf[original] = index;
  });
  return { ordered: positions.map((i) => passengers[i]), indexOf };
}

/** Passenger types in the §4 order, e.g. from the search counts. */
export function passengerTypesFromCounts(counts: { adults: number; children: number; infants: number }): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.adults).fill("ADT"),
    ...Array<PassengerType>(counts.children).fill("CHD"),
    ...Array<PassengerType>(counts.infants).fill("INF"),
  ];
}

export function isInOrder(types: readonly PassengerType[]): boolean {
  return types.every((t, i) => i === 0 || TYPE_RANK[types[i - 1]] <= TYPE_RANK[t]);
}

/** Indices of passengers who get a seat (everybody but infants). */
export function seatedPassengerIndices(types: readonly PassengerType[]): number[] {
  return types.flatMap((t, i) => (t === "INF" ? [] : [i]));
}
