/**
 * The search engine: leg options from the schedules, priced per fare family against the persisted
 * inventory (read in one query per search), filtered and sorted; and the same pricing for one offer
 * (revalidation, booking).
 */
import {
  addDays,
  MAX_MULTICITY_LEGS,
  MAX_PAGE_RESULTS,
  MAX_RESULTS,
  MAX_SEATS,
  manilaToday,
  type Cabin,
  type FareCalendarDay,
  type FlightSearch,
  type FlightSearchQuery,
  type FlightSearchResponse,
  type Leg,
  type Passengers,
} from "../../contracts/flights.ts";
import type { Money } from "../../contracts/money.ts";
import { aircraft } from "./data/aircraft.ts";
import { findAirport } from "./data/airports.ts";
import { encodeOffer, newSessionId, type Offer, SESSION_TTL_MS } from "./codes.ts";
import { FlightError } from "./errors.ts";
import {
  cabinSeats,
  type FareFamily,
  familiesFor,
  familyBaggage,
  familyPenalties,
  type InventoryRow,
  inventoryFor,
  inventoryKey,
  priceSegment,
  pricePassengers,
  type SegmentPrice,
} from "./fares.ts";
import { airlineGroup, findFlight, legOptions, type ScheduledFlight } from "./schedule.ts";
import { daysBetween } from "./time.ts";
import type { EngineDeps, PricedOffer } from "./engine-types.ts";
import { filterOptions, passesFilters, sortOffers } from "./offer-order.ts";

export type { EngineDeps, InventoryReader, PricedOffer } from "./engine-types.ts";
export { passesFilters, sortOffers, totalDuration } from "./offer-order.ts";

/** Flights close for sale this long before departure. */
export const SALES_CLOSE_MS = 2 * 60 * 60_000;

export function seatsNeeded(p: Passengers): number {
  return p.adults + p.children;
}

/** Throws VALIDATION with field messages when a search cannot be run. */
export function validateSearch(search: FlightSearch, today: string): void {
  const errors: Record<string, string[]> = {};
  const add = (f: string, m: string) => void (errors[f] ??= []).push(m);
  const { adults, children, infants } = search.passengers;
  if (![adults, children, infants].every((n) => Number.isInteger(n) && n >= 0)) add("adults", "Passenger counts must be whole numbers.");
  if (adults < 1) add("adults", "At least one adult travels.");
  if (infants > adults) add("infants", "Each infant needs an adult: no more infants than adults.");
  if (adults + children > MAX_SEATS) add("children", `At most ${MAX_SEATS} seats in one booking.`);
  const want = search.tripType === "oneway" ? [1, 1] : search.tripType === "return" ? [2, 2] : [2, MAX_MULTICITY_LEGS];
  if (search.legs.length < want[0] || search.legs.length > want[1]) add("origin", "The trip has the wrong number of flights.");
  search.legs.forEach((leg, i) => {
    if (!findAirport(leg.origin)) add("origin", `We do not know the airport ${leg.origin}.`);
    if (!findAirport(leg.destination)) add("destination", `We do not know the airport ${leg.destination}.`);
    if (leg.origin === leg.destination) add("destination", "From and To must be different airports.");
    if (leg.date < today) add("departureDate", "Flights cannot depart in the past.");
    if (leg.date > addDays(today, 360)) add("departureDate", "Flights can be booked up to 360 days ahead.");
    if (i > 0 && leg.date < search.legs[i - 1].date) add("departureDate", "Each flight must be on or after the one before it.");
  });
  if (Object.keys(errors).length) throw new FlightError("VALIDATION", "Please check the search.", errors);
}

const hasCabin = (f: ScheduledFlight, cabin: Cabin) => Boolean(aircraft(f.aircraft).cabins[cabin]);

/** Leg options one ticket can carry: every segment has the cabin and is still on sale. */
function sellableOptions(origin: string, destination: string, date: string, cabin: Cabin, nowMs: number): ScheduledFlight[][] {
  return legOptions(origin, destination, date).filter(
    (opt) => opt[0].departs - nowMs >= SALES_CLOSE_MS && opt.every((f) => hasCabin(f, cabin)),
  );
}

