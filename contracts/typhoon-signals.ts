/**
 * PAGASA's Tropical Cyclone Wind Signals, the five-level scale in use since 2022, and the Philippine
 * Coast Guard's sailing rule under them: HPCG Memorandum Circular 02-13 (5 June 2013), which replaced
 * MC 01-09's leeway for big ships under Signal No. 1.
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

/** From this signal up (at the origin, on the route or at the destination), no vessel of any size sails. */
export const NO_SAILING_FROM_SIGNAL = 1;

/** The rule in full (the safety page). Every page that states it uses these constants, never its own words. */
export const FERRY_RULE = `From Signal No. ${NO_SAILING_FROM_SIGNAL} up, raised at the port of departure, anywhere on the route or at the destination, no vessel of any size may sail: big ships stay in port too. The only exceptions are a ship moving to shelter without passengers, and short crossings inside designated sheltered areas under strict conditions. In practice every ferry and banca stops.`;

/** The same rule in one sentence, for the weather page and the trip notes. */
export const FERRY_RULE_SHORT = `From Signal No. ${NO_SAILING_FROM_SIGNAL} at the port, on the route or at the destination, the Coast Guard lets no vessel of any size sail, big ships included: expect every ferry, fast craft and banca to stay in port until the signal is lifted. Gale warnings can stop small boats too.`;

/** Where the rule comes from, with its own date. */
export const FERRY_RULE_SOURCE = "Philippine Coast Guard Memorandum Circular 02-13 (5 Jun 2013)";

export const WIND_SIGNALS: readonly WindSignal[] = [
  {
    signal: 1,
    windKmh: [39, 61],
    winds: "Strong winds",
    beaufort: "6–7",
    leadTimeHours: 36,
    flights:
      "Flights usually operate, but small planes to island airports may be delayed or cancelled. Check with your airline before leaving for the airport.",
    ferries: "No vessel of any size sails, big ships included: expect every ferry, fast craft and banca to stay in port.",
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
