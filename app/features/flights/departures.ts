/**
 * The results page lists each departure once, with its fares to choose from, as airlines do. The
 * supplier answers one itinerary per fare family ("Sulit on 5J 557", "Ginhawa on 5J 557" …), and a
 * return trip as fixed pairs (each priced in one family for both ways): these helpers group them.
 * Pure, so the grouping is tested without the page.
 */
import type { FlightSort, Segment } from "../../../contracts/flights.ts";
import type { Money } from "../../../contracts/money.ts";

type KeyLeg = { segments: Pick<Segment, "marketingAirline" | "flightNumber" | "departureDateTime">[] };
type Grouped = { legs: KeyLeg[]; totalFare: Money; fareFamily: string };

/** One leg's flights as the URL names them: "5J557", "PR1845.PR2345". */
export function legKey(leg: KeyLeg): string {
  return leg.segments.map((s) => `${s.marketingAirline}${s.flightNumber}`).join(".");
}

/** A whole itinerary's flights: its legs' keys joined. */
export function journeyKey(fare: { legs: KeyLeg[] }): string {
  return fare.legs.map(legKey).join("_");
}

/** What the `out` parameter may hold (a leg key); anything else is not a flight. */
export const LEG_KEY = /^[A-Z0-9]{2}\d{1,4}(\.[A-Z0-9]{2}\d{1,4}){0,3}$/;
/** What the `outFare` parameter may hold (a fare family code). */
export const FAMILY_CODE = /^[a-z][a-z-]{0,29}$/;

export type Departure<T> = {
  key: string;
  /** Cheapest first (the first is the "from" price). */
  fares: T[];
};

const byPrice = <T extends Grouped>(a: T, b: T) => a.totalFare.amount - b.totalFare.amount;

/**
 * One entry per departure (the same flights on every leg), in the order of each departure's
 * best-placed fare in `fares` (which come sorted): sorted by price, a departure comes where its
 * cheapest fare would. Each departure's fares are cheapest first.
 */
export function groupByDeparture<T extends Grouped>(fares: readonly T[], keyOf: (fare: T) => string = journeyKey): Departure<T>[] {
  const groups = new Map<string, T[]>();
  for (const fare of fares) {
    const key = keyOf(fare);
    const list = groups.get(key);
    if (list) list.push(fare);
    else groups.set(key, [fare]);
  }
  return [...groups].map(([key, list]) => ({ key, fares: [...list].sort(byPrice) }));
}

/**
 * Return trips, step 1: one entry per outbound flight, with the cheapest round trip in each fare
 * family (the price the traveller pays at least when choosing that fare out).
 */
export function outboundChoices<T extends Grouped>(pairs: readonly T[]): Departure<T>[] {
  return groupByDeparture(pairs, (p) => legKey(p.legs[0])).map(({ key, fares }) => {
    const cheapestPerFamily = new Map<string, T>();
    for (const fare of fares) if (!cheapestPerFamily.has(fare.fareFamily)) cheapestPerFamily.set(fare.fareFamily, fare);
    return { key, fares: [...cheapestPerFamily.values()] };
  });
}

/**
 * Return trips, step 2: the round trips that fly out on `out` in the family `family`, one per return
 * flight (the cheapest), in the sort order; earliest and latest sort by the return's departure,
 * since the outbound is the same for all.
 */
export function returnChoices<T extends Grouped>(pairs: readonly T[], out: string, family: string, sort: FlightSort): T[] {
  const mine = pairs.filter((p) => p.legs.length === 2 && p.fareFamily === family && legKey(p.legs[0]) === out);
  const list = groupByDeparture(mine, (p) => legKey(p.legs[1])).map((d) => d.fares[0]);
  if (sort !== "earliest" && sort !== "latest") return list;
  const departs = (p: T) => Date.parse(p.legs[1].segments[0].departureDateTime);
  const dir = sort === "earliest" ? 1 : -1;
  return [...list].sort((a, b) => dir * (departs(a) - departs(b)) || byPrice(a, b));
}
