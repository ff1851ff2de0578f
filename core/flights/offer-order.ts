/** The filters, sort orders and filter options of a search's priced offers. */
import {
  type FareItinerary,
  type FlightFilters,
  type FlightSearchResponse,
  type FlightSort,
  TIME_WINDOW_HOURS,
} from "../../contracts/flights.ts";
import type { Money } from "../../contracts/money.ts";
import { findAirline } from "./data/airlines.ts";
import type { PricedOffer } from "./engine-types.ts";
import { isoLocalHour } from "./time.ts";

function inWindows(iso: string, windows: FlightFilters["departWindows"]): boolean {
  if (windows.length === 0) return true;
  const h = isoLocalHour(iso);
  return windows.some((w) => h >= TIME_WINDOW_HOURS[w][0] && h < TIME_WINDOW_HOURS[w][1]);
}

/** Whether a fare itinerary passes every filter. */
export function passesFilters(
  it: Pick<FareItinerary, "legs" | "validatingAirline" | "totalFare" | "baggage" | "refundable">,
  f: FlightFilters,
): boolean {
  if (f.maxStops !== undefined && it.legs.some((l) => l.stops > f.maxStops!)) return false;
  if (f.airlines.length && !f.airlines.includes(it.validatingAirline)) return false;
  const out = it.legs[0];
  if (!inWindows(out.segments[0].departureDateTime, f.departWindows)) return false;
  if (!inWindows(out.segments[out.segments.length - 1].arrivalDateTime, f.arriveWindows)) return false;
  if (f.maxPrice !== undefined && it.totalFare.amount > f.maxPrice) return false;
  if (f.baggageIncluded && it.baggage.checkedKg <= 0 && it.baggage.checkedPieces <= 0) return false;
  if (f.refundableOnly && !it.refundable) return false;
  return true;
}

export const totalDuration = (it: Pick<FareItinerary, "legs">) => it.legs.reduce((s, l) => s + l.durationMinutes, 0);
const departureMs = (it: Pick<FareItinerary, "legs">) => Date.parse(it.legs[0].segments[0].departureDateTime);
const stableKey = (p: PricedOffer) => `${p.legs.map((l) => l.map((f) => f.key).join("+")).join("|")}#${p.family.code}`;

/**
 * Sort orders. best = total ÷ cheapest total + 0.6 × duration ÷ shortest duration (all legs),
 * lowest first: a fare twice the cheapest must save more than 1.6× the shortest duration in time.
 */
export function sortOffers(list: PricedOffer[], sort: FlightSort): PricedOffer[] {
  const it = (p: PricedOffer) => p.itinerary;
  const price = (p: PricedOffer) => it(p).totalFare.amount;
  const minPrice = Math.max(1, Math.min(...list.map(price)));
  const minDur = Math.max(1, Math.min(...list.map((p) => totalDuration(it(p)))));
  const best = (p: PricedOffer) => price(p) / minPrice + (0.6 * totalDuration(it(p))) / minDur;
  const by: Record<FlightSort, (a: PricedOffer, b: PricedOffer) => number> = {
    cheapest: (a, b) => price(a) - price(b) || totalDuration(it(a)) - totalDuration(it(b)),
    fastest: (a, b) => totalDuration(it(a)) - totalDuration(it(b)) || price(a) - price(b),
    best: (a, b) => best(a) - best(b) || price(a) - price(b),
    earliest: (a, b) => departureMs(it(a)) - departureMs(it(b)) || price(a) - price(b),
    latest: (a, b) => departureMs(it(b)) - departureMs(it(a)) || price(a) - price(b),
  };
  const keyed = list.map((p) => ({ p, k: stableKey(p) }));
  keyed.sort((a, b) => by[sort](a.p, b.p) || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return keyed.map((x) => x.p);
}

export function filterOptions(list: PricedOffer[]): FlightSearchResponse["filterOptions"] {
  const airlines = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  const stops = new Set<number>();
  let baggage = false;
  let refundable = false;
  for (const p of list) {
    const it = p.itinerary;
    const total = it.totalFare.amount;
    airlines.set(it.validatingAirline, Math.min(airlines.get(it.validatingAirline) ?? Number.POSITIVE_INFINITY, total));
    min = Math.min(min, total);
    max = Math.max(max, total);
    stops.add(Math.max(...it.legs.map((l) => l.stops)));
    baggage ||= it.baggage.checkedKg > 0 || it.baggage.checkedPieces > 0;
    refundable ||= it.refundable;
  }
  const php = (amount: number): Money => ({ amount, currency: "PHP" });
  return {
    airlines: [...airlines]
      .map(([code, cheapest]) => ({ code, name: findAirline(code)?.name ?? code, cheapest: php(cheapest) }))
      .sort((a, b) => a.cheapest.amount - b.cheapest.amount || a.code.localeCompare(b.code)),
    price: list.length ? { min: php(min), max: php(max) } : null,
    stops: [...stops].sort((a, b) => a - b),
    baggageIncluded: baggage,
    refundable,
  };
}
