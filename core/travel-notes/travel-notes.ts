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
import type { TransferStep, TravelNote, TravelNoteAmount, TravelNotesInput, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";

export const TRAVEL_TAX_INCLUDED_IN_FARE = false;
export const TERMINAL_FEES_INCLUDED_IN_FARE = true;

const PH = "PH";
const FACTS = "philippines-facts.md";

// ---------------------------------------------------------------------------------------------------
// Times: the wall-clock time of the departure airport, kept with its own offset.

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type WallTime = { wall: Date; offset: string; instant: Date };

/** Reads "2026-12-17T06:05:00+08:00": `wall` holds the local time in its UTC fields. */
function readTime(iso: string): WallTime | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const wall = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)));
  const offset = m[7] === "Z" ? "+00:00" : m[7];
  const sign = offset[0] === "-" ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return { wall, offset, instant: new Date(wall.getTime() - offsetMinutes * 60_000) };
}

/** "Mon 14 Dec, 06:05" (the wall time's own day and hour). */
export function formatWallTime(wall: Date): string {
  const hh = String(wall.getUTCHours()).padStart(2, "0");
  const mm = String(wall.getUTCMinutes()).padStart(2, "0");
  return `${DAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}, ${hh}:${mm}`;
}

function toIso(wall: Date, offset: string): string {
  return `${wall.toISOString().slice(0, 19)}${offset}`;
}

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
 * TIEZA's age bands on the day of departure: infants under 2 are exempt, children of 2 to 12 pay the
 * standard reduced rate, everyone older the full rate [§4.1, S95, S96]. A 12-year-old flies on an
 * adult fare but still pays the child's tax, so the birth date decides when we have it; without it,
 * the fare type does (INF under 2, CHD 2–11).
 */
export type TravelTaxBand = "exempt" | "reduced" | "full";

export function travelTaxBand(passenger: Pick<TripPassenger, "type" | "dateOfBirth">, departureDay: string): TravelTaxBand {
  if (passenger.dateOfBirth) {
    const age = ageOn(passenger.dateOfBirth, departureDay);
    return age < 2 ? "exempt" : age <= 12 ? "reduced" : "full";
  }
  return passenger.type === "INF" ? "exempt" : passenger.type === "CHD" ? "reduced" : "full";
}

export function travelTaxRate(band: TravelTaxBand, cabin: Cabin | undefined): Money | null {
  if (band === "exempt") return null;
  return (band === "reduced" ? TRAVEL_TAX_REDUCED : TRAVEL_TAX)[taxTier(cabin)];
}

function travelTaxNote(leg: TripLeg, legIndex: number, passengers: TripPassenger[]): TravelNote {
  const tier = taxTier(leg.cabin);
  const tierName = tier === "first" ? "first class" : "economy, premium economy or business class";
  // Who pays: Philippine citizens, permanent-resident foreigners, foreigners who stayed more than a
  // year [S94]; infants under 2 are exempt [S96] and children of 2 to 12 pay the standard reduced
  // rate (TIEZA), by age on the day of departure. We know only the passport, so we count the Philippine passport holders who are not
  // infants, each at their rate.
  const day = leg.departureDateTime.slice(0, 10);
  const band = passengers.map((p) => travelTaxBand(p, day));
  const liable = passengers.flatMap((p, i) => (p.nationality === PH && band[i] !== "exempt" ? [i] : []));
  const amounts: TravelNoteAmount[] = [
    { label: "First class, per person", amount: TRAVEL_TAX.first, per: "person" },
    { label: "Economy or business class, per person", amount: TRAVEL_TAX.economy, per: "person" },
    { label: "Children aged 2 to 12, first class, per child", amount: TRAVEL_TAX_REDUCED.first, per: "person" },
    { label: "Children aged 2 to 12, economy or business class, per child", amount: TRAVEL_TAX_REDUCED.economy, per: "person" },
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
      `Children aged 2 to 12 pay the reduced rate: ${formatPeso(TRAVEL_TAX_REDUCED.first)} first class / ${formatPeso(TRAVEL_TAX_REDUCED.economy)} economy. Dependants of overseas Filipino workers pay ${formatPeso(TRAVEL_TAX_PRIVILEGED.first)} / ${formatPeso(TRAVEL_TAX_PRIVILEGED.economy)}; TIEZA decides who else qualifies for a reduced rate.`,
      "Exempt: infants under 2, overseas Filipino workers, Filipinos with permanent residence abroad staying less than a year in the Philippines, and others listed by TIEZA.",
      "It is not included in the price you pay Lakbay: pay it separately to TIEZA. (Some airlines add it to fares sold on their own websites; a ticket bought here does not include it.)",
    ],
    amounts,
    includedInFare: TRAVEL_TAX_INCLUDED_IN_FARE,
    legIndex,
    passengerIndices: liable,
    source: `${FACTS} §4.1: PD 1183 as amended (S92, S93); who pays and amounts, TIEZA Citizen's Charter (S94); reduced rates (S95, 2015, older; children 2–12 at the standard reduced rate, TIEZA); exemptions (S96); Cebu Pacific web fares (S97)`,
  };
}

