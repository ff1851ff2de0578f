/**
 * §3 The last leg from island airports by road and boat, §5.5 boats and storm signals: one note per
 * arrival airport the facts file has a transfer for (core/travel-notes/travel-notes.ts adds it).
 */
import type { TransferStep, TravelNote, TripLeg } from "../../contracts/travel-notes.ts";
import { FERRY_RULE_SHORT } from "../../contracts/typhoon-signals.ts";
import { FACTS } from "./facts.ts";
import { type SourceKey, sourcesLine, sourcesOf } from "./sources.ts";

/** The Coast Guard's rule, worded once for every page (contracts/typhoon-signals.ts). */
const BOAT_WEATHER = FERRY_RULE_SHORT;
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

type Transfer = {
  title: string;
  intro: string;
  steps: TransferStep[];
  extra?: string[];
  boat: boolean;
  source: string;
  /** Public sources of the extra lines, with their own dates (sources.ts). */
  publicSources?: SourceKey[];
};

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
      "Coron Island is Tagbanua ancestral domain: only some sites are open and each charges its own entrance fee (Kayangan Lake, Twin Lagoon, Barracuda Lake), on top of the town's environmental fee; the site amounts we have are old, so check locally.",
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
    extra: [
      "The Underground River needs a permit for the day of your visit, and visitors a day are capped: get it before you head to Sabang (day tours arrange it). The park asks groups of more than 40 to book at least 3 days ahead.",
    ],
    publicSources: ["ppurEntryRules"],
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

export function transferNote(leg: TripLeg, legIndex: number): TravelNote | null {
  const t = TRANSFERS[leg.destination.code];
  if (!t) return null;
  const sources = sourcesOf(...(t.publicSources ?? []), ...(t.boat ? (["pcgMc0213", "gacPaeng"] as const) : []));
  return {
    id: `transfer-${leg.destination.code}-${legIndex}`,
    kind: "transfer",
    title: t.title,
    body: [t.intro, ...(t.extra ?? []), ...(t.boat ? [BOAT_WEATHER] : []), ...(sources.length ? [sourcesLine(sources)] : [])],
    steps: t.steps.length ? t.steps : undefined,
    legIndex,
    source: t.boat ? `${t.source}; ${BOAT_WEATHER_SOURCE}` : t.source,
    ...(sources.length ? { sources } : {}),
  };
}
