/**
 * Payments, for flights and hotels alike: the `PaymentProvider` interface a gateway implements (the
 * embedded sandbox today; PayMongo, Xendit or Stripe adapters later), the records it keeps through
 * a `PaymentStore` (db/ implements it), and the request fingerprints behind idempotency.
 *
 * Card data: a provider receives the card number and CVC to authorise a payment and keeps only a
 * token, the brand and the last four digits. Nothing here logs or stores the number or the CVC.
 * docs/decisions/011-payments.md.
 */
import { createHash } from "node:crypto";
import type { PaymentMethodInput } from "../../contracts/checkout.ts";
import type { Money } from "../../contracts/money.ts";
import {
  type CardBrand,
  type DeclineCode,
  type PaymentKind,
  type PaymentMethodType,
  type PaymentPurpose,
  type PaymentStatus,
  purposeKey,
} from "../../contracts/payments.ts";

/** The card and the method as the payment form maps them (contracts/checkout.ts, one mapping for flights and hotels). */
export type { CardInput, PaymentMethodInput } from "../../contracts/checkout.ts";
export type CreatePaymentRequest = {
  /** One per payment attempt (the payment page makes a new one for each submission of the form). */
  idempotencyKey: string;
  amount: Money;
  /** Shown to the traveller on the gateway's pages and statements, e.g. "Flight MNL–CEB, 2 travellers". */
  description: string;
  /** The booking reference the payment is for. */
  reference: string;
  kind: PaymentKind;
  /**
   * What the payment is for (the booking's checkout, one of its change requests, a hotel stay): kept
   * with the payment from its creation; `kind` and `reference` must agree with it. Its key belongs to it.
   */
  purpose: PaymentPurpose;
  method: PaymentMethodInput;
  /** Where the gateway sends the traveller after a challenge or wallet approval: a path on this site. */
  returnUrl: string;
};

/** Something the traveller must do at the gateway before the payment is decided. */
export type NextAction = { type: "challenge" | "wallet"; url: string };

export type PaymentResult = {
  id: string;
  /** The key the payment was created with (one per payment attempt). */
  idempotencyKey: string;
  status: PaymentStatus;
  amount: Money;
  /** Refunded so far (same currency as `amount`). */
  amountRefunded: Money;
  kind: PaymentKind;
  reference: string;
  /** What it was created for; null only for a record that names none (none should remain after migration 0017). */
  purpose: PaymentPurpose | null;
  description: string;
  method: PaymentMethodType;
  card: { brand: CardBrand; last4: string } | null;
  /** Set while `requires_action`: send the traveller to `url`. */
  nextAction: NextAction | null;
  /** Set when `failed`: a code for the app and a message for the traveller. */
  failure: { code: DeclineCode; message: string } | null;
  returnUrl: string;
  createdAt: Date;
  updatedAt: Date;
};

export type RefundRequest = {
  idempotencyKey: string;
  paymentId: string;
  /** Omitted: whatever has not been refunded yet. */
  amount?: Money;
  reason?: string;
};

export type RefundResult = {
  id: string;
  paymentId: string;
  amount: Money;
  status: "succeeded";
  reason: string | null;
  createdAt: Date;
};

/** The answer to a challenge code or a wallet decision: the payment, and whether the code was wrong. */
export type ActionResult = { payment: PaymentResult; wrongCode: boolean };

/**
 * A payment gateway. Every call is idempotent: `createPayment` and `refund` by their idempotency
 * key (the same key with the same request answers the same result and never charges or refunds
 * twice; the same key with a different request throws `PaymentRequestError("idempotency_conflict")`),
 * and the calls on an existing payment by its state (confirming or cancelling a payment that is no
 * longer waiting answers its current state and changes nothing).
 */
