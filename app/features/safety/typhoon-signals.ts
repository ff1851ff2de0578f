/**
 * PAGASA's Tropical Cyclone Wind Signals, the five-level scale in use since 2022, and the Philippine
 * Coast Guard's sailing rule under them. Sources: /work/shared/reference/philippines-facts.md §5.4 and
 * §5.5 (PAGASA's table as reproduced; HPCG Memorandum Circulars 01-09 and 02-13).
 */

export type WindSignal = {
  signal: 1 | 2 | 3 | 4 | 5;
  /** 10-minute mean wind, km/h: [from, to]; `to` null for "and above". */
  windKmh: [number, number | null];
  winds: string;
  beaufort: string;
  /** Hours before the winds may arrive. */
  leadTimeHours: number;
  flights: string;
  ferries: string;
};

/** Vessels of this gross tonnage and below may not sail under Signal No. 1. */
export const SMALL_VESSEL_MAX_GROSS_TONNAGE = 1000;
/** From this signal up, no vessel of any size sails (except to take shelter). */
export const NO_SAILING_FROM_SIGNAL = 2;

export const FERRY_RULE =
  "Under Signal No. 1, vessels of 1,000 gross tonnage and below may not sail. Under Signal No. 2 or higher, no vessel of any size sails. The only exception is a trip to take shelter, without passengers under Signal No. 2 or higher.";

export const WIND_SIGNALS: readonly WindSignal[] = [
  {
    signal: 1,
    windKmh: [39, 61],
    winds: "Strong winds",
    beaufort: "6–7",
    leadTimeHours: 36,
    flights:
      "Flights usually operate, but small planes to island airports may be delayed or cancelled. Check with your airline before leaving for the airport.",
    ferries:
      "Bancas, fast craft and other boats of 1,000 gross tonnage and below stay in port. Big ships may sail at the master's discretion.",
  },
  {
    signal: 2,
    windKmh: [62, 88],
    winds: "Gale-force winds",
    beaufort: "8–9",
    leadTimeHours: 24,
    flights: "Expect cancellations and delays, first on turboprop routes. Airlines usually offer free rebooking; check their advisories.",
    ferries: "No vessel of any size sails. Island-hopping tours are cancelled.",
  },
  {
    signal: 3,
    windKmh: [89, 117],
    winds: "Storm-force winds",
    beaufort: "10–11",
    leadTimeHours: 18,
    flights: "Expect most flights to and from the area to be cancelled. Go to the airport only when your airline confirms the flight.",
    ferries: "No vessel sails. Stay indoors and away from the coast.",
  },
  {
    signal: 4,
    windKmh: [118, 184],
    winds: "Typhoon-force winds",
    beaufort: "12",
    leadTimeHours: 12,
    flights: "Expect flights in the area to stop until the signal is lifted; rebook then.",
    ferries: "No vessel sails. Follow evacuation orders from the local government.",
  },
  {
    signal: 5,
    windKmh: [185, null],
    winds: "Typhoon-force winds",
    beaufort: "12",
    leadTimeHours: 12,
    flights: "Expect flights in the area to stop until the signal is lifted; rebook then.",
    ferries: "No vessel sails. Follow evacuation orders from the local government.",
  },
];

export function formatWindRange([from, to]: WindSignal["windKmh"]): string {
  return to === null ? `${from} km/h or more` : `${from}–${to} km/h`;
}

export type RainfallWarning = { colour: "Yellow" | "Orange" | "Red"; rain: string; meaning: string };

/** PAGASA's colour-coded heavy rainfall warnings. */
export const RAINFALL_WARNINGS: readonly RainfallWarning[] = [
  {
    colour: "Yellow",
    rain: "7.5–15 mm in an hour, expected to go on for 2 hours",
    meaning: "Flooding is possible in low-lying places. Keep an eye on updates.",
  },
  { colour: "Orange", rain: "15–30 mm in an hour", meaning: "Flooding is a threat. Be ready to leave if told to." },
  { colour: "Red", rain: "More than 30 mm in an hour", meaning: "Serious flooding is expected. Evacuate when told to." },
];
