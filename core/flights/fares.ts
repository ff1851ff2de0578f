/**
 * Fares: fare families per kind of airline and cabin, and the price of an itinerary from distance,
 * days to departure and the load factor of each flight's cabin (persisted inventory). All money is
 * PHP centavos; every total is the sum of its parts.
 *
 * Per passenger and segment: base = distance fare × cabin × family × demand (days out) × load-factor
 * bucket (the booking class), rounded to whole pesos. Children pay 75 % of the adult base on
 * full-service airlines and the adult base on low-cost ones; infants (on a lap) pay a flat fee (low
 * cost) or 10 % (full service) and no fuel surcharge or terminal fee. Taxes per passenger: fuel
 * surcharge (YQ), the Philippine passenger service charge of the leg's first airport (PSC; included
 * in the ticket since 2015), foreign airport charges (XT) and 12 % VAT on base + YQ for domestic
 * flights.
 */
import type { Cabin, PassengerFare, PassengerType, Passengers, Penalty, TaxLine } from "../../contracts/flights.ts";
import type { Money } from "../../contracts/money.ts";
import { findAirline } from "./data/airlines.ts";
import { aircraft, cabinCapacity } from "./data/aircraft.ts";
import { findAirport } from "./data/airports.ts";
import { unit } from "../shared/prng.ts";
import type { ScheduledFlight } from "./schedule.ts";

export type FareFamily = {
  code: string;
  name: string;
  cabin: Cabin;
  lowCost: boolean;
  /** Multiplier on the cabin's fare. */
  factor: number;
  baggage: { domestic: { kg: number; pieces: number }; international: { kg: number; pieces: number }; cabinKg: number };
  /** Fees in whole pesos: domestic / international. */
  change: { allowed: boolean; fee: [number, number] };
  refund: { allowed: boolean; fee: [number, number] };
  seatIncluded: boolean;
  mealIncluded: boolean;
};

const fam = (f: FareFamily) => f;

/** Low-cost airlines (economy only). */
export const LCC_FAMILIES: readonly FareFamily[] = [
  fam({
    code: "tipid",
    name: "Tipid",
    cabin: "economy",
    lowCost: true,
    factor: 1,
    baggage: { domestic: { kg: 0, pieces: 0 }, international: { kg: 0, pieces: 0 }, cabinKg: 7 },
    change: { allowed: true, fee: [1500, 2500] },
    refund: { allowed: false, fee: [0, 0] },
    seatIncluded: false,
    mealIncluded: false,
  }),
  fam({
    code: "sulit",
    name: "Sulit",
    cabin: "economy",
    lowCost: true,
    factor: 1.22,
    baggage: { domestic: { kg: 20, pieces: 1 }, international: { kg: 20, pieces: 1 }, cabinKg: 7 },
    change: { allowed: true, fee: [750, 1500] },
    refund: { allowed: false, fee: [0, 0] },
    seatIncluded: true,
    mealIncluded: false,
  }),
  fam({
    code: "ginhawa",
    name: "Ginhawa",
    cabin: "economy",
    lowCost: true,
    factor: 1.5,
    baggage: { domestic: { kg: 32, pieces: 1 }, international: { kg: 32, pieces: 1 }, cabinKg: 7 },
    change: { allowed: true, fee: [0, 0] },
    refund: { allowed: true, fee: [1000, 2000] },
    seatIncluded: true,
    mealIncluded: true,
  }),
];

const fsc = (
  cabin: Cabin,
  code: string,
  name: string,
  factor: number,
  dom: number,
  intlPieces: number,
  changeFee: [number, number],
  refund: [number, number] | null,
  cabinKg: number,
): FareFamily => ({
  code,
  name,
  cabin,
  lowCost: false,
  factor,
  baggage: {
    domestic: { kg: dom, pieces: dom ? 1 : 0 },
    international: { kg: intlPieces ? 23 * intlPieces : 0, pieces: intlPieces },
    cabinKg,
  },
  change: { allowed: true, fee: changeFee },
  refund: refund ? { allowed: true, fee: refund } : { allowed: false, fee: [0, 0] },
  seatIncluded: factor > 1 || cabin !== "economy",
  mealIncluded: true,
});

/** Full-service airlines, per cabin. */
export const FSC_FAMILIES: readonly FareFamily[] = [
  fsc("economy", "economy-saver", "Economy Saver", 1, 0, 1, [1800, 3500], null, 7),
  fsc("economy", "economy-classic", "Economy Classic", 1.25, 20, 1, [1000, 2000], [2500, 5000], 7),
  fsc("economy", "economy-flex", "Economy Flex", 1.6, 30, 2, [0, 0], [500, 1000], 7),
  fsc("premium", "premium-classic", "Premium Classic", 1, 30, 2, [1000, 2000], [2000, 4000], 10),
  fsc("premium", "premium-flex", "Premium Flex", 1.3, 30, 2, [0, 0], [500, 1000], 10),
  fsc("business", "business-classic", "Business Classic", 1, 40, 2, [1000, 2500], [2000, 5000], 14),
  fsc("business", "business-flex", "Business Flex", 1.25, 40, 3, [0, 0], [0, 0], 14),
  fsc("first", "first-flex", "First Flex", 1, 50, 3, [0, 0], [0, 0], 14),
];

