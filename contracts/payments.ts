/**
 * Payments as both sides see them: the payment methods, the card form (one zod schema for the
 * browser and the server, with messages a traveller understands), the card rules (Luhn, brand,
 * expiry, CVC length), the decline codes with their traveller-facing messages, and the sandbox
 * gateway's test cards for the payment page to show. docs/decisions/011-payments.md.
 */
import { z } from "./zod.ts";

export const PAYMENT_METHODS = ["card", "gcash", "maya"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: "Choose how you want to pay." });

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodType, string> = { card: "Credit or debit card", gcash: "GCash", maya: "Maya" };

/** What a payment is for: hotels reuse the flights' payments. */
export const PAYMENT_KINDS = ["flight", "hotel"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * What one payment is for, from the moment it is created: the checkout of a flight booking, one date
 * change request of a flight booking, or a hotel stay. A payment pays for its purpose only, and an
 * idempotency key belongs to one purpose (core/payments/purpose.ts; issue 23).
 */
export type PaymentPurpose =
  | { type: "flight-checkout"; reference: string }
  | { type: "flight-change"; reference: string; requestId: string }
  | { type: "hotel-stay"; reference: string };
export type PaymentPurposeType = PaymentPurpose["type"];

const PURPOSE_KIND: Record<PaymentPurposeType, PaymentKind> = {
  "flight-checkout": "flight",
  "flight-change": "flight",
  "hotel-stay": "hotel",
};

/** The kind of booking a purpose pays for. */
export function purposeKind(purpose: PaymentPurpose): PaymentKind {
  return PURPOSE_KIND[purpose.type];
}

/** One string per purpose ("flight-change:K7Q2ZM:<request id>"), as stored with the payment and its key. */
export function purposeKey(purpose: PaymentPurpose): string {
  const reference = purpose.reference.toUpperCase();
  return purpose.type === "flight-change"
    ? `${purpose.type}:${reference}:${purpose.requestId.toLowerCase()}`
    : `${purpose.type}:${reference}`;
}

/** The purpose a stored key names, or null for anything else. */
export function parsePurposeKey(value: string | null | undefined): PaymentPurpose | null {
  const m = /^(flight-checkout|flight-change|hotel-stay):([A-Z0-9-]{4,40})(?::([0-9a-f-]{1,64}))?$/.exec(value ?? "");
  if (!m) return null;
  const [, type, reference, requestId] = m;
  if (type === "flight-change") return requestId ? { type, reference, requestId } : null;
  if (requestId) return null;
  return { type: type as "flight-checkout" | "hotel-stay", reference };
}

export const PAYMENT_STATUSES = ["requires_action", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Cards

export const CARD_BRANDS = ["visa", "mastercard", "amex", "jcb"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  jcb: "JCB",
};

/** The digits of a card number as typed ("4242 4242-4242 4242" → "4242424242424242"). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges), or null for one we do not take. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return "visa";
  if (/^3[47]\d{13}$/.test(digits)) return "amex";
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return "mastercard";
  if (/^35(2[89]|[3-8]\d)\d{12,15}$/.test(digits)) return "jcb";
  return null;
}

/** CVC length: four digits on the front of an American Express card, three on the back of the others. */
export function cvcLength(brand: CardBrand | null): 3 | 4 {
  return brand === "amex" ? 4 : 3;
}

/** "MM/YY" (also "MM / YY", "MM/YYYY", "MMYY") → month and four-digit year; null when unreadable. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card works through the last day of its expiry month (in Manila, where the traveller pays). */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** The longest a card may be valid for, counted from today (cards run 3–5 years; 20 is generous). */
const MAX_EXPIRY_YEARS = 20;

export const CARD_MESSAGES = {
  numberRequired: "Enter your card number.",
  numberInvalid: "This card number is not valid. Check the digits on the front of your card.",
  brandUnsupported: "We accept Visa, Mastercard, American Express and JCB cards.",
  expiryRequired: "Enter the expiry date on your card (MM/YY).",
  expiryInvalid: "Enter the expiry date as MM/YY, for example 08/29.",
  expiryPast: "This card has expired. Use another card.",
  expiryTooFar: "Check the expiry date: it is too far in the future.",
  cvcRequired: "Enter the security code (CVC).",
  cvc3: "Enter the 3-digit security code on the back of your card.",
  cvc4: "Enter the 4-digit security code on the front of your American Express card.",
  nameRequired: "Enter the name as it appears on your card.",
  nameTooLong: "The name on the card must be at most 100 characters.",
  nameInvalid: "Use letters, spaces, apostrophes, dots and hyphens for the name on the card.",
} as const;

const cardFields = {
  cardNumber: z.string({ error: CARD_MESSAGES.numberRequired }).transform(cardDigits),
  expiry: z.string({ error: CARD_MESSAGES.expiryRequired }).trim(),
  cvc: z.string({ error: CARD_MESSAGES.cvcRequired }).trim(),
  cardName: z
    .string({ error: CARD_MESSAGES.nameRequired })
    .trim()
    .min(1, CARD_MESSAGES.nameRequired)
    .max(100, CARD_MESSAGES.nameTooLong)
    .regex(/^(?:[\p{L}\p{M}][\p{L}\p{M} .'-]*)?$/u, CARD_MESSAGES.nameInvalid),
};

/** Checks one card's fields together (the CVC length depends on the brand); `now` for tests. */
function checkCard(v: { cardNumber: string; expiry: string; cvc: string }, ctx: z.RefinementCtx, now: () => Date) {
  const brand = cardBrand(v.cardNumber);
  if (v.cardNumber === "") ctx.addIssue({ code: "custom", path: ["cardNumber"], message: CARD_MESSAGES.numberRequired });
  else if (!/^\d+$/.test(v.cardNumber) || !luhnValid(v.cardNumber))
    ctx.addIssue({ code: "custom", path: ["cardNumber"], message: CARD_MESSAGES.numberInvalid });
  else if (!brand) ctx.addIssue({ code: "custom", path: ["cardNumber"], message: CARD_MESSAGES.brandUnsupported });

  if (v.expiry === "") ctx.addIssue({ code: "custom", path: ["expiry"], message: CARD_MESSAGES.expiryRequired });
  else {
    const expiry = parseExpiry(v.expiry);
    if (!expiry) ctx.addIssue({ code: "custom", path: ["expiry"], message: CARD_MESSAGES.expiryInvalid });
    else if (isExpired(expiry, now())) ctx.addIssue({ code: "custom", path: ["expiry"], message: CARD_MESSAGES.expiryPast });
    else if (expiry.year > now().getUTCFullYear() + MAX_EXPIRY_YEARS)
      ctx.addIssue({ code: "custom", path: ["expiry"], message: CARD_MESSAGES.expiryTooFar });
  }

  const length = cvcLength(brand);
  if (v.cvc === "") ctx.addIssue({ code: "custom", path: ["cvc"], message: CARD_MESSAGES.cvcRequired });
  else if (!new RegExp(`^\\d{${length}}$`).test(v.cvc))
    ctx.addIssue({ code: "custom", path: ["cvc"], message: length === 4 ? CARD_MESSAGES.cvc4 : CARD_MESSAGES.cvc3 });
}

/** The card form: `cardNumber`, `expiry` (MM/YY), `cvc`, `cardName`. `now` is for tests. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z.object(cardFields).superRefine((v, ctx) => checkCard(v, ctx, now));
}
export const CardFormSchema = cardFormSchema();
export type CardForm = z.infer<typeof CardFormSchema>;

/**
 * The payment form: `method` plus, for cards, the card fields. GCash and Maya need nothing more
 * (the traveller approves in the wallet).
 */
export const PaymentFormFields = z.object({
  method: paymentMethodSchema,
  cardNumber: z.string().optional(),
  expiry: z.string().optional(),
  cvc: z.string().optional(),
  cardName: z.string().optional(),
});

type PaymentFormValues = z.output<typeof PaymentFormFields>;
export type PaymentForm = { method: "gcash" | "maya" } | { method: "card"; card: CardForm };

/**
 * The payment form's fields checked (the card's own rules for a card) inside a schema's parse: its
 * issues are added to `ctx`, and z.NEVER comes back when there are any. Schemas that take the form
 * with other fields (a booking's reference, the attempt's key) use it so the whole is one parse.
 */
export function checkPaymentForm(v: PaymentFormValues, ctx: z.RefinementCtx): PaymentForm {
  if (v.method !== "card") return { method: v.method };
  const card = CardFormSchema.safeParse({
    cardNumber: v.cardNumber ?? "",
    expiry: v.expiry ?? "",
    cvc: v.cvc ?? "",
    cardName: v.cardName ?? "",
  });
  if (!card.success) {
    for (const issue of card.error.issues) ctx.addIssue({ code: "custom", path: issue.path as PropertyKey[], message: issue.message });
    return z.NEVER;
  }
  return { method: "card", card: card.data };
}

export const PaymentFormSchema = PaymentFormFields.transform(checkPaymentForm);

/** "•••• 4242" */
export function maskedCard(last4: string): string {
  return `•••• ${last4}`;
}

// ---------------------------------------------------------------------------------------------
// Declines

export const DECLINE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
  "card_not_supported",
  "authentication_failed",
  "payment_cancelled",
  "action_expired",
  "processing_error",
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** What the traveller reads when a payment fails (a real gateway's codes map onto these). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined. Try another card or contact your bank.",
  insufficient_funds: "Your card does not have enough funds for this payment. Try another card.",
  expired_card: "Your card has expired. Try another card.",
  incorrect_cvc: "The security code (CVC) is incorrect. Check it and try again.",
  incorrect_number: "The card number is incorrect. Check it and try again.",
  card_not_supported: "We accept Visa, Mastercard, American Express and JCB cards. Try another card.",
  authentication_failed: "Your bank could not verify this payment. Try again or use another card.",
  payment_cancelled: "The payment was cancelled. Nothing was charged; you can try again.",
  action_expired: "The payment was not completed in time. Nothing was charged; you can try again.",
  processing_error: "Something went wrong while processing your card. Nothing was charged; please try again.",
};

// ---------------------------------------------------------------------------------------------
// The sandbox gateway's test cards (any future expiry, any CVC of the right length, any name)

export type TestCardOutcome =
  | "succeeds"
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "incorrect_cvc"
  | "challenge_succeeds"
  | "challenge_fails";

export type TestCard = { number: string; brand: CardBrand; outcome: TestCardOutcome; description: string };

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242 4242 4242 4242", brand: "visa", outcome: "succeeds", description: "Payment succeeds." },
  { number: "5555 5555 5555 4444", brand: "mastercard", outcome: "succeeds", description: "Payment succeeds." },
  { number: "3782 822463 10005", brand: "amex", outcome: "succeeds", description: "Payment succeeds (4-digit CVC)." },
  { number: "3566 0020 2036 0505", brand: "jcb", outcome: "succeeds", description: "Payment succeeds." },
  { number: "4000 0000 0000 0002", brand: "visa", outcome: "card_declined", description: "Declined by the bank (generic decline)." },
  { number: "4000 0000 0000 9995", brand: "visa", outcome: "insufficient_funds", description: "Declined: insufficient funds." },
  { number: "4000 0000 0000 0069", brand: "visa", outcome: "expired_card", description: "Declined: the bank reports the card expired." },
  { number: "4000 0000 0000 0127", brand: "visa", outcome: "incorrect_cvc", description: "Declined: incorrect CVC." },
  {
    number: "4000 0000 0000 3220",
    brand: "visa",
    outcome: "challenge_succeeds",
    description: "Asks for 3-D Secure verification; succeeds once the one-time code is entered.",
  },
  {
    number: "4000 0084 0000 1629",
    brand: "visa",
    outcome: "challenge_fails",
    description: "Asks for 3-D Secure verification, then the bank declines it.",
  },
];

/** The one-time code a sandbox challenge page shows and expects. */
export const SANDBOX_CHALLENGE_CODE_LENGTH = 6;
