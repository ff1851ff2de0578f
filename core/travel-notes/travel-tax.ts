/**
 * The Philippine travel tax (TIEZA) for a travel note and the fee tables [§4.1 of the facts file,
 * core/travel-notes/travel-notes.ts]: the rates, the age bands, who pays, and the note for a leg leaving
 * the Philippines. Lakbay's price never includes it (TRAVEL_TAX_INCLUDED_IN_FARE).
 */
import type { Cabin } from "../../contracts/flights.ts";
import { type Money, php, sumMoney } from "../../contracts/money.ts";
import { ageOn } from "../../contracts/passengers.ts";
import type { TravelNote, TravelNoteAmount, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";
import { FACTS, formatPeso, PH } from "./facts.ts";
import { type SourceKey, sourcesLine, sourcesOf } from "./sources.ts";

export const TRAVEL_TAX_INCLUDED_IN_FARE = false;

/** First class ₱2,700; economy and business ₱1,620 [§4.1, S94 TIEZA Citizen's Charter]. */
export const TRAVEL_TAX = { first: php(270_000), economy: php(162_000) } as const;
/** Standard reduced rate ₱1,350 / ₱810; privileged reduced rate (OFW dependants) ₱400 / ₱300 [§4.1, S95 2015, older]. */
export const TRAVEL_TAX_REDUCED = { first: php(135_000), economy: php(81_000) } as const;
export const TRAVEL_TAX_PRIVILEGED = { first: php(40_000), economy: php(30_000) } as const;

function taxTier(cabin: Cabin | undefined): "first" | "economy" {
  return cabin === "first" ? "first" : "economy";
}

/**
 * TIEZA's age bands on the day of departure, as TIEZA words them: infants "2 years and below" are
 * exempt (the law, BP 38 of 1979: "two years old or less"), so up to and including the second
 * birthday; minors "from 2 years and one day to 12th birthday" pay the standard reduced rate;
 * everyone older the full rate. The birth date decides when we have it; without it, the fare type
 * does (INF under 2, CHD 2–11).
 */
export type TravelTaxBand = "exempt" | "reduced" | "full";

/** The day someone born on `dateOfBirth` (YYYY-MM-DD) turns `years`, as text (a 29 Feb birthday still sorts right). */
function birthday(dateOfBirth: string, years: number): string {
  return `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, "0")}${dateOfBirth.slice(4, 10)}`;
}

export function travelTaxBand(passenger: Pick<TripPassenger, "type" | "dateOfBirth">, departureDay: string): TravelTaxBand {
  if (passenger.dateOfBirth && ageOn(passenger.dateOfBirth, departureDay) >= 0) {
    if (departureDay <= birthday(passenger.dateOfBirth, 2)) return "exempt";
    return departureDay <= birthday(passenger.dateOfBirth, 12) ? "reduced" : "full";
  }
  return passenger.type === "INF" ? "exempt" : passenger.type === "CHD" ? "reduced" : "full";
}

/** Who is exempt, who pays the reduced rate and what each needs, in TIEZA's terms: one wording for every surface. */
export const TRAVEL_TAX_RULES = {
  exempt: "Infants 2 years old and below on the day of departure are exempt",
  reduced: "Children over 2, up to their 12th birthday on the day of departure, pay the standard reduced rate",
  certificate:
    "The reduced rate needs TIEZA's Reduced Travel Tax certificate: apply online before the ticket is bought, or at a TIEZA office or airport counter. An exemption needs TIEZA's exemption certificate.",
  notOnline: "With a child or an infant in the booking, the travel tax cannot be paid online: pay it at a TIEZA counter.",
} as const;

/** Where the travel tax facts come from (each with its own date: sources.ts). */
export const TRAVEL_TAX_SOURCES: SourceKey[] = [
  "filipinoTimesTravelTax",
  "respicioTravelTax",
  "tiezaReduced",
  "tiezaExemption",
  "bp38",
  "raksoOnline",
];

/**
 * The travel tax for someone of `age` whole years on the day of departure (when only the age is
 * known, as in "travel tax for a 7-year-old"): ages 0–1 exempt, 2–11 the reduced rate (a 2-year-old
 * is still exempt on the birthday itself), 12 and older the full rate (reduced on the 12th birthday
 * itself). With the rule in words and what the reduced rate needs.
 */
export function travelTaxForAge(age: number): {
  band: TravelTaxBand;
  economy: Money | null;
  first: Money | null;
  rule: string;
  needs: string | null;
} {
  if (age < 2) return { band: "exempt", economy: null, first: null, rule: TRAVEL_TAX_RULES.exempt, needs: null };
  if (age < 12)
    return {
      band: "reduced",
      economy: TRAVEL_TAX_REDUCED.economy,
      first: TRAVEL_TAX_REDUCED.first,
      // "2 years and below" ends on the second birthday itself: a 2-year-old past it is "over 2".
      rule:
        age === 2
          ? `${TRAVEL_TAX_RULES.reduced}: TIEZA's exemption for infants ends on the second birthday itself`
          : TRAVEL_TAX_RULES.reduced,
      needs: `${TRAVEL_TAX_RULES.certificate} ${TRAVEL_TAX_RULES.notOnline}`,
    };
  return {
    band: "full",
    economy: TRAVEL_TAX.economy,
    first: TRAVEL_TAX.first,
    rule: "Passengers older than 12 pay the full rate",
    needs: null,
  };
}

export function travelTaxRate(band: TravelTaxBand, cabin: Cabin | undefined): Money | null {
  if (band === "exempt") return null;
  return (band === "reduced" ? TRAVEL_TAX_REDUCED : TRAVEL_TAX)[taxTier(cabin)];
}

export function travelTaxNote(leg: TripLeg, legIndex: number, passengers: TripPassenger[]): TravelNote {
  const tier = taxTier(leg.cabin);
  const tierName = tier === "first" ? "first class" : "economy, premium economy or business class";
  // Who pays: Philippine citizens, permanent-resident foreigners, foreigners who stayed more than a
  // year [S94]; TIEZA's bands by age on the day of departure (travelTaxBand). We know only the
  // passport, so we count the Philippine passport holders who are not exempt, each at their rate.
  const day = leg.departureDateTime.slice(0, 10);
  const band = passengers.map((p) => travelTaxBand(p, day));
  const liable = passengers.flatMap((p, i) => (p.nationality === PH && band[i] !== "exempt" ? [i] : []));
  const amounts: TravelNoteAmount[] = [
    { label: "First class, per person", amount: TRAVEL_TAX.first, per: "person" },
    { label: "Economy or business class, per person", amount: TRAVEL_TAX.economy, per: "person" },
    { label: "Children over 2 up to their 12th birthday, first class, per child", amount: TRAVEL_TAX_REDUCED.first, per: "person" },
    {
      label: "Children over 2 up to their 12th birthday, economy or business class, per child",
      amount: TRAVEL_TAX_REDUCED.economy,
      per: "person",
    },
  ];
  if (liable.length > 0) {
    const children = liable.filter((i) => band[i] === "reduced").length;
    const adults = liable.length - children;
    const parts = [
      adults ? `${adults} adult${adults === 1 ? "" : "s"} at ${formatPeso(TRAVEL_TAX[tier])}` : "",
      children ? `${children} child${children === 1 ? "" : "ren"} at ${formatPeso(TRAVEL_TAX_REDUCED[tier])}` : "",
    ].filter(Boolean);
    amounts.push({
      label: `Up to this much for ${liable.length} Philippine passport holder${liable.length === 1 ? "" : "s"} on this booking (${parts.join(", ")})`,
      amount: sumMoney(
        liable.map((i) => travelTaxRate(band[i], leg.cabin) as Money),
        TRAVEL_TAX[tier].currency,
      ),
      per: "booking",
    });
  }
  return {
    id: `travel-tax-${legIndex}`,
    kind: "travel-tax",
    title: "Philippine travel tax",
    body: [
      `You are leaving the Philippines from ${leg.origin.code}. Philippine citizens, foreigners with permanent residence, and foreigners who have stayed more than a year pay the travel tax to TIEZA, wherever the ticket was bought.`,
      "Foreign tourists on a short stay do not pay it.",
      `For ${tierName} it is ${formatPeso(TRAVEL_TAX[tier])} per person (first class ${formatPeso(TRAVEL_TAX.first)}, economy and business ${formatPeso(TRAVEL_TAX.economy)}).`,
      `${TRAVEL_TAX_RULES.reduced}: ${formatPeso(TRAVEL_TAX_REDUCED.first)} first class / ${formatPeso(TRAVEL_TAX_REDUCED.economy)} economy. Dependants of overseas Filipino workers pay ${formatPeso(TRAVEL_TAX_PRIVILEGED.first)} / ${formatPeso(TRAVEL_TAX_PRIVILEGED.economy)}; TIEZA decides who else qualifies for a reduced rate.`,
      `${TRAVEL_TAX_RULES.exempt}, as are overseas Filipino workers, Filipinos with permanent residence abroad staying less than a year in the Philippines, and others listed by TIEZA.`,
      TRAVEL_TAX_RULES.certificate,
      ...(band.some((b) => b !== "full") ? [TRAVEL_TAX_RULES.notOnline] : []),
      "It is not included in the price you pay Lakbay: pay it separately to TIEZA. (Some airlines add it to fares sold on their own websites; a ticket bought here does not include it.)",
      sourcesLine(sourcesOf(...TRAVEL_TAX_SOURCES)),
    ],
    amounts,
    includedInFare: TRAVEL_TAX_INCLUDED_IN_FARE,
    legIndex,
    passengerIndices: liable,
    source: `${FACTS} §4.1: PD 1183 as amended (S92, S93); who pays and amounts, TIEZA Citizen's Charter (S94); reduced rates (S95, 2015, older; children 2–12 at the standard reduced rate, TIEZA); exemptions (S96); Cebu Pacific web fares (S97)`,
    sources: sourcesOf(...TRAVEL_TAX_SOURCES),
  };
}