const ALL_FAMILIES = new Map([...LCC_FAMILIES, ...FSC_FAMILIES].map((f) => [f.code, f]));

export function fareFamily(code: string): FareFamily | undefined {
  return ALL_FAMILIES.get(code);
}

/** The families a validating airline sells in a cabin. */
export function familiesFor(airline: string, cabin: Cabin): FareFamily[] {
  const lowCost = findAirline(airline)?.lowCost ?? false;
  return (lowCost ? LCC_FAMILIES : FSC_FAMILIES).filter((f) => f.cabin === cabin);
}

const CABIN_CODE: Record<Cabin, string> = { economy: "Y", premium: "W", business: "C", first: "F" };

/** Inventory key: one row per flight and cabin, e.g. "PR1845@2026-12-18/Y". */
export function inventoryKey(flight: ScheduledFlight, cabin: Cabin): string {
  return `${flight.key}/${CABIN_CODE[cabin]}`;
}

export function cabinSeats(flight: ScheduledFlight, cabin: Cabin): number {
  const layout = aircraft(flight.aircraft).cabins[cabin];
  return layout ? cabinCapacity(layout) : 0;
}

export type InventoryRow = { capacity: number; sold: number };

/**
 * Seats sold before Lakbay sells any (other channels), for a flight cabin without an inventory row
 * yet: 25–85 % of the cabin, and about 1 flight in 40 nearly full. The row, when first written, starts
 * from this same number, so the price a search shows does not jump when the row appears.
 */
export function baselineSold(key: string, capacity: number): number {
  const r = unit(`load:${key}`);
  if (r < 0.025) return Math.max(0, capacity - 1 - Math.floor(r * 160));
  return Math.floor(capacity * (0.25 + 0.6 * unit(`fill:${key}`)));
}

export function inventoryFor(key: string, capacity: number, rows: ReadonlyMap<string, InventoryRow>): InventoryRow {
  return rows.get(key) ?? { capacity, sold: baselineSold(key, capacity) };
}

const LOAD_BUCKETS: [upTo: number, factor: number][] = [
  [0.4, 0.85],
  [0.6, 1],
  [0.75, 1.15],
  [0.85, 1.35],
  [0.93, 1.6],
  [Number.POSITIVE_INFINITY, 1.95],
];
const CLASSES: Record<Cabin, string[]> = {
  economy: ["T", "Q", "M", "H", "B", "Y"],
  premium: ["E", "E", "N", "N", "W", "W"],
  business: ["I", "I", "Z", "D", "C", "J"],
  first: ["A", "A", "A", "F", "F", "F"],
};
const CABIN_FACTOR: Record<Cabin, number> = { economy: 1, premium: 1.9, business: 3.6, first: 6 };

export function demandFactor(daysOut: number): number {
  if (daysOut <= 2) return 1.55;
  if (daysOut <= 6) return 1.3;
  if (daysOut <= 13) return 1.15;
  if (daysOut <= 29) return 1;
  if (daysOut <= 59) return 0.92;
  return 0.85;
}

export type SegmentPrice = { adultBase: number; bookingClass: string; seatsLeft: number };

/** One segment's adult base fare (whole pesos) and booking class. */
export function priceSegment(flight: ScheduledFlight, family: FareFamily, daysOut: number, inv: InventoryRow): SegmentPrice {
  const lowCost = family.lowCost;
  const km = flight.distanceKm;
  const distanceFare = flight.domestic ? (lowCost ? 350 + 1.9 * km : 800 + 2.8 * km) : lowCost ? 800 + 2.1 * km : 1600 + 3 * km;
  const load = inv.capacity > 0 ? inv.sold / inv.capacity : 1;
  const bucket = LOAD_BUCKETS.findIndex(([upTo]) => load < upTo);
  const wobble = 0.92 + 0.16 * unit(`price:${flight.key}`);
  const pesos = distanceFare * CABIN_FACTOR[family.cabin] * family.factor * demandFactor(daysOut) * LOAD_BUCKETS[bucket][1] * wobble;
  return {
    adultBase: Math.max(10, Math.round(pesos / 10) * 10),
    bookingClass: CLASSES[family.cabin][bucket],
    seatsLeft: Math.max(0, inv.capacity - inv.sold),
  };
}

