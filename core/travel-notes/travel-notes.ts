/**
 * The notes a traveller needs for an itinerary in and out of the Philippines: Philippine travel tax,
 * eTravel registration, airport terminal fees, and the last leg from an island airport by road and
 * boat with its destination fees. Pure: no I/O, no clock unless `now` is given.
 *
 * Every fact comes from the project's reference, /work/shared/reference/philippines-facts.md (compiled
 * 21 Nov 2026), cited below by section and source tag (S94 …). Where that file marks a fact
 * UNVERIFIED or outdated, the note says so to the traveller or leaves it out. Fees and schedules change:
 * re-check them before launch.
 *
 * Two product decisions, stated plainly in the notes:
 * - TRAVEL_TAX_INCLUDED_IN_FARE = false: Lakbay's price never includes the Philippine travel tax.
 * - TERMINAL_FEES_INCLUDED_IN_FARE = true: the airport terminal fee (passenger service charge) is
 *   collected with the ticket, inside its taxes, so nothing is paid at the airport.
 */
import type { Cabin } from "../../contracts/flights.ts";
import { ageOn } from "../../contracts/passengers.ts";
import { formatMoney, type Money, php, sumMoney } from "../../contracts/money.ts";
import type { TravelNote, TravelNoteAmount, TravelNotesInput, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";
import { FACTS, PH } from "./facts.ts";
import { type SourceKey, sourcesLine, sourcesOf } from "./sources.ts";
import { transferNote } from "./transfers.ts";
import { formatWallTime, readTime, toIso } from "./wall-time.ts";

export { formatWallTime } from "./wall-time.ts";

export const TRAVEL_TAX_INCLUDED_IN_FARE = false;
export const TERMINAL_FEES_INCLUDED_IN_FARE = true;

// ---------------------------------------------------------------------------------------------------
// §4.1 Philippine travel tax (TIEZA)

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

function travelTaxNote(leg: TripLeg, legIndex: number, passengers: TripPassenger[]): TravelNote {
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

// ---------------------------------------------------------------------------------------------------
// §4.3 eTravel

export const ETRAVEL_URL = "https://etravel.gov.ph";
export const ETRAVEL_WINDOW_HOURS = 72;
export const ETRAVEL_SOURCES: SourceKey[] = ["filipinoTimesEtravel", "spotEtravel"];

function eTravelNote(
  leg: TripLeg,
  legIndex: number,
  direction: "departure" | "arrival",
  passengers: TripPassenger[],
  now?: Date,
): TravelNote | null {
  const time = readTime(leg.departureDateTime);
  if (!time) return null;
  // Who: arriving Filipinos and foreigners; departing Filipinos [S102].
  const who = passengers.flatMap((p, i) => (direction === "arrival" || p.nationality === PH ? [i] : []));
  if (who.length === 0) return null;
  const opens = new Date(time.wall.getTime() - ETRAVEL_WINDOW_HOURS * 3_600_000);
  const opensInstant = new Date(time.instant.getTime() - ETRAVEL_WINDOW_HOURS * 3_600_000);
  const body = [
    direction === "departure"
      ? "Filipinos leaving the Philippines register on eTravel, the free government declaration that replaced the paper departure card."
      : "Everyone arriving in the Philippines, Filipino or foreign, registers on eTravel, the free government declaration that replaced the paper arrival card.",
    `Register from ${formatWallTime(opens)} (${ETRAVEL_WINDOW_HOURS} hours before departure), up to your flight at ${formatWallTime(time.wall)} (${leg.origin.code} time).`,
  ];
  if (now && now >= opensInstant && now < time.instant) body.push("Registration is open now.");
  body.push(
    `It is free at ${ETRAVEL_URL.replace("https://", "")}. Any site that asks for a fee is a scam.`,
    "Not needed by foreign diplomats and their dependants, 9(e) visa holders, and holders of diplomatic or official passports.",
    sourcesLine(sourcesOf(...ETRAVEL_SOURCES)),
  );
  return {
    id: `etravel-${direction}-${legIndex}`,
    kind: "etravel",
    title:
      direction === "departure" ? "eTravel registration (leaving the Philippines)" : "eTravel registration (arriving in the Philippines)",
    body,
    link: { label: "eTravel (official, free)", url: ETRAVEL_URL },
    opensAt: toIso(opens, time.offset),
    legIndex,
    passengerIndices: who,
    // "Whether rules changed in 2025–26: UNVERIFIED" in the facts file.
    source: `${FACTS} §4.3: etravel.gov.ph, mandatory from 15 Apr 2023 (S100 SPOT.ph, S101 DZRH); who and the 72-hour window (S102 Filipino Times, Dec 2023); 2025–26 changes unverified`,
    sources: sourcesOf(...ETRAVEL_SOURCES),
  };
}

// ---------------------------------------------------------------------------------------------------
// §4.2 Terminal fees (passenger service charge)

type TerminalFee = { name: string; international: Money; domestic: Money; source: string; sources: SourceKey[] };

/** Only the airports the facts file has figures for; other airports' fees are UNVERIFIED there. */
export const TERMINAL_FEES: Record<string, TerminalFee> = {
  // ₱950 / ₱390 from 14 Sep 2025 (S31, S98); S99 alone says ₱300 domestic — the facts file keeps ₱390.
  MNL: {
    name: "NAIA (Manila)",
    international: php(95_000),
    domestic: php(39_000),
    source: "S31 SunStar, S98 Filipino Times (Aug 2025)",
    sources: ["sunStarNaia", "filipinoTimesNaia"],
  },
  CEB: {
    name: "Mactan–Cebu",
    international: php(103_000),
    domestic: php(36_500),
    source: "S99 Daily Tribune (Sep 2025)",
    sources: ["tribuneTerminalFees"],
  },
  DVO: {
    name: "Davao",
    international: php(90_000),
    domestic: php(35_000),
    source: "S99 Daily Tribune (Sep 2025)",
    sources: ["tribuneTerminalFees"],
  },
};

function terminalFeeNote(leg: TripLeg, legIndex: number): TravelNote {
  const international = leg.destination.country !== PH;
  const fee = TERMINAL_FEES[leg.origin.code];
  const scope = international ? "international" : "domestic";
  const body = fee
    ? [`The terminal fee (passenger service charge) at ${fee.name} is ${formatPeso(fee[scope])} per passenger for ${scope} departures.`]
    : [
        `The terminal fee (passenger service charge) at ${leg.origin.code} is collected with the ticket; we do not have a confirmed amount for this airport.`,
      ];
  body.push("It is included in your ticket's taxes: there is nothing to pay at the airport.");
  if (leg.origin.code === "MNL")
    body.push("NAIA exempts infants aged 2 and under, flight crew, overseas Filipino workers, pilgrims and others authorised by law.");
  const sources = fee ? sourcesOf(...fee.sources) : [];
  if (sources.length) body.push(sourcesLine(sources));
  return {
    id: `terminal-fee-${legIndex}`,
    kind: "terminal-fee",
    title: `Terminal fee at ${leg.origin.code}`,
    body,
    amounts: fee ? [{ label: `${fee.name}, ${scope}, per person`, amount: fee[scope], per: "person" }] : undefined,
    includedInFare: TERMINAL_FEES_INCLUDED_IN_FARE,
    legIndex,
    source: `${FACTS} §4.2: ${fee ? fee.source : "amounts for this airport unverified"}; NAIA exemptions (S31)`,
    ...(sources.length ? { sources } : {}),
  };
}
// ---------------------------------------------------------------------------------------------------
// §4.4 destination fees (the transfers themselves: transfers.ts)

/** Boracay environmental fee ₱300 foreign / ₱150 domestic, terminal fee ₱150 [§4.4, S103 MB 30 Jan 2025]. */
export const BORACAY_FEES = { environmentalForeign: php(30_000), environmentalDomestic: php(15_000), terminal: php(15_000) } as const;
/** El Nido Eco-Tourism Development Fee ₱200 for 10 days, ₱500 longer [§4.4, S105, S106]. */
export const EL_NIDO_ETDF = { tenDays: php(20_000), longer: php(50_000) } as const;
/** Underground River permit ₱500 and environmental fee ₱150 [§4.4, S112]. */
export const UNDERGROUND_RIVER_FEES = { permit: php(50_000), environmental: php(15_000) } as const;
/** Coron's environmental fee, ₱200 per visitor on arrival (Palawan News, 5 Apr 2022); no children's rate found in a source. */
export const CORON_FEES = { environmental: php(20_000) } as const;

/** The public sources of each destination's fees (their own dates: sources.ts). */
export const DESTINATION_FEE_SOURCES = {
  boracay: ["manilaBulletinBoracay", "panayNewsBoracay"],
  elNido: ["elNidoGov", "piaElNido", "titasElNido"],
  undergroundRiver: ["palawanNewsPpur", "abscbnPuertoFee", "ppurEntryRules"],
  coron: ["palawanNewsCoron"],
} as const satisfies Record<string, SourceKey[]>;

function destinationFeeNote(leg: TripLeg, legIndex: number, passengers: TripPassenger[]): TravelNote | null {
  const code = leg.destination.code;
  if (code === "MPH" || code === "KLO") {
    // Children under 12 are exempt (2021 ordinance, S104): our children (2–11) and infants are.
    const payers = passengers.flatMap((p, i) => (p.type === "ADT" ? [i] : []));
    const filipinos = payers.filter((i) => passengers[i].nationality === PH).length;
    const foreigners = payers.length - filipinos;
    const estimate = [
      ...Array(foreigners).fill(BORACAY_FEES.environmentalForeign),
      ...Array(filipinos).fill(BORACAY_FEES.environmentalDomestic),
      ...Array(payers.length).fill(BORACAY_FEES.terminal),
    ].reduce((a: number, m: Money) => a + m.amount, 0);
    const amounts: TravelNoteAmount[] = [
      { label: "Environmental fee, foreign visitors, per person", amount: BORACAY_FEES.environmentalForeign, per: "person" },
      {
        label: "Environmental fee, Filipino visitors from outside Aklan, per person",
        amount: BORACAY_FEES.environmentalDomestic,
        per: "person",
      },
      { label: "Jetty terminal fee, per person", amount: BORACAY_FEES.terminal, per: "person" },
    ];
    if (payers.length) amounts.push({ label: "About this much for the adults on this booking", amount: php(estimate), per: "booking" });
    return {
      id: `destination-fee-boracay-${legIndex}`,
      kind: "destination-fee",
      title: "Boracay environmental and terminal fees",
      body: [
        `Paid at the Caticlan jetty before the boat: the environmental fee (${formatPeso(BORACAY_FEES.environmentalForeign)} for foreign visitors, ${formatPeso(BORACAY_FEES.environmentalDomestic)} for Filipinos from outside Aklan) and the terminal fee (${formatPeso(BORACAY_FEES.terminal)}).`,
        "Aklan residents and children under 12 are exempt. The fees can also be paid online with Boracay's iPass.",
        "These fees are not part of your flight price.",
        sourcesLine(sourcesOf(...DESTINATION_FEE_SOURCES.boracay)),
      ],
      amounts,
      includedInFare: false,
      legIndex,
      passengerIndices: payers,
      source: `${FACTS} §4.4: S103 Manila Bulletin 30 Jan 2025 (newest; older S67 figures superseded); exemptions S104 (MO 431, 2021)`,
      sources: sourcesOf(...DESTINATION_FEE_SOURCES.boracay),
    };
  }
  if (code === "ENI" || code === "PPS") {
    const body = [
      `El Nido charges every visitor an Eco-Tourism Development Fee: ${formatPeso(EL_NIDO_ETDF.tenDays)}, valid 10 days (${formatPeso(EL_NIDO_ETDF.longer)} for longer stays; less for Palawan residents and students). Tour operators collect it.`,
    ];
    const amounts: TravelNoteAmount[] = [
      { label: "El Nido eco-tourism fee, per person, 10 days", amount: EL_NIDO_ETDF.tenDays, per: "person" },
    ];
    const keys: SourceKey[] = [...DESTINATION_FEE_SOURCES.elNido];
    if (code === "PPS") {
      keys.push(...DESTINATION_FEE_SOURCES.undergroundRiver);
      body.push(
        `Underground River: permit ${formatPeso(UNDERGROUND_RIVER_FEES.permit)} and environmental fee ${formatPeso(UNDERGROUND_RIVER_FEES.environmental)} per visitor (less for Puerto Princesa residents).`,
      );
      amounts.push(
        { label: "Underground River permit, per person", amount: UNDERGROUND_RIVER_FEES.permit, per: "person" },
        { label: "Underground River environmental fee, per person", amount: UNDERGROUND_RIVER_FEES.environmental, per: "person" },
      );
    }
    body.push("These fees are not part of your flight price.", sourcesLine(sourcesOf(...keys)));
    return {
      id: `destination-fee-palawan-${legIndex}`,
      kind: "destination-fee",
      title: code === "PPS" ? "Palawan fees: Underground River and El Nido" : "El Nido eco-tourism fee",
      body,
      amounts,
      includedInFare: false,
      legIndex,
      source: `${FACTS} §4.4: El Nido ETDF (S105 elnido.gov.ph, S106, S107)${code === "PPS" ? "; Underground River permit and fee (S112 Palawan News)" : ""}`,
      sources: sourcesOf(...keys),
    };
  }
  if (code === "USU") {
    const sources = sourcesOf(...DESTINATION_FEE_SOURCES.coron);
    return {
      id: `destination-fee-coron-${legIndex}`,
      kind: "destination-fee",
      title: "Coron environmental fee",
      body: [
        `Coron charges visitors an environmental fee of ${formatPeso(CORON_FEES.environmental)} per person on arrival, on top of the entrance fees of the sites you visit (Kayangan Lake, Twin Lagoon, Barracuda Lake). We found no published rate for children: ask when you pay.`,
        "These fees are not part of your flight price.",
        sourcesLine(sources),
      ],
      amounts: [{ label: "Coron environmental fee, per person", amount: CORON_FEES.environmental, per: "person" }],
      includedInFare: false,
      legIndex,
      source: `${FACTS} §4.4: Coron environmental fee (Palawan News, 5 Apr 2022)`,
      sources,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------

function formatPeso(value: Money): string {
  return formatMoney(value, { compact: true });
}

/**
 * The notes for an itinerary, in the order a traveller meets them: per leg, the departure formalities
 * (travel tax, eTravel, terminal fee), then arrival formalities (eTravel), then the way on from the
 * airport and the fees there. Legs already departed (before `now`) are left out.
 */
export function travelNotes(input: TravelNotesInput): TravelNote[] {
  const notes: TravelNote[] = [];
  input.legs.forEach((leg, legIndex) => {
    const time = readTime(leg.departureDateTime);
    if (input.now && time && time.instant <= input.now) return;
    const leavesPhilippines = leg.origin.country === PH && leg.destination.country !== PH;
    const entersPhilippines = leg.origin.country !== PH && leg.destination.country === PH;
    if (leavesPhilippines) notes.push(travelTaxNote(leg, legIndex, input.passengers));
    if (leavesPhilippines) pushIf(notes, eTravelNote(leg, legIndex, "departure", input.passengers, input.now));
    if (leg.origin.country === PH) notes.push(terminalFeeNote(leg, legIndex));
    if (entersPhilippines) pushIf(notes, eTravelNote(leg, legIndex, "arrival", input.passengers, input.now));
    if (leg.destination.country === PH) {
      pushIf(notes, transferNote(leg, legIndex));
      pushIf(notes, destinationFeeNote(leg, legIndex, input.passengers));
    }
  });
  return notes;
}

function pushIf(notes: TravelNote[], note: TravelNote | null): void {
  if (note) notes.push(note);
}

/**
 * The legs of a fare itinerary as travel notes need them. `countryOf` maps an IATA code to its ISO
 * country (the airport directory knows it).
 */
export function tripLegsFromItinerary(
  itinerary: {
    legs: {
      segments: { departureAirport: string; arrivalAirport: string; departureDateTime: string; arrivalDateTime: string; cabin: Cabin }[];
    }[];
  },
  countryOf: (iata: string) => string,
): TripLeg[] {
  return itinerary.legs
    .filter((leg) => leg.segments.length > 0)
    .map((leg) => {
      const first = leg.segments[0];
      const last = leg.segments[leg.segments.length - 1];
      return {
        origin: { code: first.departureAirport, country: countryOf(first.departureAirport) },
        destination: { code: last.arrivalAirport, country: countryOf(last.arrivalAirport) },
        departureDateTime: first.departureDateTime,
        arrivalDateTime: last.arrivalDateTime,
        cabin: first.cabin,
      };
    });
}