function toLeg(option: ScheduledFlight[], cabin: Cabin, prices: SegmentPrice[]): Leg {
  const first = option[0];
  const last = option[option.length - 1];
  return {
    segments: option.map((f, i) => ({
      marketingAirline: f.airline,
      operatingAirline: f.operatingAirline,
      flightNumber: f.flightNumber,
      departureAirport: f.origin,
      arrivalAirport: f.destination,
      departureDateTime: f.departureDateTime,
      arrivalDateTime: f.arrivalDateTime,
      durationMinutes: f.durationMinutes,
      cabin,
      bookingClass: prices[i].bookingClass,
      aircraft: aircraft(f.aircraft).name,
      seatsRemaining: Math.min(9, prices[i].seatsLeft),
    })),
    durationMinutes: Math.round((last.arrives - first.departs) / 60_000),
    stops: option.length - 1,
  };
}

type Ctx = { today: string; nowMs: number; rows: Map<string, InventoryRow>; cabin: Cabin; passengers: Passengers };

/** Prices one itinerary (legs of flights) in one family; null when a segment lacks the seats. */
function priceOffer(legs: ScheduledFlight[][], family: FareFamily, ctx: Ctx): PricedOffer | null {
  const need = seatsNeeded(ctx.passengers);
  const inventory: PricedOffer["inventory"] = [];
  const segmentPrices: SegmentPrice[][] = [];
  for (const leg of legs) {
    const prices: SegmentPrice[] = [];
    for (const f of leg) {
      const key = inventoryKey(f, ctx.cabin);
      const capacity = cabinSeats(f, ctx.cabin);
      const inv = inventoryFor(key, capacity, ctx.rows);
      if (inv.capacity - inv.sold < need) return null;
      prices.push(priceSegment(f, family, Math.max(0, daysBetween(ctx.today, f.date)), inv));
      inventory.push({ key, capacity, baselineSold: inventoryFor(key, capacity, new Map()).sold, flight: f });
    }
    segmentPrices.push(prices);
  }
  const perPassenger = pricePassengers(legs, family, segmentPrices, ctx.passengers);
  const sum = (pick: (p: (typeof perPassenger)[number]) => number) => perPassenger.reduce((s, p) => s + pick(p) * p.quantity, 0);
  const baseFare = sum((p) => p.baseFare.amount);
  const taxesTotal = sum((p) => p.taxes.reduce((t, x) => t + x.amount.amount, 0));
  const domestic = legs.every((leg) => leg.every((f) => f.domestic));
  const validating = legs[0][0].airline;
  const penalties = familyPenalties(family, domestic);
  const php = (amount: number): Money => ({ amount, currency: "PHP" });
  return {
    legs,
    family,
    cabin: ctx.cabin,
    passengers: ctx.passengers,
    inventory,
    itinerary: {
      validatingAirline: validating,
      fareFamily: family.code,
      fareFamilyName: family.name,
      fareType: family.lowCost ? "WebFare" : "Public",
      refundable: family.refund.allowed,
      totalFare: php(baseFare + taxesTotal),
      baseFare: php(baseFare),
      taxesTotal: php(taxesTotal),
      perPassenger,
      baggage: familyBaggage(family, domestic),
      penalties,
      legs: legs.map((leg, i) => toLeg(leg, ctx.cabin, segmentPrices[i])),
      seatsRemaining: Math.min(9, ...segmentPrices.flat().map((p) => p.seatsLeft)),
    },
  };
}

function offerOf(p: PricedOffer, sessionId: string, sessionStartedAt: number): Offer {
  return {
    sessionId,
    sessionStartedAt,
    cabin: p.cabin,
    family: p.family.code,
    passengers: p.passengers,
    legs: p.legs.map((leg) =>
      leg.map((f) => ({ airline: f.airline, flightNumber: f.flightNumber, origin: f.origin, destination: f.destination, date: f.date })),
    ),
    total: p.itinerary.totalFare.amount,
    currency: p.itinerary.totalFare.currency,
  };
}

export function codeFor(secret: string, p: PricedOffer, sessionId: string, sessionStartedAt: number): string {
  return encodeOffer(secret, offerOf(p, sessionId, sessionStartedAt));
}

const legPrice = (leg: ScheduledFlight[], family: FareFamily, ctx: Ctx) =>
  priceOffer([leg], family, ctx)?.itinerary.totalFare.amount ?? Number.POSITIVE_INFINITY;

