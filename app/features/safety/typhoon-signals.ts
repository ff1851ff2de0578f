/** Moved to contracts (the assistant reads them too): contracts/typhoon-signals.ts. */
export * from "../../../contracts/typhoon-signals.ts";
