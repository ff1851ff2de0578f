/**
 * The travel facts as use cases (issue 18): the fees a traveller pays (Philippine travel tax, airport
 * terminal fees, destination environmental fees) and the formalities (eTravel), from the app's own
 * sourced tables (core/travel-notes), for the assistant (its fee answers and the model's tools).
 *
 * Every fact carries its public sources, each with the source's OWN date (core/travel-notes/sources.ts;
 * an undated page says so and gives the day it was read) — never our check date (issue 23 §2).
 */
import { ok } from "../../contracts/application.ts";
import { TravelFeesInput, TravelFormalitiesInput } from "../../contracts/travel-info-inputs.ts";
import { type PublicSource, sourceLabel, sourcesOf } from "../travel-notes/sources.ts";
import {
  BORACAY_FEES,
  CORON_FEES,
  DESTINATION_FEE_SOURCES,
  EL_NIDO_ETDF,
  UNDERGROUND_RIVER_FEES,
} from "../travel-notes/destination-fees.ts";
import {
  ETRAVEL_SOURCES,
  ETRAVEL_URL,
  ETRAVEL_WINDOW_HOURS,
  TERMINAL_FEES,
  TERMINAL_FEES_INCLUDED_IN_FARE,
} from "../travel-notes/travel-notes.ts";
import {
  TRAVEL_TAX,
  TRAVEL_TAX_INCLUDED_IN_FARE,
  TRAVEL_TAX_REDUCED,
  TRAVEL_TAX_RULES,
  TRAVEL_TAX_SOURCES,
  travelTaxForAge,
} from "../travel-notes/travel-tax.ts";
import { defineUseCase } from "./use-case.ts";

/** The fee tables, the terminal fees of one airport or all; the travel tax for one age when asked. */
function feeTables(airport: string | undefined, age: number | undefined) {
  return {
    travelTax: {
      regular: TRAVEL_TAX,
      reduced: TRAVEL_TAX_REDUCED,
      includedInFare: TRAVEL_TAX_INCLUDED_IN_FARE,
      /** Who is exempt, who pays the reduced rate and what it needs (TIEZA's terms). */
      rules: TRAVEL_TAX_RULES,
      /** The tax for the age asked about (whole years on the day of departure). */
      ...(age === undefined ? {} : { forAge: { age, ...travelTaxForAge(age) } }),
      sources: sourcesOf(...TRAVEL_TAX_SOURCES),
    },
    terminalFees: Object.fromEntries(
      Object.entries(TERMINAL_FEES)
        .filter(([code]) => !airport || code === airport)
        .map(([code, fee]) => [
          code,
          { name: fee.name, international: fee.international, domestic: fee.domestic, sources: sourcesOf(...fee.sources) },
        ]),
    ),
    terminalFeesIncludedInFare: TERMINAL_FEES_INCLUDED_IN_FARE,
    destinationFees: {
      boracay: { ...BORACAY_FEES, sources: sourcesOf(...DESTINATION_FEE_SOURCES.boracay) },
      elNido: { ...EL_NIDO_ETDF, sources: sourcesOf(...DESTINATION_FEE_SOURCES.elNido) },
      undergroundRiver: { ...UNDERGROUND_RIVER_FEES, sources: sourcesOf(...DESTINATION_FEE_SOURCES.undergroundRiver) },
      coron: { ...CORON_FEES, sources: sourcesOf(...DESTINATION_FEE_SOURCES.coron) },
    },
  };
}

const formalitiesTable = () => ({
  eTravel: { url: ETRAVEL_URL, windowHours: ETRAVEL_WINDOW_HOURS, free: true, sources: sourcesOf(...ETRAVEL_SOURCES) },
});

export type TravelFees = ReturnType<typeof feeTables>;
export type { PublicSource } from "../travel-notes/sources.ts";

/** Sources as a traveller reads them, each with its own date: "Manila Bulletin, … (30 Jan 2025); TIEZA, … (undated page, read 28 Nov 2026)". */
export function sourcesText(sources: readonly PublicSource[]): string {
  return [...new Map(sources.map((s) => [s.name, sourceLabel(s)])).values()].join("; ");
}
export type TravelFormalities = ReturnType<typeof formalitiesTable>;

export function createTravelInfoApplication() {
  const fees = defineUseCase({
    name: "travel.fees",
    summary:
      "Philippine travel tax (TIEZA; with `age`, the rate for that age: children over 2 up to their 12th birthday pay the reduced rate with a TIEZA certificate), airport terminal fees (one airport or all) and destination fees (Boracay, El Nido, the Underground River, Coron), in centavos, each with its public sources and their own dates",
    input: TravelFeesInput,
    run: async ({ airport, age }) => ok(feeTables(airport, age)),
  });

  const formalities = defineUseCase({
    name: "travel.formalities",
    summary: "The eTravel registration (free, where and how many hours before the flight), with its public sources and their own dates",
    input: TravelFormalitiesInput,
    run: async () => ok(formalitiesTable()),
  });

  return { fees, formalities };
}

export type TravelInfoApplication = ReturnType<typeof createTravelInfoApplication>;