/** Every priced itinerary for a search (before filters), deterministic in order. */
function candidates(search: FlightSearch, ctx: Ctx, leg0Filter: (opt: ScheduledFlight[]) => boolean): PricedOffer[] {
  const perLeg = search.legs.map((leg, i) =>
    sellableOptions(leg.origin, leg.destination, leg.date, search.cabin, ctx.nowMs).filter((opt) => (i === 0 ? leg0Filter(opt) : true)),
  );
  const groupsOf = (opts: ScheduledFlight[][]) => new Set(opts.map((o) => airlineGroup(o[0].airline)));
  const out: PricedOffer[] = [];
  // One ticket: every leg with carriers of one airline group, priced in one family.
  const groups = [...groupsOf(perLeg[0])].filter((g) => perLeg.every((opts) => groupsOf(opts).has(g))).sort();
  for (const group of groups) {
    const optsByLeg = perLeg.map((opts) => opts.filter((o) => o.every((f) => airlineGroup(f.airline) === group)));
    const validators = new Set(optsByLeg[0].map((o) => o[0].airline));
    for (const validating of [...validators].sort()) {
      const families = familiesFor(validating, search.cabin);
      for (const family of families) {
        const legLists = optsByLeg.map((opts, i) => (i === 0 ? opts.filter((o) => o[0].airline === validating) : opts));
        if (legLists.length === 1) {
          for (const opt of legLists[0]) {
            const p = priceOffer([opt], family, ctx);
            if (p) out.push(p);
          }
          continue;
        }
        // Several legs: the cheapest and the fastest few per leg, combined.
        const k = Math.max(2, Math.floor(64 ** (1 / legLists.length)));
        const shortlists = legLists.map((opts) => {
          const priced = opts.map((o) => ({ o, price: legPrice(o, family, ctx), dur: o[o.length - 1].arrives - o[0].departs }));
          const ok = priced.filter((x) => Number.isFinite(x.price));
          const cheap = [...ok].sort((a, b) => a.price - b.price || a.o[0].departs - b.o[0].departs).slice(0, k);
          const fast = [...ok].sort((a, b) => a.dur - b.dur || a.price - b.price).slice(0, Math.ceil(k / 2));
          return [...new Set([...cheap, ...fast].map((x) => x.o))];
        });
        let combos: ScheduledFlight[][][] = [[]];
        for (const list of shortlists) combos = combos.flatMap((c) => list.map((o) => [...c, o]));
        for (const legs of combos) {
          if (!legsInOrder(legs)) continue;
          const p = priceOffer(legs, family, ctx);
          if (p) out.push(p);
        }
      }
    }
  }
  return out;
}

/** Each leg departs after the previous one arrives (with a domestic MCT at least). */
export function legsInOrder(legs: ScheduledFlight[][]): boolean {
  for (let i = 1; i < legs.length; i++) {
    const prev = legs[i - 1][legs[i - 1].length - 1];
    if (legs[i][0].departs < prev.arrives + 45 * 60_000) return false;
  }
  return true;
}

function flightKeysFor(search: FlightSearch, cabin: Cabin, nowMs: number, dayShifts: number[] = [0]): string[] {
  const keys = new Set<string>();
  for (const shift of dayShifts) {
    for (const leg of search.legs) {
      for (const opt of sellableOptions(leg.origin, leg.destination, addDays(leg.date, shift), cabin, nowMs)) {
        for (const f of opt) keys.add(inventoryKey(f, cabin));
      }
    }
  }
  return [...keys];
}

/** `limit`: how many itineraries to answer (default MAX_RESULTS; the results page asks for all, up to MAX_PAGE_RESULTS, to group them). */
export async function searchFlights(
  deps: EngineDeps,
  query: FlightSearchQuery,
  options: { limit?: number } = {},
): Promise<FlightSearchResponse> {
  const limit = Math.max(1, Math.min(MAX_PAGE_RESULTS, Math.floor(options.limit ?? MAX_RESULTS)));
  const now = deps.now();
  const nowMs = now.getTime();
  const today = manilaToday(now);
  const { search, filters, sort } = query;
  validateSearch(search, today);
  const rows = await deps.inventory.loadInventory(flightKeysFor(search, search.cabin, nowMs));
  const ctx: Ctx = { today, nowMs, rows, cabin: search.cabin, passengers: search.passengers };
  const all = candidates(search, ctx, () => true);
  const kept = sortOffers(
    all.filter((p) => passesFilters(p.itinerary, filters)),
    sort,
  );
  const sessionId = newSessionId();
  return {
    sessionId,
    totalCount: all.length,
    filteredCount: kept.length,
    expiresAt: new Date(nowMs + SESSION_TTL_MS).toISOString(),
    filterOptions: filterOptions(all),
    fareItineraries: kept.slice(0, limit).map((p) => ({ fareSourceCode: codeFor(deps.secret, p, sessionId, nowMs), ...p.itinerary })),
  };
}

