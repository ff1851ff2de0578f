/**
 * What the rest of the app (flight and hotel bookings, the sandbox pages, the post-ticketing
 * refunds) calls: checks every request at the edge of the payment area, hands it to the provider,
 * and logs what happened without any card data.
 *
 *   const payment = await services.payments.create({ idempotencyKey, amount, description, reference,
 *     kind: "flight", method: { type: "card", card }, returnUrl: "/flights/payment/return" });
 *   if (payment.status === "requires_action") redirect(payment.nextAction.url);
 *   else if (payment.status === "failed") show(payment.failure.message);
 */
import { plainText } from "../../contracts/api.ts";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "../../contracts/checkout.ts";
import { fieldErrors } from "../../contracts/forms.ts";
import { moneySchema } from "../../contracts/money-schema.ts";
import { cardFormSchema, PAYMENT_KINDS, type PaymentPurpose, parsePurposeKey, purposeKey, purposeKind } from "../../contracts/payments.ts";
import type { Money } from "../../contracts/money.ts";
import { safeRedirectPath } from "../../contracts/text.ts";
import { z } from "../../contracts/zod.ts";
import { type Logger, MONEY_EVENT } from "../shared/logger.ts";
import {
  PAYMENT_ERROR_MESSAGES,
  PaymentRequestError,
  type ActionResult,
  type CreatePaymentRequest,
  type PaymentKeyStore,
  type PaymentProvider,
  type PaymentResult,
  type RefundRequest,
  type RefundResult,
} from "./payments.ts";
import { type PaymentOwner, ownerLabel, servesPurpose } from "./purpose.ts";
import type { SandboxGateway, SandboxPaymentView } from "./sandbox-gateway.ts";

export const PAYMENT_FIELD_MESSAGES = {
  idempotencyKey: IDEMPOTENCY_KEY_MESSAGE,
  amount: "The amount must be a whole number of centavos above zero.",
  reference: "The booking reference must be 4 to 40 letters, digits or hyphens.",
  returnUrl: "The return address must be a path on this site.",
  reason: "The refund reason must be at most 500 characters.",
} as const;

export { idempotencyKeySchema };

const positiveMoney = moneySchema.refine((m) => m.amount > 0, PAYMENT_FIELD_MESSAGES.amount);

function createRequestSchema(now: () => Date) {
  const card = z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() }).transform((c, ctx) => {
    const parsed = cardFormSchema(now).safeParse({ cardNumber: c.number, expiry: c.expiry, cvc: c.cvc, cardName: c.name });
    if (parsed.success)
      return { number: parsed.data.cardNumber, expiry: parsed.data.expiry, cvc: parsed.data.cvc, name: parsed.data.cardName };
    // Field names as on the card form (cardNumber, expiry, cvc, cardName), so a page can show them.
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path as PropertyKey[], message: issue.message });
    return z.NEVER;
  });
  return z.object({
    idempotencyKey: idempotencyKeySchema,
    amount: positiveMoney,
    description: plainText({ max: 200, label: "The description" }).pipe(z.string().min(1, "Describe what the payment is for.")),
    reference: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, PAYMENT_FIELD_MESSAGES.reference),
    kind: z.enum(PAYMENT_KINDS),
    purpose: z.object({
      type: z.enum(["flight-checkout", "flight-change", "hotel-stay"]),
      reference: z.string(),
      requestId: z.string().optional(),
    }),
    method: z.discriminatedUnion("type", [
      z.object({ type: z.literal("card"), card }),
      z.object({ type: z.literal("gcash") }),
      z.object({ type: z.literal("maya") }),
    ]),
    returnUrl: z.string().refine((v) => safeRedirectPath(v) === v, PAYMENT_FIELD_MESSAGES.returnUrl),
  });
}

const refundRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  paymentId: z.string().min(1),
  amount: positiveMoney.optional(),
  reason: plainText({ max: 500, label: "The refund reason", multiline: true }).optional(),
});

