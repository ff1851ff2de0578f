/**
 * The checkout shape flights and hotels share (issue 18): price → hold → pay → confirm.
 *
 * - One payment-method mapping: the payment form's fields (`method`, `cardNumber`, `expiry`, `cvc`,
 *   `cardName`) become a `PaymentMethodInput` through `paymentMethodOf`. Paying for a booking takes
 *   them in `paymentInput`, one schema with the booking's reference and the attempt's key, so the
 *   use case's parse is the request's only one; the reissue form reads them alone
 *   (`parsePaymentMethod`).
 * - One result of the pay step: `PaymentStepResult` — paid, sent to the gateway (`redirect`), failed
 *   (declined, still waiting), or refunded at once because the booking could not keep the money.
 *   Each domain adds what it returns alongside (`Extra`: the hotel booking view, a payment id).
 */
import type { Money } from "./money.ts";
import { checkPaymentForm, type PaymentForm, PaymentFormFields, PaymentFormSchema } from "./payments.ts";
import { z } from "./zod.ts";

export type CardInput = {
  /** As typed: spaces and dashes are ignored. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  /** Name on the card. */
  name: string;
};

/** How the traveller pays, as the payment service takes it. Card data is never logged or stored. */
export type PaymentMethodInput = { type: "card"; card: CardInput } | { type: "gcash" } | { type: "maya" };

/** The payment form, checked (contracts/payments.ts PaymentFormSchema), as a payment method. */
export function paymentMethodOf(form: PaymentForm): PaymentMethodInput {
  if (form.method !== "card") return { type: form.method };
  const { cardNumber, expiry, cvc, cardName } = form.card;
  return { type: "card", card: { number: cardNumber, expiry, cvc, name: cardName } };
}

/** The payment form's fields → a payment method, with the form's messages when they do not fit. */
export const PaymentMethodFieldsSchema = PaymentFormSchema.transform(paymentMethodOf);

/** The payment form's string fields (a FormData or a JSON body) checked and mapped in one step. */
export function parsePaymentMethod(
  fields: Record<string, unknown>,
): { ok: true; method: PaymentMethodInput } | { ok: false; error: z.ZodError } {
  const parsed = PaymentMethodFieldsSchema.safeParse(fields);
  return parsed.success ? { ok: true, method: parsed.data } : { ok: false, error: parsed.error };
}

export const IDEMPOTENCY_KEY_MESSAGE = "Send an idempotency key of 8 to 200 letters, digits, dots, colons, underscores or hyphens.";

/** One key per payment attempt (the payment form makes a new one each time it is shown). */
export const idempotencyKeySchema = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(/^[A-Za-z0-9_.:-]{8,200}$/, IDEMPOTENCY_KEY_MESSAGE);

/**
 * What paying for a booking takes, flights and hotels alike, checked in one parse: the booking's
 * own fields (`shape`: its reference, a confirmation), the attempt's key and the payment form's
 * fields, which come out as one `method` (a PaymentMethodInput), with the form's messages where they
 * do not fit. Pages, the JSON API and the assistant hand the raw fields to the use case, whose
 * `invoke` is the only parse.
 */
/** A payment's body that is not an object of fields (a JSON array, text or a number). */
export const PAYMENT_NOT_AN_OBJECT = "Send the payment as a JSON object of fields.";

export function paymentInput<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(
      {
        ...shape,
        idempotencyKey: idempotencyKeySchema.describe("One key per payment attempt: sent again, it is charged once"),
        ...PaymentFormFields.shape,
        method: PaymentFormFields.shape.method.describe("card, gcash or maya"),
        expiry: PaymentFormFields.shape.expiry.describe("MM/YY"),
      },
      { error: PAYMENT_NOT_AN_OBJECT },
    )
    .transform((v, ctx) => {
      const { method, cardNumber, expiry, cvc, cardName, ...rest } = v as z.output<typeof PaymentFormFields> & Record<string, unknown>;
      const form = checkPaymentForm({ method, cardNumber, expiry, cvc, cardName }, ctx);
      if (form === z.NEVER) return z.NEVER;
      return { ...(rest as z.output<z.ZodObject<S>> & { idempotencyKey: string }), method: paymentMethodOf(form) };
    });
}

/** A `PaymentMethodInput` sent as JSON (the flight API's `payment_method`). */
export const PaymentMethodInputSchema: z.ZodType<PaymentMethodInput, unknown> = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("card"),
    card: z.object({ number: z.string().max(30), expiry: z.string().max(7), cvc: z.string().max(4), name: z.string().max(100) }),
  }),
  z.object({ type: z.literal("gcash") }),
  z.object({ type: z.literal("maya") }),
]);

/**
 * What paying for a booking came to, for flights and hotels alike. `Extra` is what the domain returns
 * with every result (the hotel booking as it now stands); refunded results may say which payment.
 */
export type PaymentStepResult<Extra extends object = object> = (
  | { kind: "paid"; reference: string }
  /** The traveller must approve at the gateway (3-D Secure, a wallet): send them to `url`. */
  | { kind: "redirect"; reference: string; url: string }
  /** Declined, cancelled or still not approved: `message` is what the traveller reads. */
  | { kind: "failed"; reference: string; message: string }
  /** Charged, but the booking could not keep it (paid already, expired, sold out): refunded in full at once. */
  | { kind: "refunded"; reference: string; message: string; paymentId?: string; refund?: Money }
) &
  Extra;

/** The fields every domain's booking view has: what the hold step answers with, at the least. */
export type BookingEssentials = { reference: string; status: string; total: Money };

/**
 * What the hold step answers, for flights and hotels alike: the domain's booking view (at least its
 * reference, status and total to pay) without the owner's account id.
 */
export type BookingResult<View extends BookingEssentials> = Omit<View, "userId">;

export type PaymentStepKind = PaymentStepResult["kind"];