// ---------------------------------------------------------------------------------------------------
// §4.3 eTravel

export const ETRAVEL_URL = "https://etravel.gov.ph";
export const ETRAVEL_WINDOW_HOURS = 72;

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
  };
}

// ---------------------------------------------------------------------------------------------------
// §4.2 Terminal fees (passenger service charge)

type TerminalFee = { name: string; international: Money; domestic: Money; source: string };

/** Only the airports the facts file has figures for; other airports' fees are UNVERIFIED there. */
export const TERMINAL_FEES: Record<string, TerminalFee> = {
  // ₱950 / ₱390 from 14 Sep 2025 (S31, S98); S99 alone says ₱300 domestic — the facts file keeps ₱390.
  MNL: { name: "NAIA (Manila)", international: php(95_000), domestic: php(39_000), source: "S31 SunStar, S98 Filipino Times (Aug 2025)" },
  CEB: { name: "Mactan–Cebu", international: php(103_000), domestic: php(36_500), source: "S99 Daily Tribune (Sep 2025)" },
  DVO: { name: "Davao", international: php(90_000), domestic: php(35_000), source: "S99 Daily Tribune (Sep 2025)" },
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
  return {
    id: `terminal-fee-${legIndex}`,
    kind: "terminal-fee",
    title: `Terminal fee at ${leg.origin.code}`,
    body,
    amounts: fee ? [{ label: `${fee.name}, ${scope}, per person`, amount: fee[scope], per: "person" }] : undefined,
    includedInFare: TERMINAL_FEES_INCLUDED_IN_FARE,
    legIndex,
    source: `${FACTS} §4.2: ${fee ? fee.source : "amounts for this airport unverified"}; NAIA exemptions (S31)`,
  };
}

// ---------------------------------------------------------------------------------------------------
// §3 The last leg from island airports, §4.4 destination fees, §5.5 boats and storm signals

const BOAT_WEATHER =
  "From storm Signal No. 1 at the port, on the route or at the destination, no boat of any size sails: expect every ferry and banca to stay in port until the Coast Guard lifts the suspension. Gale warnings can stop small boats too.";
const BOAT_WEATHER_SOURCE = "§5.5 (HPCG MC 02-13, S141)";

const BORACAY_BOAT: TransferStep = {
  mode: "boat",
  from: "Caticlan Jetty Port",
  to: "Cagban Port, Boracay",
  duration: "10–20 min",
  operators: ["motorised outriggers", "Boracay Express"],
  detail:
    "About 1 km; boats every ~5 minutes, roughly 04:00–22:00 (older data). From June, in the southwest monsoon (habagat), boats may run Tabon Port → Tambisaan Port instead (~15 min).",
};

type Transfer = { title: string; intro: string; steps: TransferStep[]; extra?: string[]; boat: boolean; source: string };