/** Field errors; the card's own fields by their names on the card form (cardNumber, expiry, cvc, cardName). */
function requestErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [first, second, third] = issue.path;
    const key =
      first === "method" && second === "card" && third !== undefined ? String(third) : first !== undefined ? String(first) : "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The payment's return address with `payment_id` added (as Stripe adds `payment_intent`). */
export function paymentReturnPath(payment: Pick<PaymentResult, "id" | "returnUrl">): string {
  const base = safeRedirectPath(payment.returnUrl) ?? "/";
  const url = new URL(base, "http://lakbay.invalid");
  url.searchParams.set("payment_id", payment.id);
  return url.pathname + url.search + url.hash;
}

/** A refund the app asks for: whom it is for travels with it, and the payment must have been made for that. */
export type OwnedRefundRequest = RefundRequest & { owner: PaymentOwner };

export type PaymentService = {
  /** The merchant name the gateway shows ("Lakbay"). */
  readonly merchantName: string;
  /** Which provider takes payments ("sandbox" by default). */
  readonly provider: string;
  /**
   * Reserves the idempotency key for this purpose and amount before anything else is written with it
   * (a claim, a change attempt). A key already reserved for another purpose or amount throws
   * PaymentRequestError("idempotency_conflict"), and nothing is written.
   */
  reserveKey(idempotencyKey: string, purpose: PaymentPurpose, amount: Money): Promise<void>;
  /**
   * Reserves the key (as reserveKey) and creates the payment. Throws PaymentRequestError
   * (invalid_request with field errors, idempotency_conflict); a declined payment is a result.
   */
  create(request: CreatePaymentRequest): Promise<PaymentResult>;
  /**
   * The payment by id or by idempotency key, only when it was made for `owner` (servesPurpose);
   * otherwise null, as if there were none. Every place that completes, settles or collects uses it.
   */
  paymentFor(owner: PaymentOwner, by: { id: string } | { idempotencyKey: string }): Promise<PaymentResult | null>;
  get(id: string): Promise<PaymentResult | null>;
  /** The payment made with this idempotency key, if any (how a settle job learns how a payment ended). */
  findByIdempotencyKey(idempotencyKey: string): Promise<PaymentResult | null>;
  confirmChallenge(id: string, code: string): Promise<ActionResult>;
  approveWallet(id: string): Promise<ActionResult>;
  cancel(id: string): Promise<ActionResult>;
  /**
   * Full (no amount) or partial; idempotent by its key. Refused with PaymentRequestError("wrong_purpose")
   * before the gateway is asked when the payment was not made for `owner`.
   */
  refund(request: OwnedRefundRequest): Promise<RefundResult>;
  /** What the sandbox gateway's pages show; null for unknown payments or when another provider is in use. */
  sandboxView(id: string): Promise<SandboxPaymentView | null>;
};