/** The longest range one fare calendar answers (a month view with a day either side). */
export const MAX_CALENDAR_DAYS = 42;

/**
 * The cheapest total per day for the first leg's date moved over a range (later legs move with it):
 * `days` days centred on that date, or every day from `from` to `to` (YYYY-MM-DD, at most
 * MAX_CALENDAR_DAYS). Days in the past or beyond the booking horizon have no price.
 */
export async function fareCalendar(
  deps: EngineDeps,
  search: FlightSearch,
  range: number | { from: string; to: string } = 7,
): Promise<FareCalendarDay[]> {
  const now = deps.now();
  const nowMs = now.getTime();
  const today = manilaToday(now);
  const base = search.legs[0].date;
  let shifts: number[];
  if (typeof range === "number") {
    const span = Math.max(1, Math.min(31, Math.floor(range)));
    shifts = Array.from({ length: span }, (_, i) => i - Math.floor((span - 1) / 2));
  } else {
    const first = daysBetween(base, range.from);
    const span = Math.min(MAX_CALENDAR_DAYS, daysBetween(range.from, range.to) + 1);
    if (!Number.isFinite(first) || !(span > 0))
      throw new FlightError("VALIDATION", "Please check the dates.", { departureDate: ["Choose a range of days."] });
    shifts = Array.from({ length: span }, (_, i) => first + i);
  }
  const last = addDays(today, 360);
  const clamp = (date: string) => (date < today ? today : date > last ? last : date);
  validateSearch({ ...search, legs: search.legs.map((l) => ({ ...l, date: clamp(l.date) })) }, today);
  const onSale = (shift: number) => search.legs.every((l) => addDays(l.date, shift) >= today && addDays(l.date, shift) <= last);
  const rows = await deps.inventory.loadInventory(flightKeysFor(search, search.cabin, nowMs, shifts.filter(onSale)));
  return shifts.map((shift) => {
    const date = addDays(base, shift);
    if (!onSale(shift)) return { date, cheapest: null };
    const shifted = { ...search, legs: search.legs.map((l) => ({ ...l, date: addDays(l.date, shift) })) };
    const ctx: Ctx = { today, nowMs, rows, cabin: search.cabin, passengers: search.passengers };
    let min = Number.POSITIVE_INFINITY;
    for (const p of candidates(shifted, ctx, () => true)) min = Math.min(min, p.itinerary.totalFare.amount);
    return { date, cheapest: Number.isFinite(min) ? { amount: min, currency: "PHP" } : null };
  });
}

/** Rebuilds the flights of an offer; null when one no longer operates. */
export function offerFlights(offer: Offer): ScheduledFlight[][] | null {
  const legs: ScheduledFlight[][] = [];
  for (const leg of offer.legs) {
    const flights: ScheduledFlight[] = [];
    for (const s of leg) {
      const f = findFlight(s.airline, s.flightNumber, s.origin, s.destination, s.date);
      if (!f) return null;
      flights.push(f);
    }
    legs.push(flights);
  }
  return legs;
}

/**
 * Prices an offer again from current inventory: the priced offer, or a reason it cannot be sold
 * ("sold out", "closed").
 */
export async function repriceOffer(
  deps: EngineDeps,
  offer: Offer,
): Promise<{ priced: PricedOffer } | { reason: "sold_out" | "closed" | "gone" }> {
  const legs = offerFlights(offer);
  const family = legs ? familiesFor(legs[0][0].airline, offer.cabin).find((f) => f.code === offer.family) : undefined;
  if (!legs || !family) return { reason: "gone" };
  const now = deps.now();
  if (legs[0][0].departs - now.getTime() < SALES_CLOSE_MS) return { reason: "closed" };
  const keys = legs.flat().map((f) => inventoryKey(f, offer.cabin));
  const rows = await deps.inventory.loadInventory(keys);
  const priced = priceOffer(legs, family, {
    today: manilaToday(now),
    nowMs: now.getTime(),
    rows,
    cabin: offer.cabin,
    passengers: offer.passengers,
  });
  return priced ? { priced } : { reason: "sold_out" };
}
