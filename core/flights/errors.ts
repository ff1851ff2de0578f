/**
 * The one error the flight engine throws: a code for programs and a message for travellers. A refusal
 * whose sentence carries figures or names also says which refusal it is (`reason`, "flight.party_mismatch")
 * and gives them as `params`, so an edge can word it in its own language (issue 27); the message stays
 * the English sentence the JSON API sends.
 */
import type { RefusalReason } from "../../contracts/application.ts";

export type FlightRefusal = { reason: RefusalReason; params?: Record<string, string | number> };

export const FLIGHT_ERROR_CODES = [
  "VALIDATION",
  "FARE_EXPIRED",
  "SOLD_OUT",
  "PRICE_CHANGED",
  "SEAT_TAKEN",
  "NOT_FOUND",
  "INVALID_STATE",
  "SUPPLIER",
] as const;
export type FlightErrorCode = (typeof FLIGHT_ERROR_CODES)[number];

export class FlightError extends Error {
  readonly code: FlightErrorCode;
  /** Field → messages, for VALIDATION. */
  readonly errors?: Record<string, string[]>;
  /** Which refusal it is, when the code alone does not say (its sentence has figures): see above. */
  readonly refusal?: FlightRefusal;
  constructor(code: FlightErrorCode, message: string, errors?: Record<string, string[]>, refusal?: FlightRefusal) {
    super(message);
    this.name = "FlightError";
    this.code = code;
    this.errors = errors;
    this.refusal = refusal;
  }
}

export const FARE_EXPIRED_MESSAGE = "This fare is no longer available: its offer has expired or does not exist. Please search again.";

/**
 * By name, not `instanceof`: the server bundle of the pages carries its own copy of this class, so an
 * error thrown by the services is not an instance of the pages' FlightError.
 */
export function isFlightError(error: unknown, code?: FlightErrorCode): error is FlightError {
  return error instanceof Error && error.name === "FlightError" && (code === undefined || (error as FlightError).code === code);
}