/** Keyed by arrival airport. Durations and operators only where the facts file has them. */
const TRANSFERS: Record<string, Transfer> = {
  MPH: {
    title: "Getting to Boracay from Caticlan",
    intro: "Caticlan airport (MPH) is about 2 km from the jetty; the island is a short boat ride away.",
    steps: [
      { mode: "tricycle", from: "Caticlan airport (MPH)", to: "Caticlan Jetty Port", duration: "5–8 min", detail: "About 2 km." },
      BORACAY_BOAT,
    ],
    boat: true,
    source: `${FACTS} §3: MPH to the jetty (S30, 2018); jetty to Cagban (S64, S65, S66); habagat route (S29, S67 Rappler Aug 2024)`,
  },
  KLO: {
    title: "Getting to Boracay from Kalibo",
    intro: "Kalibo (KLO) is about 70 km from the Caticlan jetty by road, then a short boat ride to the island.",
    steps: [
      {
        mode: "van",
        from: "Kalibo airport (KLO)",
        to: "Caticlan Jetty Port",
        duration: "about 2 h",
        operators: ["vans", "buses"],
        detail: "About 70 km.",
      },
      BORACAY_BOAT,
    ],
    boat: true,
    source: `${FACTS} §3 and §1.1: Kalibo to the jetty (S30, 2018); jetty to Cagban (S64, S65, S66); habagat route (S29, S67)`,
  },
  USU: {
    title: "Getting to Coron town from Busuanga",
    intro: "Busuanga airport (USU) is on Busuanga Island; Coron town is reached by road.",
    // The ~40 min figure is marked weak / UNVERIFIED in §1.1, so the traveller is told so.
    steps: [{ mode: "van", from: "Busuanga airport (USU)", to: "Coron town", duration: "about 40 min (not confirmed)" }],
    extra: [
      "Coron Island is Tagbanua ancestral domain: only some sites are open and each charges an entrance fee (Kayangan Lake, Twin Lagoon, Barracuda Lake); the amounts we have are old, so check locally.",
      "A fast ferry runs between Coron and El Nido (Montenegro Lines, Phimal, Jomalia), about 3.5–4 h.",
    ],
    boat: false,
    source: `${FACTS} §1.1 (USU to Coron, weak, unverified); §4.4 Coron fees (S109–S111, likely outdated); §3 Coron–El Nido ferry (S75, S76, S77)`,
  },
  PPS: {
    title: "From Puerto Princesa: the Underground River and El Nido",
    intro: "Puerto Princesa (PPS) is the gateway to the Underground River at Sabang and, by road, to El Nido.",
    steps: [
      {
        mode: "van",
        from: "Puerto Princesa",
        to: "Sabang wharf",
        duration: "about 2 h",
        operators: ["tour vans", "jeepneys", "buses"],
        detail: "76 km.",
      },
      {
        mode: "boat",
        from: "Sabang wharf",
        to: "Underground River mouth",
        duration: "15–30 min",
        operators: ["park bancas"],
        detail: "The paddle-boat cave tour takes about 45 min.",
      },
      {
        mode: "van",
        from: "Puerto Princesa (San Jose terminal)",
        to: "El Nido",
        duration: "5–5.5 h by van; 6–7 h by bus",
        operators: ["shared vans", "Roro Bus", "Cherry Bus"],
        detail: "About 230–240 km.",
      },
    ],
    extra: ["The Underground River needs a permit, with a daily cap on visitors: book it about 3 days ahead."],
    boat: true,
    source: `${FACTS} §3: Sabang (S82, S83, S84), El Nido by road (S79, S80, S81); §4.4 permits (S112, S113, S114)`,
  },
  ENI: {
    title: "Arriving in El Nido",
    intro: "El Nido (ENI) is the Lio airport north of El Nido town.",
    steps: [],
    extra: [
      "Island-hopping tours A–D leave from El Nido; the Big and Small Lagoons take a limited number of visitors at a time (07:00–16:00).",
    ],
    boat: true,
    source: `${FACTS} §1.1 (S1); §4.4 lagoon capacity (S108, Dec 2018); §6 tours (S108)`,
  },
  IAO: {
    title: "Getting to General Luna from Siargao airport",
    intro: "Siargao (Sayak) airport (IAO) is in Del Carmen; most places to stay, and Cloud 9, are in General Luna.",
    steps: [{ mode: "road", from: "Siargao airport (IAO), Del Carmen", to: "General Luna" }],
    extra: [
      "We have no confirmed travel time or fare for this road transfer; arrange it with your place to stay.",
      "No island fee is confirmed in our sources for Siargao.",
    ],
    boat: false,
    source: `${FACTS} §1.1 (S1); §6 Siargao (S163); Siargao fees not found (§4.4, unverified)`,
  },
  SUG: {
    title: "Getting to Siargao from Surigao",
    intro: "From Surigao City, boats cross to Dapa on Siargao; General Luna is a short ride on.",
    steps: [
      {
        mode: "boat",
        from: "Surigao City port",
        to: "Dapa, Siargao",
        duration: "2–3 h by fast craft; 3.5–4 h by RoRo",
        operators: ["Dapa Express", "LQP", "Montenegro (RoRo)"],
        detail: "Port terminal fee ₱10–30.",
      },
      { mode: "road", from: "Dapa port", to: "General Luna", duration: "about 30 min", detail: "About 15 km." },
    ],
    boat: true,
    source: `${FACTS} §3: Surigao–Dapa (S71, S72, S73), Dapa–General Luna (S71), port fee (S71)`,
  },
  TAG: {
    title: "Arriving on Panglao, Bohol",
    intro: "Bohol–Panglao International Airport (TAG) is on Panglao island itself, the island of Alona Beach.",
    steps: [],
    extra: [
      "We have no confirmed transfer times from the airport; arrange the ride with your place to stay.",
      "The Chocolate Hills (Carmen) and the tarsier sanctuary (Corella) are on the Bohol mainland and charge small entrance fees; the amounts we have are old, so check locally.",
    ],
    boat: false,
    source: `${FACTS} §1.1 TAG (S5, S20, S21); §6 Bohol (S115, S116, S158); §4.4 Bohol fees (outdated, unverified)`,
  },
};

