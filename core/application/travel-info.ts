/**
 * The travel facts as use cases (issue 18): the fees a traveller pays (Philippine travel tax, airport
 * terminal fees, destination environmental fees) and the formalities (eTravel), from the app's own
 * sourced tables (core/travel-notes), each with the source document and the day it was checked, for
 * the assistant (its fee answers and the model's tools).
 */
import { ok } from "../../contracts/application.ts";
import { TravelFeesInput, TravelFormalitiesInput } from "../../contracts/travel-info-inputs.ts";
import { FACTS, FACTS_CHECKED } from "../travel-notes/facts.ts";
import {
  BORACAY_FEES,
  EL_NIDO_ETDF,
  ETRAVEL_URL,
  ETRAVEL_WINDOW_HOURS,
  TERMINAL_FEES,
  TERMINAL_FEES_INCLUDED_IN_FARE,
  TRAVEL_TAX,
  TRAVEL_TAX_INCLUDED_IN_FARE,
  TRAVEL_TAX_REDUCED,
  UNDERGROUND_RIVER_FEES,
} from "../travel-notes/travel-notes.ts";
import { defineUseCase } from "./use-case.ts";

/** Where the figures come from and when they were last checked. */
const SOURCE = { document: FACTS, checked: FACTS_CHECKED } as const;

/** The fee tables, the terminal fees of one airport or all. */
function feeTables(airport: string | undefined) {
  return {
    ...SOURCE,
    travelTax: { regular: TRAVEL_TAX, reduced: TRAVEL_TAX_REDUCED, includedInFare: TRAVEL_TAX_INCLUDED_IN_FARE },
    terminalFees: Object.fromEntries(Object.entries(TERMINAL_FEES).filter(([code]) => !airport || code === airport)),
    terminalFeesIncludedInFare: TERMINAL_FEES_INCLUDED_IN_FARE,
    destinationFees: { boracay: BORACAY_FEES, elNido: EL_NIDO_ETDF, undergroundRiver: UNDERGROUND_RIVER_FEES },
  };
}

const formalitiesTable = () => ({ ...SOURCE, eTravel: { url: ETRAVEL_URL, windowHours: ETRAVEL_WINDOW_HOURS, free: true } });

export type TravelFees = ReturnType<typeof feeTables>;
export type TravelFormalities = ReturnType<typeof formalitiesTable>;

export function createTravelInfoApplication() {
  const fees = defineUseCase({
    name: "travel.fees",
    summary:
      "Philippine travel tax (TIEZA), airport terminal fees (one airport or all) and destination fees (Boracay, El Nido, the Underground River), in centavos, with their source and the day they were checked",
    input: TravelFeesInput,
    run: async ({ airport }) => ok(feeTables(airport)),
  });

  const formalities = defineUseCase({
    name: "travel.formalities",
    summary: "The eTravel registration (free, where and how many hours before the flight), with its source and the day it was checked",
    input: TravelFormalitiesInput,
    run: async () => ok(formalitiesTable()),
  });

  return { fees, formalities };
}

export type TravelInfoApplication = ReturnType<typeof createTravelInfoApplication>;
