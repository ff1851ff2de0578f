/** Flight engine errors as typed outcomes: the one mapping of the flights application's use cases. */
import { fail, type Outcome, ok, type RefusalReason } from "../../../contracts/application.ts";
import { isFlightError } from "../../flights/errors.ts";
import { isPaymentRequestError } from "../../payments/payments.ts";
import { paymentRequestFailure } from "../payment-failure.ts";

const FLIGHT_ERROR_OUTCOME = {
  NOT_FOUND: "not_found",
  FARE_EXPIRED: "gone",
  SOLD_OUT: "conflict",
  PRICE_CHANGED: "conflict",
  SEAT_TAKEN: "conflict",
  INVALID_STATE: "conflict",
  VALIDATION: "unprocessable",
  SUPPLIER: "conflict",
} as const;

/** An engine error as a typed failure (its message is written for travellers), or null for anything else. */
export function asEngineFailure(error: unknown): Outcome<never> | null {
  if (!isFlightError(error)) return null;
  const reason: RefusalReason = error.refusal?.reason ?? `flight.${error.code}`;
  const params = error.refusal?.params ? { params: error.refusal.params } : {};
  return fail(FLIGHT_ERROR_OUTCOME[error.code] ?? "conflict", error.message, {
    ...(error.errors ? { fields: error.errors } : {}),
    reason,
    ...params,
  });
}

/** An engine error as a typed failure; anything else is thrown. */
export function engineFailure(error: unknown): Outcome<never> {
  const failure = asEngineFailure(error);
  if (!failure) throw error;
  return failure;
}

/** Runs engine work: its value, or an engine (or payment request) refusal as a typed failure. */
export async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return ok(await run());
  } catch (error) {
    if (isPaymentRequestError(error)) return paymentRequestFailure(error);
    return engineFailure(error);
  }
}
