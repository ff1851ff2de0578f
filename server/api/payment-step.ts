/**
 * How the JSON API answers a pay step (contracts/checkout.ts PaymentStepResult), flights and hotels
 * alike: paid or sent to the gateway, 200; declined or still waiting, 402; charged but not kept by the
 * booking (paid already, its hold ended) and refunded in full at once, 409. `data` comes with each.
 */
import type { Context } from "hono";
import type { PaymentStepResult } from "../../contracts/checkout.ts";
import { API_STATUS } from "./outcome.ts";

export function sendPaymentStep(c: Context, step: PaymentStepResult, data: unknown) {
  if (step.kind === "failed") return c.json({ message: step.message, errors: {}, data }, API_STATUS.payment_failed);
  if (step.kind === "refunded") return c.json({ message: step.message, errors: {}, data }, API_STATUS.conflict);
  return c.json({ data });
}
