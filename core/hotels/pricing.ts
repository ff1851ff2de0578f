/**
 * Nightly rates in PHP: the room's base rate moved by season (Christmas and New Year, Holy Week,
 * the dry-season peak of March to May, the lean rainy months), weekends (Friday and Saturday nights)
 * and how full the room type already is that night. Cancellation policies from the room's terms.
 */
import { addDays, nightsBetween, type CancellationPolicy } from "../../contracts/hotels.ts";
import { easterSunday, formatCalendarDay } from "../../contracts/calendar.ts";
import { cancellationPolicyText, freeCancellationText } from "../../contracts/hotel-policy-text.ts";
import { php, type Money } from "../../contracts/money.ts";
import type { RoomType } from "./inventory.ts";

export type Season = "christmas" | "holy-week" | "peak" | "high" | "lean" | "regular";

/** Multipliers per season, as hotels in the Philippines price them (editorial, not sourced). */
export const SEASON_FACTORS: Record<Season, number> = {
  christmas: 1.35,
  "holy-week": 1.4,
  peak: 1.2,
  high: 1.1,
  regular: 1,
  lean: 0.85,
};
export const WEEKEND_FACTOR = 1.12;

export function seasonOf(night: string): Season {
  const year = Number(night.slice(0, 4));
  const md = night.slice(5);
  if (md >= "12-20" || md <= "01-03") return "christmas";
  const easter = easterSunday(year);
  // Palm Sunday to Easter Sunday.
  if (night >= addDays(easter, -7) && night <= easter) return "holy-week";
  const month = Number(night.slice(5, 7));
  if (month >= 3 && month <= 5) return "peak";
  if (month === 12 || month <= 2) return "high";
  if (month >= 7 && month <= 10) return "lean";
  return "regular";
}

export function isWeekendNight(night: string): boolean {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/** Up to +25% as the room type fills beyond 60% on a night. */
export function occupancyFactor(booked: number, units: number): number {
  if (units <= 0) return 1;
  const share = Math.min(1, booked / units);
  return 1 + Math.max(0, share - 0.6) * (0.25 / 0.4);
}

/**
 * Season × weekend for a night, kept per night (a search prices every room of every hotel for the
 * same few nights: the season and the weekday are worked out once, not per room). Bounded: a night
 * is a date string, and the map is cleared past a few years of them.
 */
const nightFactors = new Map<string, number>();
export function nightFactor(night: string): number {
  let f = nightFactors.get(night);
  if (f === undefined) {
    if (nightFactors.size >= 4000) nightFactors.clear();
    f = SEASON_FACTORS[seasonOf(night)] * (isWeekendNight(night) ? WEEKEND_FACTOR : 1);
    nightFactors.set(night, f);
  }
  return f;
}

/** One room for one night, in centavos rounded to whole pesos. */
export function nightlyRate(room: Pick<RoomType, "baseRatePesos">, night: string, booked = 0, units = 1): Money {
  const factor = nightFactor(night) * occupancyFactor(booked, units);
  return php(Math.round(room.baseRatePesos * factor) * 100);
}

export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/**
 * The price of `rooms` rooms for the stay; `bookedByNight` is how many of this room type are taken
 * on each night (missing: none).
 */
export function stayPrice(
  room: Pick<RoomType, "baseRatePesos" | "units">,
  checkIn: string,
  checkOut: string,
  rooms: number,
  bookedByNight: ReadonlyMap<string, number> = new Map(),
): { total: Money; nightlyAverage: Money; nights: number } {
  const nights = stayNights(checkIn, checkOut);
  let perRoom = 0;
  for (const night of nights) {
    const booked = bookedByNight.get(night) ?? 0;
    // Same figure as nightlyRate, without a Money per night (searches price every room).
    perRoom += Math.round(room.baseRatePesos * (nightFactor(night) * (booked ? occupancyFactor(booked, room.units) : 1))) * 100;
  }
  const average = nights.length ? Math.round(perRoom / nights.length / 100) * 100 : 0;
  return { total: php(perRoom * rooms), nightlyAverage: php(average), nights: nights.length };
}

/** The room's cancellation terms for a stay starting `checkIn`, seen on `today` (Manila dates). */
export function cancellationPolicy(room: Pick<RoomType, "freeCancellationDays">, checkIn: string): CancellationPolicy {
  const terms =
    room.freeCancellationDays === null
      ? { cancellable: false, freeCancellationUntil: null, penaltyPercent: 100 }
      : { cancellable: true, freeCancellationUntil: addDays(checkIn, -room.freeCancellationDays), penaltyPercent: 50 };
  return { ...terms, description: cancellationPolicyText(terms) };
}

/** What a cancellation on `today` refunds of `total` under `policy`. */
export function refundFor(policy: CancellationPolicy, total: Money, today: string, checkIn: string): Money {
  if (!policy.cancellable || today >= checkIn) return php(0);
  if (policy.freeCancellationUntil && today <= policy.freeCancellationUntil) return total;
  return { amount: total.amount - Math.round((total.amount * policy.penaltyPercent) / 100), currency: total.currency };
}

/** Why a cancellation on `today` keeps what it keeps, in a sentence (Manila dates). */
export function cancellationReason(policy: CancellationPolicy, today: string, checkIn: string): string {
  if (!policy.cancellable) return "This rate is non-refundable: cancelling keeps the whole amount.";
  if (today >= checkIn) return "Cancelling on or after the check-in day keeps the whole amount.";
  if (policy.freeCancellationUntil && today <= policy.freeCancellationUntil)
    return `${freeCancellationText(policy.freeCancellationUntil)} (Philippine time, end of day): nothing is kept.`;
  return `The free cancellation period ended on ${policy.freeCancellationUntil ? formatCalendarDay(policy.freeCancellationUntil) : "an earlier day"}: the policy keeps ${policy.penaltyPercent}% of the total.`;
}