/**
 * Terminal fees (PSC) in whole pesos [domestic, international] that a public source gives: NAIA from
 * 14 September 2025 (SunStar and The Filipino Times, 24 August 2025), Mactan–Cebu and Davao (Daily
 * Tribune, 14 September 2025). No source was found for any other airport, Clark included: those use
 * one indicative amount, and the tax line says so.
 */
export const SOURCED_PASSENGER_SERVICE_CHARGES: Readonly<Record<string, readonly [number, number]>> = {
  MNL: [390, 950],
  CEB: [365, 1030],
  DVO: [350, 900],
};
const INDICATIVE_PASSENGER_SERVICE_CHARGE = [200, 750] as const;

export function passengerServiceCharge(airport: string, international: boolean): { pesos: number; sourced: boolean } {
  const sourced = SOURCED_PASSENGER_SERVICE_CHARGES[airport];
  const [dom, intl] = sourced ?? INDICATIVE_PASSENGER_SERVICE_CHARGE;
  return { pesos: international ? intl : dom, sourced: sourced !== undefined };
}

function fuelSurcharge(flight: ScheduledFlight): number {
  return flight.domestic ? Math.round(80 + 0.16 * flight.distanceKm) : Math.round(300 + 0.35 * flight.distanceKm);
}

export type PricedLegs = {
  perPassenger: PassengerFare[];
  segments: SegmentPrice[][];
};

const centavos = (pesos: number) => Math.round(pesos * 100);
const php = (amount: number): Money => ({ amount, currency: "PHP" });

/** Prices legs (lists of flights) for a passenger mix; segment prices are given per leg. */
export function pricePassengers(
  legs: ScheduledFlight[][],
  family: FareFamily,
  segmentPrices: SegmentPrice[][],
  passengers: Passengers,
): PassengerFare[] {
  const mix: [PassengerType, number][] = [
    ["ADT", passengers.adults],
    ["CHD", passengers.children],
    ["INF", passengers.infants],
  ];
  const out: PassengerFare[] = [];
  for (const [type, quantity] of mix) {
    if (quantity <= 0) continue;
    let base = 0;
    const taxes = new Map<string, { name: string; amount: number }>();
    const addTax = (code: string, name: string, amount: number) => {
      if (amount <= 0) return;
      const t = taxes.get(code) ?? { name, amount: 0 };
      t.amount += amount;
      taxes.set(code, t);
    };
    legs.forEach((leg, legIndex) => {
      leg.forEach((flight, segIndex) => {
        const adult = segmentPrices[legIndex][segIndex].adultBase;
        let segBase: number;
        if (type === "ADT") segBase = centavos(adult);
        else if (type === "CHD") segBase = family.lowCost ? centavos(adult) : centavos(Math.round(adult * 0.075) * 10);
        else segBase = family.lowCost ? centavos(flight.domestic ? 1000 : 2000) : centavos(Math.round(adult * 0.01) * 10);
        base += segBase;
        const yq = type === "INF" ? 0 : centavos(fuelSurcharge(flight));
        addTax("YQ", "Fuel surcharge", yq);
        if (flight.domestic) addTax("VAT", "Value-added tax (12%, domestic)", Math.round((segBase + yq) * 0.12));
        if (type !== "INF" && segIndex === 0) {
          const origin = findAirport(flight.origin);
          if (origin?.country === "PH") {
            const psc = passengerServiceCharge(flight.origin, !flight.domestic);
            addTax(
              "PSC",
              psc.sourced
                ? "Passenger service charge (terminal fee, included in the ticket)"
                : "Passenger service charge (terminal fee, included in the ticket; indicative amount)",
              centavos(psc.pesos),
            );
          } else {
            addTax("XT", "Foreign airport charges", centavos(1200));
          }
        }
      });
    });
    const taxLines: TaxLine[] = [...taxes].map(([code, t]) => ({ code, name: t.name, amount: php(t.amount) }));
    const taxSum = taxLines.reduce((s, t) => s + t.amount.amount, 0);
    out.push({ type, quantity, baseFare: php(base), taxes: taxLines, totalFare: php(base + taxSum) });
  }
  return out;
}

export function familyPenalties(family: FareFamily, domestic: boolean): { change: Penalty; refund: Penalty } {
  const i = domestic ? 0 : 1;
  return {
    change: family.change.allowed ? { allowed: true, fee: php(centavos(family.change.fee[i])) } : { allowed: false },
    refund: family.refund.allowed ? { allowed: true, fee: php(centavos(family.refund.fee[i])) } : { allowed: false },
  };
}

export function familyBaggage(family: FareFamily, domestic: boolean): { checkedKg: number; checkedPieces: number; cabinKg: number } {
  const b = domestic ? family.baggage.domestic : family.baggage.international;
  return { checkedKg: b.kg, checkedPieces: b.pieces, cabinKg: family.baggage.cabinKg };
}