function transferNote(leg: TripLeg, legIndex: number): TravelNote | null {
  const t = TRANSFERS[leg.destination.code];
  if (!t) return null;
  return {
    id: `transfer-${leg.destination.code}-${legIndex}`,
    kind: "transfer",
    title: t.title,
    body: [t.intro, ...(t.extra ?? []), ...(t.boat ? [BOAT_WEATHER] : [])],
    steps: t.steps.length ? t.steps : undefined,
    legIndex,
    source: t.boat ? `${t.source}; ${BOAT_WEATHER_SOURCE}` : t.source,
  };
}

/** Boracay environmental fee ₱300 foreign / ₱150 domestic, terminal fee ₱150 [§4.4, S103 MB 30 Jan 2025]. */
export const BORACAY_FEES = { environmentalForeign: php(30_000), environmentalDomestic: php(15_000), terminal: php(15_000) } as const;
/** El Nido Eco-Tourism Development Fee ₱200 for 10 days, ₱500 longer [§4.4, S105, S106]. */
export const EL_NIDO_ETDF = { tenDays: php(20_000), longer: php(50_000) } as const;
/** Underground River permit ₱500 and environmental fee ₱150 [§4.4, S112]. */
export const UNDERGROUND_RIVER_FEES = { permit: php(50_000), environmental: php(15_000) } as const;

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
      ],
      amounts,
      includedInFare: false,
      legIndex,
      passengerIndices: payers,
      source: `${FACTS} §4.4: S103 Manila Bulletin 30 Jan 2025 (newest; older S67 figures superseded); exemptions S104 (MO 431, 2021)`,
    };
  }
  if (code === "ENI" || code === "PPS") {
    const body = [
      `El Nido charges every visitor an Eco-Tourism Development Fee: ${formatPeso(EL_NIDO_ETDF.tenDays)}, valid 10 days (${formatPeso(EL_NIDO_ETDF.longer)} for longer stays; less for Palawan residents and students). Tour operators collect it.`,
    ];
    const amounts: TravelNoteAmount[] = [
      { label: "El Nido eco-tourism fee, per person, 10 days", amount: EL_NIDO_ETDF.tenDays, per: "person" },
    ];
    if (code === "PPS") {
      body.push(
        `Underground River: permit ${formatPeso(UNDERGROUND_RIVER_FEES.permit)} and environmental fee ${formatPeso(UNDERGROUND_RIVER_FEES.environmental)} per visitor (less for Puerto Princesa residents).`,
      );
      amounts.push(
        { label: "Underground River permit, per person", amount: UNDERGROUND_RIVER_FEES.permit, per: "person" },
        { label: "Underground River environmental fee, per person", amount: UNDERGROUND_RIVER_FEES.environmental, per: "person" },
      );
    }
    body.push("These fees are not part of your flight price.");
    return {
      id: `destination-fee-palawan-${legIndex}`,
      kind: "destination-fee",
      title: code === "PPS" ? "Palawan fees: Underground River and El Nido" : "El Nido eco-tourism fee",
      body,
      amounts,
      includedInFare: false,
      legIndex,
      source: `${FACTS} §4.4: El Nido ETDF (S105 elnido.gov.ph, S106, S107)${code === "PPS" ? "; Underground River permit and fee (S112 Palawan News)" : ""}`,
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
