/**
 * The notes a traveller needs for an itinerary in and out of the Philippines: Philippine travel tax
 * (travel-tax.ts), eTravel registration, airport terminal fees, and the last leg from an island airport
 * by road and boat (transfers.ts) with its destination fees (destination-fees.ts). Pure: no I/O, no
 * clock unless `now` is given.
 *
 * Every fact comes from the project's reference, /work/shared/reference/philippines-facts.md (compiled
 * 21 Nov 2026), cited below by section and source tag (S94 …). Where that file marks a fact
 * UNVERIFIED or outdated, the note says so to the traveller or leaves it out. Fees and schedules change:
 * re-check them before launch.
 *
 * Two product decisions, stated plainly in the notes:
 * - TRAVEL_TAX_INCLUDED_IN_FARE = false (travel-tax.ts): Lakbay's price never includes the Philippine travel tax.
 * - TERMINAL_FEES_INCLUDED_IN_FARE = true: the airport terminal fee (passenger service charge) is
 *   collected with the ticket, inside its taxes, so nothing is paid at the airport.
 */
import type { Cabin } from "../../contracts/flights.ts";
import { type Money, php } from "../../contracts/money.ts";
import type { TravelNote, TravelNotesInput, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";
import { destinationFeeNote } from "./destination-fees.ts";
import { FACTS, formatPeso, PH } from "./facts.ts";
import { type SourceKey, sourcesLine, sourcesOf } from "./sources.ts";
import { transferNote } from "./transfers.ts";
import { travelTaxNote } from "./travel-tax.ts";
import { formatWallTime, readTime, toIso } from "./wall-time.ts";

export { formatWallTime } from "./wall-time.ts";

export const TERMINAL_FEES_INCLUDED_IN_FARE = true;

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
