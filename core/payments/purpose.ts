/**
 * A payment pays only for what it was made for (issue 23). Every payment carries its purpose from the
 * moment it is created (contracts/payments.ts PaymentPurpose: a flight booking's checkout, one change
 * request, a hotel stay), its idempotency key is reserved for that purpose before anything else is
 * written with it, and every place that completes, settles, collects or refunds a payment asks this
 * one function whether the payment serves the purpose at hand.
 */
import { type PaymentPurpose, purposeKey, purposeKind } from "../../contracts/payments.ts";
import type { PaymentResult } from "./payments.ts";

/**
 * Whom a payment may serve: exactly one purpose, or — for money going back from a flight booking —
 * any checkout or change payment of the booking or of the bookings it was split off (a split-off
 * booking holds shares of its parent's payments; docs/decisions/014-post-ticketing.md).
 */
export type PaymentOwner = PaymentPurpose | { type: "flight-booking"; references: readonly string[] };

/** True when the payment was created for this owner (purpose, kind and reference all agree). */
export function servesPurpose(payment: Pick<PaymentResult, "purpose" | "kind" | "reference">, owner: PaymentOwner): boolean {
  const purpose = payment.purpose;
  if (!purpose || payment.kind !== purposeKind(purpose) || payment.reference.toUpperCase() !== purpose.reference.toUpperCase())
    return false;
  if (owner.type === "flight-booking") {
    const references = owner.references.map((r) => r.toUpperCase());
    return (purpose.type === "flight-checkout" || purpose.type === "flight-change") && references.includes(purpose.reference.toUpperCase());
  }
  return purposeKey(purpose) === purposeKey(owner);
}

/** How an owner reads in a log line (never a secret: references and request ids only). */
export function ownerLabel(owner: PaymentOwner): string {
  return owner.type === "flight-booking" ? `flight-booking:${owner.references.join(",")}` : purposeKey(owner);
}
