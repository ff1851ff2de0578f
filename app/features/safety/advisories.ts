/** Moved to contracts (the assistant reads them too): contracts/safety-advisories.ts. */
export * from "../../../contracts/safety-advisories.ts";
