/** The one error the flight engine throws: a code for programs and a message for travellers. */

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
  constructor(code: FlightErrorCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = "FlightError";
    this.code = code;
    this.errors = errors;
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
