/**
 * The shapes of the transport network: places, the legs between them and where each fact comes from.
 * Plain data, no dependencies: the planner, the transportation page, the map and the itinerary planner
 * all read these.
 */
import type { Mode, Source } from "../../contracts/transport.ts";

export type { Mode, Source };

/** What a place is, for the map's layers and the planner's lists. */
export type PlaceKind = "destination" | "city" | "town" | "airport" | "port";

export type Place = {
  /** Stable id, used in URLs (`?from=manila&to=el-nido`): lower-case letters, digits and hyphens. */
  id: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Province or region, for lists. */
  area: string;
  /** The travel circuit (app/features/travel-circuits) this place stands for in the planner. */
  circuitSlug?: string;
  /** IATA code, for airports. */
  iata?: string;
};

export type Leg = {
  /** Unique, for tests and keys. */
  id: string;
  mode: Mode;
  /** The vehicle in words when the mode alone says too little ("tricycle", "fast craft", "overnight ship"). */
  vehicle?: string;
  from: string;
  to: string;
  /** Typical minutes on board (or in the air, gate to gate), in good weather. */
  minutes: number;
  /** The range travellers report, when sources give one. */
  range?: [min: number, max: number];
  /** Minutes to be at the terminal before departure, when this leg needs more than its mode's usual. */
  boardingMinutes?: number;
  operators: readonly string[];
  /** How often, in words ("every 30 minutes", "twice a week"). */
  frequency?: string;
  note?: string;
  /** Where the facts come from, each with its own date when it shows one (freshness.ts judges how recent). */
  sources: readonly Source[];
  /**
   * False when no source confirms the time: a Lakbay estimate (from distance, or from the flight engine's
   * block-time rule), shown to travellers as approximate. A confirmed time is approximate too when its
   * newest source is old or undated (freshness.ts).
   */
  verified: boolean;
  /** The flight engine's airport pair, for flight legs (to link to a flight search). */
  flight?: { origin: string; destination: string; weekly: number };
};

/** A local way of getting around, for the transportation page. */
export type LocalTransportNote = { name: string; text: string; sources: readonly Source[] };
