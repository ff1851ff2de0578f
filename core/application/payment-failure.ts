/** A payment request the gateway refused as such (nothing charged), as a typed failure: flights and hotels alike. */
import { fail, type Outcome } from "../../contracts/application.ts";
import type { PaymentRequestError } from "../payments/payments.ts";

export function paymentRequestFailure(error: PaymentRequestError): Outcome<never> {
  const code = error.code === "idempotency_conflict" ? "conflict" : error.code === "not_found" ? "not_found" : "invalid";
  return fail(code, error.message, { fields: error.errors, reason: `payment.${error.code}` });
}