export type PaymentProvider = {
  /** "sandbox", "paymongo", … (stored with each payment). */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<PaymentResult>;
  getPayment(id: string): Promise<PaymentResult | null>;
  /**
   * The payment made with this idempotency key, if any: how the app learns how a payment ended when
   * the process that started it died before hearing back (a real adapter looks it up by the key it
   * attached as metadata).
   */
  findPaymentByKey(idempotencyKey: string): Promise<PaymentResult | null>;
  /** Answers a 3-D Secure style challenge with the one-time code. */
  confirmChallenge(id: string, code: string): Promise<ActionResult>;
  /** The traveller approved the payment in GCash or Maya. */
  approveWallet(id: string): Promise<ActionResult>;
  /** The traveller cancelled a challenge or a wallet payment: it fails with `payment_cancelled`. */
  cancelPayment(id: string): Promise<ActionResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type PaymentErrorCode =
  | "invalid_request"
  | "idempotency_conflict"
  | "not_found"
  | "not_refundable"
  | "refund_exceeds_payment"
  | "wrong_action"
  | "wrong_purpose";

/** By name (the pages' server bundle has its own copy of the class; see isFlightError). */
export function isPaymentRequestError(error: unknown): error is PaymentRequestError {
  return error instanceof Error && error.name === "PaymentRequestError";
}

/** A request the gateway refuses as such (nothing charged or refunded); payments that fail are results, not errors. */
export class PaymentRequestError extends Error {
  readonly code: PaymentErrorCode;
  /** Field → messages, for `invalid_request`. */
  readonly errors: Record<string, string[]>;
  constructor(code: PaymentErrorCode, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = "PaymentRequestError";
    this.code = code;
    this.errors = errors;
  }
}

export const PAYMENT_ERROR_MESSAGES: Record<PaymentErrorCode, string> = {
  invalid_request: "Some payment details are not right.",
  idempotency_conflict: "This payment attempt was already used for a different payment. Reload the page and try again.",
  not_found: "There is no such payment.",
  not_refundable: "Only a completed payment can be refunded.",
  refund_exceeds_payment: "The refund is more than what is left of the payment.",
  wrong_action: "This payment is not waiting for that step.",
  wrong_purpose: "This payment was made for another booking or purpose, so it cannot be used or refunded for this one.",
};

// ---------------------------------------------------------------------------------------------
// Persistence

export type PaymentEventType =
  | "created"
  | "requires_action"
  | "succeeded"
  | "failed"
  | "challenge_code_rejected"
  | "cancelled"
  | "refunded";

/** A payment as stored: Lakbay's record of it, whichever provider handled it. */
export type PaymentRecord = {
  id: string;
  provider: string;
  idempotencyKey: string;
  /** sha256 of the request without the card number and CVC (fingerprintPayment). */
  fingerprint: string;
  kind: PaymentKind;
  reference: string;
  /** purposeKey() of what the payment was created for. */
  purpose: string;
  description: string;
  amount: Money;
  /** Minor units refunded so far. */
  amountRefunded: number;
  status: PaymentStatus;
  method: PaymentMethodType;
  cardBrand: CardBrand | null;
  cardLast4: string | null;
  /** The gateway's token for the card (never the number). */
  token: string | null;
  returnUrl: string;
  nextAction: NextAction | null;
  declineCode: DeclineCode | null;
  /** The provider's own bookkeeping (the sandbox: the challenge code and its outcome). */
  gatewayData: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

export type NewPaymentRecord = Omit<PaymentRecord, "amountRefunded" | "createdAt" | "updatedAt">;

export type RefundRecord = RefundResult & { idempotencyKey: string; fingerprint: string };

export type RecordRefundResult =
  | { ok: true; refund: RefundRecord; created: boolean }
  | { ok: false; reason: "not_found" | "not_refundable" | "refund_exceeds_payment" | "idempotency_conflict" };

/** Persistence for payments; db/repositories/payment-store.ts implements it on both engines. */
export type PaymentStore = {
  /**
   * Inserts the payment unless one with its idempotency key exists (UNIQUE), with a `created`
   * event; answers the stored row either way. Concurrent calls with one key insert exactly one row.
   */
  insert(record: NewPaymentRecord, now: Date): Promise<{ created: boolean; record: PaymentRecord }>;
  get(id: string): Promise<PaymentRecord | null>;
  findByKey(idempotencyKey: string): Promise<PaymentRecord | null>;
  /**
   * Changes the payment only while it is in `status` (one conditional UPDATE, so two racing
   * decisions cannot both apply), and records `event`; null when it was no longer in that status.
   */
  updateIf(
    id: string,
    status: PaymentStatus,
    patch: Partial<Pick<PaymentRecord, "status" | "nextAction" | "declineCode" | "gatewayData">>,
    event: { type: PaymentEventType; data?: Record<string, unknown> },
    now: Date,
  ): Promise<PaymentRecord | null>;
  /**
   * Records a refund atomically: the payment is locked, the key looked up (same fingerprint: the
   * existing refund; another: idempotency_conflict), the payment must have succeeded and have at
   * least `amount` (null: all of it) left; then the refund, the payment's refunded total and a
   * `refunded` event are written together.
   */
  recordRefund(
    input: { id: string; idempotencyKey: string; fingerprint: string; paymentId: string; amount: number | null; reason: string | null },
    now: Date,
  ): Promise<RecordRefundResult>;
  /** A payment's events, oldest first (for tests and staff). */
  events(paymentId: string): Promise<{ type: PaymentEventType; data: Record<string, unknown>; createdAt: Date }[]>;
};

/** What an idempotency key was first used for: its purpose and amount. */
export type PaymentKeyOwner = { purpose: string; amount: Money };

/**
 * Lakbay's own ledger of payment idempotency keys (db/repositories/payment-store.ts): a key belongs
 * to the first purpose and amount it was reserved for, before any other record is written with it.
 */
export type PaymentKeyStore = {
  /** Reserves the key for this owner unless it is reserved already (one statement); answers the key's owner either way. */
  reserve(key: string, owner: PaymentKeyOwner, now: Date): Promise<PaymentKeyOwner>;
};

// ---------------------------------------------------------------------------------------------
// Fingerprints

function sha256(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * What identifies a create request for idempotency. The card number and the CVC are left out
 * (they must not be kept in any form): the brand, last four digits, expiry and name stand for the card.
 */
export function fingerprintPayment(request: CreatePaymentRequest, card: { brand: string | null; last4: string | null } | null): string {
  const method =
    request.method.type === "card"
      ? {
          type: "card",
          brand: card?.brand ?? null,
          last4: card?.last4 ?? null,
          expiry: request.method.card.expiry.replace(/\s/g, ""),
          name: request.method.card.name.trim(),
        }
      : { type: request.method.type };
  return sha256({
    v: 2,
    purpose: purposeKey(request.purpose),
    amount: request.amount.amount,
    currency: request.amount.currency,
    description: request.description,
    reference: request.reference,
    kind: request.kind,
    returnUrl: request.returnUrl,
    method,
  });
}

export function fingerprintRefund(request: RefundRequest): string {
  return sha256({
    v: 1,
    paymentId: request.paymentId,
    amount: request.amount ? [request.amount.amount, request.amount.currency] : "rest",
    reason: request.reason ?? null,
  });
}
