/** The engine's inputs and its priced offer, shared by the engine, the offer order and the supplier. */
import type { Cabin, FareItinerary, Passengers } from "../../contracts/flights.ts";
import type { FareFamily, InventoryRow } from "./fares.ts";
import type { ScheduledFlight } from "./schedule.ts";

export type InventoryReader = {
  /** Inventory rows for these keys (one query); keys without a row are absent. */
  loadInventory(keys: readonly string[]): Promise<Map<string, InventoryRow>>;
};

export type EngineDeps = {
  secret: string;
  now: () => Date;
  inventory: InventoryReader;
};

/** A priced offer before it gets a code. */
export type PricedOffer = {
  legs: ScheduledFlight[][];
  family: FareFamily;
  cabin: Cabin;
  passengers: Passengers;
  itinerary: Omit<FareItinerary, "fareSourceCode">;
  /** Inventory keys and capacities of every segment (for booking). */
  inventory: { key: string; capacity: number; baselineSold: number; flight: ScheduledFlight }[];
};