export function createPaymentService(deps: {
  provider: PaymentProvider;
  /** Lakbay's ledger of idempotency keys: each belongs to one purpose and amount. */
  keys: PaymentKeyStore;
  /** The sandbox pages' data, when the provider is the sandbox gateway. */
  sandbox?: Pick<SandboxGateway, "view">;
  logger: Logger;
  merchantName: string;
  now?: () => Date;
}): PaymentService {
  const { provider, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const requestSchema = createRequestSchema(now);

  async function reserveKey(idempotencyKey: string, purpose: PaymentPurpose, amount: Money): Promise<void> {
    if (!idempotencyKeySchema.safeParse(idempotencyKey).success)
      throw new PaymentRequestError("invalid_request", PAYMENT_ERROR_MESSAGES.invalid_request, {
        idempotencyKey: [PAYMENT_FIELD_MESSAGES.idempotencyKey],
      });
    const wanted = { purpose: purposeKey(purpose), amount };
    const owner = await deps.keys.reserve(idempotencyKey, wanted, now());
    if (owner.purpose !== wanted.purpose || owner.amount.amount !== amount.amount || owner.amount.currency !== amount.currency) {
      // Never the key itself in a log line: it is what a replay would need.
      logger.warn({ purpose: wanted.purpose, ...MONEY_EVENT }, "payment key refused: reserved for another purpose or amount");
      throw new PaymentRequestError("idempotency_conflict", PAYMENT_ERROR_MESSAGES.idempotency_conflict);
    }
  }

  async function paymentFor(owner: PaymentOwner, by: { id: string } | { idempotencyKey: string }): Promise<PaymentResult | null> {
    const payment =
      "id" in by
        ? await provider.getPayment(by.id)
        : idempotencyKeySchema.safeParse(by.idempotencyKey).success
          ? await provider.findPaymentByKey(by.idempotencyKey)
          : null;
    if (!payment) return null;
    if (servesPurpose(payment, owner)) return payment;
    logger.warn({ paymentId: payment.id, owner: ownerLabel(owner), ...MONEY_EVENT }, "payment refused: made for another purpose");
    return null;
  }

  function logResult(msg: string, p: PaymentResult, extra: object = {}) {
    // Never the card number, CVC, expiry or name: only what the stored record holds anyway.
    logger.info(
      {
        paymentId: p.id,
        reference: p.reference,
        kind: p.kind,
        purpose: p.purpose ? purposeKey(p.purpose) : null,
        method: p.method,
        brand: p.card?.brand,
        last4: p.card?.last4,
        amount: p.amount.amount,
        currency: p.amount.currency,
        status: p.status,
        declineCode: p.failure?.code,
        ...extra,
        ...MONEY_EVENT,
      },
      msg,
    );
  }

  return {
    merchantName: deps.merchantName,
    provider: provider.name,

    reserveKey,
    paymentFor,

    async create(request) {
      const parsed = requestSchema.safeParse(request);
      if (!parsed.success)
        throw new PaymentRequestError("invalid_request", PAYMENT_ERROR_MESSAGES.invalid_request, requestErrors(parsed.error));
      const purpose = parsePurposeKey(purposeKey(parsed.data.purpose as PaymentPurpose));
      if (!purpose || purposeKind(purpose) !== parsed.data.kind || purpose.reference !== parsed.data.reference.toUpperCase())
        throw new PaymentRequestError("invalid_request", PAYMENT_ERROR_MESSAGES.invalid_request, {
          purpose: ["The payment's purpose must name its booking."],
        });
      await reserveKey(parsed.data.idempotencyKey, purpose, parsed.data.amount);
      const payment = await provider.createPayment({ ...parsed.data, purpose });
      logResult("payment created", payment);
      return payment;
    },

    get: (id) => provider.getPayment(id),

    findByIdempotencyKey: (key) => (idempotencyKeySchema.safeParse(key).success ? provider.findPaymentByKey(key) : Promise.resolve(null)),

    async confirmChallenge(id, code) {
      const result = await provider.confirmChallenge(id, code.slice(0, 50));
      logResult("payment challenge answered", result.payment, { wrongCode: result.wrongCode });
      return result;
    },

    async approveWallet(id) {
      const result = await provider.approveWallet(id);
      logResult("wallet payment approved", result.payment);
      return result;
    },

    async cancel(id) {
      const result = await provider.cancelPayment(id);
      logResult("payment cancelled", result.payment);
      return result;
    },

    async refund({ owner, ...request }) {
      const parsed = refundRequestSchema.safeParse(request);
      if (!parsed.success)
        throw new PaymentRequestError("invalid_request", PAYMENT_ERROR_MESSAGES.invalid_request, fieldErrors(parsed.error));
      // Money goes back only from a payment made for the booking or purpose it is given back for.
      if (!(await paymentFor(owner, { id: parsed.data.paymentId })))
        throw new PaymentRequestError("wrong_purpose", PAYMENT_ERROR_MESSAGES.wrong_purpose);
      const refund = await provider.refund(parsed.data);
      logger.info(
        {
          paymentId: refund.paymentId,
          refundId: refund.id,
          amount: refund.amount.amount,
          currency: refund.amount.currency,
          ...MONEY_EVENT,
        },
        "payment refunded",
      );
      return refund;
    },

    async sandboxView(id) {
      return deps.sandbox ? deps.sandbox.view(id) : null;
    },
  };
}
